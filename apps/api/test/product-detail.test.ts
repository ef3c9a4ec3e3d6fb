import { quoteResponseSchema, weekendFullDetailSchema, singleVoucherPricesResponseSchema } from '@escapade/contracts/product';
import { problemSchema } from '@escapade/contracts/problem';
import { weekendDetailQuerySchema } from '@escapade/contracts/weekend';
import { PRODUCT_GALLERY_MAX_PICTURES } from '@escapade/domain/cards';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import { offerListPromo, priceForParty } from '@escapade/domain/price';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { isAppError } from '../src/errors/app-error';
import { getWeekendDetail, getWeekendDetailCached } from '../src/product/get-weekend-detail';
import { buildTestApp } from './helpers';
import { findBookableStay, LOCALE, maxId, offerRow, pricingOf, queryString, today } from './product-fixtures';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The full detail through its contract, as the weekend route will call it. */
async function detail(id: number, query: Record<string, string>) {
  const parsed = weekendDetailQuerySchema.parse({ locale: LOCALE, ...query });
  return weekendFullDetailSchema.parse(await getWeekendDetail(app.db, id, parsed, new Date()));
}

describe('weekend full detail (getWeekendDetail)', () => {
  it('without dates: the "from" price of the default stay, the gallery of 5, the program and the page model', async () => {
    const stay = await findBookableStay(app.db, 1);
    const offer = await offerRow(app.db, stay!.offerId);
    const summary = await app.db.selectFrom('offer_summary').selectAll().where('offer_id', '=', offer.id).executeTakeFirstOrThrow();
    const body = await detail(offer.id, {});
    const night = { sellCents: summary.from_sell_cents!, refCents: summary.from_ref_cents! };
    const expected = priceForParty(Array.from({ length: offer.nights }, () => night), { adults: 2, children: 0, babies: 0 }, pricingOf(offer));
    expect(body.price).toMatchObject({ sellPrice: expected.sellCents, refPrice: expected.refCents, priceType: 'from_price' });
    expect(body.price?.promo).toBe(offerListPromo(expected.sellCents, expected.refCents));
    expect(body.images.length).toBeGreaterThan(0);
    expect(body.images.length).toBeLessThanOrEqual(PRODUCT_GALLERY_MAX_PICTURES);
    expect(body.imagesBySize).toEqual(body.images[0]);
    const lines = await app.db.selectFrom('program_line').select(['position', 'title']).where('offer_id', '=', offer.id).orderBy('position').execute();
    expect(body.programLine.map((line) => line.title)).toEqual(lines.map((line) => line.title.fr));
    expect(body.room.id).toBe(offer.room_id);
    expect(body).toMatchObject({ expired: false, available: true, hasSelectedDates: false, reservationCriteria: null, error: null });
    expect(body.pageModel).toMatchObject({ canonicalUrl: `/fr-fr/sejour/${offer.id}`, metaRobots: 'index,follow' });
    expect(body.pageModel?.alternateUrls.map((url) => url.locale).sort()).toEqual([...offer.locales].sort());
  });

  it('with dates: the quote\'s price for the party, activity dates within the stay, stress flags', async () => {
    const stay = await findBookableStay(
      app.db,
      1,
      sql`not exists (select 1 from program_line p where p.offer_id = o.id and p.needs_date and not exists (
        select 1 from activity_date d where d.activity_id = p.activity_id and d.date between n.night and n.night + 1))`,
    );
    const { offerId, checkin } = stay!;
    const body = await detail(offerId, { checkin, night: '1', adult: '2', child: '0', baby: '0', fetchPageModel: 'false' });
    const quote = quoteResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/product/${offerId}/quote?${queryString({ locale: LOCALE, checkin, nights: 1 })}` })).json(),
    );
    expect(body.price).toMatchObject({ sellPrice: quote.priceInfo!.sellPrice, priceType: 'final_price', nights: 1 });
    expect(body.pageModel).toBeUndefined();
    expect(body.reservationCriteria).toEqual(quote.reservationCriteria);
    expect(body.localTaxTotalAmount).toBe(quote.localTaxTotalAmount);
    for (const activity of body.activities) {
      expect(activity.dates.length).toBeGreaterThan(0);
      for (const date of activity.dates) {
        expect(date.value).toBe(`${activity.activityId}_${date.date}`);
        expect(date.date >= checkin && date.date <= addDaysToDay(checkin, 1)).toBe(true);
      }
    }
    const flash = await app.db.selectFrom('offer_night').select('flash_deal').where('offer_id', '=', offerId).where('night', '=', checkin).executeTakeFirstOrThrow();
    expect(body.stress.flashDeal).toBe(flash.flash_deal);
  });

  it("an expired offer still loads: expired, not available, robots noindex (the page says 'Too late!')", async () => {
    const expired = await sql<{ id: number }>`
      select o.id from offer o join hotel h on h.id = o.hotel_id
      where ${LOCALE} = any(o.locales) and (not o.published or o.expiration < ${today}::date) order by o.id limit 1`.execute(app.db);
    const body = await detail(expired.rows[0]!.id, {});
    expect(body).toMatchObject({ expired: true, available: false });
    expect(body.pageModel?.metaRobots).toBe('noindex,follow');
    const dated = await detail(expired.rows[0]!.id, { checkin: addDaysToDay(today, 20), night: '1' });
    expect(dated).toMatchObject({ price: null, error: { code: 'OFFER_EXPIRED' } });
  });

  it('an unknown product is a NOT_FOUND AppError (404 problem at the route)', async () => {
    const error = await getWeekendDetail(app.db, (await maxId(app.db, 'offer')) + 1000, weekendDetailQuerySchema.parse({ locale: LOCALE }), new Date()).catch(
      (caught: unknown) => caught,
    );
    expect(isAppError(error) && error.status).toBe(404);
  });

  it('the cached read answers the same detail, keyed by every input', async () => {
    const stay = await findBookableStay(app.db, 1);
    const query = weekendDetailQuerySchema.parse({ locale: LOCALE });
    const deps = { db: app.db, cache: app.cache };
    const first = await getWeekendDetailCached(deps, stay!.offerId, query, new Date());
    const second = await getWeekendDetailCached(deps, stay!.offerId, query, new Date());
    expect(second).toEqual(first);
    const dutch = await getWeekendDetailCached(deps, stay!.offerId, weekendDetailQuerySchema.parse({ locale: 'fr_BE' }), new Date());
    expect(dutch.pageModel?.canonicalUrl).toBe(`/fr-be/sejour/${stay!.offerId}`);
  });
});

describe('GET /api/product/{id}/single-voucher-prices', () => {
  async function giftOffer() {
    const row = await sql<{ id: number }>`
      select o.id from offer o join hotel h on h.id = o.hotel_id
      where o.published and h.active and ${LOCALE} = any(o.locales) and o.is_single_voucher_sellable
        and (o.expiration is null or o.expiration >= ${today}::date)
        and exists (select 1 from single_voucher_price s where s.offer_id = o.id)
      order by o.id limit 1`.execute(app.db);
    return row.rows[0]!.id;
  }

  it('digital: the gift for 2 people by nights 1–3, without shipping or sleeves', async () => {
    const id = await giftOffer();
    const rows = await app.db.selectFrom('single_voucher_price').selectAll().where('offer_id', '=', id).orderBy('nights').execute();
    const response = await app.inject({ method: 'GET', url: `/api/product/${id}/single-voucher-prices?locale=${LOCALE}` });
    const body = singleVoucherPricesResponseSchema.parse(response.json());
    expect(body.prices.map((price) => price.nights)).toEqual([1, 2, 3]);
    body.prices.forEach((price, index) => {
      const row = rows[index]!;
      expect(price).toEqual({
        nights: row.nights,
        sellPrice: row.sell_cents,
        refPrice: row.ref_cents,
        promo: offerListPromo(row.sell_cents, row.ref_cents),
        moneySaved: row.ref_cents - row.sell_cents,
        shippingCost: 0,
        subElementsPrice: 0,
        totalPrice: row.sell_cents,
      });
    });
  });

  it('physical: adds the market\'s shipping cost and the chosen sleeves ("default" is free)', async () => {
    const id = await giftOffer();
    const shipping = await app.db.selectFrom('shipping_cost').selectAll().where('locale', '=', LOCALE).executeTakeFirstOrThrow();
    const sleeve = await app.db.selectFrom('sleeve').selectAll().where('price_cents', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const url = `/api/product/${id}/single-voucher-prices?${queryString({ locale: LOCALE, giftFormat: 'physical', sleeves: `default,${sleeve.id}` })}`;
    const body = singleVoucherPricesResponseSchema.parse((await app.inject({ method: 'GET', url })).json());
    for (const price of body.prices) {
      expect(price.shippingCost).toBe(shipping.amount_cents);
      expect(price.subElementsPrice).toBe(sleeve.price_cents);
      expect(price.totalPrice).toBe(price.sellPrice + shipping.amount_cents + sleeve.price_cents);
    }
  });

  it('400 naming sleeves for an unknown sleeve or two of one single-selection category', async () => {
    const id = await giftOffer();
    const unknown = await app.inject({ method: 'GET', url: `/api/product/${id}/single-voucher-prices?locale=${LOCALE}&giftFormat=physical&sleeves=999999` });
    expect(unknown.statusCode).toBe(400);
    expect(problemSchema.parse(unknown.json()).field).toBe('sleeves');
    const pair = await sql<{ a: number; b: number }>`
      select min(s.id) a, max(s.id) b from sleeve s join sleeve_category c on c.id = s.category_id
      where c.single_selection group by s.category_id having count(*) >= 2 limit 1`.execute(app.db);
    const twice = await app.inject({
      method: 'GET',
      url: `/api/product/${id}/single-voucher-prices?locale=${LOCALE}&giftFormat=physical&sleeves=${pair.rows[0]!.a},${pair.rows[0]!.b}`,
    });
    expect(twice.statusCode).toBe(400);
    expect(problemSchema.parse(twice.json()).field).toBe('sleeves');
  });
});
