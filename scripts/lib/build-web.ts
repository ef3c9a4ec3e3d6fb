import path from 'node:path';
import { addCompileHints } from './compile-hints';
import { precompressStaticAssets } from './precompress';
import { run } from './processes';
import { isWebBuildCurrent, markWebBuildCurrent } from './web-build';

/**
 * The production build of the web app when it is missing or its sources changed since the last one
 * (scripts/lib/web-build.ts): `next build`, the compile hints, the precompressed assets. Resolves
 * whether it built.
 */
export async function buildWebIfNeeded(root: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<boolean> {
  if (isWebBuildCurrent(root)) return false;
  const started = Date.now();
  log('building the web app (first start, or its sources changed)…');
  await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: path.join(root, 'apps/web'), env });
  addCompileHints(path.join(root, 'apps/web'));
  await precompressStaticAssets(path.join(root, 'apps/web/.next'));
  markWebBuildCurrent(root);
  log(`web app built (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return true;
}
