/**
 * The display fields of the packages on a page (at most a page, so one indexed query): offer
 * texts, hotel, its city and first pictures, and the offer's top theme — in every language, so that
 * one row per offer serves every market (they are remembered per catalog version: `CardDetailsMemo`).
 */
import type { Db } from '@escapade/db';
import type { Localized } from '@escapade/db/schema';
import type { Language } from '@escapade/domain/markets';
import { sql } from 'kysely';
import { OFFER_TERMS_COLUMNS, offerTermsOf, type OfferTerms } from '../product/load-offers';
import { VersionMemo } from './version-memo';

/** A card's image gallery shows up to 4 photos. */
export const CARD_IMAGE_COUNT = 4;

export interface CardDetails extends OfferTerms {
  offerId: number;
  label: Localized;
  headwords: Localized[];
  offerImageIds: string[];
  hotelImageIds: string[];
  hotel: {
    id: number;
    label: string;
    stars: number | null;
    streetAddress: string;
    zipCode: string;
    reviewCount: number;
    reviewScore: number | null;
    /** The name and slug of the hotel's city in each language it is named in. */
    cities: Readonly<Partial<Record<Language, { name: string; slug: string }>>>;
  };
  topTheme: { id: number; name: Localized } | null;
}

export async function loadCardDetails(db: Db, offerIds: readonly number[]): Promise<Map<number, CardDetails>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('offer as o')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .select([
      'o.id',
      'o.label',
      'o.headwords',
      ...OFFER_TERMS_COLUMNS,
      'o.image_ids',
      'h.id as hotel_id',
      'h.label as hotel_label',
      'h.stars',
      'h.street_address',
      'h.zip_code',
      'h.review_count',
      'h.review_score',
    ])
    .select([
      sql<string[]>`array(select hi.image_id from hotel_image hi where hi.hotel_id = h.id order by hi.position limit ${sql.lit(CARD_IMAGE_COUNT)})`.as(
        'hotel_image_ids',
      ),
      sql<Partial<Record<Language, { name: string; slug: string }>> | null>`(
        select jsonb_object_agg(dn.language::text, jsonb_build_object('name', dn.name, 'slug', dn.slug))
        from destination_name dn where dn.destination_id = h.city_id)`.as('cities'),
      sql<{ id: number; name: Localized } | null>`(
        select jsonb_build_object('id', t.id, 'name', t.name) from theme t
        where t.id = any(o.theme_ids) order by t.position, t.id limit 1)`.as('top_theme'),
    ])
    .where('o.id', 'in', [...offerIds])
    .execute();

  return new Map(
    rows.map((row) => [
      row.id,
      {
        offerId: row.id,
        label: row.label,
        headwords: row.headwords,
        ...offerTermsOf(row),
        offerImageIds: row.image_ids,
        hotelImageIds: row.hotel_image_ids,
        hotel: {
          id: row.hotel_id,
          label: row.hotel_label,
          stars: row.stars,
          streetAddress: row.street_address,
          zipCode: row.zip_code,
          reviewCount: row.review_count,
          reviewScore: row.review_score === null ? null : Number(row.review_score),
          cities: row.cities ?? {},
        },
        topTheme: row.top_theme,
      },
    ]),
  );
}

/**
 * Offers read per statement when the memo is filled in the background: small enough that turning a
 * chunk's rows into objects holds the event loop for a few milliseconds, not tens, while requests are served.
 */
const PREFILL_CHUNK = 500;
/** At most one background fill in this time: a catalog whose version moves every second is not re-read every second. */
export const CARD_PREFILL_MIN_INTERVAL_MS = 60_000;

/**
 * Card display rows by offer id, for one catalog version (see version-memo.ts). When it starts a
 * version it reads every offer's row in the background (500 at a time, ~0.6 s of CPU and 50 MB at
 * full scale), at most once a minute: a page's 18 cards come from thousands of offers, so without it
 * most pages of a fresh version would miss one card at least and read them all.
 */
export class CardDetailsMemo {
  private readonly memo = new VersionMemo<CardDetails>(50_000);
  private filled: Map<string, CardDetails> | undefined;
  private lastFillAt = Number.NEGATIVE_INFINITY;

  constructor(
    /** The database the background fill reads (the app's, not a request's transaction); none: no fill. */
    private readonly db: Db | undefined,
    private readonly fillMinIntervalMs = CARD_PREFILL_MIN_INTERVAL_MS,
  ) {}

  /** The entries of `version` (undefined: older than the memo's, read without keeping). */
  at(version: string): Map<string, CardDetails> | undefined {
    const entries = this.memo.at(version);
    if (entries && entries !== this.filled && this.db && performance.now() - this.lastFillAt >= this.fillMinIntervalMs) {
      this.filled = entries;
      this.lastFillAt = performance.now();
      void this.fill(this.db, entries).catch(() => {
        // A failed fill (the app closing, the database away) only leaves pages to read their cards.
      });
    }
    return entries;
  }

  /** Reads every offer's row into `entries`, stopping when the memo moves to another version. */
  private async fill(db: Db, entries: Map<string, CardDetails>): Promise<void> {
    const { rows } = await sql<{ id: number }>`select id from offer order by id`.execute(db);
    for (let from = 0; from < rows.length; from += PREFILL_CHUNK) {
      if (!this.memo.holds(entries)) return;
      const ids = rows.slice(from, from + PREFILL_CHUNK).map((row) => row.id).filter((id) => !entries.has(String(id)));
      for (const [id, details] of await loadCardDetails(db, ids)) entries.set(String(id), details);
    }
  }
}

/** `db`: the app's database, for the background fill. */
export const createCardDetailsMemo = (db?: Db): CardDetailsMemo => new CardDetailsMemo(db);

/**
 * `loadCardDetails` through the memo of `version`: only the offers it does not hold are read (none
 * once the version's rows are in), so a search page costs no query for its cards.
 */
export async function loadCardDetailsAt(
  db: Db,
  offerIds: readonly number[],
  version: string,
  memo: CardDetailsMemo | undefined,
): Promise<Map<number, CardDetails>> {
  const entries = memo?.at(version);
  if (!entries) return loadCardDetails(db, offerIds);
  const found = new Map<number, CardDetails>();
  const missing: number[] = [];
  for (const id of offerIds) {
    const details = entries.get(String(id));
    if (details) found.set(id, details);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  for (const [id, details] of await loadCardDetails(db, missing)) {
    entries.set(String(id), details);
    found.set(id, details);
  }
  return found;
}
