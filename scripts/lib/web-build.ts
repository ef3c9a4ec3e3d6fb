import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Sources whose change makes the production build of the web app stale. */
const SOURCE_ROOTS = ['apps/web', 'packages/domain/src', 'packages/contracts/src'];
const SKIP = new Set(['node_modules', '.next', 'test-results', 'e2e']);

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
}

/** A fingerprint of every web source file (path, size, mtime): cheap, and changes with any edit. */
export function webSourceFingerprint(root: string): string {
  const files: string[] = [];
  for (const r of SOURCE_ROOTS) {
    const dir = path.join(root, r);
    if (existsSync(dir)) walk(dir, files);
  }
  const hash = createHash('sha256');
  // The /api rewrite target is compiled into the build, so a different API address needs a rebuild.
  hash.update(`api:${process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`}\n`);
  for (const file of files.sort()) {
    const s = statSync(file);
    hash.update(`${path.relative(root, file)}:${s.size}:${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const stampFile = (root: string) => path.join(root, 'apps/web/.next/escapade-build-stamp');

export function isWebBuildCurrent(root: string): boolean {
  const stamp = stampFile(root);
  if (!existsSync(path.join(root, 'apps/web/.next/BUILD_ID')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8') === webSourceFingerprint(root);
}

export function markWebBuildCurrent(root: string): void {
  writeFileSync(stampFile(root), webSourceFingerprint(root));
}
