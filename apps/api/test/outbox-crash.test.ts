import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@escapade/db';
import { REPO_ROOT, runTs } from '@escapade/db/test-support/embedded-folders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../src/mail/test-support/smtp-sink';
import { openTestDatabase, testDatabase } from './helpers';
import { deleteMailTestOrders, insertMailTestOrder, outboxRowOf, type MailTestOrder } from './mail-fixtures';

const SERVER = path.join(REPO_ROOT, 'apps/api/src/server.ts');
const JOBS_INTERVAL_MS = 250;
const LEASE_MS = 5_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fault test of the outbox: the real API server, as `npm start` runs it, is killed (SIGKILL)
 * after an order's commit, while its e-mail is on the wire; started again, it sends the e-mail
 * exactly once. The server gets the run's database: PostgreSQL, or on the embedded engine a copy
 * of the run's seeded folder of its own (the folder allows one process at a time).
 */
describe('an API server killed between an order and its e-mail', () => {
  let sink: SmtpSink;
  let dataDir: string | undefined;
  let env: Record<string, string>;
  let order: MailTestOrder | undefined;

  const openChildDatabase = (): Promise<DatabaseHandle> =>
    dataDir ? openDatabase({ dataDir, holder: 'the outbox crash test' }) : openTestDatabase();

  beforeAll(async () => {
    sink = await startSmtpSink();
    if (testDatabase.engine === 'pglite') {
      dataDir = mkdtempSync(path.join(tmpdir(), 'escapade-outbox-crash-'));
      // The run's seeded folder (closed by now: the files run one at a time); otherwise the server seeds the test catalog.
      if (testDatabase.dataDir) cpSync(testDatabase.dataDir, dataDir, { recursive: true });
    }
    env = {
      ...(dataDir ? { DATA_DIR: dataDir, DATABASE_URL: '' } : { DATABASE_URL: testDatabase.databaseUrl ?? '' }),
      API_HOST: '127.0.0.1',
      API_PORT: String(await freePort()),
      SEED_SCALE: 'test',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEARCH_INDEX: 'sql',
      AUTOCOMPLETE_INDEX: 'false',
      SMTP_URL: sink.url,
      JOBS: 'true',
      JOBS_INTERVAL_MS: String(JOBS_INTERVAL_MS),
      // A short lease: the second life waits for the dead process's lease, not a minute.
      OUTBOX_LEASE_MS: String(LEASE_MS),
    };
  });

  afterAll(async () => {
    if (order && !dataDir) {
      const handle = await openTestDatabase();
      await deleteMailTestOrders(handle.db, [order]).finally(() => handle.close());
    }
    await sink.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const received = () => sink.messages.filter((message) => order && message.parsed.messageId?.includes(order.id));

  async function waitFor(what: string, condition: () => boolean, server: ReturnType<typeof runTs>, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(server.output())}`);
      const code = await Promise.race([server.exited, sleep(100).then(() => 'running' as const)]);
      if (code !== 'running') throw new Error(`the server exited (${String(code)}) before ${what}: ${server.output().stderr}`);
    }
  }

  it('sends the e-mail exactly once after a restart', { timeout: 420_000 }, async () => {
    // The order's transaction confirms it and queues its e-mail (one commit).
    const handle = await openChildDatabase();
    try {
      order = await insertMailTestOrder(handle.db, { locale: 'fr_FR', firstName: 'Chloé' });
      expect(await outboxRowOf(handle.db, order.id)).toMatchObject({ status: 'PENDING', attempts: 0 });
    } finally {
      // An embedded folder is the server's from now on.
      await handle.close();
    }

    // First life: the server claims the row and starts the delivery; the SMTP server takes the
    // data and does not answer, and the process is killed in the middle.
    sink.hold(true);
    const first = runTs(SERVER, [], env);
    try {
      await waitFor('a delivery in flight', () => sink.heldCount > 0, first, 240_000);
    } finally {
      first.child.kill('SIGKILL');
    }
    expect(await first.exited).toBeNull();
    expect(received()).toHaveLength(0);

    // Second life: the row comes back once the dead process's lease has run out, and leaves once.
    sink.hold(false);
    const second = runTs(SERVER, [], env);
    try {
      await waitFor('the e-mail', () => received().length > 0, second, 240_000 + LEASE_MS);
      // More ticks of the job: nothing more leaves.
      await sleep(10 * JOBS_INTERVAL_MS);
      expect(received()).toHaveLength(1);
    } finally {
      second.child.kill('SIGINT');
    }
    expect(await second.exited).toBe(0);

    const [message] = received();
    expect(message?.parsed.subject).toBe(`Votre réservation n° ${order.bookingNumber} est confirmée`);
    expect(message?.parsed.attachments[0]?.filename).toBe(`confirmation-${order.bookingNumber}.pdf`);
    const after = await openChildDatabase();
    try {
      const row = await outboxRowOf(after.db, order.id);
      expect(row).toMatchObject({ status: 'SENT', attempts: 1, locked_until: null });
      expect(row.message_id).toBe(message?.parsed.messageId);
    } finally {
      await after.close();
    }
  });
});
