import { getWebConfig } from '../config';
import type { ApiClient } from './api-client';
import { createApiClient } from './api-client';

let client: ApiClient | undefined;

/** The API client of server components and route handlers: straight to the API on loopback. */
export function getServerApi(): ApiClient {
  client ??= createApiClient({ baseUrl: `${getWebConfig().apiInternalUrl}/api` });
  return client;
}
