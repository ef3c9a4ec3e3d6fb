import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Radix packages the build aliases to patched copies (next.config.ts, decision 0014): each
 * copy must be the installed version's ES module plus exactly its documented change, so that an
 * upgrade of Radix fails here until the copy is made again from the new version.
 */
const require = createRequire(import.meta.url);

async function upstream(pkg: string): Promise<{ version: string; source: string }> {
  // The package's CommonJS entry is dist/index.js; the ES module next to it is what builds use.
  const dist = path.dirname(require.resolve(pkg));
  const { version } = JSON.parse(await readFile(path.join(dist, '../package.json'), 'utf8')) as { version: string };
  const source = (await readFile(path.join(dist, 'index.mjs'), 'utf8')).replace('//# sourceMappingURL=index.mjs.map\n', '');
  return { version, source };
}

async function vendored(file: string): Promise<string> {
  const text = await readFile(path.join(import.meta.dirname, file), 'utf8');
  // The header comment goes; the change itself is undone by each case.
  return text.replace(/\/\*\n \* @radix-ui\/react-[a-z]+ [\d.]+ \(MIT[\s\S]*?\*\/\n/, '');
}

describe('vendored Radix packages', () => {
  it('@radix-ui/react-presence: ANIMATION_END only from "unmountSuspended"', async () => {
    const { version, source } = await upstream('@radix-ui/react-presence');
    expect(version).toBe('1.1.11');
    const copy = await vendored('radix-presence.mjs');
    expect(copy).toContain('} else if (stateRef.current === "unmountSuspended") {\n      send("ANIMATION_END");');
    const undone = copy
      .replace('const { useLayoutEffect } = React2;', 'import { useLayoutEffect } from "@radix-ui/react-use-layout-effect";')
      .replace('  const stateRef = React2.useRef(state);\n  stateRef.current = state;\n', '')
      .replace('} else if (stateRef.current === "unmountSuspended") {', '} else {');
    expect(undone).toBe(source);
  });

  it('@radix-ui/react-popper: the anchor handed over in a transition while the page hydrates', async () => {
    const { version, source } = await upstream('@radix-ui/react-popper');
    expect(version).toBe('1.4.0');
    const copy = await vendored('radix-popper.mjs');
    const change = '          if (isPageHydrated()) onAnchorChange(node);\n          else React.startTransition(() => onAnchorChange(node));';
    expect(copy).toContain(change);
    const undone = copy.replace('import { isPageHydrated } from "../lib/use-browser-snapshot";\n', '').replace(change, '          onAnchorChange(node);');
    expect(undone).toBe(source);
  });
});
