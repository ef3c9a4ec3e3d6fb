import type { BoxBlockItem } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import { listBoxCards } from '@escapade/db/repositories/content';
import { DIGITAL_CODE_SUFFIX } from '@escapade/domain/gift';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import { giftBoxDiscountPercent } from '@escapade/domain/price';
import { imageUrl } from '../catalog/image-urls';
import { languageOf } from '../catalog/market-language';
import { boxPagePath } from './content-paths';

/**
 * The gift box cards of a content block: the market's digital boxes among the codes the editor
 * chose, in the editor's order, priced from the catalog now. None where the market sells no box
 * ("gift boxes only when the boxes toggle is on").
 */
export async function resolveBoxBlockItems(db: Db, locale: Locale, codes: readonly string[], campaign: string | null): Promise<BoxBlockItem[]> {
  if (!MARKETS[locale].features.boxes || codes.length === 0) return [];
  const cards = await listBoxCards(db, { locale, language: languageOf(locale), codeSuffix: DIGITAL_CODE_SUFFIX, codes });
  const order = new Map(codes.map((code, index) => [code, index]));
  return cards
    .sort((a, b) => (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0))
    .map((card, index) => ({
      id: card.code,
      sku: card.code,
      handle: card.familyCode.toLowerCase(),
      title: card.title,
      image: imageUrl(card.mainImageId, '640_360'),
      includedContent: card.includedContent,
      rating: card.rating,
      price: card.refCents,
      promoPrice: card.sellCents,
      // "Gift box discount rounded-up percent between price and promo price" (the site shows it over 5 percent).
      discount: giftBoxDiscountPercent(card.refCents, card.sellCents),
      url: boxPagePath(locale, card.code),
      position: index + 1,
      campaign,
    }));
}
