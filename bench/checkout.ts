/**
 * `npm run bench:checkout`: orders end to end on loopback, bounded in count and time. See bench/README.md.
 *
 * Starts the real API (apps/api/src/server.ts, NODE_ENV=production) with the sandbox payment
 * provider and the background jobs on, then lets concurrent buyers each run the whole purchase:
 * quote → `POST /api/purchase/orders` (some sent twice with the same Idempotency-Key, as a
 * browser retrying after a timeout does) → the sandbox's hosted card form with the success card →
 * the sandbox's signed webhook → the order polled until CONFIRMED. Half of the buyers go for a few
 * "hot" stays with few rooms left, so they compete for the last rooms.
 *
 * Engines: PostgreSQL when DATABASE_URL is set (a database seeded at full scale, see the README),
 * otherwise PGlite in a fresh temporary folder seeded by the bench (BENCH_CHECKOUT_SCALE, default
 * test). After the run the API is stopped and the database is checked: every night's rooms_left
 * went down by exactly the rooms of the orders that hold it (zero oversold nights), each
 * Idempotency-Key made at most one order (zero doubled orders), each confirmed order has its
 * e-mail sent. On PostgreSQL the run's orders are then deleted and their rooms given back, so the
 * shared benchmark catalogue stays as seeded.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@escapade/db';
import { seedCatalog } from '@escapade/db/seed/index';
import { sql } from 'kysely';
import { z } from 'zod';
import { BUYER, stayOrder } from '../apps/api/test/orders-fixtures';
import { startApi, stopApi } from './lib/api-process';
import { freePort } from './lib/free-port';
import { percentile } from './load-run';
import { cpuCalibrationMs } from './report';

const here = path.dirname(fileURLToPath(import.meta.url));
const log = (line: string) => console.log(`[bench:checkout] ${line}`);

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const env = z
  .object({
    DATABASE_URL: z.string().url().optional(),
    BENCH_CHECKOUT_SCALE: z.enum(['test', 'demo']).default('test'),
    /** Concurrent buyers. */
    BENCH_CHECKOUT_BUYERS: positiveInt(4),
    /** Purchase attempts in all (the run stops at this count or at the time cap). */
    BENCH_CHECKOUT_ORDERS: positiveInt(300),
    BENCH_CHECKOUT_SECONDS: positiveInt(90),
    /** Stays most buyers compete for. */
    BENCH_CHECKOUT_HOT_STAYS: positiveInt(4),
    /** Share of the created orders posted a second time with the same key and body. */
    BENCH_CHECKOUT_RETRY_PERCENT: z.coerce.number().int().min(0).max(100).default(25),
    BENCH_CHECKOUT_START_TIMEOUT_S: positiveInt(300),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

const engine = env.DATABASE_URL ? 'postgres' : 'pglite';
const LOCALE = 'fr_FR';
const SUCCESS_CARD = '4242 4242 4242 4242';
const CONFIRM_TIMEOUT_MS = 20_000;
const MAIL_DRAIN_TIMEOUT_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function emlCount(dataDir: string): Promise<number> {
  const files = await readdir(path.join(dataDir, 'mail')).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith('.eml')).length;
}

function openBenchDatabase(dataDir: string): Promise<DatabaseHandle> {
  return openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir, holder: 'npm run bench:checkout' });
}

interface Stay {
  offerId: number;
  night: string;
  roomsLeft: number;
}

/**
 * One-night stays for two adults in fr_FR, 8 to 90 days ahead, with 1–6 rooms left and no
 * activity that needs a date. The run's stays and their nights' rooms before it starts.
 */
