/**
 * The web app's production server (`npm start` runs it through scripts/start.ts): Next's request
 * handler behind our own compression, which Next's `next start` cannot do (decision 0017).
 *
 * - The build's scripts and stylesheets go out as their Brotli copies, compressed at quality 11
 *   when the app was built (scripts/lib/precompress.ts), to browsers that accept Brotli; gzip or
 *   plain otherwise, from Next.
 * - Pages, RSC payloads and everything else are compressed on the fly, Brotli (quality 5: within
 *   a few milliseconds for a page) or gzip as the browser accepts, flushed chunk by chunk so the
 *   streamed HTML keeps streaming (Next calls `res.flush()` after each chunk).
 * - It is the edge: the visitor's address and protocol are decided here (the socket, or what a
 *   trusted front proxy reports: WEB_TRUST_PROXY) and written over whatever X-Forwarded-For,
 *   X-Real-IP, Forwarded or X-Forwarded-Proto the client sent, so no one chooses their identity.
 * - `/api/*` is proxied here (server/api-proxy.ts), with the body limit and the visitor's address,
 *   spread over the API instances of API_INTERNAL_URLS when there are several.
 * - Pages that render the same for every visitor are answered from the page cache (server/page-cache.ts,
 *   decision 0027) while the content and catalog versions they were rendered at are current.
 */
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import next from 'next';
import { getWebConfig } from '../config';
import { createContentApi } from '../lib/api/content';
import { announcesTooLargeBody, createApiProxy } from './api-proxy';
import { ApiUpstreams, upstreamClientOptions } from './api-upstreams';
import { parseTrustList } from './client-address';
import { applyEdgeIdentity, escapeUndecodablePath, isApiPath } from './edge';
import { createPageCache, isLoopbackAddress, type PageCache, type PageRenderer } from './page-cache';
import { PageVersions, pollVersions, VERSION_READ_TIMEOUT_MS } from './page-cache-version';
import { acceptsBrotli, findPrecompressedAsset } from './precompressed-static';
import { staticSecurityHeaders } from './security-headers';

const config = getWebConfig();
const webRoot = path.resolve(import.meta.dirname, '..');
const staticDir = path.join(webRoot, '.next/static');
const port = config.port;
/** How long a stop waits for open requests before it exits anyway. */
const STOP_GRACE_MS = 10_000;
/** Responses smaller than this go out uncompressed: the saving would not pay for the work. */
const COMPRESS_THRESHOLD_BYTES = 1024;
const PAGE_BROTLI_QUALITY = 5;

const assetHeaders = staticSecurityHeaders(config.isProduction);
const trustedProxies = parseTrustList(config.trustedProxies);
const apiUpstreams = new ApiUpstreams(config.apiInternalUrls);
const proxyApiRequest = createApiProxy({ upstreams: apiUpstreams, bodyLimitBytes: config.bodyLimitBytes, proxySecret: config.proxySecret });

/** Serves a precompressed asset and returns true, or returns false to leave the request to Next. */
function servePrecompressed(request: IncomingMessage, response: ServerResponse): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return false;
  if (!acceptsBrotli(request.headers['accept-encoding'])) return false;
  const asset = findPrecompressedAsset(staticDir, new URL(request.url, 'http://localhost').pathname);
  if (!asset) return false;
  for (const { key, value } of assetHeaders) response.setHeader(key, value);
  response.writeHead(200, {
    'Content-Type': asset.contentType,
    'Content-Encoding': 'br',
    'Content-Length': asset.size,
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  });
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  const stream = createReadStream(asset.file);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
  return true;
}

const app = next({ dev: false, dir: webRoot, port });
const handle = app.getRequestHandler();
/** A connect-style middleware on Node's own request and response, which is what compression is. */
type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
// Its type declaration names Express's request and response, which only add to Node's: the
// middleware reads headers and wraps write/end/flush of the response, nothing of Express.
const compress = compression({
  threshold: COMPRESS_THRESHOLD_BYTES,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } },
}) as unknown as NodeMiddleware;

/** Next behind the compression; `beforeHandler` runs once the middleware has wrapped the response. */
const renderPage: PageRenderer = (request, response, beforeHandler) =>
  compress(request, response, () => {
    beforeHandler();
    void handle(request, response);
  });

function startPageCache(): PageCache {
  const versions = new PageVersions();
  const content = createContentApi({ ...upstreamClientOptions(config.apiInternalUrl, apiUpstreams), timeoutMs: VERSION_READ_TIMEOUT_MS });
  const log = (line: string) => console.log(`[web] ${line}`);
  pollVersions({ versions, read: () => content.getVersion(), log });
  return createPageCache({ urlMode: config.urlMode, versions, log });
}

await app.prepare();
const pageCache = config.pageCache ? startPageCache() : undefined;
const noRecording = () => {};
const server = createServer((request, response) => {
  const identity = applyEdgeIdentity(request, trustedProxies);
  if (isApiPath(request.url)) {
    proxyApiRequest(request, response, identity);
    return;
  }
  if (servePrecompressed(request, response)) return;
  if (request.url) request.url = escapeUndecodablePath(request.url);
  if (!pageCache) {
    renderPage(request, response, noRecording);
    return;
  }
  const isLoopbackClient = !identity.viaTrustedProxy && isLoopbackAddress(identity.address);
  pageCache.handle(request, response, renderPage, { isLoopbackClient });
});
// `Expect: 100-continue`: a body announced over the limit is refused before the client sends it.
server.on('checkContinue', (request, response) => {
  if (isApiPath(request.url) && announcesTooLargeBody(request, config.bodyLimitBytes)) {
    // The body will not follow: the connection cannot carry another request after it.
    response.setHeader('Connection', 'close');
  } else {
    response.writeContinue();
  }
  server.emit('request', request, response);
});
server.listen(port, () => console.log(`[web] production server on http://localhost:${port}`));

function stop() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
