/**
 * The site `bench:web` measures: BENCH_WEB_URL when set, else a production server started the way
 * `npm start` does (scripts/start.ts) on free ports with a fresh DATA_DIR (the demo catalog seeded
 * on its first start), stopped at the end. Also finds the pages to measure through the site's own
 * `/api` proxy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './lib/free-port';

export interface Target {
  baseUrl: string;
  /** The production build folder whose chunks are measured (`apps/web/.next`), when it served the site. */
  buildDir?: string;
  description: string;
  stop(): Promise<void>;
}

async function waitForPage(url: string, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('the production server exited before answering');
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await delay(1_000);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // start.ts stops the web server and the API on SIGTERM; its group is killed if it hangs.
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  }, 20_000);
  await exited;
  clearTimeout(timer);
}

/**
 * `node --import tsx scripts/start.ts` with its own ports and data folder. The API port is part of
 * the build (the /api rewrite): the e2e suite's 4100 is preferred so that a build made for the
 * suite is reused when the sources did not change since.
 */
export async function startProductionServer(
  root: string,
  options: { apiPort?: number; startTimeoutMs: number; log(line: string): void; /** More environment for the site (bench:pages: its staff token). */ env?: Record<string, string> },
): Promise<Target> {
  const port = await freePort();
  const apiPort = await freePort(options.apiPort ?? 4100);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'escapade-bench-web-'));
  const logFile = path.join(dataDir, 'start.log');
  const log = createWriteStream(logFile);
  options.log(`starting the production server (scripts/start.ts): web :${port}, API :${apiPort}, DATA_DIR ${dataDir}; log in ${logFile}`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, SEED_SCALE: 'demo' },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let alive = true;
  const exited = new Promise<void>((resolve) => child.on('exit', () => ((alive = false), resolve())));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child, exited);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForPage(`${baseUrl}/fr-fr/`, options.startTimeoutMs, () => alive);
  } catch (error) {
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- last lines of start.log ---\n${tail}`);
  }
  return { baseUrl, buildDir: path.join(root, 'apps/web/.next'), description: `production server started by scripts/start.ts (web :${port}, API :${apiPort}, fresh demo catalog)`, stop };
}

/** A running site; `source` says where its URL came from, for the report. */
export function externalTarget(url: string, buildDir: string | undefined, source = 'BENCH_WEB_URL'): Target {
  return { baseUrl: url.replace(/\/+$/, ''), buildDir, description: `${source} ${url}`, stop: async () => {} };
}

export interface BenchPages {
  /** The fr_FR home page. */
  home: { url: string };
  /** An indexable SEO search landing (a destination slug /api/search-landing resolves, indexable). */
  landing: { url: string; path: string; label: string; numberOfOffers: number };
  /** A dated search: the landing's city in the hash, with dates and a party. */
  datedSearch: { url: string; checkin: string; checkout: string };
  /** A stay product page. */
  product: { url: string; id: number };
}

interface OffersAnswer {
  exactMatch: { id: number; uri: string; hotel: { location: { uri: string } } }[];
}
interface Landing {
  destination: { id: number; type: string; label: string } | null;
  indexable: boolean;
  numberOfOffers: number;
  canonicalPath: string;
}

async function askJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function addDays(day: Date, days: number): string {
  const copy = new Date(day);
  copy.setUTCDate(copy.getUTCDate() + days);
  return copy.toISOString().slice(0, 10);
}

/** The pages of the fr_FR market (`/fr-fr/`), found in the catalog the site serves. */
export async function findPages(baseUrl: string): Promise<BenchPages> {
  const offers = await askJson<OffersAnswer>(`${baseUrl}/api/offers.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'fr_FR', pagination: { limit: 100 } }),
  });
  const product = offers.exactMatch[0];
  if (!product) throw new Error('the catalog has no stay to measure (is it seeded?)');
  // Cities with the most cards first: the likeliest to reach the indexable minimum.
  const counts = new Map<string, number>();
  for (const card of offers.exactMatch) {
    const slug = card.hotel.location.uri.replace(/^\/+/, '');
    if (slug) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  const slugs = [...counts].sort((a, b) => b[1] - a[1]).map(([slug]) => slug);
  let landing: (Landing & { slug: string }) | undefined;
  for (const slug of slugs.slice(0, 20)) {
    const answer = await fetch(`${baseUrl}/api/search-landing?locale=fr_FR&path=${encodeURIComponent(slug)}`, { signal: AbortSignal.timeout(30_000) });
    if (!answer.ok) continue;
    const resolved = (await answer.json()) as Landing;
    if (resolved.indexable && resolved.destination) {
      landing = { ...resolved, slug };
      break;
    }
  }
  if (!landing?.destination) throw new Error('no indexable search landing among the cities of the first 100 stays');
  // A Friday three weeks ahead, two nights: far enough from the 20:00 cutoff and the current weekend.
  const today = new Date();
  const toFriday = (5 - today.getUTCDay() + 7) % 7;
  const checkin = addDays(today, toFriday + 21);
  const checkout = addDays(today, toFriday + 23);
  const hash = new URLSearchParams({ [landing.destination.type]: String(landing.destination.id), checkin, checkout, a: '2' });
  return {
    home: { url: `${baseUrl}/fr-fr/` },
    landing: { url: `${baseUrl}/fr-fr${landing.canonicalPath}`, path: landing.canonicalPath, label: landing.destination.label, numberOfOffers: landing.numberOfOffers },
    datedSearch: { url: `${baseUrl}/fr-fr/recherche#${hash}`, checkin, checkout },
    product: { url: `${baseUrl}/fr-fr${product.uri}`, id: product.id },
  };
}
