/**
 * Tests only: a component's browser harness bundled as the site bundles it (the vendored Radix
 * Presence and Popper, production React) and the system Chromium to mount it in. The browser tests
 * of the navigation, the consent panel and the contact form share it.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../../scripts/lib/chromium';

/** An absolute path of apps/web. */
export const webPath = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The harness (a path under apps/web) as one script; `aliases` swap Next's modules for stubs. */
export async function bundleHarness(entry: string, aliases: Record<string, string> = {}): Promise<string> {
  const bundle = await build({
    entryPoints: [webPath(entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    alias: {
      ...Object.fromEntries(Object.entries(aliases).map(([name, path]) => [name, webPath(path)])),
      '@radix-ui/react-presence': webPath('vendor/radix-presence.mjs'),
      '@radix-ui/react-popper': webPath('vendor/radix-popper.mjs'),
    },
  });
  return bundle.outputFiles[0]?.text ?? '';
}

export function launchTestBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
}
