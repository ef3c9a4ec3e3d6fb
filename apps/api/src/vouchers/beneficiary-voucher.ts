/**
 * A voucher as its beneficiary opens it: the row (with its gift order's words and format), whether
 * it can still be opened in a market, and what it gives, in the market's language.
 */
import type { BeneficiaryVoucher } from '@escapade/contracts/beneficiary';
import type { Db, Database } from '@escapade/db';
import type { Localized } from '@escapade/db/schema';
import { GIFT_ADULTS } from '@escapade/domain/gift';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import { effectiveVoucherState, isVoucherUsable, type VoucherKind, type VoucherState } from '@escapade/domain/voucher';
import type { GiftFormat } from '@escapade/domain/gift';
import { sql, type Kysely } from 'kysely';
import { imageUrl } from '../catalog/image-urls';
import { languageOf } from '../catalog/market-language';
import { marketClock } from '../product/market-clock';
import type { StoredGift } from './issue-vouchers';

export interface VoucherRecord {
  id: string;
  code: string;
  kind: VoucherKind;
  /** The market the gift was bought in. */
  locale: Locale;
  state: VoucherState;
  offerId: number | null;
  nights: number | null;
  boxCode: string | null;
  giftCardId: string | null;
  activityProductId: number | null;
  groupSize: number | null;
  valueCents: number;
  balanceCents: number;
  validUntil: string;
  giftFormat: GiftFormat | null;
  personalisation: { fromName: string; message: string };
}

function voucherQuery(db: Kysely<Database>) {
  return db
    .selectFrom('voucher as v')
    .innerJoin('customer_order as co', 'co.id', 'v.order_id')
    .innerJoin('order_item as oi', 'oi.id', 'v.order_item_id')
    .select([
      'v.id', 'v.code', 'v.kind', 'v.locale', 'v.state', 'v.offer_id', 'v.nights', 'v.box_code', 'v.gift_card_id',
      'v.activity_product_id', 'v.group_size', 'v.value_cents', 'v.balance_cents', 'v.valid_until', 'oi.gift_format', 'co.gift',
    ]);
}

type VoucherRow = Awaited<ReturnType<ReturnType<typeof voucherQuery>['execute']>>[number];

function toVoucherRecord(row: VoucherRow): VoucherRecord {
  const gift = row.gift as Partial<StoredGift> | null;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    locale: row.locale as Locale,
    state: row.state,
    offerId: row.offer_id,
    nights: row.nights,
    boxCode: row.box_code,
    giftCardId: row.gift_card_id,
    activityProductId: row.activity_product_id,
    groupSize: row.group_size,
    valueCents: row.value_cents,
    balanceCents: row.balance_cents,
    validUntil: String(row.valid_until),
    giftFormat: row.gift_format,
    personalisation: { fromName: gift?.personalisation?.fromName ?? '', message: gift?.personalisation?.message ?? '' },
  };
}

/** The voucher of a normalized code (one lookup on the unique index). */
export async function findVoucherByCode(db: Kysely<Database>, code: string): Promise<VoucherRecord | undefined> {
  const row = await voucherQuery(db).where('v.code', '=', code).executeTakeFirst();
  return row && toVoucherRecord(row);
}

export async function findVoucherById(db: Kysely<Database>, id: string): Promise<VoucherRecord | undefined> {
  const row = await voucherQuery(db).where('v.id', '=', id).executeTakeFirst();
  return row && toVoucherRecord(row);
}

/**
 * Whether a beneficiary may open the voucher on this market today: still usable (active, or a gift
 * card partly used, and not past its last day), a gift card with something left, and a market of
 * the country it was bought in (fr_BE and nl_BE share Belgium's): its stays are that country's.
 */
export function canOpenVoucher(voucher: VoucherRecord, locale: Locale, now: Date): boolean {
  if (MARKETS[voucher.locale].country !== MARKETS[locale].country) return false;
  if (!isVoucherUsable(voucher.state, voucher.validUntil, marketClock(voucher.locale, now).today)) return false;
  return voucher.kind !== 'GIFTCARD' || voucher.balanceCents > 0;
}

interface LabelAndImage {
  label: Localized | null;
  imageId: string | null;
}

async function labelAndImageOf(db: Db, voucher: VoucherRecord): Promise<LabelAndImage> {
  const none: LabelAndImage = { label: null, imageId: null };
  if (voucher.kind === 'SINGLE_VOUCHER' && voucher.offerId !== null) {
    // The offer's first picture, else its room's, else its hotel's (as the stay cards).
    const row = await db
      .selectFrom('offer as o')
      .select([
        'o.label',
        sql<string | null>`coalesce(
          o.image_ids[1],
          (select ri.image_id from room_image ri where ri.room_id = o.room_id order by ri.position limit 1),
          (select hi.image_id from hotel_image hi where hi.hotel_id = o.hotel_id order by hi.position limit 1)
        )`.as('image_id'),
      ])
      .where('o.id', '=', voucher.offerId)
      .executeTakeFirst();
    return row ? { label: row.label, imageId: row.image_id } : none;
  }
  if (voucher.kind === 'BOX' && voucher.boxCode !== null) {
    const row = await db.selectFrom('box').select(['title', 'main_image_id']).where('code', '=', voucher.boxCode).executeTakeFirst();
    return row ? { label: row.title, imageId: row.main_image_id } : none;
  }
  if (voucher.kind === 'GIFTCARD' && voucher.giftCardId !== null) {
    const row = await db.selectFrom('gift_card').select(['title', 'image_id']).where('id', '=', voucher.giftCardId).executeTakeFirst();
    return row ? { label: row.title, imageId: row.image_id } : none;
  }
  if (voucher.kind === 'ACTIVITY' && voucher.activityProductId !== null) {
    const row = await db
      .selectFrom('activity_product')
      .select(['label', sql<string | null>`image_ids[1]`.as('image_id')])
      .where('id', '=', voucher.activityProductId)
      .executeTakeFirst();
    return row ? { label: row.label, imageId: row.image_id } : none;
  }
  return none;
}

/** What the voucher gives, in the language of the market it is opened on (never its full code). */
export async function toBeneficiaryVoucher(db: Db, voucher: VoucherRecord, locale: Locale, now: Date): Promise<BeneficiaryVoucher> {
  const { label, imageId } = await labelAndImageOf(db, voucher);
  return {
    kind: voucher.kind,
    state: effectiveVoucherState(voucher.state, voucher.validUntil, marketClock(voucher.locale, now).today),
    codeEnd: voucher.code.slice(-4),
    validUntil: voucher.validUntil,
    valueCents: voucher.valueCents,
    balanceCents: voucher.balanceCents,
    label: label?.[languageOf(locale)] ?? '',
    imageUrl: imageId ? imageUrl(imageId, '640_360') : null,
    giftFormat: voucher.giftFormat,
    offerId: voucher.kind === 'SINGLE_VOUCHER' ? voucher.offerId : null,
    nights: voucher.kind === 'SINGLE_VOUCHER' ? voucher.nights : null,
    adults: voucher.kind === 'ACTIVITY' ? (voucher.groupSize ?? GIFT_ADULTS) : GIFT_ADULTS,
    boxCode: voucher.boxCode,
    activityProductId: voucher.activityProductId,
    personalisation: voucher.personalisation,
  };
}
