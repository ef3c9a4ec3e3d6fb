import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { getWebConfig } from '../config';
import type { ApiClient } from './api-client';
import { createApiClient } from './api-client';
import type { ApiClientOptions } from './api-transport';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from './visitor-headers';

/**
 * A fetch for the API that names the visitor the call is made for (beside PROXY_SECRET, which the
 * API checks): without it every visitor's writes would count against one client, the web server.
 * `visitorOf` gives the visitor's address, set on the request by the production server's edge
 * (server/edge.ts); undefined → an anonymous call, counted against the web server itself.
 */
export function createVisitorFetch(proxySecret: string | undefined, visitorOf: () => Promise<string | undefined>, fetchImpl: typeof fetch = fetch): typeof fetch {
  if (!proxySecret) return fetchImpl;
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const visitor = await visitorOf();
    if (!visitor) return fetchImpl(input, init);
    const withVisitor = new Headers(init?.headers);
    withVisitor.set(CLIENT_ADDRESS_HEADER, visitor);
    withVisitor.set(PROXY_SECRET_HEADER, proxySecret);
    return fetchImpl(input, { ...init, headers: withVisitor });
  };
}

/** The visitor of the request being rendered, or undefined outside a request (start-up, build). */
async function visitorOfCurrentRequest(): Promise<string | undefined> {
  try {
    return (await headers()).get(CLIENT_ADDRESS_HEADER) ?? undefined;
  } catch (error) {
    // Next's own control flow (dynamic rendering bail-outs) must go through.
    unstable_rethrow(error);
    return undefined;
  }
}

/**
 * The options of every server-side API client (server components, route handlers): straight to the
 * API on loopback, for the visitor of the current request. `visitor` names one explicitly, for
 * code that runs outside the request's scope (an error report).
 */
export function serverApiOptions(visitor?: string): ApiClientOptions {
  const { apiInternalUrl, proxySecret } = getWebConfig();
  const visitorOf = visitor === undefined ? visitorOfCurrentRequest : async () => visitor;
  return { baseUrl: `${apiInternalUrl}/api`, fetch: createVisitorFetch(proxySecret, visitorOf) };
}

let client: ApiClient | undefined;

/** The API client of server components and route handlers, for the visitor of the current request. */
export function getServerApi(): ApiClient {
  client ??= createApiClient(serverApiOptions());
  return client;
}
