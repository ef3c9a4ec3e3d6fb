import type { BoxOffersResponse } from '@escapade/contracts/boxes';
import { BOX_CHECKOUT_SEGMENT } from '@escapade/domain/screen-segments';
import { describe, expect, it } from 'vitest';
import {
  boxFormatOptions,
  boxGalleryImages,
  boxPathForCode,
  buildBoxCheckoutHref,
  includedItems,
  initialBoxFormat,
  isBoxPromoShown,
  listedBoxes,
  nextBoxOffersPage,
  parseBoxCheckoutSearch,
  resolveBoxesPage,
} from './box-model';

const price = { sellPrice: 25_100, referencePrice: 27_900, promo: 10 };
const family = {
  formats: [
    { format: 'physical' as const, code: 'GOURMETPBOX', price },
    { format: 'digital' as const, code: 'GOURMETEBOX', price },
  ],
};

describe('resolveBoxesPage', () => {
  it('"Gift box list page": the section without a code', () => {
    expect(resolveBoxesPage([])).toEqual({ kind: 'list' });
  });

  it('"Route is the box section plus a box code"', () => {
    expect(resolveBoxesPage(['gourmetEBOX'])).toEqual({ kind: 'detail', code: 'GOURMETEBOX' });
    expect(resolveBoxesPage(['GOURMETPBOX'])).toEqual({ kind: 'detail', code: 'GOURMETPBOX' });
  });

  it('"Box checkout has search giftFormat and code": a sub-path of the section', () => {
    expect(resolveBoxesPage([BOX_CHECKOUT_SEGMENT])).toEqual({ kind: 'checkout' });
  });

  it('anything else is a 404: extra segments, a code without a format suffix, odd characters', () => {
    expect(resolveBoxesPage(['GOURMETEBOX', 'x'])).toBeUndefined();
    expect(resolveBoxesPage(['GOURMET'])).toBeUndefined();
    expect(resolveBoxesPage(['GOUR MET EBOX'])).toBeUndefined();
  });
});

describe('list and card rules', () => {
  it('"Only codes ending in EBOX are listed"', () => {
    const boxes = [{ code: 'SPAEBOX' }, { code: 'SPAPBOX' }, { code: 'GIFTBOX' }, { code: 'wineebox' }];
    expect(listedBoxes(boxes).map((box) => box.code)).toEqual(['SPAEBOX', 'wineebox']);
  });

  it('"includedContent (newline separated)"', () => {
    expect(includedItems('1 nuit pour 2\nPetit-déjeuner\r\n\n Dîner ')).toEqual(['1 nuit pour 2', 'Petit-déjeuner', 'Dîner']);
    expect(includedItems('')).toEqual([]);
  });

  it('"Box promo shown only if discount over 5 percent"', () => {
    expect(isBoxPromoShown(5)).toBe(false);
    expect(isBoxPromoShown(6)).toBe(true);
    expect(isBoxPromoShown(0)).toBe(false);
  });
});

describe('formats', () => {
  it('"physical and digital format options", digital first', () => {
    expect(boxFormatOptions(family, true).map((option) => [option.format, option.code, option.isEnabled])).toEqual([
      ['digital', 'GOURMETEBOX', true],
      ['physical', 'GOURMETPBOX', true],
    ]);
  });

  it('"Physical format enabled only if the flag is on"', () => {
    expect(boxFormatOptions(family, false).find((option) => option.format === 'physical')?.isEnabled).toBe(false);
  });

  it('opens with the format of its code ("Code suffix tells the format"), digital when physical is off', () => {
    expect(initialBoxFormat('GOURMETPBOX', boxFormatOptions(family, true))).toBe('physical');
    expect(initialBoxFormat('GOURMETEBOX', boxFormatOptions(family, true))).toBe('digital');
    expect(initialBoxFormat('GOURMETPBOX', boxFormatOptions(family, false))).toBe('digital');
  });

  it('"format change … rewrites the code suffix" in the page path', () => {
    expect(boxPathForCode('/fr-fr/coffrets-cadeaux/__CODE__', 'GOURMETPBOX')).toBe('/fr-fr/coffrets-cadeaux/GOURMETPBOX');
  });
});

describe('checkout entry', () => {
  it('"Box checkout has search giftFormat and code"', () => {
    expect(buildBoxCheckoutHref('/fr-fr/coffrets-cadeaux/commande', 'physical', 'GOURMETPBOX')).toBe(
      '/fr-fr/coffrets-cadeaux/commande?giftFormat=physical&code=GOURMETPBOX',
    );
  });

  it('reads back what it wrote; a format that disagrees with the code suffix names nothing', () => {
    expect(parseBoxCheckoutSearch(new URLSearchParams('giftFormat=physical&code=gourmetpbox'))).toEqual({ format: 'physical', code: 'GOURMETPBOX' });
    expect(parseBoxCheckoutSearch(new URLSearchParams('giftFormat=digital&code=GOURMETPBOX'))).toBeUndefined();
    expect(parseBoxCheckoutSearch(new URLSearchParams('giftFormat=paper&code=GOURMETEBOX'))).toBeUndefined();
    expect(parseBoxCheckoutSearch(new URLSearchParams('giftFormat=digital'))).toBeUndefined();
  });
});

describe('stays carousel paging', () => {
  const page = (number: number, count: number): BoxOffersResponse =>
    ({ exactMatch: Array.from({ length: count }, () => ({})), searchDetails: { totalCount: 29, page: number, limit: 8 } }) as unknown as BoxOffersResponse;

  it('"Box offers load page by page …, stopping when a page returns empty"', () => {
    expect(nextBoxOffersPage(page(0, 8))).toBe(1);
    // A short page is not the end: only an empty one is.
    expect(nextBoxOffersPage(page(3, 5))).toBe(4);
    expect(nextBoxOffersPage(page(4, 0))).toBeUndefined();
  });
});

describe('boxGalleryImages', () => {
  it('adds the 120_80 slideshow thumbnail of the same picture', () => {
    const image = {
      '640_360': '/api/images/img-box-1/640_360.webp',
      '750_360': '/api/images/img-box-1/750_360.webp',
      '960_540': '/api/images/img-box-1/960_540.webp',
      '1920_595': '/api/images/img-box-1/1920_595.webp',
      '1920_880': '/api/images/img-box-1/1920_880.webp',
    };
    expect(boxGalleryImages([image])).toEqual([
      { '120_80': '/api/images/img-box-1/120_80.webp', '640_360': image['640_360'], '960_540': image['960_540'] },
    ]);
  });
});
