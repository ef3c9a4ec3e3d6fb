/**
 * Redeeming a gift: the beneficiary login (rate limit, check symbol, one refusal for every bad
 * code), the session token, the stays a voucher opens, and the redemption (one booking under 20
 * concurrent attempts). Vouchers are inserted with a gift order of their own; every order, voucher
 * and night these tests touch is put back in `afterAll`.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  BENEFICIARY_SESSION_ENDED_DETAIL,
  beneficiaryLoginResponseSchema,
  beneficiaryStaysResponseSchema,
  beneficiaryVoucherSchema,
  redemptionResponseSchema,
  VOUCHER_ALREADY_USED_DETAIL,
  VOUCHER_REFUSED_DETAIL,
  type RedemptionRequest,
} from '@escapade/contracts/beneficiary';
import { NO_AVAILABILITY_MESSAGE, type Buyer } from '@escapade/contracts/checkout';
import { problemSchema } from '@escapade/contracts/problem';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import {
  formatVoucherCode,
  generateVoucherCode,
  VOUCHER_ALPHABET,
  VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW,
  type VoucherKind,
  type VoucherState,
} from '@escapade/domain/voucher';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { findVoucherById } from '../src/vouchers/beneficiary-voucher';
import { redeemVoucher } from '../src/vouchers/redeem-voucher';
import { sameValueRange } from '../src/vouchers/voucher-stays';
import { buildTestApp } from './helpers';
import { findQuietStay, roomsLeft, SavedNights, transitionsOf, type Stay } from './orders-fixtures';
import { queryString, today } from './product-fixtures';

const EMAIL_DOMAIN = 'beneficiary-test.example.com';
const TRAVELLER: Buyer = {
  civility: 'MR',
  firstName: 'Louis',
  lastName: 'Martin',
  email: `louis@${EMAIL_DOMAIN}`,
  phoneNumber: '+33 6 98 76 54 32',
  addressLine: '3 place Bellecour',
  postalCode: '69002',
  city: 'Lyon',
  country: 'FR',
};

let app: App;
const nights = new SavedNights();
/** Offers a test already booked: the next one takes another. */
const taken: number[] = [];

beforeAll(async () => {
  // Twenty redemptions at once and the tests' logins are more writes than the per-minute default.
  app = await buildTestApp({ config: { rateLimitWritePerMinute: 10_000 } });
});

afterAll(async () => {
  try {
    const orders = await app.db
      .selectFrom('customer_order')
      .select('id')
      .where(sql<boolean>`buyer->>'email' like ${`%@${EMAIL_DOMAIN}`}`)
      .execute();
    const ids = orders.map((order) => order.id);
    if (ids.length) {
      // Vouchers first: a redeemed one points at its stay's order.
      await app.db.deleteFrom('voucher').where('order_id', 'in', ids).execute();
      await app.db.deleteFrom('customer_order').where('id', 'in', ids).execute();
    }
    await app.db.deleteFrom('login_attempt').execute();
    await nights.restore(app.db);
  } finally {
    await app.close();
  }
});

// --- Fixtures ---------------------------------------------------------------------------------

