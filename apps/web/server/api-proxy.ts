import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import { PROBLEM_CONTENT_TYPE, problemTypeOf, type ProblemCode } from '@escapade/contracts/problem';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from '../lib/visitor-headers';
import { isConnectFailure, isIdempotentMethod, type ApiUpstreams, type Upstream } from './api-upstreams';
import type { EdgeIdentity } from './client-address';

/**
 * The site's `/api/*` proxy in production (Next's rewrite still serves `next dev`). The production
 * server forwards to the API itself so that:
 * - a body over the API's limit (BODY_LIMIT_BYTES) gets the API's own 413 problem, whether it is
 *   announced by Content-Length or streamed in chunks — Next's proxy kept writing into the API's
 *   closed socket and answered a bare 500 (EPIPE);
 * - the API learns the visitor's address from a header it believes only with PROXY_SECRET, never
 *   from X-Forwarded-For, which any client can write;
 * - requests are spread over the API instances (API_INTERNAL_URLS), each with its keep-alive
 *   connections, and go to the next instance when one refuses (server/api-upstreams.ts).
 */

export interface ApiProxyOptions {
  /** The API instances (API_INTERNAL_URLS, or API_INTERNAL_URL alone). */
  upstreams: ApiUpstreams;
  bodyLimitBytes: number;
  proxySecret: string | undefined;
  /** How long the API may take to answer before the visitor gets a 503. */
  timeoutMs?: number;
}

/** Headers of one hop only (RFC 9110 §7.6.1): never forwarded either way. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization', 'proxy-authenticate']);
/** Past this, a body we already refused is not read to its end: the connection is closed instead. */
const MIN_DRAIN_BYTES = 16 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 60_000;

const PROBLEM_TITLES: Partial<Record<ProblemCode, string>> = {
  PAYLOAD_TOO_LARGE: 'Payload too large',
  SERVICE_UNAVAILABLE: 'Service unavailable',
};

function pathOf(url: string | undefined): string {
  const value = url ?? '/';
  const queryStart = value.indexOf('?');
  return queryStart === -1 ? value : value.slice(0, queryStart);
}

/** The problem document the API itself would answer (same fields as its error handler's). */
export function sendEdgeProblem(response: ServerResponse, code: 'PAYLOAD_TOO_LARGE' | 'SERVICE_UNAVAILABLE', status: number, detail: string, url: string | undefined): void {
  const body = JSON.stringify({ type: problemTypeOf(code), title: PROBLEM_TITLES[code], status, detail, instance: pathOf(url), code });
  response.writeHead(status, {
    'Content-Type': PROBLEM_CONTENT_TYPE,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(body);
}

function tooLargeDetail(limit: number): string {
  return `The request body exceeds the limit of ${limit} bytes.`;
}

function declaredLength(request: IncomingMessage): number | undefined {
  const value = request.headers['content-length'];
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

function hasBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || (declaredLength(request) ?? 0) > 0;
}

/** Whether a request announces a body over the limit before sending it (Content-Length). */
export function announcesTooLargeBody(request: IncomingMessage, bodyLimitBytes: number): boolean {
  return (declaredLength(request) ?? 0) > bodyLimitBytes;
}

function upstreamHeaders(headers: IncomingHttpHeaders, apiHost: string, identity: EdgeIdentity, proxySecret: string | undefined, bodyLength: number | undefined): OutgoingHttpHeaders {
  const forwarded: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'host' || name === 'content-length' || name === 'expect') continue;
    if (name === CLIENT_ADDRESS_HEADER || name === PROXY_SECRET_HEADER) continue;
    forwarded[name] = value;
  }
  if (headers.host) forwarded['x-forwarded-host'] = headers.host;
  forwarded.host = apiHost;
  if (bodyLength !== undefined) forwarded['content-length'] = String(bodyLength);
  if (proxySecret) {
    forwarded[CLIENT_ADDRESS_HEADER] = identity.address;
    forwarded[PROXY_SECRET_HEADER] = proxySecret;
  }
  return forwarded;
}

function responseHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

