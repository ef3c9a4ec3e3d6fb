import type { SearchLandingLinksQuery, SuggestionLinkSection } from '@escapade/contracts/search-landing';
import type { Db } from '@escapade/db';
import type { DestinationType } from '@escapade/db/schema';
import type { Language } from '@escapade/domain/markets';
import { sql, type RawBuilder } from 'kysely';
import { searchLandingPath } from './catalog-uris';
import { languageOf } from './market-language';
import { LANDING_TEXTS, landingPlace } from './search-landing-texts';
import { marketToday, sellableOfferSql } from './sellable-offers';

/** Links per section: a block of suggestions, not a sitemap. */
export const LINKS_PER_SECTION = 12;

/**
 * The level of place a page suggests next: a country lists its regions, a region its
 * departments, a department or a touristic place its towns, a town its neighbours (the other
 * towns of its department). A theme page without a destination lists regions.
 */
const NEXT_LEVEL: Readonly<Record<DestinationType, DestinationType>> = {
  country: 'region',
  region: 'department',
  department: 'city',
  touristic_region: 'city',
  poi: 'city',
  sea_resort: 'city',
  ski_resort: 'city',
  city: 'city',
};

interface Place {
  id: number;
  type: DestinationType;
  name: string;
  slug: string;
  department_id: number | null;
  region_id: number | null;
}

interface LinkRow {
  label: string;
  slug: string;
  hotels: number;
}

async function findPlace(db: Db, language: Language, id: number): Promise<Place | undefined> {
  return db
    .selectFrom('destination as d')
    .innerJoin('destination_name as n', (join) => join.onRef('n.destination_id', '=', 'd.id').on('n.language', '=', language))
    .select(['d.id', 'd.type', 'n.name', 'n.slug', 'd.department_id', 'd.region_id'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

async function findTheme(db: Db, language: Language, id: number): Promise<{ name: string; slug: string } | undefined> {
  const row = await db.selectFrom('theme').select(['name', 'slug']).where('id', '=', id).executeTakeFirst();
  return row && { name: row.name[language], slug: row.slug[language] };
}

/** `from … where …` of the market's sellable offers, at hotels of the place and of the theme when given. */
function sellableStays(locale: SearchLandingLinksQuery['locale'], placeId: number | undefined, themeId: number | undefined, extraJoin: RawBuilder<unknown> = sql``) {
  return sql`
    from offer o
    join hotel h on h.id = o.hotel_id
    ${placeId === undefined ? sql`` : sql`join hotel_destination hd on hd.hotel_id = o.hotel_id and hd.destination_id = ${placeId}::int`}
    ${extraJoin}
    where ${sellableOfferSql(locale, marketToday(locale))}
    ${themeId === undefined ? sql`` : sql`and o.theme_ids @> array[${themeId}]::int[]`}`;
}

/** Themes with stays at the place, most hotels first (the page's own theme left out). */
async function countThemes(db: Db, query: SearchLandingLinksQuery, place: Place, language: Language): Promise<LinkRow[]> {
  const result = await sql<LinkRow>`
    with counts as (
      select t.id, count(distinct o.hotel_id)::int as hotels
      ${sellableStays(query.locale, place.id, undefined, sql`cross join lateral unnest(o.theme_ids) as t(id)`)}
      group by t.id
    )
    select theme.name ->> ${language} as label, theme.slug ->> ${language} as slug, c.hotels
    from counts c join theme on theme.id = c.id
    where theme.parent_id is null ${query.themeId === undefined ? sql`` : sql`and theme.id <> ${query.themeId}::int`}
    order by c.hotels desc, theme.position, theme.id
    limit ${LINKS_PER_SECTION}::int
  `.execute(db);
  return result.rows;
}

/** Places of the next level holding stays (of the theme), most hotels first. */
async function countPlaces(db: Db, query: SearchLandingLinksQuery, place: Place | undefined, language: Language): Promise<LinkRow[]> {
  const level = place ? NEXT_LEVEL[place.type] : 'region';
  // A town's neighbours are not among its own hotels: they are counted over its department's (or region's).
  const area = place?.type === 'city' ? (place.department_id ?? place.region_id ?? undefined) : undefined;
  const neighbours = place?.type === 'city' ? sql`and d2.id <> ${place.id}::int` : sql``;
  const levelJoin = sql`join hotel_destination hd2 on hd2.hotel_id = o.hotel_id
    join destination d2 on d2.id = hd2.destination_id and d2.type = ${level} ${neighbours}`;
  const scope = place?.type === 'city' ? area : place?.id;
  if (place?.type === 'city' && area === undefined) return [];
  const result = await sql<LinkRow>`
    with counts as (
      select hd2.destination_id as id, count(distinct o.hotel_id)::int as hotels
      ${sellableStays(query.locale, scope, query.themeId, levelJoin)}
      group by hd2.destination_id
    )
    select n.name as label, n.slug, c.hotels
    from counts c
    join destination_name n on n.destination_id = c.id and n.language = ${language}
    order by c.hotels desc, n.name, c.id
    limit ${LINKS_PER_SECTION}::int
  `.execute(db);
  return result.rows;
}

/**
 * The suggestion link sections of a results page (each a title and links of label, url,
 * numberOfOffers): the themes with stays at the destination, and
 * the places of the next level; for a theme alone, the regions with stays of that theme. Unknown
 * ids answer no section.
 */
export async function listSearchLandingLinks(db: Db, query: SearchLandingLinksQuery): Promise<SuggestionLinkSection[]> {
  const language = languageOf(query.locale);
  const texts = LANDING_TEXTS[language];
  const [place, theme] = await Promise.all([
    query.destinationId === undefined ? undefined : findPlace(db, language, query.destinationId),
    query.themeId === undefined ? undefined : findTheme(db, language, query.themeId),
  ]);
  if ((query.destinationId !== undefined && !place) || (query.themeId !== undefined && !theme)) return [];
  const [themes, places] = await Promise.all([
    place ? countThemes(db, query, place, language) : Promise.resolve([]),
    countPlaces(db, query, place, language),
  ]);
  const sections: SuggestionLinkSection[] = [];
  if (place && themes.length > 0) {
    sections.push({
      title: texts.themesSection(place.name),
      links: themes.map((row) => ({ label: row.label, url: searchLandingPath({ destination: place.slug, theme: row.slug }), numberOfOffers: row.hotels })),
    });
  }
  if (places.length > 0) {
    sections.push({
      title: texts.destinationsSection(landingPlace({ theme: theme?.name, destination: place?.name })),
      links: places.map((row) => ({ label: row.label, url: searchLandingPath({ destination: row.slug, theme: theme?.slug }), numberOfOffers: row.hotels })),
    });
  }
  return sections;
}
