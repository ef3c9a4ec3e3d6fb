import type { GiftBlockResponse } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import { findGiftBlockItems } from '@escapade/db/repositories/content';
import type { Locale } from '@escapade/domain/markets';
import { imageUrl } from '../catalog/image-urls';

/** `GET /api/cms/gift-block?locale`: the ways to give of the market (no item where it has none). */
export async function getGiftBlock(db: Db, locale: Locale): Promise<GiftBlockResponse> {
  const items = (await findGiftBlockItems(db, locale)) ?? [];
  return {
    items: items.map((item) => ({ ...item, imageS: imageUrl(item.imageS, '640_360'), imageL: imageUrl(item.imageL, '960_540') })),
  };
}
