import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { sql } from 'kysely';
import { marketToday, sellableOfferSql } from './sellable-offers';

/** Hotels of a destination (any level, through the hotel→destination closure) with a stay of the theme sold in the market. */
export async function countLandingHotels(
  db: Db,
  locale: Locale,
  filter: { destinationId?: number | undefined; themeId?: number | undefined },
): Promise<number> {
  const result = await sql<{ hotels: number }>`
    select count(distinct o.hotel_id)::int as hotels
    from offer o
    join hotel h on h.id = o.hotel_id
    ${filter.destinationId === undefined ? sql`` : sql`join hotel_destination hd on hd.hotel_id = o.hotel_id and hd.destination_id = ${filter.destinationId}::int`}
    where ${sellableOfferSql(locale, marketToday(locale))}
    ${filter.themeId === undefined ? sql`` : sql`and o.theme_ids @> array[${filter.themeId}]::int[]`}
  `.execute(db);
  return result.rows[0]?.hotels ?? 0;
}
