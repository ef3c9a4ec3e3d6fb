import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: real loopback HTTP servers standing for API instances. */

export interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  body: string;
}

export interface TestInstance {
  name: string;
  port: number;
  origin: string;
  seen: SeenRequest[];
  /** TCP connections accepted: keep-alive reuses them. */
  connections: number;
  close(): Promise<void>;
}

/**
 * A server on 127.0.0.1 (`port`, or any free one) that answers `{"instance": name}`, or, with
 * `reset`, reads the whole request and then drops the connection without answering (an instance
 * that died while handling it).
 */
export async function startInstance(name: string, { port = 0, reset = false }: { port?: number; reset?: boolean } = {}): Promise<TestInstance> {
  const seen: SeenRequest[] = [];
  const server: Server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, body });
      if (reset) {
        request.socket.destroy();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ instance: name }));
    });
  });
  const instance: TestInstance = {
    name,
    port: 0,
    origin: '',
    seen,
    connections: 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  server.on('connection', () => (instance.connections += 1));
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  instance.port = (server.address() as AddressInfo).port;
  instance.origin = `http://127.0.0.1:${instance.port}`;
  return instance;
}

/** A loopback port nothing listens on now (connections to it are refused). */
export async function refusedPort(): Promise<number> {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function listenOnLoopback(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}
