import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, findPrecompressedAsset } from './precompressed-static';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5, gzip', true],
    ['BR', true],
    ['*', true],
    ['gzip, *;q=0.1', true],
    ['gzip, deflate', false],
    ['br;q=0, gzip', false],
    ['br;q=0, *', false],
    ['*;q=0', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('findPrecompressedAsset', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  const staticDir = path.join(root, 'static');
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  writeFileSync(path.join(staticDir, 'chunks/app.js'), 'x'.repeat(2000));
  writeFileSync(path.join(staticDir, 'chunks/app.js.br'), 'compressed');
  writeFileSync(path.join(staticDir, 'chunks/site.css'), 'y'.repeat(2000));
  writeFileSync(path.join(staticDir, 'chunks/site.css.br'), 'css');
  writeFileSync(path.join(staticDir, 'chunks/small.js'), 'z');
  // A file outside the static folder with a .br copy: never reachable.
  writeFileSync(path.join(root, 'secret.js'), 'secret');
  writeFileSync(path.join(root, 'secret.js.br'), 'secret');

  it('finds the Brotli copy of a script and of a stylesheet, with their types', () => {
    expect(findPrecompressedAsset(staticDir, '/_next/static/chunks/app.js')).toEqual({
      file: path.join(staticDir, 'chunks/app.js.br'),
      size: 'compressed'.length,
      contentType: 'application/javascript; charset=UTF-8',
    });
    expect(findPrecompressedAsset(staticDir, '/_next/static/chunks/site.css')?.contentType).toBe('text/css; charset=UTF-8');
  });

  it('leaves to Next an asset without a copy, another type, or another path', () => {
    expect(findPrecompressedAsset(staticDir, '/_next/static/chunks/small.js')).toBeUndefined();
    expect(findPrecompressedAsset(staticDir, '/_next/static/chunks/missing.js')).toBeUndefined();
    expect(findPrecompressedAsset(staticDir, '/_next/static/chunks/app.js.br')).toBeUndefined();
    expect(findPrecompressedAsset(staticDir, '/fr-fr/annecy')).toBeUndefined();
  });

  it('never looks outside the static folder', () => {
    for (const attempt of [
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/..%2f..%2fsecret.js',
      '/_next/static/chunks%5c..%5c..%5csecret.js',
      '/_next/static//etc/passwd.js',
      '/_next/static/chunks/app.js%00.css',
      '/_next/static/%E0%A4%A.js',
    ]) {
      expect(findPrecompressedAsset(staticDir, attempt), attempt).toBeUndefined();
    }
  });
});
