import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code, beside the sources) and `api` (the real Fastify app driven
 * in-process with app.inject on a migrated, seeded database). The end-to-end suite is Playwright,
 * run by scripts/test.ts against the built site.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // `server-only` throws outside a bundler's server build; the web's server modules are tested as plain code.
        resolve: { alias: { 'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/**/*.test.{ts,tsx}', 'apps/api/src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'apps/web/.next/**'],
          environment: 'node',
          // A guard against hangs, not a timing assertion: property tests and PGlite start-up
          // must not fail on a loaded 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          // One seeded database per run is shared by the files; keep them in one worker.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 180_000,
          globalSetup: ['apps/api/test/global-setup.ts'],
        },
      },
    ],
  },
});
