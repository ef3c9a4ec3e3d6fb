import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';

const BODY_LIMIT = 64 * 1024;

interface Outcome {
  status: number | undefined;
  body: string;
  error: string | undefined;
}

/**
 * A client that writes its whole oversize body at once before reading, on a raw socket (as
 * Playwright's and undici's clients may): the API used to answer 413 and close while the body was
 * still arriving, the connection was reset, and the client never read the answer (EPIPE) — a fuzz
 * finding.
 */
function postOversize(port: number, bytes: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let error: string | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', (caught: NodeJS.ErrnoException) => (error = caught.code));
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(data)?.[1];
      resolve({ status: status ? Number(status) : undefined, body: data.slice(data.indexOf('\r\n\r\n') + 4), error });
    });
    socket.write(`POST /api/logs HTTP/1.1\r\nHost: api.test\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\nConnection: close\r\n\r\n`);
    socket.end(Buffer.alloc(bytes, 'a'));
  });
}

describe('a body over the limit on the API port', () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp({ config: { bodyLimitBytes: BODY_LIMIT } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('is answered 413 problem+json to a client that writes all 8 MiB before reading', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await postOversize(port, 8 * 1024 * 1024);
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it('past the drain bound (16 MiB), the client is cut off rather than read for ever', async () => {
    const answer = await postOversize(port, 40 * 1024 * 1024);
    expect(answer.status === 413 || answer.error !== undefined).toBe(true);
  });
});
