/**
 * The headers by which the web server names the visitor it calls the API for (its `/api/*` proxy
 * and its server-side calls). The API believes the address only beside the shared PROXY_SECRET
 * (apps/api/src/plugins/rate-limit.ts, which names the same headers), so each visitor keeps their
 * own rate-limit budget instead of all sharing the web server's.
 */
export const CLIENT_ADDRESS_HEADER = 'x-escapade-client-address';
export const PROXY_SECRET_HEADER = 'x-escapade-proxy-secret';
