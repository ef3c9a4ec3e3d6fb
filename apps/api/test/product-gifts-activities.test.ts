import { activityImagesResponseSchema, activityProductSchema } from '@escapade/contracts/activity-product';
import { boxDetailResponseSchema, boxOffersResponseSchema, boxSearchResponseSchema } from '@escapade/contracts/boxes';
import { availableCustomSubElementsResponseSchema, shippingCostsResponseSchema } from '@escapade/contracts/gift';
import { problemSchema } from '@escapade/contracts/problem';
import { singleVoucherPricesResponseSchema } from '@escapade/contracts/product';
import { offersResponseSchema, type OffersRequestInput } from '@escapade/contracts/search';
import { activityPromo, boxPromo, pricePerPerson } from '@escapade/domain/price';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import { maxId, SELLABLE, sellableIn } from './product-fixtures';
import { dayFromToday } from './search-support';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/activity-only/weekend/{id}/detail.json', () => {
  async function activityProduct(published: boolean) {
    const row = await sql<{ id: number; locale: string }>`
      select id, locales[1] as locale from activity_product where published = ${published} order by id desc limit 1`.execute(app.db);
    return row.rows[0]!;
  }

  it('the activity fields, prices keyed by group size ("activity prices divided by group size"; promo counts at 5 or more)', async () => {
    const { id, locale } = await activityProduct(true);
    const response = await get(`/api/activity-only/weekend/${id}/detail.json?locale=${locale}`);
    expect(response.statusCode).toBe(200);
    const body = activityProductSchema.parse(response.json());
    const prices = await app.db.selectFrom('activity_price').selectAll().where('product_id', '=', id).orderBy('group_size').execute();
    expect(body.groupSizes).toEqual(prices.map((price) => price.group_size));
    for (const price of prices) {
      expect(body.prices[String(price.group_size)]).toMatchObject({
        sellPrice: price.sell_cents,
        barPrice: price.bar_cents,
        refPrice: price.bar_cents,
        promo: activityPromo(price.sell_cents, price.bar_cents),
        pricePerPerson: pricePerPerson(price.sell_cents, price.group_size),
      });
    }
    expect(body).toMatchObject({ id, published: true });
    expect(body.activities.length).toBeGreaterThan(0);
    expect(body.mainActivityCenter.main).toBe(true);
    expect(body.locations.length).toBeGreaterThan(0);
    expect(body.pageModel.canonicalUrl.endsWith(body.uri)).toBe(true);
  });

  it("an unpublished product answers published=false and noindex (the page says 'Too late!')", async () => {
    // The test-scale catalog may hold no unpublished product: unpublish one for this test only.
    const { id, locale } = await activityProduct(true);
    await app.db.updateTable('activity_product').set({ published: false }).where('id', '=', id).execute();
    try {
      const body = activityProductSchema.parse((await get(`/api/activity-only/weekend/${id}/detail.json?locale=${locale}`)).json());
      expect(body).toMatchObject({ published: false, pageModel: { metaRobots: 'noindex,follow' } });
    } finally {
      await app.db.updateTable('activity_product').set({ published: true }).where('id', '=', id).execute();
    }
  });

  it('404 for an unknown product or one the market does not sell; 400 without a locale', async () => {
    const unknown = await get(`/api/activity-only/weekend/${(await maxId(app.db, 'activity_product')) + 1000}/detail.json?locale=fr_FR`);
    expect(unknown.statusCode).toBe(404);
    const row = await sql<{ id: number; missing: string }>`
      select p.id, l as missing from activity_product p, unnest(array['fr_FR','es_ES','it_IT','nl_NL','fr_BE','nl_BE']) l
      where not (l = any(p.locales)) order by p.id limit 1`.execute(app.db);
    expect((await get(`/api/activity-only/weekend/${row.rows[0]!.id}/detail.json?locale=${row.rows[0]!.missing}`)).statusCode).toBe(404);
    const bad = await get(`/api/activity-only/weekend/1/detail.json`);
    expect(bad.statusCode).toBe(400);
    expect(problemSchema.parse(bad.json()).field).toBe('locale');
  });

  it('images.json: the product\'s pictures at the card sizes', async () => {
    const { id, locale } = await activityProduct(true);
    const body = activityImagesResponseSchema.parse((await get(`/api/activities/${id}/images.json?locale=${locale}`)).json());
    expect(body.images.length).toBeGreaterThan(0);
    for (const image of body.images) expect(image['120_80']).toMatch(/^\/api\/images\/[^/]+\/120_80\.webp$/);
  });
});

