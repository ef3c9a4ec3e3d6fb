/**
 * Several API instances on one PostgreSQL and one Redis (decision 0032). Two instances of the real
 * app run in this process, each listening on loopback and driven over HTTP, on one seeded database
 * of this file's own and one Redis:
 *
 * - a booking through A makes the sold-out night disappear from B's searches within 1 s;
 * - the write budget per client is one, whichever instance counts it;
 * - the outbox sends each e-mail once while both instances' workers run;
 * - B restarted under load answers from SQL while its index builds, without an error.
 *
 * In-process rather than child processes: each instance has its own pools (B a read pool too),
 * its own Redis connection, search and autocomplete indexes, search memos, job runner, mailer and
 * payment webhook sender — everything a process of its own would hold. What the module system
 * shares between them is pure (calendar arithmetic, facet names keyed by the catalog version and
 * its epoch), so nothing one instance learns reaches the other except through PostgreSQL and
 * Redis. And in one process the test can read each instance's index state as it answers.
 *
 * Runs on PostgreSQL with Redis only (TEST_ENGINE=postgres, TEST_REDIS_URL or the local Redis):
 * the embedded database allows one process, and shared budgets need Redis.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createOrderResponseSchema, orderViewSchema, type CreateOrderRequest } from '@escapade/contracts/checkout';
import { problemSchema } from '@escapade/contracts/problem';
import { offersRequestSchema, type OffersRequestInput, type OffersResponse } from '@escapade/contracts/search';
import type { Locale } from '@escapade/domain/markets';
import { openDatabase, type DatabaseHandle } from '@escapade/db';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { createMemoryCache } from '../src/cache/memory-cache';
import { DEFAULT_WRITES_PER_MINUTE, type Config } from '../src/config';
import { messageIdOf } from '../src/mail/mailer';
import { startSmtpSink, type SmtpSink } from '../src/mail/test-support/smtp-sink';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from '../src/plugins/rate-limit';
import { searchOffers } from '../src/search/search-offers';
import type { SearchIndexStats } from '../src/search-index/search-index';
import { captureLogs, testConfig, testDatabase, type LogCapture } from './helpers';
import { insertMailTestOrder } from './mail-fixtures';
import { findQuietStay, stayOrder, SUCCEEDING_CARD_NUMBER, type Stay } from './orders-fixtures';
import { createSeededDatabase, type OwnDatabase } from './own-database';
import { dayFromToday } from './search-support';
import { connectRedisOrSkip } from './redis-or-skip';

/** The local Redis of the machine (GUIDE: 127.0.0.1:6379), or the one CI names. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The bound: a night sold on one instance is gone from the other's searches within a second. */
const SOLD_OUT_SEEN_WITHIN_MS = 1_000;
const PROXY_SECRET = `scale-out-proxy-${randomBytes(8).toString('hex')}`;
/** PSP_SANDBOX_WEBHOOK_SECRET, the same on both: a webhook signed by one instance is checked by the other. */
const WEBHOOK_SECRET = randomBytes(24).toString('hex');
const JOBS_INTERVAL_MS = 100;
const POOL_MAX = 4;
/** Confirmed orders queued at once for the two outbox workers (batches of 10 each). */
const MAIL_ORDERS = 20;
/** Answers B must give while its index builds, and once it is ready, in the restart test. */
const ANSWERS_PER_PHASE = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


const redis = testDatabase.engine === 'postgres' ? await connectRedisOrSkip(REDIS_URL) : undefined;
const skipReason =
  testDatabase.engine !== 'postgres'
    ? 'it needs PostgreSQL (TEST_ENGINE=postgres TEST_DATABASE_URL=postgres://…): the embedded database allows one process'
    : redis
      ? undefined
      : `it needs Redis, which does not answer at ${REDIS_URL} (set TEST_REDIS_URL)`;
if (skipReason) console.warn(`[scale-out.test] SKIPPED: ${skipReason}.`);

interface Instance {
  name: string;
  app: App;
  url: string;
  port: number;
  logs: LogCapture;
  stop(): Promise<void>;
}

