import type { SitemapEntry, SitemapKind } from '@escapade/contracts/sitemap';
import type { Db } from '@escapade/db';
import { LOCALES, MARKETS, type Language, type Locale } from '@escapade/domain/markets';
import { sql } from 'kysely';
import { SEARCH_LANDING_INDEXABLE_MIN_HOTELS } from '../catalog/resolve-search-landing';
import { marketToday, sellableOfferSql } from '../catalog/sellable-offers';

/**
 * The indexable catalogue pages of a market, each with the markets where the same page exists and
 * is indexable (its hreflang alternates), in a stable order (ids, then slugs). The rules are the
 * pages' own: a product is indexable while it is sold (published, hotel active, not expired), an
 * activity while it is published with an `index` robots value, a hotel while it is active (every
 * market has its page), a search landing when it lists at least SEARCH_LANDING_INDEXABLE_MIN_HOTELS
 * hotels in that market (its slugs are its language's: the markets speaking it share them).
 */
export async function listSitemapEntries(db: Db, locale: Locale, kind: SitemapKind, now: Date = new Date()): Promise<SitemapEntry[]> {
  switch (kind) {
    case 'product':
      return listProducts(db, locale, now);
    case 'activity':
      return listActivities(db, locale);
    case 'hotel':
      return listHotels(db);
    case 'landing':
      return listLandings(db, locale, now);
  }
}

const inMarketOrder = (locales: readonly string[]): Locale[] => LOCALES.filter((locale) => locales.includes(locale));

async function listProducts(db: Db, locale: Locale, now: Date): Promise<SitemapEntry[]> {
  const today = marketToday(locale, now);
  const rows = await db
    .selectFrom('offer as o')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .select(['o.id', 'o.locales'])
    .where(sellableOfferSql(locale, today))
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({ rest: [String(row.id)], locales: inMarketOrder(row.locales) }));
}

async function listActivities(db: Db, locale: Locale): Promise<SitemapEntry[]> {
  const rows = await db
    .selectFrom('activity_product as p')
    .select(['p.id', 'p.locales'])
    .where('p.published', '=', true)
    .where('p.meta_robots', 'like', 'index%')
    .where(sql<boolean>`${locale} = any(p.locales)`)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({ rest: [String(row.id)], locales: inMarketOrder(row.locales) }));
}

async function listHotels(db: Db): Promise<SitemapEntry[]> {
  const rows = await db.selectFrom('hotel').select('id').where('active', '=', true).orderBy('id').execute();
  return rows.map((row) => ({ rest: [String(row.id)], locales: [...LOCALES] }));
}

/** A landing's slugs joined with '/': `annecy`, `romantique`, `annecy/romantique`. */
type LandingKey = string;

async function listLandings(db: Db, locale: Locale, now: Date): Promise<SitemapEntry[]> {
  const language = MARKETS[locale].language;
  const siblings = LOCALES.filter((other) => MARKETS[other].language === language);
  const indexableIn = new Map<LandingKey, Locale[]>();
  for (const market of siblings) {
    for (const key of await listIndexableLandings(db, market, language, now)) {
      const markets = indexableIn.get(key) ?? [];
      markets.push(market);
      indexableIn.set(key, markets);
    }
  }
  return [...indexableIn]
    .filter(([, markets]) => markets.includes(locale))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, markets]) => ({ rest: key.split('/'), locales: markets }));
}

/**
 * The landings of one market with enough hotels: destinations, themes, and destination/theme
 * pairs, counted as the landing page counts them (distinct hotels selling a stay of the theme in
 * the market, through the hotel→destination closure). A theme whose slug is also a destination's
 * is left out: the one-segment path resolves to the destination.
 */
async function listIndexableLandings(db: Db, locale: Locale, language: Language, now: Date): Promise<LandingKey[]> {
  const sellable = sellableOfferSql(locale, marketToday(locale, now));
  const min = SEARCH_LANDING_INDEXABLE_MIN_HOTELS;
  const [destinations, themes, pairs] = await Promise.all([
    sql<{ slug: string }>`
      select n.slug from (
        select hd.destination_id from offer o
        join hotel h on h.id = o.hotel_id
        join hotel_destination hd on hd.hotel_id = o.hotel_id
        where ${sellable}
        group by hd.destination_id having count(distinct o.hotel_id) >= ${min}
      ) d join destination_name n on n.destination_id = d.destination_id and n.language = ${language}`.execute(db),
    sql<{ slug: string }>`
      select t.slug ->> ${language} as slug from (
        select theme_id from offer o
        join hotel h on h.id = o.hotel_id
        cross join lateral unnest(o.theme_ids) as u(theme_id)
        where ${sellable}
        group by theme_id having count(distinct o.hotel_id) >= ${min}
      ) c join theme t on t.id = c.theme_id
      where not exists (select 1 from destination_name n where n.language = ${language} and n.slug = t.slug ->> ${language})`.execute(db),
    sql<{ slug: string }>`
      select n.slug || '/' || (t.slug ->> ${language}) as slug from (
        select hd.destination_id, theme_id from offer o
        join hotel h on h.id = o.hotel_id
        join hotel_destination hd on hd.hotel_id = o.hotel_id
        cross join lateral unnest(o.theme_ids) as u(theme_id)
        where ${sellable}
        group by hd.destination_id, theme_id having count(distinct o.hotel_id) >= ${min}
      ) c
      join destination_name n on n.destination_id = c.destination_id and n.language = ${language}
      join theme t on t.id = c.theme_id`.execute(db),
  ]);
  return [...destinations.rows, ...themes.rows, ...pairs.rows].map((row) => row.slug.toLowerCase()).filter((slug) => slug.length > 0);
}
