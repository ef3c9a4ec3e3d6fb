import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { getWebConfig } from '../config';
import { ApiUpstreams, upstreamClientOptions } from '../server/api-upstreams';
import { createAccountProfileApi } from './api/account-profile';
import { createActivityApi } from './api/activity';
import { createBoxesApi } from './api/boxes';
import { createCheckoutApi } from './api/checkout';
import { createContentApi } from './api/content';
import { createCookieForwardingFetch, createCustomerCareApi } from './api/customer-care';
import { createHotelApi } from './api/hotel';
import { createProductApi } from './api/product';
import { createSearchApi } from './api/search';
import { createShellApi } from './api/shell';
import { createTripsApi } from './api/trips';
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

/** The Cookie header of the request being rendered, or undefined outside a request. */
async function cookieOfCurrentRequest(): Promise<string | undefined> {
  try {
    return (await headers()).get('cookie') ?? undefined;
  } catch (error) {
    unstable_rethrow(error);
    return undefined;
  }
}

let upstreams: ApiUpstreams | undefined;

/**
 * The base URL and visitor of every server-side call, spread over the API instances
 * (API_INTERNAL_URLS) by one round-robin for the process; each feature client keeps its own timeout.
 */
function serverApiOptions(visitorOf: () => Promise<string | undefined>): ApiClientOptions {
  const { apiInternalUrl, apiInternalUrls, proxySecret } = getWebConfig();
  upstreams ??= new ApiUpstreams(apiInternalUrls);
  const { baseUrl, fetch: upstreamFetch } = upstreamClientOptions(apiInternalUrl, upstreams);
  return { baseUrl, fetch: createVisitorFetch(proxySecret, visitorOf, upstreamFetch) };
}

function createServerApi(options: ApiClientOptions) {
  const forVisitor = { ...options, fetch: createCookieForwardingFetch(cookieOfCurrentRequest, options.fetch) };
  return {
    // The clients that act for the signed-in visitor (an agent, a customer's trips and profile) send the request's cookie.
    accountProfile: createAccountProfileApi(forVisitor),
    activity: createActivityApi(options),
    boxes: createBoxesApi(options),
    checkout: createCheckoutApi(options),
    content: createContentApi(options),
    customerCare: createCustomerCareApi(forVisitor),
    hotel: createHotelApi(options),
    product: createProductApi(options),
    search: createSearchApi(options),
    shell: createShellApi(options),
    trips: createTripsApi(forVisitor),
  };
}

export type ServerApi = ReturnType<typeof createServerApi>;

let current: ServerApi | undefined;

/**
 * The one way server code reaches the API (server components, screen loaders, route handlers): the
 * feature clients of `lib/api/`, straight to the API on loopback, for the visitor of the request
 * being rendered. The browser uses each module's `browser…Api` (same origin, proxied).
 */
export function serverApi(): ServerApi {
  current ??= createServerApi(serverApiOptions(visitorOfCurrentRequest));
  return current;
}

/** The same, for a visitor named explicitly: code that runs outside the request's scope (a crash report). */
export function serverApiFor(visitor: string): ServerApi {
  return createServerApi(serverApiOptions(async () => visitor));
}
