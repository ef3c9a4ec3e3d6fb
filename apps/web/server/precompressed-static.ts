import { statSync } from 'node:fs';
import path from 'node:path';

/** The URL prefix of the build's hashed assets, served with a year of immutable caching. */
export const STATIC_URL_PREFIX = '/_next/static/';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/**
 * Whether an Accept-Encoding header accepts Brotli: `br` listed with a q-value above 0, or `*`
 * (RFC 9110 §12.5.3). Absent or empty means identity only.
 */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let wildcard = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const accepted = Number.isFinite(q) && q > 0;
    if (name === 'br') return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

export interface PrecompressedAsset {
  /** The `.br` copy on disk. */
  file: string;
  size: number;
  contentType: string;
}

/**
 * The Brotli copy of a build asset for a request path (`/_next/static/chunks/abc.js`), when the
 * build has one (scripts/lib/precompress.ts) — or undefined, and Next serves the request. A path
 * that is not plainly inside the static folder (encoded separators, `..`, NUL) is never looked up.
 */
export function findPrecompressedAsset(staticDir: string, urlPath: string): PrecompressedAsset | undefined {
  if (!urlPath.startsWith(STATIC_URL_PREFIX)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.slice(STATIC_URL_PREFIX.length));
  } catch {
    return undefined;
  }
  if (relative.includes('\0') || relative.includes('\\') || relative.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')) return undefined;
  const contentType = CONTENT_TYPES[path.extname(relative)];
  if (!contentType) return undefined;
  const root = path.resolve(staticDir);
  const asset = path.resolve(root, relative);
  if (!asset.startsWith(root + path.sep)) return undefined;
  try {
    const copy = statSync(`${asset}.br`);
    return copy.isFile() ? { file: `${asset}.br`, size: copy.size, contentType } : undefined;
  } catch {
    return undefined;
  }
}
