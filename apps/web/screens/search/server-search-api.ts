import { getWebConfig } from '../../config';
import { type SearchApi, createSearchApi } from '../../lib/api/search';

let api: SearchApi | undefined;

/** The search calls of server components: straight to the API on loopback. */
export function getServerSearchApi(): SearchApi {
  api ??= createSearchApi({ baseUrl: `${getWebConfig().apiInternalUrl}/api` });
  return api;
}
