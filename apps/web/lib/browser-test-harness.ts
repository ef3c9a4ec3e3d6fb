/**
 * Tests only: a component's browser harness bundled as the site bundles it (the vendored Radix
 * Presence and Popper, production React) and the system Chromium to mount it in. The browser tests
 * of the navigation, the consent panel and the contact form share it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { compile } from 'tailwindcss';
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

/**
 * The site's stylesheet for the classes the given sources (paths under apps/web) use, built as
 * globals.css builds it: Tailwind (its theme, base and utilities) and the design system. For the
 * browser tests that check a layout (a phone's width, a dialog's place).
 */
export async function siteCssFor(sources: readonly string[]): Promise<string> {
  const candidates = sources.flatMap((path) => readFileSync(webPath(path), 'utf8').split(/[\s'"`{}]+/));
  const tailwind = readFileSync(fileURLToPath(import.meta.resolve('tailwindcss/index.css')), 'utf8');
  return (await compile(`${tailwind}\n${readFileSync(webPath('app/design-system.css'), 'utf8')}`)).build(candidates);
}
