/**
 * `GET /api/facets.json`: facet counts for the search's own criteria plus the filter query, cached
 * under the catalog version like the search answers.
 */
import { FACET_PROPERTY_TYPES, type FacetsQuery, type FacetsResponse } from '@escapade/contracts/search';
import { getOrLoad } from '../cache/cache';
import { computeFacets } from './compute-facets';
import { criteriaFromFacetsQuery } from './criteria-from-facets-query';
import { facetsCacheKey, readCatalogVersionShared, SEARCH_CACHE_TTL_MS } from './search-cache';
import { inSearchSession } from './search-session';
import type { SearchDeps } from './search-offers';
import { memoryFacetCounts } from '../search-index/memory-search';

export async function getFacets({ db, engine, cache, index }: SearchDeps, query: FacetsQuery): Promise<FacetsResponse> {
  const criteria = criteriaFromFacetsQuery(query);
  // Each requested type once, in the order asked; all of them when none is named.
  const properties = query.propertiesRequested?.length ? [...new Set(query.propertiesRequested)] : [...FACET_PROPERTY_TYPES];
  const options = { properties, withNames: query.withNames };
  const version = await readCatalogVersionShared(db);
  return getOrLoad(cache, facetsCacheKey(criteria, options, version), SEARCH_CACHE_TTL_MS, async () => {
    // The in-memory index (decision 0009) when it is at least as new as the version of the key.
    const data = index ? await index.readyAt(version) : undefined;
    if (data) return computeFacets(db, criteria, options, (c, groups) => memoryFacetCounts(data, c, groups), version);
    return inSearchSession(db, engine, (trx) => computeFacets(trx, criteria, options, undefined, version));
  });
}
