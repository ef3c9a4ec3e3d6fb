/**
 * `npm start`: build what is missing, start the API (it migrates, and seeds the demo catalog on
 * first start), start the web server, print the URL. SIGINT/SIGTERM stop both gracefully.
 *
 * The web build and the API's first-start seed run at the same time: on a fresh clone that is
 * the longest path, and the two mostly wait on different things.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiEngineOf, apiProcessSettings } from '../apps/api/src/system/heap';
import { buildWebIfNeeded } from './lib/build-web';
import { startEnv } from './lib/start-env';
import { startProcess, stopProcess, waitForHttp } from './lib/processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
// Next's telemetry off; one PROXY_SECRET shared by the web server and the API (lib/start-env.ts).
const env = startEnv(process.env, { port, apiPort });
const nodeBin = process.execPath;
const tsxLoader = ['--import', 'tsx'];

// The API's V8 and malloc settings for its engine (apps/api/src/system/heap.ts, bench:memory).
const apiProcess = apiProcessSettings(apiEngineOf(env));
const api = startProcess(nodeBin, [...apiProcess.nodeFlags, ...tsxLoader, path.join(root, 'apps/api/src/server.ts')], { cwd: root, env: { ...env, ...apiProcess.env } });
let apiAlive = true;
void api.exited.then(() => (apiAlive = false));
let web: ReturnType<typeof startProcess> | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\n[start] stopping…');
    await Promise.all([
      web ? stopProcess(web.child, web.exited) : Promise.resolve(),
      stopProcess(api.child, api.exited),
    ]);
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await Promise.all([
    buildWebIfNeeded(root, env, (line) => console.log(`[start] ${line}`)),
    // The first start seeds the demo catalog before the API listens.
    waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, 15 * 60_000, () => apiAlive),
  ]);
  console.log(`[start] API ready on http://127.0.0.1:${apiPort} (${seconds()} s)`);
  web = startProcess(
    nodeBin,
    // Next's handler behind our compression (Brotli, precompressed assets): decision 0017.
    [...tsxLoader, path.join(root, 'apps/web/server/production-server.ts')],
    { cwd: path.join(root, 'apps/web'), env },
  );
  let webAlive = true;
  void web.exited.then((code) => {
    webAlive = false;
    if (!stopping) {
      console.error(`[start] the web server exited (${code}); stopping.`);
      void shutdown(code || 1);
    }
  });
  void api.exited.then((code) => {
    if (!stopping) {
      console.error(`[start] the API exited (${code}); stopping.`);
      void shutdown(code || 1);
    }
  });
  await waitForHttp(`http://127.0.0.1:${port}/fr-fr/`, 120_000, () => webAlive);
  console.log(`\n  Escapade is running on http://localhost:${port}/  (ready in ${seconds()} s)\n`);
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
