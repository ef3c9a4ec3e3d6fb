import type { ContentVersionResponse } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import { readCatalogVersionNumber, readContentVersion } from '@escapade/db/repositories/content';

/** `GET /api/cms/version`: the content and catalog versions a page rendered from both depends on. */
export async function getContentVersion(db: Db): Promise<ContentVersionResponse> {
  const [content, catalog] = await Promise.all([readContentVersion(db), readCatalogVersionNumber(db)]);
  return { content: content.version, catalog };
}
