import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api-transport';
import { createShellApi } from './shell';

interface Recorded {
  method: string | undefined;
  url: string | undefined;
  body: string;
}

const BRETAGNE_ROMANTIQUE = {
  destination: { id: 12, type: 'region', label: 'Bretagne', slug: 'bretagne', latitude: 48.2, longitude: -2.9 },
  theme: { id: 3, label: 'Romantique', slug: 'romantique' },
  indexable: true,
  numberOfOffers: 14,
  title: 'Week-ends et séjours : Romantique · Bretagne',
  subtitle: '14 hôtels sélectionnés, activités incluses',
  seoText: 'Romantique · Bretagne : 14 hôtels proposent des séjours.',
  canonicalPath: '/bretagne/romantique',
  alternateLocales: ['fr_FR', 'fr_BE'],
};

/** A real HTTP server standing in for the API's routes, so the client's transport is exercised too. */
let server: Server;
let baseUrl: string;
const requests: Recorded[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    requests.push({ method: request.method, url: request.url, body: await readBody(request) });
    const url = new URL(request.url ?? '/', 'http://api.test');
    if (url.pathname === '/api/health') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', database: 'up', engine: 'pglite' }));
    } else if (url.pathname === '/api/search-landing') {
      const path = url.searchParams.get('path');
      if (path === 'bretagne/romantique') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(BRETAGNE_ROMANTIQUE));
      } else if (path === 'broken') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ destination: { id: 1 } }));
      } else if (path === 'failing') {
        response.writeHead(503, { 'content-type': 'application/problem+json' }).end('{}');
      } else {
        response.writeHead(404, { 'content-type': 'application/problem+json' }).end('{}');
      }
    } else {
      response.writeHead(204).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('shell API client', () => {
  it('reads the health answer through its contract', async () => {
    await expect(createShellApi({ baseUrl }).getHealth()).resolves.toEqual({ status: 'ok', database: 'up', engine: 'pglite' });
  });

  it('resolves a search landing path to its destination and theme', async () => {
    const landing = await createShellApi({ baseUrl }).findSearchLanding({ locale: 'fr_FR', path: 'bretagne/romantique' });
    expect(landing).toEqual(BRETAGNE_ROMANTIQUE);
    expect(requests.at(-1)?.url).toBe('/api/search-landing?locale=fr_FR&path=bretagne%2Fromantique');
  });

  it('answers null when the path is no search page (404)', async () => {
    await expect(createShellApi({ baseUrl }).findSearchLanding({ locale: 'nl_BE', path: 'nowhere' })).resolves.toBeNull();
  });

  it('throws an ApiError on an unexpected body, status or a dead API', async () => {
    const client = createShellApi({ baseUrl });
    await expect(client.findSearchLanding({ locale: 'fr_FR', path: 'broken' })).rejects.toBeInstanceOf(ApiError);
    await expect(client.findSearchLanding({ locale: 'fr_FR', path: 'failing' })).rejects.toMatchObject({ status: 503 });
    const dead = createShellApi({ baseUrl: 'http://127.0.0.1:9/api', timeoutMs: 1000 });
    await expect(dead.getHealth()).rejects.toMatchObject({ name: 'ApiError', status: undefined });
  });

  it('posts a client log at level ERROR with the message cut to 256 characters', async () => {
    await createShellApi({ baseUrl }).sendClientLog({ level: 'ERROR', locale: 'it_IT', location: 'http://x/it-it/', message: 'm'.repeat(400) });
    const sent = requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/api/logs');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ level: 'ERROR', locale: 'it_IT', location: 'http://x/it-it/', message: 'm'.repeat(256) });
  });

  it('forwards a not-found report with its uri and locale', async () => {
    await createShellApi({ baseUrl }).reportNotFound({ uri: '/fr-fr/nope?x=1', locale: 'fr_FR' });
    expect(requests.at(-1)?.url).toBe('/api/not-found-report?uri=%2Ffr-fr%2Fnope%3Fx%3D1&locale=fr_FR');
  });
});
