import { describe, expect, it } from 'vitest';
import { BLOCKS, boxItem } from './test-fixtures';
import {
  CAROUSEL_LEFT_OFFSET_PX,
  CAROUSEL_SCROLL_ITEMS,
  MIN_TEXT_CONTRAST,
  boxCardPrice,
  contrastRatio,
  cutToCount,
  isBoxPromoShown,
  isDrawnAmongBlocks,
  paletteStyle,
  sellingPointsColumns,
} from './content-block-model';

describe('box promo', () => {
  it('"Box promo shown only if discount over 5 percent"', () => {
    expect(isBoxPromoShown(5)).toBe(false);
    expect(isBoxPromoShown(6)).toBe(true);
    expect(isBoxPromoShown(0)).toBe(false);
  });

  it('a card sells at the promo price, with the struck price and badge only over 5 %', () => {
    expect(boxCardPrice(boxItem({ price: 10000, promoPrice: 9000, discount: 10 }))).toEqual({ sellCents: 9000, promo: { referenceCents: 10000, percent: 10 } });
    expect(boxCardPrice(boxItem({ price: 10000, promoPrice: 9500, discount: 5 }))).toEqual({ sellCents: 9500 });
  });

  it('a promo price that is missing or not below the price is not a promo', () => {
    expect(boxCardPrice(boxItem({ price: 10000, promoPrice: 0, discount: 0 }))).toEqual({ sellCents: 10000 });
    expect(boxCardPrice(boxItem({ price: 10000, promoPrice: 10000, discount: 20 }))).toEqual({ sellCents: 10000 });
  });
});

describe('top search results count', () => {
  it('"top search default 3": the first 3 when the block names no count', () => {
    expect(cutToCount([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
  });

  it('cuts to the block\'s count, and keeps a shorter list whole', () => {
    expect(cutToCount([1, 2, 3, 4, 5], 4)).toEqual([1, 2, 3, 4]);
    expect(cutToCount([1, 2], 3)).toEqual([1, 2]);
  });
});

describe('layout figures', () => {
  it('"Carousel scrolls 4 items by default, left offset 16 px"', () => {
    expect(CAROUSEL_SCROLL_ITEMS).toBe(4);
    expect(CAROUSEL_LEFT_OFFSET_PX).toBe(16);
  });

  it('"main selling points (secondary variant has 2 columns)", the primary one 4', () => {
    expect(sellingPointsColumns('secondary')).toBe(2);
    expect(sellingPointsColumns('primary')).toBe(4);
  });

  it('draws every block kind among the blocks but the jumbotron, which the page draws once with its h1', () => {
    expect(isDrawnAmongBlocks(BLOCKS.jumbotron)).toBe(false);
    for (const block of [BLOCKS.usp, BLOCKS.categories, BLOCKS.top, BLOCKS.marketing, BLOCKS.boxes, BLOCKS.banner]) expect(isDrawnAmongBlocks(block)).toBe(true);
  });
});

describe('colour palettes', () => {
  it('measures WCAG contrast (white on black 21:1, same colours 1:1)', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d3557', '#1d3557')).toBeCloseTo(1, 5);
  });

  it('"font light or dark": white text on a dark palette, ink on a light one', () => {
    expect(paletteStyle({ background: '#1d3557', font: 'light' })).toEqual({ background: '#1d3557', tone: 'light', textClass: 'text-white' });
    expect(paletteStyle({ background: '#fdf0e6', font: 'dark' })).toEqual({ background: '#fdf0e6', tone: 'dark', textClass: 'text-ink' });
  });

  it('keeps the text readable when the palette asks for a tone its background cannot carry', () => {
    const lightOnPale = paletteStyle({ background: '#e9f5db', font: 'light' });
    expect(lightOnPale.tone).toBe('dark');
    expect(contrastRatio('#e9f5db', '#18211f')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(paletteStyle({ background: '#000', font: 'dark' }).tone).toBe('light');
  });

  it('replaces a background that is not a plain colour (no url() or other CSS from content)', () => {
    const style = paletteStyle({ background: 'url(https://example.org/x.png)', font: 'dark' });
    expect(style.background).toBe('#123f3b');
    expect(style.tone).toBe('light');
  });
});
