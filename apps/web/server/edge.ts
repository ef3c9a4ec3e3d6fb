import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { BlockList } from 'node:net';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from '../lib/visitor-headers';
import { type EdgeIdentity, resolveEdgeIdentity } from './client-address';

/** Headers a client could use to claim another address, host or protocol. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

/**
 * Decides who the request is for and writes it over what the client sent: X-Forwarded-For and
 * X-Real-IP carry the visitor's address (for Next and its server components), X-Forwarded-Proto
 * their protocol (for `Secure` cookies), and the internal visitor header what server-side API calls
 * forward (lib/server-api.ts). A client's own copy of the API's secret header is dropped.
 */
export function applyEdgeIdentity(request: IncomingMessage, trusted: BlockList): EdgeIdentity {
  const { headers } = request;
  const identity = resolveEdgeIdentity(
    {
      socketAddress: request.socket.remoteAddress,
      isEncrypted: Boolean((request.socket as Partial<TLSSocket>).encrypted),
      forwardedFor: headers['x-forwarded-for'],
      forwardedProto: headers['x-forwarded-proto'],
    },
    trusted,
  );
  // What a trusted front proxy said about the host stays; anything a client said goes.
  const keptHost = identity.viaTrustedProxy ? headers['x-forwarded-host'] : undefined;
  for (const name of FORWARDING_HEADERS) delete headers[name];
  delete headers[CLIENT_ADDRESS_HEADER];
  delete headers[PROXY_SECRET_HEADER];
  headers['x-forwarded-for'] = identity.address;
  headers['x-real-ip'] = identity.address;
  headers['x-forwarded-proto'] = identity.protocol;
  if (keptHost) headers['x-forwarded-host'] = keptHost;
  headers[CLIENT_ADDRESS_HEADER] = identity.address;
  return identity;
}

/**
 * A page path whose percent-encoding does not decode (`/fr-fr/%ff%fe`) with its `%` escaped
 * (`/fr-fr/%25ff%25fe`): Next decodes the path of the original URL to match its routes and answers
 * a bare 500, without security headers, when it cannot — whatever the proxy rewrites it to. The
 * escaped path is an unknown page, the not-found page of its market. Other URLs are returned as is.
 */
export function escapeUndecodablePath(url: string): string {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  try {
    decodeURIComponent(pathname);
    return url;
  } catch {
    return `${pathname.replaceAll('%', '%25')}${queryStart === -1 ? '' : url.slice(queryStart)}`;
  }
}

/** `/api` and everything under it: the API's, proxied as sent. */
export function isApiPath(url: string | undefined): boolean {
  if (!url) return false;
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
