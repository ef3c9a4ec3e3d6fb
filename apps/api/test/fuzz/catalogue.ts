import type { Answer, FuzzRequest } from './request';

/**
 * Real values of the seeded catalogue, read once from the list routes, so that generated requests
 * name existing hotels, products, boxes and destinations and get past the first lookup into deep code.
 */
export interface Catalogue {
  productIds: number[];
  hotelIds: number[];
  hotelSlugs: string[];
  activityIds: number[];
  offerIds: number[];
  boxCodes: string[];
  themeIds: number[];
  tagIds: number[];
  destinationIds: number[];
  destinationTerms: string[];
  landingPaths: string[];
  facetValues: string[];
  imageIds: string[];
  imageSizes: string[];
}

export const EMPTY_CATALOGUE: Catalogue = {
  productIds: [], hotelIds: [], hotelSlugs: [], activityIds: [], offerIds: [], boxCodes: [], themeIds: [], tagIds: [],
  destinationIds: [], destinationTerms: [], landingPaths: [], facetValues: [], imageIds: [], imageSizes: [],
};

type Send = (request: FuzzRequest) => Promise<Answer>;

async function getJson(send: Send, url: string, body?: unknown): Promise<unknown> {
  const request: FuzzRequest = body === undefined
    ? { route: 'catalogue', label: 'catalogue', method: 'GET', url, headers: {} }
    : { route: 'catalogue', label: 'catalogue', method: 'POST', url, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const answer = await send(request);
  if (answer.status !== 200) return undefined;
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

/** Every value of `key` anywhere in the tree (ids of cards, of hotels, of suggestions…). */
function collect(tree: unknown, key: string, into: unknown[] = []): unknown[] {
  if (Array.isArray(tree)) for (const item of tree) collect(item, key, into);
  else if (tree && typeof tree === 'object') {
    for (const [k, v] of Object.entries(tree)) {
      if (k === key) into.push(v);
      collect(v, key, into);
    }
  }
  return into;
}

function allStrings(tree: unknown, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree && typeof tree === 'object') for (const v of Object.values(tree)) allStrings(v, into);
  return into;
}

const unique = <T>(values: T[], max = 40): T[] => [...new Set(values)].slice(0, max);
const numbers = (values: unknown[]) => unique(values.filter((v): v is number => Number.isInteger(v) && (v as number) > 0));
const strings = (values: unknown[]) => unique(values.filter((v): v is string => typeof v === 'string' && v.length > 0));

export async function loadCatalogue(send: Send): Promise<Catalogue> {
  const offers = await getJson(send, '/api/offers.json', { locale: 'fr_FR', pagination: { limit: 100 } });
  const cards = collect(offers, 'exactMatch').flat();
  const hotels = collect(cards, 'hotel');
  const activities = await getJson(send, '/api/search/activity-only.json', { locale: 'fr_FR' });
  const boxes = await getJson(send, '/api/boxes/search?locale=fr_FR');
  const themes = await getJson(send, '/api/themes?locale=fr_FR');
  const tags = await getJson(send, '/api/activity-tags?locale=fr_FR');
  const facets = await getJson(send, '/api/facets.json?locale=fr_FR&withNames=true');
  const suggestions = (await Promise.all(['pa', 'be', 'an', 'ma'].map((term) => getJson(send, `/api/autocomplete?locale=fr_FR&term=${term}`)))).flat();

  const hotelIds = numbers(collect(hotels, 'id'));
  const hotelDetails = await Promise.all(hotelIds.slice(0, 6).map((id) => getJson(send, `/api/hotel/${id}?locale=fr_FR`)));
  const hotelOffers = await Promise.all(hotelIds.slice(0, 4).map((id) => getJson(send, `/api/hotel/${id}/offers?locale=fr_FR`)));
  const images = allStrings([offers, activities, boxes])
    .map((url) => /^\/api\/images\/([^/]+)\/([^/]+)\.webp$/.exec(url))
    .filter((m): m is RegExpExecArray => m !== null);
  const cityUris = strings(collect(hotels, 'uri').concat(collect(collect(hotels, 'location'), 'uri'))).filter((u) => !u.startsWith('/hotel/'));
  const themeSlugs = strings(collect(themes, 'slug'));
  const citySlugs = cityUris.map((u) => u.replace(/^\//, ''));

  return {
    productIds: numbers(cards.map((c) => (c as { id?: unknown }).id)),
    hotelIds,
    hotelSlugs: strings(hotelDetails.map((hotel) => (hotel as { slug?: unknown } | undefined)?.slug)),
    activityIds: numbers(collect(activities, 'results').flat().map((hit) => (hit as { id?: unknown }).id)),
    offerIds: numbers(collect(collect(hotelOffers, 'offers'), 'id')),
    boxCodes: strings(collect(boxes, 'code')),
    themeIds: numbers(collect(themes, 'id')),
    tagIds: numbers(collect(collect(tags, 'list'), 'id')),
    destinationIds: numbers(collect(suggestions, 'id')),
    destinationTerms: strings(collect(suggestions, 'value')),
    landingPaths: unique([...citySlugs, ...themeSlugs, ...citySlugs.flatMap((c) => themeSlugs.slice(0, 2).map((t) => `${c}/${t}`))]),
    facetValues: strings(collect(collect(facets, 'values'), 'id')),
    imageIds: unique(images.map((m) => m[1]!)),
    imageSizes: unique(images.map((m) => m[2]!)),
  };
}