async function pickStays(handle: DatabaseHandle, count: number): Promise<Stay[]> {
  const result = await sql<{ offer_id: number; night: string; rooms_left: number }>`
    select n.offer_id, n.night::text as night, n.rooms_left
    from offer_night n
    join offer o on o.id = n.offer_id
    join hotel h on h.id = o.hotel_id
    where ${LOCALE} = any(o.locales) and o.published and h.active
      and n.night between current_date + 8 and current_date + 90
      and n.rooms_left between 1 and 6 and n.min_stay = 1
      and (n.allowed_nights is null or 1 = any(n.allowed_nights))
      and (o.expiration is null or o.expiration >= n.night)
      and not exists (select 1 from program_line p where p.offer_id = o.id and p.needs_date)
    order by md5(n.offer_id::text || n.night::text)
    limit ${count}
  `.execute(handle.db);
  return result.rows.map((row) => ({ offerId: row.offer_id, night: row.night, roomsLeft: row.rooms_left }));
}

interface Outcome {
  createMs: number[];
  createStatuses: Record<string, number>;
  confirmed: number;
  /** Create → CONFIRMED, through the hosted page and the webhook. */
  endToEndMs: number[];
  soldOut: number;
  priceChanged: number;
  retries: number;
  /** A retry that answered another order or another status: a doubled order. */
  retryMismatches: number;
  paymentErrors: number;
  unconfirmed: number;
  keys: Map<string, string>;
}

/** The run's orders are told apart from the API tests' by their buyer's address. */
const benchBuyer = { ...BUYER, email: 'camille.bench@example.com' };

