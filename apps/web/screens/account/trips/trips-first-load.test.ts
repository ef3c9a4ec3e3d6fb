/**
 * Every page of the account route (sign-in, sign-up, wishlist, booking lookup, trips) shares that
 * route's first scripts (decision 0012): the trip's detail, with its dialog, form and query code, is
 * imported only when a trip is shown (TripPageLoader's chunk, the booking lookup's lazy import).
 * This follows the static imports of the account route's client entry points through the web's
 * and the domain's own modules and names the file that would pull the trip in.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', '..');

/** `import … from '<module>'` and `export … from '<module>'` that are not type-only (a dynamic `import()` is not one). */
function valueImportsOf(source: string): string[] {
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1]!);
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('.') ? join(dirname(from), specifier) : specifier.startsWith('@escapade/domain/') ? join(root, 'packages/domain/src', specifier.slice('@escapade/domain/'.length)) : undefined;
  if (base === undefined) return undefined;
  return ['.ts', '.tsx', '/index.ts'].map((extension) => base + extension).find((path) => existsSync(path));
}

function staticGraphOf(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of valueImportsOf(readFileSync(file, 'utf8'))) {
      const resolved = resolveModule(file, specifier);
      if (resolved) visit(resolved);
      else packages.add(specifier);
    }
  };
  visit(join(root, entry));
  return { files: [...files].map((file) => relative(root, file)).sort(), packages: [...packages].sort() };
}

const TRIP_CODE = ['TripPage.tsx', 'TripDetail.tsx', 'CancelTrip.tsx', 'ChangeRequestForm.tsx'].map((file) => `apps/web/screens/account/trips/${file}`);

describe('the trip out of the account route\'s first scripts', () => {
  it.each(['apps/web/screens/account/BookingLookup.tsx', 'apps/web/screens/account/trips/TripPageLoader.tsx'])('%s loads the trip only when it shows one', (entry) => {
    const graph = staticGraphOf(entry);
    expect(graph.files.filter((file) => TRIP_CODE.includes(file))).toEqual([]);
    expect(graph.packages.filter((specifier) => /^@tanstack\/|^radix-ui|^zod$|^@escapade\/contracts\//.test(specifier))).toEqual([]);
  });

  it('the booking lookup\'s graph is followed at all: what it does load is in it', () => {
    const graph = staticGraphOf('apps/web/screens/account/BookingLookup.tsx');
    expect(graph.files).toContain('apps/web/screens/account/trips/guest-trip-access.ts');
    expect(graph.files).toContain('apps/web/screens/account/trips/trips-view.ts');
  });

  it('the trips list is drawn by the server alone: no client component', () => {
    for (const file of ['TripsList.tsx', 'trips-screen.tsx', 'trip-formats.ts', 'trips-view.ts']) {
      expect(readFileSync(join(root, 'apps/web/screens/account/trips', file), 'utf8'), file).not.toMatch(/^'use client';/m);
    }
  });
});
