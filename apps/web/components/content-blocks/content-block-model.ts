/**
 * What the content blocks of the homepage and the promo landings show, decided once here so the
 * renderers only draw: the box promo threshold, the text colour a palette needs, the carousel
 * step, which block kinds a page renders again, and the top results' count.
 */
import type { BoxBlockItem, ColorPalette, ContentBlock, ContentBlockType } from '@escapade/contracts/content';
import { BOX_PROMO_ABOVE_PERCENT } from '@escapade/domain/price';
import { TOP_SEARCH_RESULTS_DEFAULT_COUNT } from '@escapade/domain/site-shell';

/** The block of one kind (`BlockOf<'banner'>`). */
export type BlockOf<T extends ContentBlockType> = Extract<ContentBlock, { type: T }>;

/** "Carousel scrolls 4 items by default, left offset 16 px." */
export const CAROUSEL_SCROLL_ITEMS = 4;
export const CAROUSEL_LEFT_OFFSET_PX = 16;
/**
 * A carousel item's width: 4 in view from `lg` (so a step of 4 turns a whole page), 2 from `sm`,
 * and on a phone most of the screen with a peek of the next. The list's gap is 1rem (`gap-4`).
 */
export const CAROUSEL_ITEM_CLASS = 'w-[78%] shrink-0 snap-start sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-3rem)/4)]';

/** "Box promo shown only if discount over 5 percent." */
export function isBoxPromoShown(discountPercent: number): boolean {
  return discountPercent > BOX_PROMO_ABOVE_PERCENT;
}

export interface BoxCardPrice {
  /** What the box sells for, in cents. */
  sellCents: number;
  /** The struck price and the badge, only when the promo is shown. */
  promo?: { referenceCents: number; percent: number };
}

/** A box card's price: the promo price when there is one, the discount only over 5 percent. */
export function boxCardPrice(item: Pick<BoxBlockItem, 'price' | 'promoPrice' | 'discount'>): BoxCardPrice {
  const hasPromoPrice = item.promoPrice > 0 && item.promoPrice < item.price;
  const sellCents = hasPromoPrice ? item.promoPrice : item.price;
  if (!hasPromoPrice || !isBoxPromoShown(item.discount)) return { sellCents };
  return { sellCents, promo: { referenceCents: item.price, percent: item.discount } };
}

/** "top search results (… default count 3)": the first `count` cards, 3 when the block names none. */
export function cutToCount<T>(list: readonly T[], count: number | undefined = TOP_SEARCH_RESULTS_DEFAULT_COUNT): T[] {
  return list.slice(0, Math.max(0, count));
}

/** "main selling points (secondary variant has 2 columns)"; the primary one has 4 on desktop. */
export function sellingPointsColumns(variant: BlockOf<'mainSellingPoints'>['variant']): 2 | 4 {
  return variant === 'secondary' ? 2 : 4;
}

/**
 * The page has one jumbotron, the one with the search box and the page's h1 (`jumbotron` of the
 * homepage or landing answer): a jumbotron among the blocks is not drawn a second time.
 */
export function isDrawnAmongBlocks(block: ContentBlock): boolean {
  return block.type !== 'jumbotron';
}

// --- Colour palettes -------------------------------------------------------------------------

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** The brand's darkest teal (design-system.css --color-brand-900), for a palette whose colour is unusable. */
const FALLBACK_BACKGROUND = '#123f3b';
/** The two text colours of the design system: white and --color-ink. */
const TEXT_COLOURS = { light: '#ffffff', dark: '#18211f' } as const;
/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

export type TextTone = keyof typeof TEXT_COLOURS;

export interface PaletteStyle {
  /** A `#rgb`/`#rrggbb` colour; anything else (a url(), a name) is replaced by the brand colour. */
  background: string;
  tone: TextTone;
  /** Tailwind classes of the text drawn on it. */
  textClass: string;
}

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16) / 255) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * "colorPalette (background, font light or dark)": the palette's font tone, unless it would be
 * unreadable on that background (under 4.5:1), then the other one.
 */
export function paletteStyle(palette: ColorPalette): PaletteStyle {
  const background = HEX_COLOUR.test(palette.background) ? palette.background : FALLBACK_BACKGROUND;
  const asked: TextTone = palette.font;
  const other: TextTone = asked === 'light' ? 'dark' : 'light';
  const tone =
    contrastRatio(background, TEXT_COLOURS[asked]) >= MIN_TEXT_CONTRAST || contrastRatio(background, TEXT_COLOURS[other]) < contrastRatio(background, TEXT_COLOURS[asked])
      ? asked
      : other;
  return { background, tone, textClass: tone === 'light' ? 'text-white' : 'text-ink' };
}

/** A call to action drawn on a palette: the inverse of its text, so the button stands out. */
export function paletteButtonClass(tone: TextTone): string {
  return tone === 'light' ? 'bg-white text-brand-900 hover:bg-brand-50' : 'bg-brand-900 text-white hover:bg-brand-800';
}
