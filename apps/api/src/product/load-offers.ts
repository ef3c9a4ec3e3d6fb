import type { Db } from '@escapade/db';
import { sql, type Selectable } from 'kysely';
import type { CancellationType, LocalTaxType, Localized, MarketingLabel, OfferTable } from '@escapade/db/schema';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import type { PartyPricingRule } from '@escapade/domain/price';
import type { StayOffer } from './evaluate-stay';

/**
 * What an offer is sold with, read alike for the product pages and the search cards: its labels,
 * expiry, cancellation terms, channel and automatic discount.
 */
export interface OfferTerms {
  marketingLabels: MarketingLabel[];
  targetedLabel: Localized | null;
  lastMinute: boolean;
  expiration: CalendarDay | null;
  cancellationType: CancellationType;
  cancellable: boolean;
  cancellableUntilDays: number | null;
  channelManagerId: string | null;
  connectivity: boolean;
  autoDiscountCode: string | null;
  autoDiscountPercent: number | null;
}

/** The columns of OfferTerms, on `offer as o`. */
export const OFFER_TERMS_COLUMNS = [
  'o.marketing_labels', 'o.targeted_label', 'o.last_minute', 'o.expiration', 'o.cancellation_type', 'o.cancellable',
  'o.cancellable_until_days', 'o.channel_manager_id', 'o.connectivity', 'o.auto_discount_code', 'o.auto_discount_percent',
] as const;

type OfferTermsRow = Pick<
  Selectable<OfferTable>,
  | 'marketing_labels' | 'targeted_label' | 'last_minute' | 'expiration' | 'cancellation_type' | 'cancellable'
  | 'cancellable_until_days' | 'channel_manager_id' | 'connectivity' | 'auto_discount_code' | 'auto_discount_percent'
>;

export function offerTermsOf(row: OfferTermsRow): OfferTerms {
  return {
    marketingLabels: row.marketing_labels,
    targetedLabel: row.targeted_label,
    lastMinute: row.last_minute,
    expiration: row.expiration,
    cancellationType: row.cancellation_type,
    cancellable: row.cancellable,
    cancellableUntilDays: row.cancellable_until_days,
    channelManagerId: row.channel_manager_id,
    connectivity: row.connectivity,
    autoDiscountCode: row.auto_discount_code,
    autoDiscountPercent: row.auto_discount_percent,
  };
}

/** An offer (weekend) row with what its rules need from its hotel and room. */
export interface OfferRecord extends StayOffer, OfferTerms {
  id: number;
  hotelId: number;
  roomId: number;
  label: Localized;
  headwords: Localized[];
  shortProgram: Localized;
  importantInfos: Localized[];
  nights: number;
  themeIds: number[];
  imageIds: string[];
  locales: string[];
  popularity: number;
  isSingleVoucherSellable: boolean;
  /** The hotel's local tax: BOOKING_PERCENTAGE is a percentage of the package price, otherwise per person per night. */
  localTax: LocalTaxRule;
}

export interface LocalTaxRule {
  type: LocalTaxType;
  /** Cents per person per night. */
  amount: number;
  percentage: number | null;
  toBePaidAtHotel: boolean;
}

export interface OfferFilter {
  ids?: readonly number[];
  hotelIds?: readonly number[];
  /** Only offers sold in this market. */
  locale?: Locale;
  /** Only published offers (expired ones still load: the page says 'Too late!'). */
  publishedOnly?: boolean;
}

function offerQuery(db: Db) {
  return db
    .selectFrom('offer as o')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .innerJoin('room as r', 'r.id', 'o.room_id')
    .select([
      'o.id', 'o.hotel_id', 'o.room_id', 'o.label', 'o.headwords', 'o.short_program', 'o.important_infos', 'o.nights',
      'o.theme_ids', 'o.image_ids', 'o.locales', ...OFFER_TERMS_COLUMNS, 'o.published', 'o.popularity', 'o.single_adult_percent',
      'o.extra_adult_percent', 'o.child_percent', 'o.baby_cents', 'o.is_single_voucher_sellable',
      'h.active as hotel_active', 'h.local_tax_type', 'h.local_tax_amount_cents', 'h.local_tax_percentage',
      'h.local_tax_to_be_paid_at_hotel', 'r.max_capacity',
    ]);
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof offerQuery>['execute']>>[number];

function toOfferRecord(row: OfferRow): OfferRecord {
  const pricing: PartyPricingRule = {
    singleAdultPercent: row.single_adult_percent,
    extraAdultPercent: row.extra_adult_percent,
    childPercent: row.child_percent,
    babyCents: row.baby_cents,
  };
  return {
    id: row.id,
    hotelId: row.hotel_id,
    roomId: row.room_id,
    label: row.label,
    headwords: row.headwords,
    shortProgram: row.short_program,
    importantInfos: row.important_infos,
    nights: row.nights,
    themeIds: row.theme_ids,
    imageIds: row.image_ids,
    locales: row.locales,
    ...offerTermsOf(row),
    published: row.published,
    popularity: row.popularity,
    isSingleVoucherSellable: row.is_single_voucher_sellable,
    hotelActive: row.hotel_active,
    maxCapacity: row.max_capacity,
    pricing,
    localTax: {
      type: row.local_tax_type,
      amount: row.local_tax_amount_cents,
      percentage: row.local_tax_percentage,
      toBePaidAtHotel: row.local_tax_to_be_paid_at_hotel,
    },
  };
}

/** Offers by id or hotel, in id order. */
export async function loadOffers(db: Db, filter: OfferFilter): Promise<OfferRecord[]> {
  let query = offerQuery(db);
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    query = query.where('o.id', 'in', [...filter.ids]);
  }
  if (filter.hotelIds) {
    if (filter.hotelIds.length === 0) return [];
    query = query.where('o.hotel_id', 'in', [...filter.hotelIds]);
  }
  if (filter.locale) query = query.where(sql<boolean>`${filter.locale} = any(o.locales)`);
  if (filter.publishedOnly) query = query.where('o.published', '=', true);
  const rows = await query.orderBy('o.id').execute();
  return rows.map(toOfferRecord);
}

/** One offer sold in the market, or undefined (unknown id, or not sold there). */
export async function loadOffer(db: Db, id: number, locale: Locale): Promise<OfferRecord | undefined> {
  const [offer] = await loadOffers(db, { ids: [id], locale });
  return offer;
}