let clients = 0;
/** A client address of its own per test: the login count is per client. */
function newClient(): string {
  clients += 1;
  return `10.77.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

interface VoucherFixture {
  kind: VoucherKind;
  offerId?: number;
  nights?: number;
  boxCode?: string;
  activityProductId?: number;
  groupSize?: number;
  valueCents?: number;
  balanceCents?: number;
  state?: VoucherState;
  validUntil?: string;
  locale?: Locale;
  /** Stored as is (a test stores a code whose check symbol is wrong). */
  code?: string;
}

interface InsertedVoucher {
  id: string;
  code: string;
  orderId: string;
}

/** A confirmed gift order with one gift item and its voucher, as issueVouchersIn leaves them. */
async function insertVoucher(fixture: VoucherFixture): Promise<InsertedVoucher> {
  const orderId = randomUUID();
  const locale = fixture.locale ?? 'fr_FR';
  const valueCents = fixture.valueCents ?? 20_000;
  await app.db
    .insertInto('customer_order')
    .values({
      id: orderId,
      booking_number: String(randomInt(10_000_000, 100_000_000)),
      locale,
      status: 'CONFIRMED',
      buyer: JSON.stringify({ ...TRAVELLER, firstName: 'Alice', email: `alice@${EMAIL_DOMAIN}` }),
      total_cents: valueCents,
      paid_cents: valueCents,
      payment_method: 'card',
      gift: JSON.stringify({ personalisation: { fromName: 'Alice', message: 'Joyeux anniversaire !' }, recipient: { kind: 'buyer' } }),
      hold_expires_at: new Date(),
    })
    .execute();
  const itemKind = fixture.kind === 'SINGLE_VOUCHER' ? 'SHORT_STAY' : fixture.kind;
  const item = await app.db
    .insertInto('order_item')
    .values({
      order_id: orderId,
      position: 0,
      kind: itemKind,
      offer_id: fixture.offerId ?? null,
      box_code: fixture.boxCode ?? null,
      gift_card_id: fixture.kind === 'GIFTCARD' ? 'GIFTCARD' : null,
      activity_product_id: fixture.activityProductId ?? null,
      group_size: fixture.groupSize ?? null,
      is_gift: true,
      gift_format: 'digital',
      gift_nights: fixture.nights ?? null,
      amount_cents: valueCents,
      details: JSON.stringify({ label: 'gift', valueCents }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const code = fixture.code ?? generateVoucherCode((max) => randomInt(max));
  const state = fixture.state ?? 'ACTIVE';
  await app.db
    .insertInto('voucher')
    .values({
      id,
      code,
      order_id: orderId,
      order_item_id: item.id,
      kind: fixture.kind,
      locale,
      offer_id: fixture.offerId ?? null,
      nights: fixture.nights ?? null,
      box_code: fixture.boxCode ?? null,
      gift_card_id: fixture.kind === 'GIFTCARD' ? 'GIFTCARD' : null,
      activity_product_id: fixture.activityProductId ?? null,
      group_size: fixture.groupSize ?? null,
      value_cents: valueCents,
      balance_cents: fixture.balanceCents ?? (fixture.kind === 'GIFTCARD' ? valueCents : 0),
      issued_on: addDaysToDay(today, -30),
      valid_until: fixture.validUntil ?? addDaysToDay(today, 300),
      state,
      redeemed_at: state === 'REDEEMED' ? new Date() : null,
    })
    .execute();
  return { id, code, orderId };
}

function login(code: string, client = newClient(), locale: Locale = 'fr_FR') {
  return app.inject({ method: 'POST', url: '/api/beneficiary/login', payload: { locale, code }, remoteAddress: client });
}

async function tokenOf(code: string): Promise<string> {
  const response = await login(code);
  expect(response.statusCode, response.body).toBe(200);
  return beneficiaryLoginResponseSchema.parse(response.json()).token;
}

function redeem(token: string, body: Partial<RedemptionRequest>) {
  return app.inject({
    method: 'POST',
    url: '/api/beneficiary/redemptions',
    headers: { authorization: `Bearer ${token}` },
    payload: { locale: 'fr_FR', traveller: TRAVELLER, consents: { salesConditions: true, packageTravelInformation: true }, ...body },
  });
}

function stays(token: string, page = 0) {
  return app.inject({ method: 'GET', url: `/api/beneficiary/stays?${queryString({ locale: 'fr_FR', page })}`, headers: { authorization: `Bearer ${token}` } });
}

function problemOf(response: { body: string }) {
  return problemSchema.parse(JSON.parse(response.body));
}

async function voucherRow(id: string) {
  return app.db.selectFrom('voucher').select(['state', 'redeemed_order_id', 'redeemed_at']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** The gift price of an offer's single voucher for some nights. */
async function giftPriceOf(offerId: number, nightCount: number): Promise<number> {
  const row = await app.db
    .selectFrom('single_voucher_price')
    .select('sell_cents')
    .where('offer_id', '=', offerId)
    .where('nights', '=', nightCount)
    .executeTakeFirstOrThrow();
  return row.sell_cents;
}

/** A quiet stay of an offer sold as a gift stay for these nights, with at least one other stay of the same value. */
async function singleVoucherStay(nightCount: number): Promise<Stay> {
  const stay = await findQuietStay(
    app.db,
    nightCount,
    taken,
    sql`o.is_single_voucher_sellable and exists (
      select 1 from single_voucher_price a
      join single_voucher_price b on b.nights = a.nights and b.offer_id <> a.offer_id
      join offer ob on ob.id = b.offer_id join hotel hb on hb.id = ob.hotel_id
      where a.offer_id = o.id and a.nights = ${nightCount} and ob.is_single_voucher_sellable
        and ob.published and hb.active and ob.locales @> array['fr_FR']::text[] and (ob.expiration is null or ob.expiration >= ${today}::date)
        and b.sell_cents between ceil(a.sell_cents * 0.85) and a.sell_cents)`,
  );
  taken.push(stay.offerId);
  await nights.save(app.db, stay);
  return stay;
}

/** A quiet stay of one of a box's stays (the box sold in fr_FR), of the stay's own nights. */
async function boxStay(): Promise<Stay & { boxCode: string }> {
  for (const nightCount of [1, 2, 3]) {
    try {
      const stay = await findQuietStay(
        app.db,
        nightCount,
        taken,
        sql`o.nights = ${nightCount} and exists (
          select 1 from box_offer bo join box b on b.code = bo.box_code where bo.offer_id = o.id and 'fr_FR' = any(b.locales))`,
      );
      const link = await app.db
        .selectFrom('box_offer as bo')
        .innerJoin('box as b', 'b.code', 'bo.box_code')
        .select('bo.box_code')
        .where('bo.offer_id', '=', stay.offerId)
        .where(sql<boolean>`'fr_FR' = any(b.locales)`)
        .orderBy('bo.box_code')
        .executeTakeFirstOrThrow();
      taken.push(stay.offerId);
      await nights.save(app.db, stay);
      return { ...stay, boxCode: link.box_code };
    } catch {
      // No quiet stay of that length among the boxes' stays: try the next.
    }
  }
  throw new Error('no quiet stay among the boxes\' stays of the seeded catalog');
}

/** A code that differs from `code` by one symbol (its check symbol then no longer matches). */
function mistyped(code: string): string {
  const position = 5;
  const symbol = code[position] as string;
  const other = VOUCHER_ALPHABET[(VOUCHER_ALPHABET.indexOf(symbol) + 1) % VOUCHER_ALPHABET.length] as string;
  return code.slice(0, position) + other + code.slice(position + 1);
}

// --- Login ------------------------------------------------------------------------------------

describe('POST /api/beneficiary/login', () => {
  it('signs in with the code as typed (any case, dashes, spaces): a 2-hour token and the voucher in the market\'s language', async () => {
    const stay = await singleVoucherStay(2);
    const voucher = await insertVoucher({ kind: 'SINGLE_VOUCHER', offerId: stay.offerId, nights: 2, valueCents: await giftPriceOf(stay.offerId, 2) });
    const typed = ` ${formatVoucherCode(voucher.code).toLowerCase().replace('-', ' - ')} `;
    const before = Date.now();
    const response = await login(typed);
    const after = Date.now();
    expect(response.statusCode, response.body).toBe(200);
    const body = beneficiaryLoginResponseSchema.parse(response.json());
    expect(body.token.startsWith(`${voucher.id}.`)).toBe(true);
    // Two hours after the login, in whole seconds.
    const expires = Date.parse(body.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 2 * 3600_000);
    expect(expires).toBeLessThanOrEqual(after + 2 * 3600_000);
    const offer = await app.db.selectFrom('offer').select('label').where('id', '=', stay.offerId).executeTakeFirstOrThrow();
    expect(body.voucher).toEqual({
      kind: 'SINGLE_VOUCHER',
      state: 'ACTIVE',
      codeEnd: voucher.code.slice(-4),
      validUntil: addDaysToDay(today, 300),
      valueCents: await giftPriceOf(stay.offerId, 2),
      balanceCents: 0,
      label: offer.label.fr,
      imageUrl: expect.stringMatching(/^\/api\/images\/[^/]+\/640_360\.webp$/),
      giftFormat: 'digital',
      offerId: stay.offerId,
      nights: 2,
      adults: 2,
      boxCode: null,
      activityProductId: null,
      personalisation: { fromName: 'Alice', message: 'Joyeux anniversaire !' },
    });
    expect(JSON.stringify(body)).not.toContain(voucher.code);

    // The session reads the voucher back, in the language of the page's market.
    const read = await app.inject({ method: 'GET', url: '/api/beneficiary/voucher?locale=fr_BE', headers: { authorization: `Bearer ${body.token}` } });
    expect(read.statusCode, read.body).toBe(200);
    expect(beneficiaryVoucherSchema.parse(read.json())).toEqual(body.voucher);
  });

  it('refuses a code with one symbol changed by its check symbol, before any lookup', async () => {
    const real = await insertVoucher({ kind: 'BOX', boxCode: (await anyBoxCode()) });
    const typo = mistyped(real.code);
    // The mistyped code is stored as a voucher of its own: a lookup would find it, the check symbol refuses it first.
    const stored = await insertVoucher({ kind: 'BOX', boxCode: await anyBoxCode(), code: typo });
    expect(stored.code).toBe(typo);
    const response = await login(typo);
    expect(response.statusCode).toBe(401);
    expect(problemOf(response)).toMatchObject({ code: 'VOUCHER_REFUSED', detail: VOUCHER_REFUSED_DETAIL });
    expect((await login(real.code)).statusCode).toBe(200);
  });

  it('answers one and the same 401 for a malformed, unknown, expired, used, cancelled or empty voucher, or one of another country', async () => {
    const boxCode = await anyBoxCode();
    const expired = await insertVoucher({ kind: 'BOX', boxCode, validUntil: addDaysToDay(today, -1) });
    const redeemed = await insertVoucher({ kind: 'BOX', boxCode, state: 'REDEEMED' });
    const cancelled = await insertVoucher({ kind: 'BOX', boxCode, state: 'CANCELLED' });
    const emptyCard = await insertVoucher({ kind: 'GIFTCARD', valueCents: 5_000, balanceCents: 0, state: 'PARTLY_USED' });
    const french = await insertVoucher({ kind: 'BOX', boxCode });
    const unknown = generateVoucherCode((max) => randomInt(max));
    const answers = await Promise.all([
      login('hello'),
      login('K7QM-3XRT-9WEP-H0'),
      login(unknown),
      login(expired.code),
      login(redeemed.code),
      login(cancelled.code),
      login(emptyCard.code),
      login(french.code, newClient(), 'es_ES'),
    ]);
    const bodies = answers.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(401);
      const { instance: _instance, ...problem } = problemOf(answer);
      return problem;
    });
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ status: 401, code: 'VOUCHER_REFUSED', detail: VOUCHER_REFUSED_DETAIL });
    // The same French voucher opens on a French market.
    expect((await login(french.code, newClient(), 'fr_FR')).statusCode).toBe(200);
  });

  it(`counts every attempt of a client: the ${VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW + 1}th in the window is a 429 with Retry-After, even with a good code`, async () => {
    const good = await insertVoucher({ kind: 'BOX', boxCode: await anyBoxCode() });
    const client = newClient();
    expect((await login(good.code, client)).statusCode).toBe(200);
    for (let attempt = 2; attempt <= VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW; attempt += 1) {
      expect((await login(generateVoucherCode((max) => randomInt(max)), client)).statusCode).toBe(401);
    }
    const refused = await login(good.code, client);
    expect(refused.statusCode).toBe(429);
    expect(problemOf(refused)).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another client is not affected.
    expect((await login(good.code, newClient())).statusCode).toBe(200);
  });
});

async function anyBoxCode(): Promise<string> {
  const row = await app.db.selectFrom('box').select('code').where(sql<boolean>`'fr_FR' = any(locales)`).orderBy('code').executeTakeFirstOrThrow();
  return row.code;
}

// --- Session ----------------------------------------------------------------------------------

describe('the beneficiary session', () => {
  it('is required: no token, another scheme or a tampered token is a 401 asking for Bearer', async () => {
    const voucher = await insertVoucher({ kind: 'BOX', boxCode: await anyBoxCode() });
    const token = await tokenOf(voucher.code);
    const [id, expires, signature] = token.split('.') as [string, string, string];
    const tampered = `${id}.${Number(expires) + 7200}.${signature}`;
    for (const authorization of [undefined, `Basic ${token}`, `Bearer ${tampered}`, 'Bearer x']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/beneficiary/voucher',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(problemOf(response)).toMatchObject({ code: 'VOUCHER_REFUSED', detail: BENEFICIARY_SESSION_ENDED_DETAIL });
    }
    const stayList = await app.inject({ method: 'GET', url: '/api/beneficiary/stays?locale=fr_FR' });
    expect(stayList.statusCode).toBe(401);
    const redemption = await app.inject({
      method: 'POST',
      url: '/api/beneficiary/redemptions',
      payload: { locale: 'fr_FR', offerId: 1, checkin: today, traveller: TRAVELLER, consents: { salesConditions: true, packageTravelInformation: true } },
    });
    expect(redemption.statusCode).toBe(401);
  });
});

// --- Stays ------------------------------------------------------------------------------------

describe('GET /api/beneficiary/stays', () => {
  it('lists a box\'s stays, 8 a page, as the box page does', async () => {
    const boxCode = await anyBoxCode();
    const token = await tokenOf((await insertVoucher({ kind: 'BOX', boxCode })).code);
    const response = await stays(token);
    expect(response.statusCode, response.body).toBe(200);
    const body = beneficiaryStaysResponseSchema.parse(response.json());
    const box = await app.inject({ method: 'GET', url: `/api/boxes/${boxCode}/offers?locale=fr_FR&page=0` });
    expect(body).toEqual(box.json());
    expect(body.searchDetails).toMatchObject({ page: 0, limit: 8 });
    expect(body.exactMatch.length).toBe(Math.min(8, body.searchDetails.totalCount));
    expect(body.exactMatch.length).toBeGreaterThan(0);
  });

  it('lists a single voucher\'s own stay first, then the stays of the same value for its nights, the closest value first', async () => {
    const stay = await singleVoucherStay(2);
    const valueCents = await giftPriceOf(stay.offerId, 2);
    const token = await tokenOf((await insertVoucher({ kind: 'SINGLE_VOUCHER', offerId: stay.offerId, nights: 2, valueCents })).code);
    const pages = [];
    for (let page = 0; ; page += 1) {
      const response = await stays(token, page);
      expect(response.statusCode, response.body).toBe(200);
      const body = beneficiaryStaysResponseSchema.parse(response.json());
      expect(body.searchDetails.limit).toBe(8);
      if (body.exactMatch.length === 0) break;
      pages.push(...body.exactMatch);
      if (pages.length >= body.searchDetails.totalCount) break;
    }
    expect(pages[0]?.id).toBe(stay.offerId);
    expect(pages.length).toBeGreaterThan(1);
    const { minCents, maxCents } = sameValueRange(valueCents);
    const distances = [];
    for (const card of pages.slice(1)) {
      const price = await giftPriceOf(card.id, 2);
      expect(price).toBeGreaterThanOrEqual(minCents);
      expect(price).toBeLessThanOrEqual(maxCents);
      distances.push(valueCents - price);
    }
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set(pages.map((card) => card.id)).size).toBe(pages.length);
  });

  it('opens no stay for a gift card (spent at checkout): an empty page', async () => {
    const token = await tokenOf((await insertVoucher({ kind: 'GIFTCARD', valueCents: 10_000 })).code);
    const response = await stays(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exactMatch: [], searchDetails: { totalCount: 0, page: 0, limit: 8 } });
    const redemption = await redeem(token, { offerId: 1, checkin: today });
    expect(redemption.statusCode).toBe(400);
    expect(problemOf(redemption)).toMatchObject({ field: 'offerId' });
  });
});

// --- Redemption -------------------------------------------------------------------------------

describe('POST /api/beneficiary/redemptions', () => {
  it('books the single voucher\'s stay: CONFIRMED, paid by the voucher, rooms taken, voucher REDEEMED, e-mail queued; a second time is a 409', async () => {
    const stay = await singleVoucherStay(2);
    const valueCents = await giftPriceOf(stay.offerId, 2);
    const voucher = await insertVoucher({ kind: 'SINGLE_VOUCHER', offerId: stay.offerId, nights: 2, valueCents });
    const token = await tokenOf(voucher.code);
    const before = await roomsLeft(app.db, stay.offerId, stay.checkin);
    const beforeSecond = await roomsLeft(app.db, stay.offerId, addDaysToDay(stay.checkin, 1));

    const response = await redeem(token, { offerId: stay.offerId, checkin: stay.checkin });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = redemptionResponseSchema.parse(response.json());
    expect(order).toMatchObject({
      status: 'CONFIRMED',
      paymentMethod: 'voucher',
      locale: 'fr_FR',
      buyer: { firstName: 'Louis', lastName: 'Martin', email: TRAVELLER.email },
      amounts: { totalCents: 0, paidCents: 0, remainingCents: 0 },
      gift: null,
    });
    expect(order.bookingNumber).toMatch(/^\d{8}$/);
    expect(order.items).toEqual([
      expect.objectContaining({
        kind: 'SHORT_STAY',
        offerId: stay.offerId,
        checkin: stay.checkin,
        checkout: addDaysToDay(stay.checkin, 2),
        nights: 2,
        party: { adults: 2, children: 0, babies: 0 },
        amountCents: 0,
        isGift: false,
      }),
    ]);
    expect(order.items[0]?.label).not.toBe('');
    expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(before - 1);
    expect(await roomsLeft(app.db, stay.offerId, addDaysToDay(stay.checkin, 1))).toBe(beforeSecond - 1);

    const row = await voucherRow(voucher.id);
    expect(row).toMatchObject({ state: 'REDEEMED', redeemed_order_id: order.orderUUID });
    expect(row.redeemed_at).not.toBeNull();
    expect((await transitionsOf(app.db, order.orderUUID)).map((t) => [t.from_status, t.to_status])).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'AWAITING_PAYMENT'],
      ['AWAITING_PAYMENT', 'PAID'],
      ['PAID', 'CONFIRMED'],
    ]);
    const item = await app.db.selectFrom('order_item').select('details').where('order_id', '=', order.orderUUID).executeTakeFirstOrThrow();
    expect(item.details).toMatchObject({ voucher: { id: voucher.id, kind: 'SINGLE_VOUCHER', valueCents }, packageCents: expect.any(Number) });
    const mail = await app.db.selectFrom('outbox_message').select(['kind', 'status']).where('order_id', '=', order.orderUUID).execute();
    expect(mail).toEqual([{ kind: 'order_confirmation', status: 'PENDING' }]);

    const again = await redeem(token, { offerId: stay.offerId, checkin: stay.checkin });
    expect(again.statusCode).toBe(409);
    expect(problemOf(again)).toMatchObject({ code: 'VOUCHER_ALREADY_USED', detail: VOUCHER_ALREADY_USED_DETAIL });
    // The session still reads its voucher, now used; its stays are no longer open; the code no longer signs in.
    const read = await app.inject({ method: 'GET', url: '/api/beneficiary/voucher', headers: { authorization: `Bearer ${token}` } });
    expect(beneficiaryVoucherSchema.parse(read.json()).state).toBe('REDEEMED');
    expect((await stays(token)).statusCode).toBe(409);
    expect((await login(voucher.code)).statusCode).toBe(401);
  });

  it('books one of a box\'s stays for the stay\'s own nights', async () => {
    const stay = await boxStay();
    const voucher = await insertVoucher({ kind: 'BOX', boxCode: stay.boxCode });
    const token = await tokenOf(voucher.code);
    const before = await roomsLeft(app.db, stay.offerId, stay.checkin);
    const response = await redeem(token, { offerId: stay.offerId, checkin: stay.checkin });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = redemptionResponseSchema.parse(response.json());
    expect(order.items[0]).toMatchObject({ offerId: stay.offerId, checkin: stay.checkin, nights: stay.nights });
    expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(before - 1);
    expect((await voucherRow(voucher.id)).state).toBe('REDEEMED');
  });

  it('refuses a stay the voucher does not open, with the voucher left usable', async () => {
    const stay = await singleVoucherStay(1);
    const voucher = await insertVoucher({ kind: 'BOX', boxCode: await anyBoxCode() });
    const outside = await app.db
      .selectFrom('box_offer')
      .select('offer_id')
      .where('box_code', '=', await anyBoxCode())
      .execute();
    expect(outside.map((row) => row.offer_id)).not.toContain(stay.offerId);
    const token = await tokenOf(voucher.code);
    const response = await redeem(token, { offerId: stay.offerId, checkin: stay.checkin });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'offerId' });
    const missing = await redeem(token, {});
    expect(missing.statusCode).toBe(400);
    expect(problemOf(missing)).toMatchObject({ field: 'offerId' });
    expect((await voucherRow(voucher.id)).state).toBe('ACTIVE');
  });

  it('gives one booking to 20 concurrent redemptions of one code: 19 × 409, the rooms taken once', async () => {
    const stay = await singleVoucherStay(1);
    const voucher = await insertVoucher({ kind: 'SINGLE_VOUCHER', offerId: stay.offerId, nights: 1, valueCents: await giftPriceOf(stay.offerId, 1) });
    const token = await tokenOf(voucher.code);
    const before = await roomsLeft(app.db, stay.offerId, stay.checkin);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(token, { offerId: stay.offerId, checkin: stay.checkin })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(problemOf(answer)).toMatchObject({ code: 'VOUCHER_ALREADY_USED' });
    }
    const orders = await app.db
      .selectFrom('order_item as oi')
      .innerJoin('customer_order as co', 'co.id', 'oi.order_id')
      .select('co.id')
      .where('oi.offer_id', '=', stay.offerId)
      .where('co.payment_method', '=', 'voucher')
      .execute();
    expect(orders).toHaveLength(1);
    expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(before - 1);
    expect((await voucherRow(voucher.id)).redeemed_order_id).toBe(orders[0]?.id);
  });

  it('lets the conditional update decide: a redemption that read the voucher before another one committed books nothing', async () => {
    const stay = await singleVoucherStay(1);
    const voucher = await insertVoucher({ kind: 'SINGLE_VOUCHER', offerId: stay.offerId, nights: 1, valueCents: await giftPriceOf(stay.offerId, 1) });
    const token = await tokenOf(voucher.code);
    // Read while ACTIVE, as a concurrent request reads it before the winner's commit.
    const stale = await findVoucherById(app.db, voucher.id);
    expect(stale?.state).toBe('ACTIVE');
    expect((await redeem(token, { offerId: stay.offerId, checkin: stay.checkin })).statusCode).toBe(201);
    const after = await roomsLeft(app.db, stay.offerId, stay.checkin);
    const request: RedemptionRequest = {
      locale: 'fr_FR',
      offerId: stay.offerId,
      checkin: stay.checkin,
      traveller: TRAVELLER,
      consents: { salesConditions: true, packageTravelInformation: true },
    };
    await expect(redeemVoucher(app.db, stale!, request, new Date())).rejects.toMatchObject({ code: 'VOUCHER_ALREADY_USED', status: 409 });
    expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(after);
    const orders = await app.db
      .selectFrom('order_item as oi')
      .innerJoin('customer_order as co', 'co.id', 'oi.order_id')
      .select('co.id')
      .where('oi.offer_id', '=', stay.offerId)
      .where('co.payment_method', '=', 'voucher')
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('refuses a voucher that expired after the login, and books nothing', async () => {
    const stay = await singleVoucherStay(1);
    const voucher = await insertVoucher({ kind: 'SINGLE_VOUCHER', offerId: stay.offerId, nights: 1, valueCents: await giftPriceOf(stay.offerId, 1) });
    const token = await tokenOf(voucher.code);
    await app.db.updateTable('voucher').set({ valid_until: addDaysToDay(today, -1) }).where('id', '=', voucher.id).execute();
    const before = await roomsLeft(app.db, stay.offerId, stay.checkin);
    const response = await redeem(token, { offerId: stay.offerId, checkin: stay.checkin });
    expect(response.statusCode).toBe(401);
    expect(problemOf(response)).toMatchObject({ code: 'VOUCHER_REFUSED' });
    expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(before);
    expect(await voucherRow(voucher.id)).toMatchObject({ state: 'ACTIVE', redeemed_order_id: null });
  });

  it('answers 409 NO_AVAILABILITY when the nights are gone, and the voucher stays ACTIVE', async () => {
    const stay = await singleVoucherStay(1);
    const voucher = await insertVoucher({ kind: 'SINGLE_VOUCHER', offerId: stay.offerId, nights: 1, valueCents: await giftPriceOf(stay.offerId, 1) });
    const token = await tokenOf(voucher.code);
    await app.db.updateTable('offer_night').set({ rooms_left: 0 }).where('offer_id', '=', stay.offerId).where('night', '=', stay.checkin).execute();
    const response = await redeem(token, { offerId: stay.offerId, checkin: stay.checkin });
    expect(response.statusCode).toBe(409);
    expect(problemOf(response)).toMatchObject({ code: 'NO_AVAILABILITY', detail: NO_AVAILABILITY_MESSAGE });
    expect(await voucherRow(voucher.id)).toMatchObject({ state: 'ACTIVE', redeemed_order_id: null, redeemed_at: null });
    const orders = await app.db
      .selectFrom('order_item as oi')
      .innerJoin('customer_order as co', 'co.id', 'oi.order_id')
      .select('co.id')
      .where('oi.offer_id', '=', stay.offerId)
      .where('co.payment_method', '=', 'voucher')
      .execute();
    expect(orders).toEqual([]);
  });

  it('books an activity voucher\'s activity for its group, without dates', async () => {
    const product = await app.db
      .selectFrom('activity_product')
      .select(['id', 'label'])
      .where('published', '=', true)
      .where(sql<boolean>`'fr_FR' = any(locales)`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const voucher = await insertVoucher({ kind: 'ACTIVITY', activityProductId: product.id, groupSize: 2, valueCents: 9_000 });
    const token = await tokenOf(voucher.code);
    expect((await stays(token)).json()).toMatchObject({ exactMatch: [], searchDetails: { totalCount: 0 } });
    const response = await redeem(token, { consents: { salesConditions: true, packageTravelInformation: false } });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = redemptionResponseSchema.parse(response.json());
    expect(order).toMatchObject({ status: 'CONFIRMED', paymentMethod: 'voucher', amounts: { totalCents: 0 } });
    expect(order.items).toEqual([
      expect.objectContaining({ kind: 'ACTIVITY', activityProductId: product.id, groupSize: 2, label: product.label.fr, checkin: null }),
    ]);
    expect((await voucherRow(voucher.id)).state).toBe('REDEEMED');
  });

  it('needs the package travel information accepted for a stay', async () => {
    const stay = await singleVoucherStay(1);
    const voucher = await insertVoucher({ kind: 'SINGLE_VOUCHER', offerId: stay.offerId, nights: 1, valueCents: await giftPriceOf(stay.offerId, 1) });
    const token = await tokenOf(voucher.code);
    const response = await redeem(token, { offerId: stay.offerId, checkin: stay.checkin, consents: { salesConditions: true, packageTravelInformation: false } });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({ field: 'consents.packageTravelInformation' });
    expect((await voucherRow(voucher.id)).state).toBe('ACTIVE');
  });
});