export function createApiProxy({ upstreams, bodyLimitBytes, proxySecret, timeoutMs = DEFAULT_TIMEOUT_MS }: ApiProxyOptions) {
  const agents = upstreams.list.map(({ url }) => (url.protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true })));
  const drainLimit = Math.max(MIN_DRAIN_BYTES, 4 * bodyLimitBytes);

  function refuseTooLarge(request: IncomingMessage, response: ServerResponse): void {
    sendEdgeProblem(response, 'PAYLOAD_TOO_LARGE', 413, tooLargeDetail(bodyLimitBytes), request.url);
  }

  /**
   * Sends the request to `order[attempt]`; on a failure before any answer, to the next instance
   * when the request may go twice (server/api-upstreams.ts), else a 503.
   */
  function forward(request: IncomingMessage, response: ServerResponse, identity: EdgeIdentity, body: Buffer | undefined, order: readonly Upstream[], attempt = 0, staleRetried = false): void {
    const target = order[attempt]!;
    const transport = target.url.protocol === 'https:' ? https : http;
    const upstream = transport.request({
      protocol: target.url.protocol,
      hostname: target.url.hostname,
      port: target.url.port,
      method: request.method,
      path: request.url,
      headers: upstreamHeaders(request.headers, target.url.host, identity, proxySecret, body?.length),
      agent: agents[target.index],
      timeout: timeoutMs,
    });
    let timedOut = false;
    upstream.on('timeout', () => {
      timedOut = true;
      upstream.destroy(new Error('the API did not answer in time'));
    });
    upstream.on('response', (answer) => {
      upstreams.markUp(target);
      response.writeHead(answer.statusCode ?? 502, responseHeaders(answer.headers));
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // We cut the call ourselves: the visitor left (a search cancelled by the next one).
      if (response.destroyed) return;
      if (response.headersSent) {
        response.destroy();
        return;
      }
      // A kept-alive connection the API closed as we reused it: the request never reached it
      // (Node's documented case), and the body is in hand, so it is sent again once, there.
      if (!staleRetried && upstream.reusedSocket && error.code === 'ECONNRESET') {
        forward(request, response, identity, body, order, attempt, true);
        return;
      }
      const neverSent = isConnectFailure(error);
      if (neverSent) upstreams.markDown(target);
      // A request the API took too long to answer is not sent again: the visitor has waited enough.
      const mayRetry = !timedOut && (neverSent || isIdempotentMethod(request.method));
      if (mayRetry && attempt + 1 < order.length) {
        forward(request, response, identity, body, order, attempt + 1, false);
        return;
      }
      console.warn(`[web] /api proxy: ${request.method} ${pathOf(request.url)} failed on API instance ${target.index + 1}: ${error.message}`);
      sendEdgeProblem(response, 'SERVICE_UNAVAILABLE', 503, 'The service is unavailable; please try again shortly.', request.url);
    });
    // The visitor left: stop asking the API on their behalf.
    const stopWhenGone = () => {
      if (!response.writableFinished) upstream.destroy();
    };
    response.once('close', stopWhenGone);
    upstream.once('close', () => response.off('close', stopWhenGone));
    upstream.end(body);
  }

  /** Proxies one `/api/*` request for the visitor the edge identified. */
  return function proxyApiRequest(request: IncomingMessage, response: ServerResponse, identity: EdgeIdentity): void {
    if (!hasBody(request)) {
      forward(request, response, identity, undefined, upstreams.attemptOrder());
      return;
    }
    const declared = declaredLength(request);
    if (declared !== undefined && declared > bodyLimitBytes) {
      // Node reads and discards the unread body after the answer, keeping the connection; a body
      // too big to be worth reading closes it instead.
      if (declared > drainLimit) response.setHeader('Connection', 'close');
      refuseTooLarge(request, response);
      return;
    }
    // Bodies are read whole (at most the limit) before the API sees them, so that a refused body
    // never reaches it half-sent.
    const chunks: Buffer[] = [];
    let received = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (refused) {
        if (received > drainLimit) request.socket.destroy();
        return;
      }
      if (received > bodyLimitBytes) {
        refused = true;
        chunks.length = 0;
        refuseTooLarge(request, response);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!refused) forward(request, response, identity, Buffer.concat(chunks, received), upstreams.attemptOrder());
    });
    request.on('error', () => response.destroy());
  };
}