/** The createOrder request of the order tests for a one-night stay, bought by the bench's buyer. */
function orderBody(stay: Stay, expectedAmount: number) {
  return stayOrder({ offerId: stay.offerId, checkin: stay.night, nights: 1 }, expectedAmount, { buyer: benchBuyer });
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const startLoad = os.loadavg().map((value) => Math.round(value * 100) / 100);
  const calibrationBefore = cpuCalibrationMs();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-checkout-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  let handle = await openBenchDatabase(dataDir);
  if (engine === 'pglite') {
    log(`seeding a ${env.BENCH_CHECKOUT_SCALE} catalogue in ${dataDir}`);
    await migrateToLatest(handle.db);
    await seedCatalog(handle.db, { scale: env.BENCH_CHECKOUT_SCALE });
    await sql`analyze`.execute(handle.db);
  } else {
    await migrateToLatest(handle.db);
  }
  const candidates = await pickStays(handle, 120);
  if (candidates.length < env.BENCH_CHECKOUT_HOT_STAYS + 10) throw new Error(`only ${candidates.length} stays fit the bench: seed a catalogue first`);
  const runStartedAt = new Date();
  if (engine === 'pglite') await handle.close();

  log(`starting the API on ${base} (${engine}${engine === 'pglite' ? `, ${dataDir}` : ''})`);
  const child = await startApi({
    port,
    dataDir,
    startTimeoutS: env.BENCH_CHECKOUT_START_TIMEOUT_S,
    env: {
      DATABASE_URL: env.DATABASE_URL ?? '',
      SEED_ON_START: 'false',
      LOAD_SHEDDING: 'false',
      RATE_LIMIT_WRITE_PER_MINUTE: '1000000',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      JOBS: 'true',
      // The in-memory search and autocomplete indexes are built in the background after a start (a
      // minute of CPU on the full catalogue) and are not on the purchase path: off, so that their
      // build does not run during the measure.
      SEARCH_INDEX: 'sql',
      AUTOCOMPLETE_INDEX: 'false',
      JOBS_INTERVAL_MS: '500',
    },
  });
  const outcome: Outcome = {
    createMs: [],
    createStatuses: {},
    confirmed: 0,
    endToEndMs: [],
    soldOut: 0,
    priceChanged: 0,
    retries: 0,
    retryMismatches: 0,
    paymentErrors: 0,
    unconfirmed: 0,
    keys: new Map(),
  };
  let wallMs = 0;
  let mailDrainMs = 0;
  try {
    // The stays still bookable, with the price the browser would show (the quote's amount to pay today).
    const priced: Array<Stay & { amount: number }> = [];
    for (const stay of candidates) {
      const query = new URLSearchParams({ locale: LOCALE, checkin: stay.night, nights: '1', adult: '2', child: '0', baby: '0' });
      const quote = (await (await fetch(`${base}/api/product/${stay.offerId}/quote?${query}`)).json()) as { bookable?: boolean; amountToPayToday?: number | null };
      if (quote.bookable && quote.amountToPayToday) priced.push({ ...stay, amount: quote.amountToPayToday });
    }
    if (priced.length < env.BENCH_CHECKOUT_HOT_STAYS + 5) throw new Error(`only ${priced.length} stays are bookable`);
    const hot = priced.slice(0, env.BENCH_CHECKOUT_HOT_STAYS);
    const rest = priced.slice(env.BENCH_CHECKOUT_HOT_STAYS);
    log(`${priced.length} bookable stays, ${hot.length} hot ones with ${hot.map((s) => s.roomsLeft).join(', ')} rooms left`);

    let attempts = 0;
    let pick = 0;
    const deadline = Date.now() + env.BENCH_CHECKOUT_SECONDS * 1000;
    const started = performance.now();

    const purchase = async (): Promise<void> => {
      pick += 1;
      const stay = pick % 2 === 0 ? hot[pick % hot.length]! : rest[pick % rest.length]!;
      const body = JSON.stringify(orderBody(stay, stay.amount));
      const key = randomUUID();
      const send = () =>
        fetch(`${base}/api/purchase/orders`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body });
      const t0 = performance.now();
      const response = await send();
      const createMs = performance.now() - t0;
      outcome.createMs.push(createMs);
      outcome.createStatuses[response.status] = (outcome.createStatuses[response.status] ?? 0) + 1;
      const answer = (await response.json()) as { code?: string; order?: { orderUUID: string }; payment?: { kind: string; url?: string } };
      if (response.status === 409) {
        if (answer.code === 'NO_AVAILABILITY') outcome.soldOut += 1;
        if (answer.code === 'PRICE_CHANGED') outcome.priceChanged += 1;
        return;
      }
      if (response.status !== 201 || !answer.order || answer.payment?.kind !== 'redirect' || !answer.payment.url) {
        outcome.paymentErrors += 1;
        return;
      }
      const orderUUID = answer.order.orderUUID;
      outcome.keys.set(key, orderUUID);
      if ((pick * 37) % 100 < env.BENCH_CHECKOUT_RETRY_PERCENT) {
        outcome.retries += 1;
        const again = await send();
        const repeat = (await again.json()) as { order?: { orderUUID: string } };
        if (again.status !== 201 || repeat.order?.orderUUID !== orderUUID) outcome.retryMismatches += 1;
      }
      // The hosted page's card form, as a browser posts it; the webhook, not this redirect, pays the order.
      const pay = await fetch(`${base}${answer.payment.url}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ number: SUCCESS_CARD, expiry: '12/34', cvc: '123', name: 'Camille Martin' }),
      });
      if (pay.status !== 303) {
        outcome.paymentErrors += 1;
        return;
      }
      const until = Date.now() + CONFIRM_TIMEOUT_MS;
      while (Date.now() < until) {
        const order = (await (await fetch(`${base}/api/purchase/orders/${orderUUID}`)).json()) as { status: string };
        if (order.status === 'CONFIRMED') {
          outcome.confirmed += 1;
          outcome.endToEndMs.push(performance.now() - t0);
          return;
        }
        if (order.status === 'FAILED' || order.status === 'EXPIRED') break;
        await sleep(50);
      }
      outcome.unconfirmed += 1;
    };

    await Promise.all(
      Array.from({ length: env.BENCH_CHECKOUT_BUYERS }, async () => {
        while (attempts < env.BENCH_CHECKOUT_ORDERS && Date.now() < deadline) {
          attempts += 1;
          await purchase();
        }
      }),
    );
    wallMs = performance.now() - started;
    // Let the outbox worker send the last e-mails (written as .eml files under DATA_DIR/mail: no SMTP_URL).
    const mailDeadline = Date.now() + MAIL_DRAIN_TIMEOUT_MS;
    while (Date.now() < mailDeadline && (await emlCount(dataDir)) < outcome.confirmed) await sleep(500);
    mailDrainMs = performance.now() - started - wallMs;
  } finally {
    await stopApi(child);
  }

  handle = engine === 'pglite' ? await openBenchDatabase(dataDir) : handle;
  try {
    // Oversold nights: each night's rooms went down by exactly the rooms of the run's orders that hold it.
    const held = await sql<{ offer_id: number; night: string; rooms: number }>`
      select i.offer_id, n.night::text as night, sum(i.rooms)::int as rooms
      from order_item i
      join customer_order o on o.id = i.order_id
      join offer_night n on n.offer_id = i.offer_id and n.night >= i.checkin and n.night < i.checkout
      where o.created_at >= ${runStartedAt} and o.status in ('PENDING', 'AWAITING_PAYMENT', 'PAID', 'CONFIRMED')
      group by i.offer_id, n.night
    `.execute(handle.db);
    const heldBy = new Map(held.rows.map((row) => [`${row.offer_id}|${row.night}`, row.rooms]));
    const now = await sql<{ offer_id: number; night: string; rooms_left: number }>`
      select offer_id, night::text as night, rooms_left from offer_night
      where (offer_id, night) in (${sql.join(candidates.map((s) => sql`(${s.offerId}, ${s.night}::date)`))})
    `.execute(handle.db);
    const left = new Map(now.rows.map((row) => [`${row.offer_id}|${row.night}`, row.rooms_left]));
    const oversold = candidates.filter((stay) => {
      const key = `${stay.offerId}|${stay.night}`;
      const after = left.get(key) ?? Number.NaN;
      return after < 0 || stay.roomsLeft - after !== (heldBy.get(key) ?? 0);
    });
    const counts = await sql<{ orders: number; confirmed: number; mails_sent: number }>`
      select count(*)::int as orders,
        count(*) filter (where o.status = 'CONFIRMED')::int as confirmed,
        (select count(*)::int from outbox_message m join customer_order c on c.id = m.order_id
          where c.created_at >= ${runStartedAt} and m.status = 'SENT') as mails_sent
      from customer_order o where o.created_at >= ${runStartedAt}
    `.execute(handle.db);
    const totals = counts.rows[0]!;
    // Doubled orders: more orders than keys that got one (a retry that made a second order).
    const doubled = totals.orders - outcome.keys.size + outcome.retryMismatches;

    if (engine === 'postgres') {
      await handle.db.transaction().execute(async (trx) => {
        await sql`
          update offer_night n set rooms_left = n.rooms_left + h.rooms
          from (
            select i.offer_id, d.night::date as night, sum(i.rooms)::int as rooms
            from order_item i join customer_order o on o.id = i.order_id
            cross join lateral generate_series(i.checkin, i.checkout - 1, interval '1 day') as d(night)
            where o.created_at >= ${runStartedAt} and o.status in ('PENDING', 'AWAITING_PAYMENT', 'PAID', 'CONFIRMED')
            group by i.offer_id, d.night
          ) h
          where n.offer_id = h.offer_id and n.night = h.night
        `.execute(trx);
        await sql`delete from customer_order where created_at >= ${runStartedAt}`.execute(trx);
      });
      log('the run’s orders were deleted and their rooms given back');
    }

    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 10) / 10;
    const create = sorted(outcome.createMs);
    const e2e = sorted(outcome.endToEndMs);
    const calibrationAfter = cpuCalibrationMs();
    const ordersPerSecond = round(outcome.confirmed / (wallMs / 1000));
    const p95 = round(percentile(create, 95));
    const lines = [
      `# Checkout benchmark — ${engine === 'postgres' ? 'PostgreSQL' : `PGlite (${env.BENCH_CHECKOUT_SCALE} catalogue)`}`,
      '',
      `- Started: ${startedAt}`,
      `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
        `load average ${startLoad.join(', ')} at the start, ${os.loadavg().map((v) => Math.round(v * 100) / 100).join(', ')} at the end`,
      `- CPU calibration: SHA-256 of 64 MiB took ${calibrationBefore} ms before and ${calibrationAfter} ms after (the lower, the more CPU this process had)`,
      `- API: apps/api/src/server.ts, NODE_ENV=production, sandbox payment provider, jobs every 500 ms, search and autocomplete indexes off (not on the purchase path; their start-up build would overlap the run), on 127.0.0.1:${port}`,
      `- Load: ${env.BENCH_CHECKOUT_BUYERS} concurrent buyers, ${outcome.createMs.length} purchase attempts in ${round(wallMs / 1000)} s ` +
        `(cap ${env.BENCH_CHECKOUT_ORDERS} attempts or ${env.BENCH_CHECKOUT_SECONDS} s); half of them on ${env.BENCH_CHECKOUT_HOT_STAYS} hot stays; ` +
        `${env.BENCH_CHECKOUT_RETRY_PERCENT}% of the created orders posted twice with the same Idempotency-Key`,
      '',
      '| measure | value |',
      '|---|---|',
      `| orders confirmed end to end (create → hosted card page → signed webhook → CONFIRMED) | ${outcome.confirmed} |`,
      `| orders per second, end to end | ${ordersPerSecond} |`,
      `| \`POST /api/purchase/orders\` p50 / p95 / p99 ms (all answers) | ${round(percentile(create, 50))} / ${p95} / ${round(percentile(create, 99))} |`,
      `| create → CONFIRMED p50 / p95 ms | ${round(percentile(e2e, 50))} / ${round(percentile(e2e, 95))} |`,
      `| answers of the create | ${JSON.stringify(outcome.createStatuses)} |`,
      `| refused: no room left (409 NO_AVAILABILITY) / price changed | ${outcome.soldOut} / ${outcome.priceChanged} |`,
      `| retries with the same key / answered another order | ${outcome.retries} / ${outcome.retryMismatches} |`,
      `| payment errors / not confirmed within ${CONFIRM_TIMEOUT_MS / 1000} s | ${outcome.paymentErrors} / ${outcome.unconfirmed} |`,
      `| **oversold nights** (rooms_left drop ≠ rooms held by the run's orders, of ${candidates.length} nights) | **${oversold.length}** |`,
      `| **doubled orders** | **${doubled}** |`,
      `| orders in the database / confirmed / confirmation e-mails sent | ${totals.orders} / ${totals.confirmed} / ${totals.mails_sent} (the last one ${round(mailDrainMs / 1000)} s after the last order) |`,
      '',
      engine === 'postgres' ? `Budget: p95 of POST /api/purchase/orders ≤ 100 ms on PostgreSQL — ${p95 <= 100 ? 'met' : 'MISSED'} (${p95} ms).` : '',
      '',
    ];
    const text = lines.join('\n');
    const reports = path.join(here, 'reports');
    await mkdir(reports, { recursive: true });
    const stamp = startedAt.replace(/[:.]/g, '-');
    await writeFile(path.join(reports, `checkout-${engine}-${stamp}.md`), text);
    await writeFile(
      path.join(reports, `checkout-${engine}-${stamp}.json`),
      `${JSON.stringify({ startedAt, engine, settings: env, calibrationMs: { before: calibrationBefore, after: calibrationAfter }, wallMs, outcome: { ...outcome, keys: outcome.keys.size }, oversold, doubled, totals }, null, 2)}\n`,
    );
    console.log(`\n${text}`);
    log(`report: bench/reports/checkout-${engine}-${stamp}.md`);
    if (oversold.length > 0 || doubled > 0) process.exitCode = 1;
  } finally {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[bench:checkout] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
