/**
 * Caching of search answers (issue "Search API": "in-process LRU by default, Redis when REDIS_URL is
 * set; invalidated when availability or prices change"), on both caches.
 */
import type { OffersRequestInput, SearchResultCard } from '@escapade/contracts/search';
import { offersRequestSchema } from '@escapade/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { criteriaFromOffersRequest } from '../src/search/criteria';
import { hotelOffersCacheKey, readCatalogVersion, searchCacheKey } from '../src/search/search-cache';
import { buildTestApp } from './helpers';
import { dayFromToday, LOCALE, searchOk } from './search-support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each([
  ['in-process LRU', {}],
  ['Redis', { redisUrl: REDIS_URL }],
])('search answers cached in the %s', (_, config) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ config });
  });
  afterAll(async () => {
    await app.close();
  });

  async function firstDatedCard(): Promise<{ body: OffersRequestInput; card: SearchResultCard }> {
    for (let offset = 7; offset < 90; offset += 1) {
      const body: OffersRequestInput = {
        locale: LOCALE,
        filters: { offer: { date: { checkin: dayFromToday(offset), nights: 2 } } },
        sorting: { orderBy: 'priceAsc' },
      };
      const [card] = (await searchOk(app, body)).exactMatch;
      if (card) return { body, card };
    }
    throw new Error('no bookable stay in the test catalog');
  }

  it('stores an answer under the catalog version and serves it again', async () => {
    expect(app.cache.kind).toBe('redisUrl' in config ? 'redis' : 'memory');
    const { body } = await firstDatedCard();
    const key = searchCacheKey(criteriaFromOffersRequest(offersRequestSchema.parse(body)), await readCatalogVersion(app.db));
    expect(await app.cache.get(key)).toEqual(await searchOk(app, body));
  });

  it('a price change is seen by the next search and the next hotel offers call', async () => {
    const { body, card } = await firstDatedCard();
    const checkin = card.checkin as string;
    const drawer: OffersRequestInput = { locale: LOCALE, orderBy: 'priceAsc', searchCriterias: { hotelId: card.hotel.id, checkin, night: 2 } };
    const drawerCard = (await searchOk(app, drawer)).exactMatch.find((c) => c.id === card.id);
    expect(drawerCard?.sellPrice).toBe(card.sellPrice);
    const versionBefore = await readCatalogVersion(app.db);
    const drawerKey = hotelOffersCacheKey(criteriaFromOffersRequest(offersRequestSchema.parse(drawer)), versionBefore);
    expect(await app.cache.get(drawerKey)).toBeDefined();

    const night = await app.db
      .selectFrom('offer_night')
      .select(['sell_cents', 'ref_cents'])
      .where('offer_id', '=', card.id)
      .where('night', '=', checkin)
      .executeTakeFirstOrThrow();
    // 2 adults pay the night as quoted: the stay gets exactly 10 € dearer.
    await app.db
      .updateTable('offer_night')
      .set({ sell_cents: night.sell_cents + 1000, ref_cents: night.ref_cents + 1000 })
      .where('offer_id', '=', card.id)
      .where('night', '=', checkin)
      .execute();
    try {
      expect(await readCatalogVersion(app.db)).not.toBe(versionBefore);
      const drawerAfter = (await searchOk(app, drawer)).exactMatch;
      expect(drawerAfter.find((c) => c.id === card.id)?.sellPrice).toBe(card.sellPrice + 1000);
      // The exact-match card of the hotel is its cheapest package at the new prices.
      const [hotelCard] = (await searchOk(app, { ...body, filters: { ...body.filters, property: { location: { hotelId: card.hotel.id } } } }))
        .exactMatch;
      expect(hotelCard?.sellPrice).toBe(Math.min(...drawerAfter.map((c) => c.sellPrice)));
    } finally {
      await app.db
        .updateTable('offer_night')
        .set({ sell_cents: night.sell_cents, ref_cents: night.ref_cents })
        .where('offer_id', '=', card.id)
        .where('night', '=', checkin)
        .execute();
    }
    expect((await searchOk(app, drawer)).exactMatch.find((c) => c.id === card.id)?.sellPrice).toBe(card.sellPrice);
  });

  it('a sold-out night removes the package from the next answer', async () => {
    const { card } = await firstDatedCard();
    const checkin = card.checkin as string;
    const drawer: OffersRequestInput = { locale: LOCALE, searchCriterias: { hotelId: card.hotel.id, checkin, night: 2 } };
    expect((await searchOk(app, drawer)).exactMatch.map((c) => c.id)).toContain(card.id);
    const { rooms_left } = await app.db
      .selectFrom('offer_night')
      .select('rooms_left')
      .where('offer_id', '=', card.id)
      .where('night', '=', checkin)
      .executeTakeFirstOrThrow();
    await app.db.updateTable('offer_night').set({ rooms_left: 0 }).where('offer_id', '=', card.id).where('night', '=', checkin).execute();
    try {
      expect((await searchOk(app, drawer)).exactMatch.map((c) => c.id)).not.toContain(card.id);
    } finally {
      await app.db.updateTable('offer_night').set({ rooms_left }).where('offer_id', '=', card.id).where('night', '=', checkin).execute();
    }
  });
});