describe('gift boxes', () => {
  it('"Only codes ending in EBOX are listed", with the box promo rule (only over 5 %)', async () => {
    const body = boxSearchResponseSchema.parse((await get('/api/boxes/search?locale=fr_FR')).json());
    const physical = await sql<{ count: number }>`select count(*)::int as count from box where format = 'physical' and 'fr_FR' = any(locales)`.execute(app.db);
    expect(physical.rows[0]!.count).toBeGreaterThan(0);
    expect(body.boxes.length).toBeGreaterThan(0);
    for (const box of body.boxes) {
      expect(box.code.endsWith('EBOX')).toBe(true);
      expect(box.price.promo).toBe(boxPromo(box.price.sellPrice, box.price.referencePrice));
      expect(box.price.promo === 0 || box.price.promo > 5).toBe(true);
      expect(box.mainImageBySize['1920_880']).toMatch(/1920_880\.webp$/);
    }
  });

  it('product-detail: the box with its digital and physical formats; an unknown code answers { box: null }', async () => {
    const { boxes } = boxSearchResponseSchema.parse((await get('/api/boxes/search?locale=fr_FR')).json());
    const code = boxes[0]!.code;
    const body = boxDetailResponseSchema.parse((await get(`/api/boxes/${code}/product-detail?locale=fr_FR`)).json());
    expect(body.box?.code).toBe(code);
    expect(body.box?.formats.map((format) => format.format)).toEqual(['digital', 'physical']);
    expect(body.box?.formats.find((format) => format.format === 'physical')?.code).toBe(code.replace(/EBOX$/, 'PBOX'));
    expect(boxDetailResponseSchema.parse((await get('/api/boxes/NOSUCHEBOX/product-detail?locale=fr_FR')).json())).toEqual({ box: null });
  });

  it('offers: 8 a page ("Box offers page size 8") until a page is empty, totalCount the whole list', async () => {
    const row = await sql<{ box_code: string; count: number }>`
      select bo.box_code, count(*)::int as count from box_offer bo join box b on b.code = bo.box_code
      join offer o on o.id = bo.offer_id join hotel h on h.id = o.hotel_id
      where 'fr_FR' = any(b.locales) and ${SELLABLE} group by bo.box_code order by count(*) desc, bo.box_code limit 1`.execute(app.db);
    const { box_code: code, count } = row.rows[0]!;
    const seen: number[] = [];
    for (let page = 0; ; page += 1) {
      const body = boxOffersResponseSchema.parse((await get(`/api/boxes/${code}/offers?locale=fr_FR&page=${page}&limit=8`)).json());
      expect(body.searchDetails.totalCount).toBe(count);
      if (body.exactMatch.length === 0) break;
      expect(body.exactMatch.length).toBeLessThanOrEqual(8);
      seen.push(...body.exactMatch.map((offer) => offer.id));
      expect(page).toBeLessThan(50);
    }
    expect(new Set(seen).size).toBe(count);
    const unknown = boxOffersResponseSchema.parse((await get('/api/boxes/NOSUCHEBOX/offers?locale=fr_FR')).json());
    expect(unknown).toMatchObject({ exactMatch: [], searchDetails: { totalCount: 0 } });
  });

  it('400 naming limit above 50 or a negative page', async () => {
    for (const [field, query] of [['limit', 'limit=51'], ['page', 'page=-1']] as const) {
      const response = await get(`/api/boxes/AVENTUREEBOX/offers?locale=fr_FR&${query}`);
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json()).field).toBe(field);
    }
  });
});

