/**
 * Every page of the account route (sign-in, sign-up, wishlist, booking lookup, trips) shares that
 * route's first scripts (decision 0012): the trip's detail, with its dialog, form and query code, is
 * imported only when a trip is shown (TripPageLoader's chunk, the booking lookup's lazy import).
 * This follows the static imports of the account route's client entry points through the web's
 * and the domain's own modules and names the file that would pull the trip in.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticImportGraphOf as staticGraphOf } from '../../../lib/static-import-graph';

const tripsFolder = dirname(fileURLToPath(import.meta.url));

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
      expect(readFileSync(join(tripsFolder, file), 'utf8'), file).not.toMatch(/^'use client';/m);
    }
  });
});
