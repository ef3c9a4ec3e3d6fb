import { serverApiOptions } from '../../lib/server-api';
import { type SearchApi, createSearchApi } from '../../lib/api/search';

let api: SearchApi | undefined;

/** The search calls of server components: straight to the API on loopback. */
export function getServerSearchApi(): SearchApi {
  api ??= createSearchApi(serverApiOptions());
  return api;
}
