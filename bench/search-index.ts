/**
 * `npx tsx bench/search-index.ts` (DATABASE_URL or DATA_DIR as bench:search): builds the in-memory
 * search index (decision 0009) and reports its build time and memory, then times a few of the widest
 * searches and facet queries in process, on the index and on the SQL engine, one at a time.
 */
import { openDatabase } from '@escapade/db';
import { sql } from 'kysely';
import { offersRequestSchema, FACET_PROPERTY_TYPES } from '@escapade/contracts/search';
import { addDaysToDay, todayIn } from '@escapade/domain/calendar-day';
import { computeFacets } from '../apps/api/src/search/compute-facets';
import { criteriaFromOffersRequest, type EngineCriteria } from '../apps/api/src/search/criteria';
import { findBestPackagePerHotel } from '../apps/api/src/search/find-packages';
import { inSearchSession } from '../apps/api/src/search/search-session';
import { memoryBestPackagePerHotel, memoryFacetCounts } from '../apps/api/src/search-index/memory-search';
import { SearchIndex } from '../apps/api/src/search-index/search-index';
import { readCatalogVersion } from '../apps/api/src/search/search-cache';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU milliseconds (user + system) of this process while `run` runs: what a busy machine does not inflate. */
function cpuMs(run: () => unknown): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

async function main(): Promise<void> {
  const handle = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? './data' });
  const db = handle.db;
  const log = { info: () => {}, warn: console.warn, error: console.error };
  const before = process.memoryUsage();
  const index = new SearchIndex(db, log);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await index.whenReady();
  const buildMs = performance.now() - started;
  const buildCpu = process.cpuUsage(cpuBefore);
  globalThis.gc?.();
  const after = process.memoryUsage();
  const data = (await index.readyAt(await readCatalogVersion(db)))!;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`engine ${handle.engine}; load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`index built in ${Math.round(buildMs)} ms (API process CPU ${Math.round((buildCpu.user + buildCpu.system) / 1000)} ms): ${data.hotels.size} hotels, ${data.offers.size} offers, grid ${data.grid.span} days × ${data.grid.capacity} slots = ${mb(data.grid.bytes)}`);
  console.log(`memory: heap +${mb(after.heapUsed - before.heapUsed)}, array buffers +${mb(after.arrayBuffers - before.arrayBuffers)}, rss +${mb(after.rss - before.rss)}`);

  const country = await sql<{ id: number }>`select d.id from destination d join hotel_destination hd on hd.destination_id = d.id where d.type = 'country' group by d.id order by count(*) desc limit 1`.execute(db);
  const region = await sql<{ id: number }>`select d.id from destination d join hotel_destination hd on hd.destination_id = d.id where d.type = 'region' group by d.id order by count(*) desc limit 1`.execute(db);
  const today = todayIn('Europe/Paris', new Date());
  const cases: Array<[string, EngineCriteria]> = [
    ['market, undated', { locale: 'fr_FR' }],
    ['market, dated 2 nights', { locale: 'fr_FR', filters: { offer: { date: { checkin: addDaysToDay(today, 30), nights: 2 } } } }],
    ['country, dated 3 nights, family', { locale: 'fr_FR', filters: { offer: { date: { checkin: addDaysToDay(today, 60), nights: 3 }, familyComposition: { adults: 2, children: 1, babies: 0 } }, property: { location: { countryId: country.rows[0]!.id } } } }],
    ['region, undated, priceAsc', { locale: 'fr_FR', sorting: { orderBy: 'priceAsc' }, filters: { property: { location: { regionId: region.rows[0]!.id } } } }],
  ].map(([name, body]) => [name as string, criteriaFromOffersRequest(offersRequestSchema.parse(body))]);

  const window = { limit: 18, offset: 0 };
  for (const [name, criteria] of cases) {
    const memory: number[] = [];
    const memoryCpu: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const t = performance.now();
      memoryCpu.push(cpuMs(() => memoryBestPackagePerHotel(data, criteria, window)));
      memory.push(performance.now() - t);
    }
    const fromSql: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const t = performance.now();
      await inSearchSession(db, handle.engine, (trx) => findBestPackagePerHotel(trx, criteria, window));
      fromSql.push(performance.now() - t);
    }
    const facetsMemory: number[] = [];
    const facetsCpu: number[] = [];
    const groups = new Set(FACET_PROPERTY_TYPES);
    for (let i = 0; i < 20; i += 1) {
      const t = performance.now();
      facetsCpu.push(cpuMs(() => memoryFacetCounts(data, criteria, groups)));
      facetsMemory.push(performance.now() - t);
    }
    const facetsSql: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const t = performance.now();
      await inSearchSession(db, handle.engine, (trx) => computeFacets(trx, criteria, { properties: FACET_PROPERTY_TYPES, withNames: false }));
      facetsSql.push(performance.now() - t);
    }
    const total = memoryBestPackagePerHotel(data, criteria, window).totalCount;
    console.log(
      `${name} (${total} hotels): search memory ${median(memory).toFixed(1)} ms (CPU ${median(memoryCpu).toFixed(1)} ms) vs SQL ${median(fromSql).toFixed(1)} ms; facets memory ${median(facetsMemory).toFixed(1)} ms (CPU ${median(facetsCpu).toFixed(1)} ms) vs SQL ${median(facetsSql).toFixed(1)} ms (medians)`,
    );
  }
  index.close();
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
