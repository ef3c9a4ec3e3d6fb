/**
 * `npm test` — every part, in order: unit (Vitest), API (Vitest + app.inject on PGlite, and on
 * PostgreSQL too when TEST_DATABASE_URL is set), end-to-end (Playwright in system Chromium on the
 * built site). It never skips a part silently, and ends with one line: `N passed, N failed`.
 *
 *   npm test                 all parts
 *   npm test -- --only unit  one part (unit | api | e2e); repeatable
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium';
import { startProcess } from './lib/processes';
import { nextCommandEnv } from './lib/start-env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'test-results');
mkdirSync(outDir, { recursive: true });

const args = process.argv.slice(2);
const only = args.flatMap((a, i) => (a === '--only' && args[i + 1] ? [args[i + 1]] : []));
const wants = (part: string) => only.length === 0 || only.includes(part);

interface PartResult { name: string; passed: number; failed: number; ok: boolean; note?: string }
const results: PartResult[] = [];

async function runVitest(name: string, project: string, env: NodeJS.ProcessEnv): Promise<void> {
  const report = path.join(outDir, `vitest-${name}.json`);
  rmSync(report, { force: true });
  const { exited } = startProcess(
    process.execPath,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', project,
      '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: root, env: { ...process.env, ...env } },
  );
  const code = await exited;
  if (!existsSync(report)) {
    results.push({ name, passed: 0, failed: 1, ok: false, note: `vitest exited ${code} without a report` });
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
  const failedFiles = code !== 0 && json.numFailedTests === 0 ? 1 : 0; // a suite that failed to load
  results.push({
    name,
    passed: json.numPassedTests,
    failed: json.numFailedTests + failedFiles,
    ok: code === 0 && json.numTotalTests > 0,
    ...(json.numTotalTests === 0 ? { note: 'no test ran' } : {}),
  });
}

async function runPlaywright(): Promise<void> {
  let chromium: string;
  try {
    chromium = ensureChromium();
  } catch (error) {
    console.error(`[test] ${error instanceof Error ? error.message : String(error)}`);
    results.push({ name: 'e2e', passed: 0, failed: 1, ok: false, note: 'Chromium missing' });
    return;
  }
  const report = path.join(outDir, 'playwright.json');
  rmSync(report, { force: true });
  const { exited } = startProcess(
    process.execPath,
    [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'e2e/playwright.config.ts'],
    // The suite builds and starts the site (scripts/start.ts): no telemetry from there either.
    { cwd: root, env: { ...nextCommandEnv(process.env), CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report } },
  );
  const code = await exited;
  if (!existsSync(report)) {
    results.push({ name: 'e2e', passed: 0, failed: 1, ok: false, note: `playwright exited ${code} without a report` });
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  const passed = json.stats.expected + json.stats.flaky;
  results.push({ name: 'e2e', passed, failed: json.stats.unexpected, ok: code === 0 && passed > 0 });
}

if (wants('unit')) await runVitest('unit', 'unit', {});
if (wants('api')) {
  // The API project runs its files in one worker (one seeded database per run), so one suite keeps
  // one core busy: on PostgreSQL it runs beside the PGlite one, each on its own database.
  const suites = [runVitest('api (PGlite)', 'api', { TEST_ENGINE: 'pglite' })];
  if (process.env.TEST_DATABASE_URL) {
    suites.push(runVitest('api (PostgreSQL)', 'api', { TEST_ENGINE: 'postgres' }));
  } else {
    console.log('[test] TEST_DATABASE_URL is not set: the API suite runs on PGlite only (CI runs it on PostgreSQL too).');
  }
  await Promise.all(suites);
}
if (wants('e2e')) await runPlaywright();

console.log('\n── test summary ──');
for (const r of results) {
  console.log(`${r.ok ? '✔' : '✘'} ${r.name.padEnd(18)} ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const ok = results.length > 0 && results.every((r) => r.ok);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
