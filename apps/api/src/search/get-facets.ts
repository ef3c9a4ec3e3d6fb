/**
 * `GET /api/facets.json`: facet counts for the search's own criteria plus the filter query, cached
 * under the catalog version like the search answers.
 */
import { FACET_PROPERTY_TYPES, type FacetsQuery, type FacetsResponse } from '@escapade/contracts/search';
import { getOrLoad } from '../cache/cache';
import { computeFacets } from './compute-facets';
import { criteriaFromFacetsQuery } from './criteria-from-facets-query';
import { facetsCacheKey, readCatalogVersion, SEARCH_CACHE_TTL_MS } from './search-cache';
import { inSearchSession } from './search-session';
import type { SearchDeps } from './search-offers';

export async function getFacets({ db, engine, cache }: SearchDeps, query: FacetsQuery): Promise<FacetsResponse> {
  const criteria = criteriaFromFacetsQuery(query);
  // Each requested type once, in the order asked; all of them when none is named.
  const properties = query.propertiesRequested?.length ? [...new Set(query.propertiesRequested)] : [...FACET_PROPERTY_TYPES];
  const options = { properties, withNames: query.withNames };
  const version = await readCatalogVersion(db);
  return getOrLoad(cache, facetsCacheKey(criteria, options, version), SEARCH_CACHE_TTL_MS, () =>
    inSearchSession(db, engine, (trx) => computeFacets(trx, criteria, options)),
  );
}
