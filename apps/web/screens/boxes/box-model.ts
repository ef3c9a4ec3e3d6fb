import type { BoxDetail, BoxImagesBySize, BoxOffersResponse } from '@escapade/contracts/boxes';
import type { ImagesBySize } from '@escapade/contracts/product';
import { type GiftFormat, effectiveGiftFormat, giftFormatOfCode, isListedBoxCode, isPhysicalFormatEnabled } from '@escapade/domain/gift';
import { BOX_PROMO_ABOVE_PERCENT } from '@escapade/domain/price';
import { BOX_CHECKOUT_SEGMENT } from '@escapade/domain/screen-segments';

/**
 * The gift box pages' rules (list, detail and checkout entry), kept apart from the components so
 * they are tested alone.
 */

/** "physical delivery 2–4 (or 2–3) working days, free": the brief settles on the 2–4 reading. */
export const BOX_PHYSICAL_DELIVERY_WORKING_DAYS = { min: 2, max: 4 } as const;
/** "gift valid one and a half years". */
export const BOX_GIFT_VALIDITY_MONTHS = 18;

/** What a path under the box section shows: the list, a box, the checkout entry, or nothing (404). */
export type BoxesPage = { kind: 'list' } | { kind: 'detail'; code: string } | { kind: 'checkout' };

const BOX_CODE_PATTERN = /^[A-Z0-9-]{1,64}$/i;

/** "Route is the box section plus a box code"; the list has no code; anything else is a 404. */
export function resolveBoxesPage(rest: readonly string[]): BoxesPage | undefined {
  if (rest.length === 0) return { kind: 'list' };
  const [segment] = rest;
  if (rest.length !== 1 || !segment) return undefined;
  if (segment === BOX_CHECKOUT_SEGMENT) return { kind: 'checkout' };
  // "Code suffix tells the format": a code without a format suffix names no box.
  if (!BOX_CODE_PATTERN.test(segment) || !giftFormatOfCode(segment)) return undefined;
  return { kind: 'detail', code: segment.toUpperCase() };
}

/** "Only codes ending in EBOX are listed" (the API applies it too; the page does not rely on that). */
export function listedBoxes<T extends { code: string }>(boxes: readonly T[]): T[] {
  return boxes.filter((box) => isListedBoxCode(box.code));
}

/** "includedContent (newline separated)": one item per non-empty line. */
export function includedItems(includedContent: string): string[] {
  return includedContent
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "Box promo shown only if discount over 5 percent." */
export function isBoxPromoShown(promo: number): boolean {
  return promo > BOX_PROMO_ABOVE_PERCENT;
}

export interface BoxFormatOption {
  format: GiftFormat;
  code: string;
  price: BoxDetail['price'];
  isEnabled: boolean;
}

/**
 * "physical and digital format options", digital first. Physical is offered only when the market's
 * physical gift flag is on; box pages state
 * free delivery, so no shipping cost has to load first.
 */
export function boxFormatOptions(box: Pick<BoxDetail, 'formats'>, physicalGiftFlag: boolean): BoxFormatOption[] {
  const physicalEnabled = isPhysicalFormatEnabled(physicalGiftFlag, true);
  return (['digital', 'physical'] as const).flatMap((format) => {
    const member = box.formats.find((candidate) => candidate.format === format);
    return member ? [{ format, code: member.code, price: member.price, isEnabled: format === 'digital' || physicalEnabled }] : [];
  });
}

/** The format a box page opens with: its code's, unless physical is not on offer ("defaults digital"). */
export function initialBoxFormat(code: string, options: readonly BoxFormatOption[]): GiftFormat {
  const physical = options.find((option) => option.format === 'physical');
  const requested = effectiveGiftFormat(giftFormatOfCode(code), Boolean(physical?.isEnabled));
  return options.some((option) => option.format === requested) ? requested : (options[0]?.format ?? 'digital');
}

/** "format change … rewrites the code suffix": the box page path of the chosen format's code. */
export function boxPathForCode(boxPathTemplate: string, code: string): string {
  return boxPathTemplate.replace('__CODE__', encodeURIComponent(code));
}

/** "Box checkout has search giftFormat and code." */
export function buildBoxCheckoutHref(checkoutPath: string, format: GiftFormat, code: string): string {
  return `${checkoutPath}?${new URLSearchParams({ giftFormat: format, code })}`;
}

/**
 * Reads the checkout entry's search. The code must name a box whose suffix agrees with the format,
 * else there is nothing to check out.
 */
export function parseBoxCheckoutSearch(search: URLSearchParams): { format: GiftFormat; code: string } | undefined {
  const code = search.get('code')?.trim().toUpperCase() ?? '';
  const format = search.get('giftFormat');
  if (!BOX_CODE_PATTERN.test(code) || (format !== 'digital' && format !== 'physical')) return undefined;
  return giftFormatOfCode(code) === format ? { format, code } : undefined;
}

/**
 * "Box offers load page by page while the loader is visible, stopping when a page returns empty":
 * the next page's number, or undefined once a page came back empty.
 */
export function nextBoxOffersPage(lastPage: BoxOffersResponse): number | undefined {
  return lastPage.exactMatch.length === 0 ? undefined : lastPage.searchDetails.page + 1;
}

/** The gallery's pictures: the box sizes plus the slideshow thumbnail (120_80). */
export function boxGalleryImages(images: readonly BoxImagesBySize[]): ImagesBySize[] {
  return images.map((image) => ({
    '120_80': image['640_360'].replace(/640_360(\.\w+)$/, '120_80$1'),
    '640_360': image['640_360'],
    '960_540': image['960_540'],
  }));
}
