/**
 * First-load JavaScript of a route, in kB gzip: the scripts the server-rendered page itself loads
 * (every `<script src="/_next/…">` of its HTML: the framework, the app's main chunks and the client
 * chunks of the route's components), read from the production build folder (`.next/static`) and
 * gzipped here. Chunks loaded later (dynamic imports: the calendar, the map, dialogs) are not
 * first-load JS and are not counted. Next 16 no longer prints "First Load JS" nor writes
 * app-build-manifest.json, hence reading the page as the browser does.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoadJs {
  page: string;
  url: string;
  /** Where the chunk bytes came from. */
  source: 'build folder' | 'HTTP';
  chunks: Array<{ path: string; rawBytes: number; gzipBytes: number; servedBrotliBytes: number }>;
  rawKb: number;
  gzipKb: number;
  /** What the server sends a browser that accepts Brotli (decision 0017: the build's quality-11 copies). */
  servedBrotliKb: number;
}

/** The bytes of a response body as they travel, for a browser that accepts Brotli (not decoded). */
function servedBytes(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' }, timeout: 60_000 }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${url.pathname} answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url.pathname} timed out`)));
    request.on('error', reject);
  });
}

/**
 * The `src` of every external script of the HTML, in document order, without duplicates. A
 * `nomodule` script (Next's legacy polyfills) is left out: browsers that run modules — every browser
 * the site supports — neither download nor run it.
 */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    if (/\snomodule\b/i.test(match[0])) continue;
    const source = match[1]!.replaceAll('&amp;', '&');
    if (!sources.includes(source)) sources.push(source);
  }
  return sources;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function measureFirstLoadJs(page: string, url: string, buildDir: string | undefined): Promise<FirstLoadJs> {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const html = await response.text();
  const origin = new URL(url).origin;
  const scripts = scriptSources(html).filter((source) => new URL(source, origin).origin === origin);
  let source: FirstLoadJs['source'] = buildDir ? 'build folder' : 'HTTP';
  const chunks: FirstLoadJs['chunks'] = [];
  for (const script of scripts) {
    const pathname = new URL(script, origin).pathname;
    let bytes: Buffer | undefined;
    if (buildDir && pathname.startsWith('/_next/static/')) {
      bytes = await readFile(path.join(buildDir, 'static', decodeURIComponent(pathname.slice('/_next/static/'.length)))).catch(() => undefined);
    }
    if (!bytes) {
      // Not in the build folder (another build served it, or no folder): what the server sends.
      source = 'HTTP';
      const chunk = await fetch(new URL(script, origin), { signal: AbortSignal.timeout(60_000) });
      if (!chunk.ok) throw new Error(`GET ${script} answered ${chunk.status}`);
      bytes = Buffer.from(await chunk.arrayBuffer());
    }
    chunks.push({ path: pathname, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length, servedBrotliBytes: await servedBytes(new URL(script, origin)) });
  }
  return {
    page,
    url,
    source,
    chunks,
    rawKb: kb(chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0)),
    gzipKb: kb(chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)),
    servedBrotliKb: kb(chunks.reduce((sum, chunk) => sum + chunk.servedBrotliBytes, 0)),
  };
}
