import { describe, expect, it } from 'vitest';
import { buildGeography } from '../geography/build-geography';
import { HOTEL_TOWNS, TEST_TOWNS } from '../geography/hotel-towns';
import { planImagePool } from '../images/generate-images';
import { Random } from '../random';
import { DEFAULT_SEED } from '../scales';
import { availabilityWindow, emptyColumns, generateOfferNights, holidaysFor, type OfferPriceDigest } from './availability';
import { generateSingleVoucherPrices } from './generate-gifts';
import { generateHotels } from './generate-hotels';
import { generateOffers } from './generate-offers';

const ANCHOR = '2026-03-01';
const towns = HOTEL_TOWNS.filter((t) => TEST_TOWNS.includes(`${t.country}:${t.name}`));
const geo = buildGeography({ towns, otherCities: 'none' });
const { pool } = planImagePool(1);
const window = availabilityWindow(ANCHOR);

function catalog(seed: number) {
  const hotels = generateHotels({ rng: new Random(seed, 1), geo, towns: geo.towns, count: 40, pool, firstActivityId: 1 });
  const offers = generateOffers({ rng: new Random(seed, 2), hotels, pool, anchor: ANCHOR, windowEnd: window[window.length - 1]!.date });
  const digests = new Map<number, OfferPriceDigest>();
  const holidays = holidaysFor(window, ['FR', 'ES', 'IT', 'NL', 'BE']);
  for (const offer of offers.filter((o) => o.isBookable)) digests.set(offer.row.id as number, generateOfferNights(offer, window, seed, holidays, emptyColumns()));
  return { offers, digests };
}

describe('single-voucher prices of the seed', () => {
  it('a giftable offer (single-voucher sellable) is a sold one, and has its prices for 1, 2 and 3 nights', () => {
    const { offers, digests } = catalog(DEFAULT_SEED);
    const rows = generateSingleVoucherPrices(new Random(DEFAULT_SEED, 6), offers, digests);
    const giftable = offers.filter((o) => o.row.is_single_voucher_sellable);
    // Most sold offers are giftable, some are not (the page says so), and no unsold one is.
    expect(giftable.length).toBeGreaterThan(offers.length / 2);
    expect(giftable.length).toBeLessThan(offers.filter((o) => o.isBookable).length);
    expect(giftable.every((o) => o.isBookable && o.row.published)).toBe(true);
    for (const offer of giftable) {
      const own = rows.filter((row) => row.offer_id === offer.row.id);
      expect(own.map((row) => row.nights), `offer ${String(offer.row.id)}`).toEqual([1, 2, 3]);
      for (const row of own) expect(row.sell_cents).toBeGreaterThan(0);
      for (const row of own) expect(row.ref_cents).toBeGreaterThanOrEqual(row.sell_cents as number);
    }
    const giftableIds = new Set(giftable.map((o) => o.row.id));
    expect(rows.every((row) => giftableIds.has(row.offer_id))).toBe(true);
  });

  it('is a pure function of the seed', () => {
    const { offers, digests } = catalog(DEFAULT_SEED);
    expect(generateSingleVoucherPrices(new Random(7, 6), offers, digests)).toEqual(generateSingleVoucherPrices(new Random(7, 6), offers, digests));
  });

  it('refuses a sellable offer it cannot price rather than leave it without prices', () => {
    const { offers, digests } = catalog(DEFAULT_SEED);
    const giftable = offers.find((o) => o.row.is_single_voucher_sellable)!;
    const withoutOne = new Map([...digests].filter(([id]) => id !== giftable.row.id));
    expect(() => generateSingleVoucherPrices(new Random(DEFAULT_SEED, 6), offers, withoutOne)).toThrow(`offer ${String(giftable.row.id)}`);
  });
});