/** What the web server adds to every request it makes for a visitor (plugins/rate-limit.ts). */
const fromVisitor = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address, [PROXY_SECRET_HEADER]: PROXY_SECRET });
/** A documentation address (RFC 3849) of its own per call: rate-limit counters outlive a run in Redis. */
const newVisitor = () => `2001:db8:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;

async function postJson(instance: Instance, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${instance.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function search(instance: Instance, body: OffersRequestInput): Promise<OffersResponse> {
  const response = await postJson(instance, '/api/offers.json', body);
  if (response.status !== 200) throw new Error(`${instance.name} answered a search with ${response.status}: ${await response.text()}`);
  return (await response.json()) as OffersResponse;
}

/** What a search answer says, for comparing two instances' answers: the stays, their prices and rooms, the total. */
function gist(answer: OffersResponse) {
  return {
    totalCount: answer.searchDetails.totalCount,
    cards: answer.exactMatch.map((card) => ({ id: card.id, hotelId: card.hotel.id, sellPrice: card.sellPrice, availableRooms: card.availableRooms })),
  };
}

describe.skipIf(skipReason !== undefined)('two API instances on one PostgreSQL and one Redis', () => {
  let database: OwnDatabase | undefined;
  let admin: DatabaseHandle;
  let sink: SmtpSink;
  let a: Instance;
  let b: Instance;
  const visitors: string[] = [];

  /** The settings both instances share, as a deployment gives every instance the same environment. */
  const sharedConfig = (): Partial<Config> => ({
    logLevel: 'info',
    redisUrl: REDIS_URL,
    proxySecret: PROXY_SECRET,
    searchIndex: 'memory',
    autocompleteIndex: true,
    mail: { smtpUrl: sink.url, from: 'Escapade <reservations@escapade.example>' },
    jobs: { enabled: true, intervalMs: JOBS_INTERVAL_MS, outboxLeaseMs: 60_000 },
  });

  async function startInstance(name: string, config: Partial<Config>, port = 0): Promise<Instance> {
    if (!database) throw new Error('the database is created first');
    const handle = await openDatabase({ databaseUrl: database.url, poolMax: POOL_MAX });
    const logs = captureLogs();
    let app: App;
    try {
      app = await buildApp({ config: testConfig({ ...sharedConfig(), ...config }), db: handle, logStream: logs.stream });
      await app.listen({ host: '127.0.0.1', port });
    } catch (error) {
      await handle.close();
      throw error;
    }
    const bound = (app.server.address() as AddressInfo).port;
    return {
      name,
      app,
      url: `http://127.0.0.1:${bound}`,
      port: bound,
      logs,
      stop: async () => {
        await app.close();
        await handle.close();
      },
    };
  }

  /** B's settings: a read pool (DATABASE_READ_URL, here the same database), and A's webhook route for the sandbox's webhooks. */
  const configOfB = (): Partial<Config> => ({
    databaseReadUrl: database?.url,
    payments: { provider: 'sandbox', webhookSecret: WEBHOOK_SECRET, webhookUrl: `${a.url}/api/payments/webhook` },
  });

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await createSeededDatabase(testDatabase.databaseUrl as string, `so_api_scale_out_${process.pid}_${Date.now()}`);
    admin = await openDatabase({ databaseUrl: database.url, poolMax: 2 });
    a = await startInstance('A', { payments: { provider: 'sandbox', webhookSecret: WEBHOOK_SECRET, webhookUrl: undefined } });
    b = await startInstance('B', configOfB());
    await Promise.all([a.app.searchIndex?.whenReady(), b.app.searchIndex?.whenReady()]);
  });

  afterAll(async () => {
    const closing = await Promise.allSettled([a?.stop(), b?.stop()]);
    try {
      if (admin && redis) {
        // The run's keys in Redis: its catalog and content versions' answers, its visitors' counters.
        const { rows: epochs } = await sql<{ epoch: string }>`select epoch from catalog_version union all select epoch from content_version`.execute(admin.db);
        for (const pattern of [...epochs.map(({ epoch }) => `escapade:cache:*${epoch}*`), ...visitors.map((v) => `escapade:rate-limit:*${v}*`)]) {
          const keys = await redis.keys(pattern);
          if (keys.length) await redis.del(...keys);
        }
      }
    } finally {
      await admin?.close();
      await database?.drop();
      await sink?.stop();
      await redis?.quit();
    }
    for (const outcome of closing) if (outcome.status === 'rejected') throw outcome.reason;
  });

  it('a booking through A takes the last room of a night: B\'s searches stop offering it within 1 s, and B\'s payment page confirms it through A', async () => {
    const stay: Stay = await findQuietStay(admin.db, 1);
    // The last room of the night: the booking sells it out.
    await admin.db.updateTable('offer_night').set({ rooms_left: 1 }).where('offer_id', '=', stay.offerId).where('night', '=', stay.checkin).execute();
    const { hotel_id: hotelId } = await admin.db.selectFrom('offer').select('hotel_id').where('id', '=', stay.offerId).executeTakeFirstOrThrow();
    const hotelSearch: OffersRequestInput = { locale: 'fr_FR', orderBy: 'priceAsc', searchCriterias: { hotelId, checkin: stay.checkin, night: 1, adult: 2, child: 0, baby: 0 } };
    const isOffered = (answer: OffersResponse) => answer.exactMatch.some((card) => card.id === stay.offerId);
    expect(isOffered(await search(a, hotelSearch))).toBe(true);
    expect(isOffered(await search(b, hotelSearch))).toBe(true);

    const visitor = newVisitor();
    visitors.push(visitor);
    const quote = await fetch(`${a.url}/api/product/${stay.offerId}/quote?${new URLSearchParams({ locale: 'fr_FR', checkin: stay.checkin, nights: '1', adult: '2', child: '0', baby: '0' })}`);
    expect(quote.status).toBe(200);
    const { amountToPayToday } = (await quote.json()) as { amountToPayToday: number };
    const order: CreateOrderRequest = stayOrder(stay, amountToPayToday);
    const created = await postJson(a, '/api/purchase/orders', order, { 'idempotency-key': `scale-out-${randomBytes(8).toString('hex')}`, ...fromVisitor(visitor) });
    const bookedAt = performance.now();
    expect(created.status, await created.clone().text()).toBe(201);
    const { order: view, payment } = createOrderResponseSchema.parse(await created.json());

    // B learns of the booking from the database alone: its next search reads a newer catalog
    // version, and its index applies the change log's rows for the offer.
    let goneAfterMs: number | undefined;
    for (;;) {
      const answer = await search(b, hotelSearch);
      const elapsed = performance.now() - bookedAt;
      if (!isOffered(answer)) {
        goneAfterMs = elapsed;
        break;
      }
      if (elapsed > SOLD_OUT_SEEN_WITHIN_MS) break;
      await sleep(10);
    }
    expect(goneAfterMs, 'the sold-out night is still offered by B after 1 s').toBeDefined();
    expect(goneAfterMs).toBeLessThanOrEqual(SOLD_OUT_SEEN_WITHIN_MS);
    console.info(`[scale-out.test] the sold-out night left B's searches ${Math.round(goneAfterMs ?? NaN)} ms after A's booking answered.`);
    expect(b.app.searchIndex?.stats).toMatchObject({ state: 'ready', rebuilds: 1 });
    expect(b.app.searchIndex?.stats.deltasApplied).toBeGreaterThan(0);
    expect(isOffered(await search(a, hotelSearch))).toBe(false);

    // The visitor pays on the sandbox's page as B serves it; B's sandbox signs the webhook, A checks and applies it.
    if (payment.kind !== 'redirect') throw new Error(`expected the hosted payment page, got ${payment.kind}`);
    const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
    const paid = await fetch(`${b.url}${payment.url}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...fromVisitor(visitor) },
      body: new URLSearchParams({ number: SUCCEEDING_CARD_NUMBER, expiry, cvc: '123', name: 'Camille Dupont' }).toString(),
    });
    expect(paid.status).toBe(303);
    const webhooksOnA = () => a.logs.records().filter((line) => (line.req as { url?: string } | undefined)?.url === '/api/payments/webhook');
    await expect.poll(() => webhooksOnA().length, { timeout: 5_000 }).toBeGreaterThan(0);
    const readOnB = await fetch(`${b.url}/api/purchase/orders/${view.orderUUID}`);
    expect(readOnB.status).toBe(200);
    expect(orderViewSchema.parse(await readOnB.json()).status).toBe('CONFIRMED');
    expect(isOffered(await search(b, hotelSearch))).toBe(false);
  });

  it(`spends one write budget across A and B: ${DEFAULT_WRITES_PER_MINUTE} writes a minute (RATE_LIMIT_WRITE_PER_MINUTE's default), the next refused by either`, async () => {
    expect(testConfig().rateLimitWritePerMinute).toBe(DEFAULT_WRITES_PER_MINUTE);
    const visitor = newVisitor();
    visitors.push(visitor);
    const log = { level: 'INFO', locale: 'fr_FR', location: '/fr-fr/', message: 'scale-out budget' };
    const write = (instance: Instance, who = visitor) => postJson(instance, '/api/logs', log, fromVisitor(who));
    for (let i = 0; i < DEFAULT_WRITES_PER_MINUTE; i += 1) {
      const response = await write(i % 2 === 0 ? a : b);
      expect(response.status).toBe(204);
      // Each instance reports the budget left in Redis, the other's writes counted.
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(DEFAULT_WRITES_PER_MINUTE - 1 - i));
    }
    for (const instance of [a, b]) {
      const refused = await write(instance);
      expect(refused.status, instance.name).toBe(429);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(problemSchema.parse(await refused.json())).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        detail: expect.stringContaining(`at most ${DEFAULT_WRITES_PER_MINUTE} per minute`),
      });
    }
    // The budget is the visitor's: another visitor's writes still go through on both.
    const other = newVisitor();
    visitors.push(other);
    expect([(await write(a, other)).status, (await write(b, other)).status]).toEqual([204, 204]);
  });

  it('the outbox sends each e-mail exactly once while both instances\' workers run', async () => {
    const locales: Locale[] = ['fr_FR', 'fr_BE', 'nl_BE', 'es_ES'];
    for (let i = 0; i < MAIL_ORDERS; i += 1) await insertMailTestOrder(admin.db, { locale: locales[i % locales.length]!, firstName: 'Scale' });
    // Both claim at once, on top of their own ticks.
    await Promise.all([a.app.jobs.runNow(), b.app.jobs.runNow()]);
    const unsent = () => admin.db.selectFrom('outbox_message').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '<>', 'SENT').executeTakeFirstOrThrow();
    await expect.poll(async () => Number((await unsent()).count), { timeout: 60_000, interval: 100 }).toBe(0);

    const rows = await admin.db.selectFrom('outbox_message').select(['id', 'order_id', 'attempts']).orderBy('id').execute();
    // The booking's confirmation and the orders of this test.
    expect(rows.length).toBe(MAIL_ORDERS + 1);
    const received = new Map<string, number>();
    for (const message of sink.messages) received.set(message.parsed.messageId ?? '', (received.get(message.parsed.messageId ?? '') ?? 0) + 1);
    expect(rows.map((row) => received.get(messageIdOf(row.id, row.order_id)) ?? 0)).toEqual(rows.map(() => 1));
    expect(sink.messages).toHaveLength(rows.length);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);

    // Who sent what, from each instance's own log: every row once, and both workers took part.
    const sentBy = (instance: Instance) =>
      instance.logs.records().filter((line) => line.msg === 'e-mail sent').map((line) => Number(line.outboxId));
    const [byA, byB] = [sentBy(a), sentBy(b)];
    expect([...byA, ...byB].sort((x, y) => x - y)).toEqual(rows.map((row) => row.id));
    expect(byA.length, 'A sent none').toBeGreaterThan(0);
    expect(byB.length, 'B sent none').toBeGreaterThan(0);
    const lateLeases = [a, b].flatMap((instance) => instance.logs.records().filter((line) => line.msg === 'e-mail sent after its lease ran out'));
    expect(lateLeases).toEqual([]);
  }, 90_000);

  it('B restarted under load answers from SQL while its index builds, then from the index, and no request fails', async () => {
    // The load balancer: requests go to the instances in rotation; B leaves it before it stops and
    // comes back as soon as it listens again, index or not (its health answers at once).
    let rotation: Instance[] = [a, b];
    let turn = 0;
    const inFlight = new Map<Instance, number>();
    let sent = 0;
    let isLoading = true;
    interface Answered {
      instance: Instance;
      status: number;
      /** The instance's index state before the request was sent and after its answer arrived. */
      before: SearchIndexStats['state'] | undefined;
      after: SearchIndexStats['state'] | undefined;
      body: OffersRequestInput;
      answer: OffersResponse | undefined;
    }
    const answered: Answered[] = [];
    const failures: string[] = [];
    // A search no instance was asked before, so no answer of it is in Redis: each is computed where
    // it lands. The price ceiling (ten thousand euros a person and more) changes the cache key, not the stays.
    const nextSearch = (): OffersRequestInput => {
      const n = sent++;
      return {
        locale: 'fr_FR',
        filters: {
          offer: {
            date: { checkin: dayFromToday(10 + (n % 150)), nights: 1 + (Math.floor(n / 150) % 3) },
            familyComposition: { adults: 1 + (n % 4), children: 0, babies: 0 },
            price: { max: 1_000_000 + n },
          },
        },
        pagination: { limit: 5, page: 0 },
      };
    };
    const loop = async () => {
      while (isLoading) {
        const instance = rotation[turn++ % rotation.length]!;
        const body = nextSearch();
        const before = instance.app.searchIndex?.stats.state;
        inFlight.set(instance, (inFlight.get(instance) ?? 0) + 1);
        try {
          const response = await postJson(instance, '/api/offers.json', body);
          const after = instance.app.searchIndex?.stats.state;
          answered.push({ instance, status: response.status, before, after, body, answer: response.ok ? ((await response.json()) as OffersResponse) : (await response.body?.cancel(), undefined) });
        } catch (error) {
          failures.push(`${instance.name}: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          inFlight.set(instance, (inFlight.get(instance) ?? 1) - 1);
        }
      }
    };
    const answersOf = (instance: Instance, state: SearchIndexStats['state']) =>
      answered.filter((entry) => entry.instance === instance && entry.before === state && entry.after === state);
    const waitFor = async (what: string, condition: () => boolean) => {
      const deadline = Date.now() + 20_000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await sleep(5);
      }
    };

    const loops = [loop(), loop(), loop(), loop()];
    await waitFor('answers from B', () => answered.some((entry) => entry.instance === b));

    // Out of the rotation, drained (its requests under way answered), then stopped.
    rotation = [a];
    await waitFor('B drained', () => (inFlight.get(b) ?? 0) === 0);
    await b.stop();

    // The test catalog's index builds in tens of milliseconds; the full one takes seconds. A
    // transaction holds the change log's lock that the build takes first (its pruning), so that
    // requests certainly arrive while it builds, as they do at full scale.
    const lock = new pg.Client({ connectionString: database?.url });
    await lock.connect();
    let released = false;
    try {
      await lock.query('begin');
      await lock.query('lock table search_index_change in share mode');
      const restarted = await startInstance('B (restarted)', configOfB(), b.port);
      b = restarted;
      expect(restarted.app.searchIndex?.stats.state).toBe('building');
      rotation = [a, restarted];
      await waitFor(`${ANSWERS_PER_PHASE} answers of B while its index builds`, () => answersOf(restarted, 'building').length >= ANSWERS_PER_PHASE);
      await lock.query('commit');
      released = true;
      await restarted.app.searchIndex?.whenReady();
      await waitFor(`${ANSWERS_PER_PHASE} answers of B from its index`, () => answersOf(restarted, 'ready').length >= ANSWERS_PER_PHASE);
    } finally {
      if (!released) await lock.query('rollback');
      await lock.end();
      isLoading = false;
      await Promise.all(loops);
    }
    expect(failures).toEqual([]);
    expect(answered.filter((entry) => entry.status !== 200).map((entry) => `${entry.instance.name}: ${entry.status}`)).toEqual([]);
    expect(b.app.searchIndex?.stats).toMatchObject({ state: 'ready', rebuilds: 1 });
    // No error logged anywhere: no failed build, no failed request.
    const errors = [a, b].flatMap((instance) => instance.logs.records().filter((line) => Number(line.level) >= 50).map((line) => `${instance.name}: ${String(line.msg)}`));
    expect(errors).toEqual([]);

    // What B answered from SQL while building is what A's index answers for the same search.
    const fromSql = answersOf(b, 'building');
    const asIndexed = (body: OffersRequestInput) =>
      searchOffers({ db: a.app.readDb, engine: a.app.dbEngine, cache: createMemoryCache(), index: a.app.searchIndex }, offersRequestSchema.parse(body));
    for (const entry of fromSql) expect(gist(entry.answer as OffersResponse)).toEqual(gist((await asIndexed(entry.body)) as OffersResponse));
    // Not a comparison of empty pages: most of these dates have stays.
    expect(fromSql.filter((entry) => (entry.answer?.searchDetails.totalCount ?? 0) > 0).length).toBeGreaterThan(fromSql.length / 2);
    console.info(
      `[scale-out.test] restart under load: ${answered.length} searches, ${fromSql.length} answered by B from SQL while its index built, ` +
        `${answersOf(b, 'ready').length} from its index after.`,
    );
  }, 90_000);
});
