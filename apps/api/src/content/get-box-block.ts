import type { BoxBlockResponse } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import { findBoxBlock } from '@escapade/db/repositories/content';
import type { Locale } from '@escapade/domain/markets';
import { AppError } from '../errors/app-error';
import { resolveBoxBlockItems } from './box-block-items';

/** `GET /api/cms/box-block-serp?locale`: the search pages' gift box block, its boxes priced from the catalog. */
export async function getBoxBlock(db: Db, locale: Locale): Promise<BoxBlockResponse> {
  const block = await findBoxBlock(db, locale);
  if (!block) throw new AppError('NOT_FOUND', `No gift box block for ${locale}.`);
  return {
    id: block.id,
    containerId: block.containerId,
    title: block.title,
    subtitle: block.subtitle,
    colorPalette: block.colorPalette,
    cta: block.cta,
    boxes: await resolveBoxBlockItems(db, locale, block.boxCodes, block.campaign),
  };
}
