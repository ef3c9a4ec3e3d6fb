import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { drainPlugin } from './drain';

/** How long the route below takes to answer: long enough to be under way when the close begins. */
const ANSWER_MS = 300;

async function listeningApp(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  await app.register(drainPlugin);
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_MS));
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}/slow` };
}

describe('closing while answering', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers keep-alive until the close begins', async () => {
    const started = await listeningApp();
    app = started.app;
    const response = await fetch(started.url);
    expect(response.headers.get('connection')).toBe('keep-alive');
    await response.json();
  });

  it('answers the request under way with Connection: close and ends without waiting for the client to drop its connection', async () => {
    const started = await listeningApp();
    // A keep-alive connection first, then a request on it that is under way when the close begins.
    await (await fetch(started.url)).json();
    const underWay = fetch(started.url);
    await new Promise((resolve) => setTimeout(resolve, ANSWER_MS / 3));
    let isClosed = false;
    const closing = started.app.close().then(() => {
      isClosed = true;
    });
    const response = await underWay;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ ok: true });
    // Without the plugin the close waits for fetch's keep-alive timeout (about 70 s); with it, it
    // ends with the answer. Five seconds is a guard against that hang, not a timing.
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    expect(isClosed).toBe(true);
  });
});
