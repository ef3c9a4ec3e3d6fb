import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, firstLoadChunks, shiftSourceMapOneLine } from './compile-hints';

let webDir: string | undefined;
afterEach(() => {
  if (webDir) rmSync(webDir, { recursive: true, force: true });
});

/** A build folder as `next build` writes it (Turbopack, Next 16): the parts these helpers read. */
function fakeBuild(): string {
  webDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  const next = path.join(webDir, '.next');
  mkdirSync(path.join(next, 'static/chunks'), { recursive: true });
  mkdirSync(path.join(next, 'server/app/[market]/page'), { recursive: true });
  writeFileSync(path.join(next, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'], polyfillFiles: ['static/chunks/polyfills.js'] }));
  const manifest = {
    '/[market]/page': {
      entryJSFiles: { '[project]/apps/web/app/[market]/layout': ['static/chunks/layout.js'], '[project]/apps/web/app/[market]/page': ['static/chunks/layout.js', 'static/chunks/page.js'] },
    },
  };
  writeFileSync(
    path.join(next, 'server/app/[market]/page/page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/[market]/page"]=${JSON.stringify(manifest['/[market]/page'])};`,
  );
  for (const name of ['runtime', 'react', 'layout', 'polyfills', 'lazy-calendar']) writeFileSync(path.join(next, `static/chunks/${name}.js`), `console.log('${name}');\n`);
  writeFileSync(path.join(next, 'static/chunks/page.js'), `console.log('page');\n//# sourceMappingURL=page-map.js.map`);
  writeFileSync(path.join(next, 'static/chunks/page-map.js.map'), JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, mappings: 'AAAA' } }] }));
  return webDir;
}

const chunk = (dir: string, name: string) => readFileSync(path.join(dir, '.next/static/chunks', name), 'utf8');

describe('compile hints on the first-load chunks', () => {
  it('finds the root main files and every route entry chunk, not the polyfills nor the chunks of dynamic imports', () => {
    const dir = fakeBuild();
    expect(firstLoadChunks(path.join(dir, '.next'))).toEqual(['static/chunks/layout.js', 'static/chunks/page.js', 'static/chunks/react.js', 'static/chunks/runtime.js']);
  });

  it('puts the hint on the very first line of those chunks only, once', () => {
    const dir = fakeBuild();
    expect(addCompileHints(dir)).toHaveLength(4);
    expect(chunk(dir, 'runtime.js')).toBe(`${COMPILE_HINT}console.log('runtime');\n`);
    expect(chunk(dir, 'page.js').startsWith('//# allFunctionsCalledOnLoad\nconsole.log')).toBe(true);
    expect(chunk(dir, 'lazy-calendar.js')).toBe(`console.log('lazy-calendar');\n`);
    expect(chunk(dir, 'polyfills.js')).toBe(`console.log('polyfills');\n`);
    // A second build step over the same folder changes nothing.
    expect(addCompileHints(dir)).toEqual([]);
    expect(chunk(dir, 'runtime.js')).toBe(`${COMPILE_HINT}console.log('runtime');\n`);
  });

  it('moves the source map one line down with its chunk', () => {
    const dir = fakeBuild();
    addCompileHints(dir);
    const map = JSON.parse(chunk(dir, 'page-map.js.map')) as { sections: Array<{ offset: { line: number } }> };
    expect(map.sections[0]!.offset.line).toBe(1);
    expect(shiftSourceMapOneLine({ mappings: 'AAAA;AACA' })).toEqual({ mappings: ';AAAA;AACA' });
  });
});
