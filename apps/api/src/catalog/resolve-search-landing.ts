import { locationKeyOf } from '@escapade/contracts/location-kinds';
import type { SearchLanding, SearchLandingQuery } from '@escapade/contracts/search-landing';
import type { Db } from '@escapade/db';
import { LOCALES, MARKETS, type Language, type Locale } from '@escapade/domain/markets';
import { searchLandingPath } from './catalog-uris';
import { countLandingHotels } from './count-landing-hotels';
import { languageOf } from './market-language';
import { LANDING_TEXTS, landingPlace } from './search-landing-texts';

/**
 * "The page is noindex unless an indexable flag is on": a landing is indexable when it lists at
 * least this many hotels (our own threshold): fewer results make a thin page that
 * search engines should not index.
 */
export const SEARCH_LANDING_INDEXABLE_MIN_HOTELS = 3;

type LandingDestination = NonNullable<SearchLanding['destination']>;
type LandingTheme = NonNullable<SearchLanding['theme']>;

async function findDestinationBySlug(db: Db, language: Language, slug: string): Promise<LandingDestination | undefined> {
  const row = await db
    .selectFrom('destination_name as n')
    .innerJoin('destination as d', 'd.id', 'n.destination_id')
    .select(['d.id', 'd.type', 'n.name', 'n.slug', 'd.latitude', 'd.longitude'])
    .where('n.language', '=', language)
    .where('n.slug', '=', slug)
    .executeTakeFirst();
  return row && { id: row.id, type: locationKeyOf(row.type), label: row.name, slug: row.slug, latitude: row.latitude, longitude: row.longitude };
}

async function findThemeBySlug(db: Db, language: Language, slug: string): Promise<LandingTheme | undefined> {
  const row = await db
    .selectFrom('theme')
    .select(['id', 'name', 'slug'])
    .where((eb) => eb(eb.ref('slug', '->>').key(language), '=', slug))
    .executeTakeFirst();
  return row && { id: row.id, label: row.name[language], slug: row.slug[language] };
}

/** `annecy`, `/Annecy/romantique/` → its lowercase slugs; undefined when it has more than two. */
export function landingSlugsOf(path: string): string[] | undefined {
  const segments = path.trim().toLowerCase().split('/').filter((segment) => segment !== '');
  return segments.length >= 1 && segments.length <= 2 ? segments : undefined;
}

/**
 * Unknown paths are tested for being a search page: `destination-slug`,
 * `theme-slug` or `destination-slug/theme-slug`, slugs in the market's language. Undefined when
 * the path names neither.
 */
export async function resolveSearchLanding(db: Db, query: SearchLandingQuery): Promise<SearchLanding | undefined> {
  const language = languageOf(query.locale);
  const slugs = landingSlugsOf(query.path);
  if (!slugs) return undefined;
  let destination: LandingDestination | undefined;
  let theme: LandingTheme | undefined;
  if (slugs.length === 2) {
    [destination, theme] = await Promise.all([findDestinationBySlug(db, language, slugs[0]!), findThemeBySlug(db, language, slugs[1]!)]);
    if (!destination || !theme) return undefined;
  } else {
    destination = await findDestinationBySlug(db, language, slugs[0]!);
    if (!destination) theme = await findThemeBySlug(db, language, slugs[0]!);
    if (!destination && !theme) return undefined;
  }
  const filter = { destinationId: destination?.id, themeId: theme?.id };
  const numberOfOffers = await countLandingHotels(db, query.locale, filter);
  const indexable = numberOfOffers >= SEARCH_LANDING_INDEXABLE_MIN_HOTELS;
  // The markets speaking the language share the slugs: the landing's alternates are those where it is indexable too.
  const alternateLocales: Locale[] = [];
  if (indexable) {
    for (const market of LOCALES.filter((other) => MARKETS[other].language === language)) {
      if (market === query.locale || (await countLandingHotels(db, market, filter)) >= SEARCH_LANDING_INDEXABLE_MIN_HOTELS) alternateLocales.push(market);
    }
  }
  const texts = LANDING_TEXTS[language];
  const place = landingPlace({ theme: theme?.label, destination: destination?.label });
  return {
    ...(destination ? { destination } : {}),
    ...(theme ? { theme } : {}),
    indexable,
    numberOfOffers,
    title: texts.title(place),
    subtitle: texts.subtitle(numberOfOffers),
    seoText: texts.seoText(place, numberOfOffers),
    canonicalPath: searchLandingPath({ destination: destination?.slug, theme: theme?.slug }),
    alternateLocales,
  };
}
