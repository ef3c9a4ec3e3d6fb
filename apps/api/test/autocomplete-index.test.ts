import type { AutocompleteQuery } from '@escapade/contracts/autocomplete';
import { LOCALES } from '@escapade/domain/markets';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { DestinationIndex } from '../src/autocomplete-index/destination-index';
import { DestinationIndexHolder } from '../src/autocomplete-index/destination-index-holder';
import { loadDestinationIndex } from '../src/autocomplete-index/load-destination-index';
import { searchDestinationIndex } from '../src/autocomplete-index/search-destination-index';
import { searchDestinations } from '../src/catalog/search-destinations';
import { readCatalogVersion } from '../src/search/search-cache';
import { buildTestApp } from './helpers';

let app: App;
let index: DestinationIndex;
let names: string[];

beforeAll(async () => {
  app = await buildTestApp({ config: { autocompleteIndex: false } });
  ({ index } = await loadDestinationIndex(app.db));
  const rows = await sql<{ name: string }>`
    select name from destination_name union all select label from hotel where active order by 1`.execute(app.db);
  names = rows.rows.map((row) => row.name);
});
afterAll(() => app.close());

/** A term someone types for a catalog name: a prefix of it, maybe with one edit, maybe in capitals. */
const termArbitrary = () =>
  fc
    .record({
      name: fc.nat().map((i) => names[i % names.length]!),
      length: fc.integer({ min: 1, max: 12 }),
      edit: fc.constantFrom('none', 'delete', 'insert', 'replace', 'swap'),
      at: fc.nat(),
      letter: fc.constantFrom(...'aeinorstuxz -'),
      upper: fc.boolean(),
    })
    .map(({ name, length, edit, at, letter, upper }) => {
      let term = name.slice(0, length);
      const i = at % Math.max(term.length, 1);
      if (edit === 'delete') term = term.slice(0, i) + term.slice(i + 1);
      if (edit === 'insert') term = term.slice(0, i) + letter + term.slice(i);
      if (edit === 'replace') term = term.slice(0, i) + letter + term.slice(i + 1);
      if (edit === 'swap' && i + 1 < term.length) term = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
      return upper ? term.toUpperCase() : term;
    })
    .filter((term) => term.trim() !== '');

describe('autocomplete index', () => {
  it('holds every destination name and every active hotel in each language', async () => {
    const counts = await sql<{ names: number; hotels: number }>`
      select (select count(*)::int from destination_name) as names, (select count(*)::int * 4 from hotel where active) as hotels`.execute(app.db);
    expect(index.stats()).toEqual({ destinationNames: counts.rows[0]!.names, hotelLabels: counts.rows[0]!.hotels });
    expect(index.version).toBe(await readCatalogVersion(app.db));
  });

  it('answers exactly what the SQL path answers, for prefixes and typos of catalog names (property)', async () => {
    await fc.assert(
      fc.asyncProperty(termArbitrary(), fc.constantFrom(...LOCALES), fc.constantFrom(1, 5, 30, 100), async (term, locale, maxResults) => {
        const query: AutocompleteQuery = { locale, term, maxResults };
        expect(searchDestinationIndex(index, query)).toEqual(await searchDestinations(app.db, query));
      }),
      { numRuns: 300, seed: 4 },
    );
  });

  it('answers exactly what the SQL path answers for short and spaced terms', async () => {
    for (const term of ['a', 'sa', 'par', 'ile de', 'saint m', 'la ', 'zzqxv', '---', 'annecu', 'anency', 'frnace']) {
      for (const locale of LOCALES) {
        const query: AutocompleteQuery = { locale, term, maxResults: 30 };
        expect(searchDestinationIndex(index, query), `${locale} ${term}`).toEqual(await searchDestinations(app.db, query));
      }
    }
  });
});

describe('DestinationIndexHolder', () => {
  it('rebuilds in the background when what it holds changes, not when only the catalog version moves', async () => {
    const holder = new DestinationIndexHolder(app.db, app.log, { rebuildMinIntervalMs: 0, pollMs: 60_000 });
    expect(holder.current()).toBeUndefined();
    holder.start();
    expect(await holder.whenReady()).toBe(true);
    const first = holder.current()!;
    const hotel = await app.db.selectFrom('hotel').select(['id', 'label']).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const renamed = 'Zyxwv Autocomplete Index Test';
    try {
      await holder.refresh();
      expect(holder.current()).toBe(first);
      // A statement on a watched table moves the version (as a booking does); the names are the same.
      const version = await readCatalogVersion(app.db);
      await sql`update hotel set label = label where false`.execute(app.db);
      expect(await readCatalogVersion(app.db)).not.toBe(version);
      await holder.refresh();
      expect(holder.current()).toBe(first);
      await app.db.updateTable('hotel').set({ label: renamed }).where('id', '=', hotel.id).execute();
      const before = searchDestinationIndex(first, { locale: 'fr_FR', term: 'zyxwv', maxResults: 30 });
      expect(before).toEqual([]);
      await holder.refresh();
      expect(holder.current()).not.toBe(first);
      expect(searchDestinationIndex(holder.current()!, { locale: 'fr_FR', term: 'zyxwv', maxResults: 30 })).toContainEqual(
        expect.objectContaining({ id: hotel.id, category: 'hotel', value: renamed }),
      );
    } finally {
      await app.db.updateTable('hotel').set({ label: hotel.label }).where('id', '=', hotel.id).execute();
      await holder.close();
    }
  });
});