describe('gift customisation', () => {
  it('"Category 2 gets a standard default option with price 0"; names by language; fire marker flag', async () => {
    const body = availableCustomSubElementsResponseSchema.parse((await get('/api/sub-elements/available-custom-sub-elements?locale=nl_BE')).json());
    const categories = await app.db.selectFrom('sleeve_category').selectAll().orderBy('position').execute();
    expect(body.availableCustomSubElements.map((category) => category.id)).toEqual(categories.map((category) => category.id));
    const two = body.availableCustomSubElements.find((category) => category.id === 2);
    expect(two?.elements[0]).toMatchObject({ id: 'default', price: 0, categoryId: 2 });
    expect(two?.name).toBe(categories.find((category) => category.id === 2)?.names.nl);
    for (const category of body.availableCustomSubElements.filter((c) => c.id !== 2)) {
      expect(category.elements.some((element) => element.id === 'default')).toBe(false);
    }
    const recommended = await app.db.selectFrom('sleeve').select('id').where('recommended', '=', true).execute();
    const flagged = body.availableCustomSubElements.flatMap((c) => c.elements).filter((e) => e.recommendedByWed).map((e) => Number(e.id));
    expect(flagged.sort()).toEqual(recommended.map((row) => row.id).sort());
  });

  it('shipping costs of the market (amount, internationalFee)', async () => {
    const row = await app.db.selectFrom('shipping_cost').selectAll().where('locale', '=', 'es_ES').executeTakeFirstOrThrow();
    const body = shippingCostsResponseSchema.parse((await get('/api/shipping-costs?locale=es_ES')).json());
    expect(body).toEqual({ amount: row.amount_cents, internationalFee: row.international_fee_cents });
    expect((await get('/api/shipping-costs?locale=de_DE')).statusCode).toBe(400);
  });
});

