/**
 * The other uses of POST /api/offers.json: gifting, fallback block, map search,
 * hotel offers drawer.
 */
import { FALLBACK_BLOCK_LIMIT, MAP_SEARCH_CAP, NUMBER_OF_PACKAGES_PER_HOTEL, type OffersRequestInput } from '@escapade/contracts/search';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import { buildFallbackSequence, FALLBACK_RADIUS_KM, hotelIdsToExclude } from '@escapade/domain/fallback';
import { haversineKm } from '@escapade/domain/geo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { searchMap } from '../src/search/search-offers';
import { buildTestApp } from './helpers';
import { loadOracleCatalog, oracleBestPerHotel, oraclePackages, type OracleCatalog } from './search-oracle';
import { allCards, criteriaOf, dayFromToday, LOCALE, mapSearchOk, requestFromHash, searchOk } from './search-support';

let app: App;
let catalog: OracleCatalog;
beforeAll(async () => {
  app = await buildTestApp();
  catalog = await loadOracleCatalog(app.db);
});
afterAll(async () => {
  await app.close();
});

describe('gifting (type gift)', () => {
  it('"dates ignored, prices for 2 adults, single-voucher prices"', async () => {
    const plain = await allCards(app, { locale: LOCALE, type: 'gift' });
    const withStay = await allCards(app, {
      locale: LOCALE,
      type: 'gift',
      filters: { offer: { date: { checkin: dayFromToday(5), nights: 3 }, familyComposition: { adults: 5, children: 2 } } },
    });
    expect(plain.cards.length).toBeGreaterThan(0);
    expect(withStay.totalCount).toBe(plain.totalCount);
    for (const card of plain.cards) {
      expect(card).toMatchObject({ priceType: 'gift', itemCategory: 'single_voucher', flowType: 'gifting', adult: 2, child: 0, baby: 0 });
      expect(card.checkin).toBeNull();
      const offer = catalog.offers.find((o) => o.id === card.id);
      const shortest = [...(offer?.vouchers ?? [])].sort((a, b) => a.nights - b.nights)[0];
      expect([card.sellPrice, card.refPrice, card.nights]).toEqual([shortest?.sell, shortest?.ref, shortest?.nights]);
    }
  });

  it('filters.gift.singleVoucher.price bounds the voucher price', async () => {
    const plain = await allCards(app, { locale: LOCALE, type: 'gift' });
    const prices = plain.cards.map((card) => card.sellPrice).sort((a, b) => a - b);
    const max = prices[Math.floor(prices.length / 2)] ?? 0;
    const body: OffersRequestInput = { locale: LOCALE, type: 'gift', filters: { gift: { singleVoucher: { price: { max } } } } };
    const bounded = await allCards(app, body);
    expect(bounded.cards.every((card) => card.sellPrice <= max)).toBe(true);
    expect(bounded.totalCount).toBe(oracleBestPerHotel(oraclePackages(catalog, criteriaOf(body))).size);
  });
});

describe('fallback block (catalog provider, limit 3)', () => {
  it('answers at most 3 cards with searchType fallback and no more than asked', async () => {
    const answer = await searchOk(app, { locale: LOCALE, searchProvider: 'catalog' });
    expect(answer.exactMatch.length).toBeLessThanOrEqual(FALLBACK_BLOCK_LIMIT);
    expect(answer.pagination.limit).toBe(3);
    expect(answer.exactMatch.every((card) => card.searchType === 'fallback')).toBe(true);
  });

  it('runs the domain\'s relaxed sequence of an impossible search; each block shows ≤ 3 hotels not already shown', async () => {
    const city = await app.db
      .selectFrom('destination as d')
      .innerJoin('hotel_destination as hd', 'hd.destination_id', 'd.id')
      .select(['d.id', 'd.latitude', 'd.longitude'])
      .where('d.type', '=', 'city')
      .groupBy('d.id')
      .orderBy(({ fn }) => fn.countAll(), 'desc')
      .executeTakeFirstOrThrow();
    const theme = await app.db.selectFrom('theme').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const checkin = dayFromToday(10);
    // Impossible: 20 adults in one room of any hotel.
    const hash = { city: city.id, checkin, checkout: addDaysToDay(checkin, 2), theme: theme.id, a: 20, c: 1 };
    const exact = await searchOk(app, requestFromHash(hash));
    expect(exact.searchDetails.totalCount).toBe(0);

    const steps = buildFallbackSequence(hash, { type: 'city', id: city.id, latitude: city.latitude, longitude: city.longitude });
    expect(steps.map((s) => s.descriptor.value)).toEqual(['destination', 'destination+dates', 'destination+dates+category']);
    const shown: number[][] = [];
    for (const step of steps) {
      // The party is what makes it impossible: relax it like the UI's "adjusting your family composition".
      const relaxed = { ...step.criteria, a: 2, c: 0 };
      const excludedHotelIds = hotelIdsToExclude(shown);
      const body = requestFromHash(relaxed, { searchProvider: 'catalog', pagination: { limit: FALLBACK_BLOCK_LIMIT, page: 0 } });
      const answer = await searchOk(app, { ...body, filters: { ...body.filters, property: { ...body.filters?.property, excludedHotelIds } } });
      const ids = answer.exactMatch.map((card) => card.hotel.id);
      expect(ids.length).toBeLessThanOrEqual(FALLBACK_BLOCK_LIMIT);
      expect(ids.filter((id) => excludedHotelIds.includes(id))).toEqual([]);
      for (const card of answer.exactMatch) {
        // "a city … becomes a 30 km radius around its coordinates (min 0)".
        const hotel = catalog.hotels.get(card.hotel.id);
        const km = haversineKm({ lat: city.latitude, lng: city.longitude }, { lat: hotel?.latitude ?? 0, lng: hotel?.longitude ?? 0 });
        expect(km).toBeLessThanOrEqual(FALLBACK_RADIUS_KM);
      }
      shown.push(ids);
    }
    expect(shown.flat().length).toBeGreaterThan(0);
  });
});

