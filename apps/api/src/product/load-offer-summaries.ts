import type { Db } from '@escapade/db';
import type { CalendarDay } from '@escapade/domain/calendar-day';

/** The per-offer digest of its availability (offer_summary): what undated answers read. */
export interface OfferSummaryRecord {
  offerId: number;
  /** Cheapest night of the window for 2 adults, cents. */
  fromSellCents: number | null;
  fromRefCents: number | null;
  maxPromoPercent: number;
  firstBookableNight: CalendarDay | null;
  lastBookableNight: CalendarDay | null;
  bookableNights: number;
  hasFlashDeal: boolean;
}

export async function loadOfferSummaries(db: Db, offerIds: readonly number[]): Promise<Map<number, OfferSummaryRecord>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db.selectFrom('offer_summary').selectAll().where('offer_id', 'in', [...offerIds]).execute();
  return new Map(
    rows.map((row) => [
      row.offer_id,
      {
        offerId: row.offer_id,
        fromSellCents: row.from_sell_cents,
        fromRefCents: row.from_ref_cents,
        maxPromoPercent: row.max_promo_percent,
        firstBookableNight: row.first_bookable_night,
        lastBookableNight: row.last_bookable_night,
        bookableNights: row.bookable_nights,
        hasFlashDeal: row.has_flash_deal,
      },
    ]),
  );
}