describe('giftable stays: one rule for the gift search and the single-voucher prices', () => {
  const GIFT_PAGE_LIMIT = 10;
  const voucherPrices = async (id: number, locale: string, nights?: number) => {
    const response = await get(`/api/product/${id}/single-voucher-prices?locale=${locale}`);
    expect(response.statusCode, `product ${id}`).toBe(200);
    const { prices } = singleVoucherPricesResponseSchema.parse(response.json());
    return nights === undefined ? prices : prices.filter((price) => price.nights === nights);
  };
  const giftSearch = async (body: Omit<OffersRequestInput, 'type'>) => {
    const response = await app.inject({ method: 'POST', url: '/api/offers.json', payload: { ...body, type: 'gift' } });
    expect(response.statusCode, response.body).toBe(200);
    return offersResponseSchema.parse(response.json());
  };

  for (const locale of ['fr_FR', 'nl_BE', 'it_IT'] as const) {
    it(`every stay the gifting search returns (${locale}, page after page, and each hotel's drawer) has its prices for 1 to 3 nights`, async () => {
      const seen = new Set<number>();
      const hotels = new Set<number>();
      for (let page = 0; page < 6; page += 1) {
        const answer = await giftSearch({ locale, pagination: { limit: GIFT_PAGE_LIMIT, page } });
        for (const card of answer.exactMatch) {
          seen.add(card.id);
          hotels.add(card.hotel.id);
          const prices = await voucherPrices(card.id, locale);
          expect(prices.map((price) => price.nights), `product ${card.id}`).toEqual([1, 2, 3]);
          // The card shows the shortest voucher: the page's price for those nights.
          expect(prices.find((price) => price.nights === card.nights)?.sellPrice, `product ${card.id}`).toBe(card.sellPrice);
        }
        if (answer.exactMatch.length < GIFT_PAGE_LIMIT) break;
      }
      expect(seen.size).toBeGreaterThan(0);
      for (const hotelId of [...hotels].slice(0, 5)) {
        const drawer = await giftSearch({ locale, searchCriterias: { hotelId } });
        expect(drawer.exactMatch.length).toBeGreaterThan(0);
        for (const offer of drawer.exactMatch) expect(await voucherPrices(offer.id, locale), `product ${offer.id}`).toHaveLength(3);
      }
    });
  }

  it('a search for 2 nights (its checkin ignored) finds the stays priced for 2 nights, at the price of their page', async () => {
    const date = { checkin: dayFromToday(10), nights: 2 };
    const answer = await giftSearch({ locale: 'fr_FR', filters: { offer: { date } }, pagination: { limit: GIFT_PAGE_LIMIT, page: 0 } });
    expect(answer.exactMatch.length).toBeGreaterThan(0);
    for (const card of answer.exactMatch) {
      expect(card.nights).toBe(2);
      expect((await voucherPrices(card.id, 'fr_FR', 2))[0]?.sellPrice, `product ${card.id}`).toBe(card.sellPrice);
    }
  });

  it('every sold stay flagged single-voucher sellable has its prices; no other stay has any, and the gift search never returns one', async () => {
    const flagged = await sql<{ id: number; nights: number[] }>`
      select o.id, coalesce(array_agg(v.nights order by v.nights) filter (where v.nights is not null), '{}') as nights
      from offer o join hotel h on h.id = o.hotel_id left join single_voucher_price v on v.offer_id = o.id
      where o.is_single_voucher_sellable group by o.id`.execute(app.db);
    expect(flagged.rows.length).toBeGreaterThan(0);
    for (const row of flagged.rows) expect(row.nights.map(Number), `offer ${row.id}`).toEqual([1, 2, 3]);

    const notGiftable = await sql<{ id: number }>`
      select o.id from offer o join hotel h on h.id = o.hotel_id
      where ${sellableIn('fr_FR')} and not o.is_single_voucher_sellable order by o.id limit 3`.execute(app.db);
    expect(notGiftable.rows.length).toBeGreaterThan(0);
    const giftable = new Set<number>();
    for (let page = 0; page < 20; page += 1) {
      const answer = await giftSearch({ locale: 'fr_FR', numberOfPackagesPerHotel: 100, pagination: { limit: 50, page } });
      for (const card of answer.exactMatch) giftable.add(card.id);
      if (answer.exactMatch.length < 50) break;
    }
    for (const { id } of notGiftable.rows) {
      expect(await voucherPrices(id, 'fr_FR'), `offer ${id}`).toEqual([]);
      expect(giftable.has(id), `offer ${id}`).toBe(false);
      for (const format of ['digital', 'physical']) {
        const body = singleVoucherPricesResponseSchema.parse((await get(`/api/product/${id}/single-voucher-prices?locale=fr_FR&giftFormat=${format}`)).json());
        expect(body).toEqual({ giftFormat: format, prices: [] });
      }
    }
  });

  it('a giftable stay that stops being sold today has no price any more', async () => {
    const row = await sql<{ id: number }>`
      select o.id from offer o join hotel h on h.id = o.hotel_id
      where ${SELLABLE} and o.is_single_voucher_sellable order by o.id limit 1`.execute(app.db);
    const id = row.rows[0]!.id;
    expect(await voucherPrices(id, 'fr_FR')).toHaveLength(3);
    const expiration = (await app.db.selectFrom('offer').select('expiration').where('id', '=', id).executeTakeFirstOrThrow()).expiration;
    await sql`update offer set expiration = current_date - 1 where id = ${id}`.execute(app.db);
    try {
      expect(await voucherPrices(id, 'fr_FR')).toEqual([]);
    } finally {
      await app.db.updateTable('offer').set({ expiration }).where('id', '=', id).execute();
    }
  });
});
