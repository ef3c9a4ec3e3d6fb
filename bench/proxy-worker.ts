/**
 * The web production server's `/api/*` path, in a worker thread of the benchmark's process: the
 * edge's identity of the visitor (apps/web/server/edge.ts) and the proxy (apps/web/server/api-proxy.ts)
 * over the API instances, in an HTTP server on loopback. Search requests are all `/api/*`, which
 * the production server hands to this proxy before Next sees them, so Next itself is not needed
 * here (nor a web build). Its own thread, as the production server is its own process: the proxy's
 * work is not done on the API's event loop nor on autocannon's.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { createApiProxy } from '../apps/web/server/api-proxy';
import { ApiUpstreams } from '../apps/web/server/api-upstreams';
import { parseTrustList } from '../apps/web/server/client-address';
import { applyEdgeIdentity } from '../apps/web/server/edge';

export interface ProxyWorkerInput {
  /** The API instances' origins. */
  upstreams: string[];
  proxySecret: string;
  bodyLimitBytes: number;
}

export type FromProxyWorker = { type: 'ready'; port: number } | { type: 'stopped' } | { type: 'failed'; message: string };
export type ToProxyWorker = { type: 'stop' };

const input = workerData as ProxyWorkerInput;
if (!parentPort) throw new Error('proxy-worker runs as a worker thread of bench/search.ts');
const port = parentPort;
const send = (message: FromProxyWorker) => port.postMessage(message);

async function main(): Promise<void> {
  const proxy = createApiProxy({ upstreams: new ApiUpstreams(input.upstreams), bodyLimitBytes: input.bodyLimitBytes, proxySecret: input.proxySecret });
  // No trusted front proxy: the production server's default (WEB_TRUST_PROXY unset).
  const trusted = parseTrustList([]);
  const server = http.createServer((request, response) => proxy(request, response, applyEdgeIdentity(request, trusted)));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  send({ type: 'ready', port: (server.address() as AddressInfo).port });
  port.on('message', (message: ToProxyWorker) => {
    if (message.type !== 'stop') return;
    server.closeAllConnections();
    server.close(() => send({ type: 'stopped' }));
  });
}

main().catch((error: unknown) => send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
