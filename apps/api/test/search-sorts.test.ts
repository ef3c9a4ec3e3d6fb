/**
 * Sorts (the search default is priceQuality), each
 * checked on a whole result set, and the price-quality formula of docs/decisions/0006.
 */
import type { OffersRequestInput, SearchResultCard } from '@escapade/contracts/search';
import { promoPercentage } from '@escapade/domain/price';
import type { OrderBy } from '@escapade/domain/sort-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { NEUTRAL_REVIEW_SCORE, PRICE_QUALITY_WEIGHTS, PROMO_SCORE_CAP_PERCENT } from '../src/search/sorting';
import { buildTestApp } from './helpers';
import { loadOracleCatalog, type OracleCatalog } from './search-oracle';
import { allCards, dayFromToday, LOCALE, searchOk } from './search-support';

let app: App;
let catalog: OracleCatalog;
beforeAll(async () => {
  app = await buildTestApp();
  catalog = await loadOracleCatalog(app.db);
});
afterAll(async () => {
  await app.close();
});

const stay = { checkin: dayFromToday(21), nights: 2 };
const dated: OffersRequestInput = { locale: LOCALE, filters: { offer: { date: stay } } };

async function sorted(body: OffersRequestInput, orderBy: OrderBy): Promise<SearchResultCard[]> {
  const { cards } = await allCards(app, { ...body, sorting: { orderBy } });
  return cards;
}

/** Each key pair is in order, and equal keys are ordered by hotel id (the final tie-break). */
function expectOrdered(cards: SearchResultCard[], key: (card: SearchResultCard) => number, direction: 'asc' | 'desc') {
  expect(cards.length).toBeGreaterThan(1);
  for (let i = 1; i < cards.length; i += 1) {
    const [a, b] = [cards[i - 1] as SearchResultCard, cards[i] as SearchResultCard];
    const diff = direction === 'asc' ? key(b) - key(a) : key(a) - key(b);
    expect(diff, `${a.hotel.id} before ${b.hotel.id}`).toBeGreaterThanOrEqual(0);
    if (diff === 0) expect(b.hotel.id).toBeGreaterThan(a.hotel.id);
  }
}

/** percent_rank over the card prices: (rank − 1) / (n − 1), equal prices sharing the lowest rank. */
function percentRanks(prices: number[]): number[] {
  const ascending = [...prices].sort((a, b) => a - b);
  return prices.map((price) => (prices.length > 1 ? ascending.indexOf(price) / (prices.length - 1) : 0));
}

describe('sorts', () => {
  it('priceQuality is the default and follows decision 0006, ties by hotel id', async () => {
    const answer = await searchOk(app, dated);
    expect(answer.orderBy).toBe('priceQuality');
    const cards = await sorted(dated, 'priceQuality');
    const ranks = percentRanks(cards.map((card) => card.pricePerPerson));
    const w = PRICE_QUALITY_WEIGHTS;
    const scores = cards.map(
      (card, i) =>
        (w.review * (card.hotel.review.average ?? NEUTRAL_REVIEW_SCORE)) / 10 +
        w.price * (1 - (ranks[i] ?? 0)) +
        (w.promo * Math.min(promoPercentage(card.sellPrice, card.refPrice), PROMO_SCORE_CAP_PERCENT)) / PROMO_SCORE_CAP_PERCENT,
    );
    for (let i = 1; i < cards.length; i += 1) {
      const [a, b] = [scores[i - 1] ?? 0, scores[i] ?? 0];
      expect(a - b).toBeGreaterThan(-1e-9);
      if (Math.abs(a - b) < 1e-12) expect(cards[i]?.hotel.id).toBeGreaterThan(cards[i - 1]?.hotel.id ?? 0);
    }
  });

  it('is deterministic: the same request gives the same order', async () => {
    for (const orderBy of ['priceQuality', 'popularity', 'promo'] as const) {
      expect((await sorted(dated, orderBy)).map((c) => c.id)).toEqual((await sorted(dated, orderBy)).map((c) => c.id));
    }
  });

  it('priceAsc and priceDesc order the card price', async () => {
    expectOrdered(await sorted(dated, 'priceAsc'), (card) => card.pricePerPerson, 'asc');
    expectOrdered(await sorted(dated, 'priceDesc'), (card) => card.pricePerPerson, 'desc');
  });

  it('promo orders the discount (then the price)', async () => {
    const cards = await sorted(dated, 'promo');
    const promo = (card: SearchResultCard) => promoPercentage(card.sellPrice, card.refPrice);
    for (let i = 1; i < cards.length; i += 1) {
      const [a, b] = [cards[i - 1] as SearchResultCard, cards[i] as SearchResultCard];
      expect(promo(a)).toBeGreaterThanOrEqual(promo(b));
      if (promo(a) === promo(b)) expect(a.pricePerPerson).toBeLessThanOrEqual(b.pricePerPerson);
    }
  });

  it('popularity orders the offers\' popularity', async () => {
    const popularity = new Map(catalog.offers.map((o) => [o.id, o.popularity]));
    expectOrdered(await sorted(dated, 'popularity'), (card) => popularity.get(card.id) ?? 0, 'desc');
  });

  it('distance orders the distance from lat/lng; without lat/lng it is not offered and priceQuality applies', async () => {
    const hotel = [...catalog.hotels.values()][0];
    const around: OffersRequestInput = {
      locale: LOCALE,
      filters: { property: { location: { latitude: hotel?.latitude ?? 45, longitude: hotel?.longitude ?? 5, maxDistance: 300 } } },
    };
    expectOrdered(await sorted(around, 'distance'), (card) => card.distance ?? Infinity, 'asc');
    const answer = await searchOk(app, { ...dated, sorting: { orderBy: 'distance' } });
    expect(answer.orderBy).toBe('priceQuality');
    expect((await sorted(dated, 'distance')).map((c) => c.id)).toEqual((await sorted(dated, 'priceQuality')).map((c) => c.id));
  });

  it('gifting sorts by the single-voucher price, ascending and descending', async () => {
    const gift: OffersRequestInput = { locale: LOCALE, type: 'gift' };
    expectOrdered(await sorted(gift, 'singleVoucherPriceAsc'), (card) => card.sellPrice, 'asc');
    expectOrdered(await sorted(gift, 'singleVoucherPriceDesc'), (card) => card.sellPrice, 'desc');
    // The single-voucher price keys belong to gifting: asked in booking, the default applies.
    expect((await searchOk(app, { ...dated, sorting: { orderBy: 'singleVoucherPriceAsc' } })).orderBy).toBe('priceQuality');
    expect((await searchOk(app, { ...gift, sorting: { orderBy: 'singleVoucherPriceDesc' } })).orderBy).toBe('singleVoucherPriceDesc');
  });
});
