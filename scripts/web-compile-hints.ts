/**
 * After `next build` (apps/web's `build` script, and `npm start` when it builds): the compile hint
 * on the build's first-load chunks (scripts/lib/compile-hints.ts), then the Brotli copies of the
 * build's scripts and stylesheets (scripts/lib/precompress.ts) — in that order, the hints change
 * the chunks.
 */
import path from 'node:path';
import { addCompileHints } from './lib/compile-hints';
import { precompressStaticAssets } from './lib/precompress';

const webRoot = path.resolve(import.meta.dirname, '../apps/web');
const changed = addCompileHints(webRoot);
console.log(`[build] compile hint added to ${changed.length} first-load chunk(s)`);
const compressed = await precompressStaticAssets(path.join(webRoot, '.next'));
console.log(`[build] ${compressed.length} script(s) and stylesheet(s) precompressed with Brotli`);
