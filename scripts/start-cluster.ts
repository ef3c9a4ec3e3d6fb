/**
 * `npm run start:cluster`: several API instances on one PostgreSQL database (and Redis), and the
 * web server spreading its `/api/*` proxy and server-side calls over them (API_INTERNAL_URLS). The
 * production topology on one machine; `npm start` stays the embedded single-process default.
 *
 * - DATABASE_URL (PostgreSQL) is required: PGlite opens its folder in one process only.
 * - REDIS_URL is recommended: without it every instance keeps its own rate-limit budgets and cache.
 * - The migrations run once, in their own process, before any instance starts; the first instance
 *   then starts alone (on an empty catalog it seeds the demo one), and the others after it with
 *   SEED_ON_START=false, so no two processes ever write the schema or the seed at once.
 * - The secrets an instance would otherwise draw for itself (sessions, signed links) are shared.
 * - `--api-only`: the instances without the web server (a load balancer sends `/api/*` to them).
 * SIGINT/SIGTERM stop everything gracefully.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProcessSettings } from '../apps/api/src/system/heap';
import { buildWebIfNeeded } from './lib/build-web';
import { ClusterSettingsError, clusterEnv, readClusterSettings } from './lib/cluster-env';
import { run, startProcess, stopProcess, waitForHttp } from './lib/processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const log = (line: string) => console.log(`[cluster] ${line}`);
/** The first instance may seed the catalog before it listens. */
const FIRST_API_TIMEOUT_MS = 15 * 60_000;
const OTHER_API_TIMEOUT_MS = 5 * 60_000;
const WEB_TIMEOUT_MS = 120_000;

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
  process.exit(1);
}

const apiOnly = process.argv.includes('--api-only');
let settings;
try {
  settings = readClusterSettings(process.env);
} catch (error) {
  console.error(`[cluster] ${error instanceof ClusterSettingsError ? error.message : String(error)}`);
  process.exit(1);
}
if (!settings.redisConfigured) {
  console.warn(
    '[cluster] REDIS_URL is not set: each instance keeps its own rate-limit budgets (a client gets one budget per instance) ' +
      'and its own answer cache. Set REDIS_URL=redis://… to share them, as production does.',
  );
}
const env = clusterEnv(process.env, settings);
// The API's V8 and malloc settings on PostgreSQL (apps/api/src/system/heap.ts).
const apiProcess = apiProcessSettings('postgres');
if (env.madeSecrets.length) log(`made ${env.madeSecrets.join(', ')} for this start (shared by the instances; set them to keep sessions and links across restarts)`);

const nodeBin = process.execPath;
const tsxLoader = ['--import', 'tsx'];
type Running = ReturnType<typeof startProcess> & { name: string };
const apis: Running[] = [];
let web: Running | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    log('stopping…');
    // The web server first, so that it sends nothing more to instances that are draining.
    if (web) await stopProcess(web.child, web.exited);
    await Promise.all(apis.map((api) => stopProcess(api.child, api.exited)));
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

/** Any process of the cluster that ends by itself ends the cluster: a half cluster is not what was asked. */
function watch(running: Running): void {
  void running.exited.then((code) => {
    if (!stopping) {
      console.error(`[cluster] ${running.name} exited (${code}); stopping.`);
      void shutdown(code || 1);
    }
  });
}

function startApi(index: number): Running {
  const name = `API instance ${index + 1}`;
  const api = { ...startProcess(nodeBin, [...apiProcess.nodeFlags, ...tsxLoader, path.join(root, 'apps/api/src/server.ts')], { cwd: root, env: { ...env.instance(index), ...apiProcess.env } }), name };
  apis.push(api);
  watch(api);
  return api;
}

async function waitForApi(index: number, api: Running, timeoutMs: number): Promise<void> {
  let alive = true;
  void api.exited.then(() => (alive = false));
  await waitForHttp(`${env.instanceUrls[index]}/api/health`, timeoutMs, () => alive);
  log(`${api.name} (pid ${api.child.pid}) ready on ${env.instanceUrls[index]} (${seconds()} s)`);
}

try {
  log(`${settings.instances} API instance(s) on ports ${settings.apiPort}–${settings.apiPort + settings.instances - 1}${apiOnly ? '' : `, the web server on ${settings.port}`}`);
  log('migrating the database…');
  await run(nodeBin, [...tsxLoader, path.join(root, 'packages/db/src/migrate-cli.ts')], { cwd: root, env: env.shared });
  const first = startApi(0);
  await Promise.all([
    apiOnly ? Promise.resolve() : buildWebIfNeeded(root, env.shared, log),
    waitForApi(0, first, FIRST_API_TIMEOUT_MS),
  ]);
  const others = Array.from({ length: settings.instances - 1 }, (_, offset) => startApi(offset + 1));
  await Promise.all(others.map((api, offset) => waitForApi(offset + 1, api, OTHER_API_TIMEOUT_MS)));
  if (apiOnly) {
    console.log(`\n  ${settings.instances} API instance(s): ${env.instanceUrls.join(', ')}  (ready in ${seconds()} s)\n`);
  } else {
    web = { ...startProcess(nodeBin, [...tsxLoader, path.join(root, 'apps/web/server/production-server.ts')], { cwd: path.join(root, 'apps/web'), env: env.web }), name: 'the web server' };
    let webAlive = true;
    void web.exited.then(() => (webAlive = false));
    watch(web);
    await waitForHttp(`http://127.0.0.1:${settings.port}/fr-fr/`, WEB_TIMEOUT_MS, () => webAlive);
    console.log(`\n  Escapade is running on http://localhost:${settings.port}/ over ${settings.instances} API instance(s)  (ready in ${seconds()} s)\n`);
  }
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
