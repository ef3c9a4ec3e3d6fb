/**
 * `npm run catalog:stats`: catalog counts per entity and per market. While the API server holds the
 * embedded folder, it asks the server (GET /api/system/catalog-stats): opening the folder from a
 * second process is what corrupts it.
 */
import { catalogStatsResponseSchema } from '@escapade/contracts/system';
import { DataDirLockedError, openDatabase, readDataDirLock, type LockHolder } from '@escapade/db';
import { formatCatalogStats, getCatalogStats, type CatalogStats } from '@escapade/db/catalog-stats';
import { loadDatabaseCliEnv, runDatabaseCli } from '@escapade/db/cli-support';
import path from 'node:path';

/** Long enough for the counts of a full catalog; a server that takes longer is in trouble. */
const API_TIMEOUT_MS = 60_000;

/** A server that sheds load (503 with Retry-After, e.g. while it warms up after a start) is asked again. */
const SHED_RETRIES = 5;
const MAX_RETRY_WAIT_MS = 10_000;

async function askRunningServer(holder: LockHolder & { apiUrl: string }): Promise<CatalogStats> {
  const url = `${holder.apiUrl}/api/system/catalog-stats`;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    } catch (error) {
      throw new Error(`${holder.command} (pid ${holder.pid}) holds the database but did not answer at ${url} (${error instanceof Error ? error.message : String(error)}); try again once it answers, or stop it and run this again.`);
    }
    if (response.status === 503 && attempt < SHED_RETRIES) {
      const waitMs = Math.min(Number(response.headers.get('retry-after') ?? 1) * 1000 || 1000, MAX_RETRY_WAIT_MS);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      continue;
    }
    if (!response.ok) throw new Error(`${holder.command} (pid ${holder.pid}) answered ${response.status} at ${url}.`);
    return catalogStatsResponseSchema.parse(await response.json());
  }
}

const env = loadDatabaseCliEnv();
await runDatabaseCli(async () => {
  const holder = env.databaseUrl ? undefined : readDataDirLock(env.dataDir);
  if (holder?.apiUrl) {
    console.log(`(asked the running API server, pid ${holder.pid}, at ${holder.apiUrl})`);
    console.log(formatCatalogStats(await askRunningServer({ ...holder, apiUrl: holder.apiUrl })));
    return;
  }
  // Held by a command, or by a server that does not listen yet (it migrates or seeds first).
  if (holder) throw new DataDirLockedError(path.resolve(env.dataDir), holder);
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, holder: 'npm run catalog:stats' });
  try {
    console.log(formatCatalogStats(await getCatalogStats(handle.db)));
  } finally {
    await handle.close();
  }
});
