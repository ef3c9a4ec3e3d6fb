import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogStatsResponseSchema, type CatalogStatsResponse } from '@escapade/contracts/system';
import { healthResponseSchema } from '@escapade/contracts/health';
import { readDataDirLock } from '@escapade/db';
import { REPO_ROOT, runTs } from '@escapade/db/test-support/embedded-folders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from './helpers';

const SERVER = path.join(REPO_ROOT, 'apps/api/src/server.ts');
const CATALOG_STATS = path.join(REPO_ROOT, 'scripts/db-catalog-stats.ts');

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

/**
 * The real processes of `npm start` and `npm run catalog:stats` on one DATA_DIR: the command asks
 * the server instead of opening the folder, and the folder still starts after the server stops.
 */
describe('catalog:stats beside a running API server (one embedded folder)', () => {
  let dataDir: string;
  let port: number;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'escapade-api-lock-'));
    // The run's seeded folder when there is one (closed by now; the files run one at a time);
    // otherwise the server seeds the test catalog itself.
    if (testDatabase.dataDir) cpSync(testDatabase.dataDir, dataDir, { recursive: true });
    port = await freePort();
    env = { DATA_DIR: dataDir, API_PORT: String(port), SEED_SCALE: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', NODE_ENV: 'production' };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function startServer() {
    const server = runTs(SERVER, [], env);
    // The lock records the server's address once it listens.
    const deadline = Date.now() + 150_000;
    while (!readDataDirLock(dataDir)?.apiUrl) {
      if (Date.now() > deadline) throw new Error(`the server did not listen: ${JSON.stringify(server.output())}`);
      const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('running'), 250))]);
      if (code !== 'running') throw new Error(`the server exited (${String(code)}): ${server.output().stderr}`);
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(healthResponseSchema.parse(await health.json()).engine).toBe('pglite');
    return server;
  }

  async function stopServer(server: ReturnType<typeof runTs>) {
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(readDataDirLock(dataDir)).toBeUndefined();
  }

  const statsOf = async (): Promise<CatalogStatsResponse> => {
    let response = await fetch(`http://127.0.0.1:${port}/api/system/catalog-stats`);
    // Right after a start the server may shed load while its indexes build and warm up.
    for (let retry = 0; response.status === 503 && retry < 20; retry += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      response = await fetch(`http://127.0.0.1:${port}/api/system/catalog-stats`);
    }
    expect(response.status).toBe(200);
    return catalogStatsResponseSchema.parse(await response.json());
  };

  it('answers through the API while the server runs; a restart after SIGINT finds the catalog intact', { timeout: 300_000 }, async () => {
    let server = await startServer();
    let before: CatalogStatsResponse;
    try {
      before = await statsOf();
      expect(before.entities.hotel).toBeGreaterThan(0);

      const stats = runTs(CATALOG_STATS, [], env);
      expect(await stats.exited).toBe(0);
      const { stdout } = stats.output();
      expect(stdout).toContain(`(asked the running API server, pid ${server.child.pid}, at http://127.0.0.1:${port})`);
      expect(stdout).toContain(`Catalog: scale ${before.seed?.scale}, seed ${before.seed?.seed}`);
      expect(stdout).toMatch(new RegExp(`\\n  hotel +${before.entities.hotel}\\n`));

      // A command that must open the folder itself is refused, naming the server.
      const seed = runTs(path.join(REPO_ROOT, 'packages/db/src/seed/cli.ts'), ['--scale', 'test'], env);
      expect(await seed.exited).toBe(1);
      expect(seed.output().stderr.trim()).toBe(
        `the API server (pid ${server.child.pid}, started ${seed.output().stderr.match(/started ([\d: -]+)\)/)?.[1]}) is using ${dataDir}; stop it first, or use the running server's API: http://127.0.0.1:${port}/api/ (the embedded database allows one process at a time).`,
      );
    } finally {
      await stopServer(server);
    }

    server = await startServer();
    try {
      expect(await statsOf()).toEqual(before);
    } finally {
      await stopServer(server);
    }
  });
});
