/**
 * The stays a voucher can be exchanged for, a page at a time, and the one rule that says whether a
 * stay is one of them (the list and the redemption both ask it):
 * - a box: the box's stays the market sells (`GET /api/boxes/{boxCode}/offers`);
 * - a single voucher: its own stay first, then the stays of the same value: offers the market
 *   sells as a gift stay for the voucher's nights at a gift price from SAME_VALUE_MIN_PERCENT % of
 *   the voucher's value up to its value (never dearer: the beneficiary pays nothing), the closest
 *   value first;
 * - a gift card or an activity voucher opens no stay: an empty page (a gift card is spent at the
 *   checkout of any stay; an activity voucher books its activity).
 */
import { BOX_OFFERS_PAGE_SIZE } from '@escapade/contracts/boxes';
import type { BeneficiaryStaysResponse } from '@escapade/contracts/beneficiary';
import type { Db } from '@escapade/db';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import { sql } from 'kysely';
import { boxStaysQuery, listBoxOffers } from '../boxes/list-box-offers';
import { marketToday, sellableOfferSql } from '../catalog/sellable-offers';
import type { VoucherRecord } from './beneficiary-voucher';
import { loadStayCards } from '../boxes/stay-cards';

/** A stay of the same value costs, as a gift stay of the same nights, at least this share of the voucher's value. */
export const SAME_VALUE_MIN_PERCENT = 85;

/** The gift prices (cents) a single voucher of this value can be exchanged for. */
export function sameValueRange(valueCents: number): { minCents: number; maxCents: number } {
  return { minCents: Math.ceil((valueCents * SAME_VALUE_MIN_PERCENT) / 100), maxCents: valueCents };
}

/** The single voucher's stays, own stay first, then the closest value, then by id. */
function singleVoucherStays(db: Db, voucher: VoucherRecord, locale: Locale, today: CalendarDay) {
  const ownOfferId = voucher.offerId ?? 0;
  const { minCents, maxCents } = sameValueRange(voucher.valueCents);
  return db
    .selectFrom('offer as o')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .leftJoin('single_voucher_price as svp', (join) => join.onRef('svp.offer_id', '=', 'o.id').on('svp.nights', '=', voucher.nights ?? 0))
    .where(sellableOfferSql(locale, today))
    .where((eb) =>
      eb.or([
        eb('o.id', '=', ownOfferId),
        eb.and([eb('o.is_single_voucher_sellable', '=', true), eb('svp.sell_cents', '>=', minCents), eb('svp.sell_cents', '<=', maxCents)]),
      ]),
    );
}

function opensStays(voucher: VoucherRecord): boolean {
  return (voucher.kind === 'SINGLE_VOUCHER' && voucher.offerId !== null && voucher.nights !== null) || (voucher.kind === 'BOX' && voucher.boxCode !== null);
}

/** `GET /api/beneficiary/stays`: a page of BOX_OFFERS_PAGE_SIZE stays. */
export async function listVoucherStays(
  db: Db,
  voucher: VoucherRecord,
  query: { locale: Locale; page: number },
  now: Date,
): Promise<BeneficiaryStaysResponse> {
  const limit = BOX_OFFERS_PAGE_SIZE;
  const empty = { exactMatch: [], searchDetails: { totalCount: 0, page: query.page, limit } };
  if (!opensStays(voucher)) return empty;
  if (voucher.kind === 'BOX') return listBoxOffers(db, voucher.boxCode ?? '', { locale: query.locale, page: query.page, limit }, now);
  const today = marketToday(query.locale, now);
  const base = singleVoucherStays(db, voucher, query.locale, today);
  const [count, page] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    base
      .select('o.id')
      .orderBy(sql`o.id = ${voucher.offerId}`, 'desc')
      .orderBy(sql`abs(coalesce(svp.sell_cents, ${voucher.valueCents}) - ${voucher.valueCents})`)
      .orderBy('o.id')
      .limit(limit)
      .offset(query.page * limit)
      .execute(),
  ]);
  const exactMatch = await loadStayCards(db, page.map((row) => row.id), query.locale, today);
  return { exactMatch, searchDetails: { totalCount: Number(count?.count ?? 0), page: query.page, limit } };
}

/** Whether the voucher can be exchanged for this offer on this market today. */
export async function isStayOfVoucher(db: Db, voucher: VoucherRecord, offerId: number, locale: Locale, today: CalendarDay): Promise<boolean> {
  if (!opensStays(voucher)) return false;
  const row =
    voucher.kind === 'BOX'
      ? await boxStaysQuery(db, voucher.boxCode ?? '', locale, today).select('o.id').where('o.id', '=', offerId).executeTakeFirst()
      : await singleVoucherStays(db, voucher, locale, today).select('o.id').where('o.id', '=', offerId).executeTakeFirst();
  return row !== undefined;
}