describe('map search (performMapSearch)', () => {
  it('answers every matching hotel with its location and best weekend id, not paginated', async () => {
    const body: OffersRequestInput = { locale: LOCALE, sorting: { orderBy: 'priceQuality' } };
    const map = await mapSearchOk(app, { ...body, pagination: { limit: 2, page: 0 } });
    const list = await allCards(app, body);
    expect(map.capped).toBe(false);
    expect(map.cap).toBe(MAP_SEARCH_CAP);
    expect(map.exactMatch.length).toBe(list.totalCount);
    expect(map.searchDetails.totalCount).toBe(list.totalCount);
    const bestOf = new Map(list.cards.map((card) => [card.hotel.id, card]));
    for (const item of map.exactMatch) {
      const hotel = catalog.hotels.get(item.id);
      expect(item.location).toEqual({ lat: hotel?.latitude, lng: hotel?.longitude });
      const card = bestOf.get(item.id);
      expect(item.weekend[0]?.id).toBe(card?.id);
      // The pin's price label reads as the card's: same amounts and price type.
      expect({ sellPrice: item.sellPrice, pricePerPerson: item.pricePerPerson, priceType: item.priceType }).toEqual({
        sellPrice: card?.sellPrice,
        pricePerPerson: card?.pricePerPerson,
        priceType: card?.priceType,
      });
    }
  });

  it('performGiftableSearch searches the giftable offers', async () => {
    const map = await mapSearchOk(app, { locale: LOCALE, performGiftableSearch: true });
    const gifts = await allCards(app, { locale: LOCALE, type: 'gift' });
    expect(map.exactMatch.map((i) => i.id).sort()).toEqual(gifts.cards.map((c) => c.hotel.id).sort());
  });

  it('stops at the cap and says so', async () => {
    const criteria = criteriaOf({ locale: LOCALE, performMapSearch: true });
    const total = oracleBestPerHotel(oraclePackages(catalog, criteria)).size;
    const capped = await searchMap(app.db, criteria, total - 1);
    expect(capped.capped).toBe(true);
    expect(capped.cap).toBe(total - 1);
    expect(capped.exactMatch.length).toBe(total - 1);
    expect((await searchMap(app.db, criteria, total)).capped).toBe(false);
  });
});

describe('hotel offers (searchCriterias.hotelId, orderBy priceAsc)', () => {
  it('lists that hotel\'s packages for the dates and party, cheapest first, each as an offer card', async () => {
    const checkin = dayFromToday(14);
    const criteria = criteriaOf({ locale: LOCALE, filters: { offer: { date: { checkin, nights: 2 } } } });
    const packages = oraclePackages(catalog, criteria);
    const counts = new Map<number, number>();
    for (const p of packages) counts.set(p.hotelId, (counts.get(p.hotelId) ?? 0) + 1);
    const [hotelId] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [];
    expect(hotelId).toBeDefined();
    const answer = await searchOk(app, {
      locale: LOCALE,
      orderBy: 'priceAsc',
      numberOfPackagesPerHotel: NUMBER_OF_PACKAGES_PER_HOTEL,
      searchCriterias: { hotelId: hotelId as number, adult: 2, child: 0, baby: 0, checkin, night: 2 },
    });
    const expected = packages.filter((p) => p.hotelId === hotelId).sort((a, b) => a.filterPrice - b.filterPrice || a.offerId - b.offerId);
    expect(answer.exactMatch.map((card) => card.id)).toEqual(expected.map((p) => p.offerId));
    expect(answer.searchDetails).toMatchObject({ hotelId, totalCount: expected.length, checkin, night: 2 });
    for (const card of answer.exactMatch) {
      expect(card).toMatchObject({ flowType: 'hotel', searchType: 'hotelOffers', checkin, nights: 2 });
      expect(card.hotel.id).toBe(hotelId);
    }
    const one = await searchOk(app, {
      locale: LOCALE,
      numberOfPackagesPerHotel: 1,
      searchCriterias: { hotelId: hotelId as number, checkin, night: 2 },
    });
    expect(one.exactMatch.map((card) => card.id)).toEqual(expected.slice(0, 1).map((p) => p.offerId));
    expect(one.searchDetails.totalCount).toBe(expected.length);
  });
});
