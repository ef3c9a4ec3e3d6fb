/**
 * After `next build` (apps/web's `build` script, and `npm start` when it builds): the compile hint
 * on the build's first-load chunks. See scripts/lib/compile-hints.ts.
 */
import path from 'node:path';
import { addCompileHints } from './lib/compile-hints';

const changed = addCompileHints(path.resolve(import.meta.dirname, '../apps/web'));
console.log(`[build] compile hint added to ${changed.length} first-load chunk(s)`);
