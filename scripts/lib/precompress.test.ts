import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressStaticAssets } from './precompress';

function buildFolder() {
  const nextDir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  mkdirSync(path.join(nextDir, 'static/chunks'), { recursive: true });
  mkdirSync(path.join(nextDir, 'static/media'), { recursive: true });
  const script = `globalThis.x = ${JSON.stringify('hello '.repeat(400))};`;
  writeFileSync(path.join(nextDir, 'static/chunks/app.js'), script);
  writeFileSync(path.join(nextDir, 'static/chunks/site.css'), 'body { color: red; }\n'.repeat(100));
  writeFileSync(path.join(nextDir, 'static/chunks/tiny.js'), 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1));
  writeFileSync(path.join(nextDir, 'static/media/photo.png'), Buffer.alloc(4096));
  return { nextDir, script };
}

describe('precompressStaticAssets', () => {
  it('writes a Brotli copy of each script and stylesheet of the build that decompresses to it', async () => {
    const { nextDir, script } = buildFolder();
    const written = await precompressStaticAssets(nextDir);
    expect(written.map((file) => path.relative(nextDir, file))).toEqual(['static/chunks/app.js', 'static/chunks/site.css']);
    const copy = readFileSync(path.join(nextDir, 'static/chunks/app.js.br'));
    expect(zlib.brotliDecompressSync(copy).toString()).toBe(script);
    expect(copy.length).toBeLessThan(script.length / 10);
    // Too small to be worth it, or not a script or stylesheet: no copy.
    expect(existsSync(path.join(nextDir, 'static/chunks/tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(nextDir, 'static/media/photo.png.br'))).toBe(false);
  });

  it('keeps a copy newer than its asset and redoes one the asset has outdated', async () => {
    const { nextDir } = buildFolder();
    await precompressStaticAssets(nextDir);
    expect(await precompressStaticAssets(nextDir)).toEqual([]);
    const asset = path.join(nextDir, 'static/chunks/app.js');
    writeFileSync(asset, `//# allFunctionsCalledOnLoad\n${readFileSync(asset, 'utf8')}`);
    const later = new Date(statSync(`${asset}.br`).mtimeMs + 5000);
    utimesSync(asset, later, later);
    expect(await precompressStaticAssets(nextDir)).toEqual([asset]);
    expect(zlib.brotliDecompressSync(readFileSync(`${asset}.br`)).toString().startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});
