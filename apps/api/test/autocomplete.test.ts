import { autocompleteResponseSchema, SUGGESTION_CATEGORIES, type DestinationSuggestion } from '@escapade/contracts/autocomplete';
import { type DestinationType, locationKeyOf } from '@escapade/contracts/location-kinds';
import { problemSchema } from '@escapade/contracts/problem';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { matchTierOf, toSearchKey } from '../src/catalog/destination-matching';
import { TYPE_WEIGHT } from '../src/catalog/place-weight';
import { buildTestApp } from './helpers';

/** The weight `placeWeightSql` orders by: the type's weight plus log10 of the importance. */
function placeWeight(type: DestinationType | 'hotel', importance: number): number {
  return TYPE_WEIGHT[type] + Math.log10(1 + Math.max(importance, 0));
}

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function destinationNamed(language: string, name: string) {
  return app.db
    .selectFrom('destination_name as n')
    .innerJoin('destination as d', 'd.id', 'n.destination_id')
    .select(['d.id', 'd.type', 'n.name'])
    .where('n.language', '=', language as 'fr')
    .where('n.name', '=', name)
    .executeTakeFirstOrThrow();
}

/**
 * Both ways of answering, on the same assertions: SQL (`AUTOCOMPLETE_INDEX=false`, and what answers
 * until the index is built) and the in-process index (decision 0007).
 */
describe.each(['sql', 'index'] as const)('GET /api/autocomplete (%s)', (mode) => {
  let modeApp: App;
  beforeAll(async () => {
    modeApp = await buildTestApp({ config: { autocompleteIndex: mode === 'index' } });
    if (mode === 'index') {
      await modeApp.ready();
      expect(await modeApp.autocompleteIndex?.whenReady()).toBe(true);
    }
  });
  afterAll(() => modeApp.close());

  async function suggest(query: Record<string, string>): Promise<DestinationSuggestion[]> {
    const response = await modeApp.inject({ method: 'GET', url: `/api/autocomplete?${new URLSearchParams(query)}` });
    expect(response.statusCode).toBe(200);
    return autocompleteResponseSchema.parse(response.json()).suggestions;
  }

  it(mode === 'index' ? 'answers from the index once it is built' : 'answers from SQL when the index is switched off', () => {
    expect(modeApp.autocompleteIndex?.current() === undefined).toBe(mode === 'sql');
  });

  it("is accent- and case-insensitive: 'ile de france' finds 'Île-de-France'", async () => {
    const region = await destinationNamed('fr', 'Île-de-France');
    for (const term of ['ile de france', 'ILE-DE-FRANCE', 'Île de Fr']) {
      const suggestions = await suggest({ locale: 'fr_FR', term });
      expect(suggestions.map((s) => `${s.category}:${s.id}`)).toContain(`region:${region.id}`);
    }
  });

  it('answers in the market language: nl_BE reads Dutch names, fr_BE French ones', async () => {
    const france = await destinationNamed('fr', 'France');
    const dutch = await suggest({ locale: 'nl_BE', term: 'frankr' });
    expect(dutch.find((s) => s.id === france.id)?.value).toBe('Frankrijk');
    const french = await suggest({ locale: 'fr_BE', term: 'fran' });
    expect(french.find((s) => s.id === france.id)?.value).toBe('France');
    expect(await suggest({ locale: 'nl_BE', term: 'franc' })).not.toContainEqual(expect.objectContaining({ id: france.id, value: 'France' }));
  });

  it('tolerates one typo (a letter missing, extra, wrong or two swapped)', async () => {
    const annecy = await destinationNamed('fr', 'Annecy');
    for (const term of ['anecy', 'annnecy', 'annecu', 'anency']) {
      const suggestions = await suggest({ locale: 'fr_FR', term });
      expect(suggestions.map((s) => s.id), term).toContain(annecy.id);
    }
    const barcelona = await destinationNamed('es', 'Barcelona');
    expect((await suggest({ locale: 'es_ES', term: 'barcelnoa' })).map((s) => s.id)).toContain(barcelona.id);
  });

  it('does not answer two typos', async () => {
    const annecy = await destinationNamed('fr', 'Annecy');
    expect((await suggest({ locale: 'fr_FR', term: 'anxcx' })).map((s) => s.id)).not.toContain(annecy.id);
  });

  it('ranks exact prefixes first, then bigger places (type weight), then one-typo matches', async () => {
    const suggestions = await suggest({ locale: 'fr_FR', term: 'par' });
    const keys = suggestions.map((s) => toSearchKey(s.value));
    const firstWordPrefix = keys.findIndex((key) => !key.startsWith('par'));
    if (firstWordPrefix !== -1) expect(keys.slice(firstWordPrefix).every((key) => !key.startsWith('par'))).toBe(true);
    const paris = suggestions.filter((s) => s.value === 'Paris');
    expect(paris.length).toBeGreaterThan(0);

    const france = await suggest({ locale: 'fr_FR', term: 'fra' });
    expect(france[0]).toMatchObject({ category: 'country', value: 'France' });
    const regionIndex = france.findIndex((s) => s.category === 'region');
    const cityIndex = france.findIndex((s) => s.category === 'city');
    if (regionIndex !== -1 && cityIndex !== -1) expect(regionIndex).toBeLessThan(cityIndex);
  });

  it('orders each tier by weight: type weight plus the order of magnitude of the importance (bigger places first)', async () => {
    for (const term of ['par', 'sa', 'bru', 'mon', 'anecy']) {
      const suggestions = await suggest({ locale: 'fr_FR', term, maxResults: '100' });
      const places = await app.db.selectFrom('destination').select(['id', 'type', 'importance']).where('id', 'in', [0, ...suggestions.map((s) => s.id)]).execute();
      const ranked = suggestions.map((s) => {
        const place = s.category === 'hotel' ? undefined : places.find((p) => p.id === s.id);
        return { tier: matchTierOf(toSearchKey(term), toSearchKey(s.value))!, weight: place ? placeWeight(place.type, place.importance) : placeWeight('hotel', 0) };
      });
      for (let i = 1; i < ranked.length; i += 1) {
        const [before, after] = [ranked[i - 1]!, ranked[i]!];
        expect(before.tier, term).toBeLessThanOrEqual(after.tier);
        if (before.tier === after.tier) expect(before.weight, `${term} #${i}`).toBeGreaterThanOrEqual(after.weight - 1e-9);
      }
    }
  });

  it('labels a city like "Annecy (74000), Haute-Savoie, France" and gives its coordinates and postal code', async () => {
    const [annecy] = (await suggest({ locale: 'fr_FR', term: 'annecy' })).filter((s) => s.category === 'city' && s.value === 'Annecy');
    const row = await app.db.selectFrom('destination').selectAll().where('id', '=', annecy!.id).executeTakeFirstOrThrow();
    expect(annecy).toMatchObject({ latitude: row.latitude, longitude: row.longitude, postalcode: row.postal_code });
    expect(annecy!.label).toMatch(new RegExp(`^Annecy \\(${row.postal_code}\\), .+, France$`));
  });

  it('suggests every kind of place, with the hash key as category', async () => {
    const types = await sql<{ type: DestinationType; name: string; id: number }>`
      select distinct on (d.type) d.type, n.name, d.id from destination d
      join destination_name n on n.destination_id = d.id and n.language = 'fr'
      order by d.type, d.id`.execute(app.db);
    for (const { type, name, id } of types.rows) {
      const suggestions = await suggest({ locale: 'fr_FR', term: name, maxResults: '100' });
      expect(suggestions, `${type} ${name}`).toContainEqual(expect.objectContaining({ id, category: locationKeyOf(type) }));
    }
    const hotel = await app.db.selectFrom('hotel').select(['id', 'label']).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const hotels = await suggest({ locale: 'it_IT', term: hotel.label, maxResults: '100' });
    expect(hotels).toContainEqual(expect.objectContaining({ id: hotel.id, category: 'hotel', value: hotel.label, postalcode: null }));
    for (const suggestion of hotels) expect(SUGGESTION_CATEGORIES).toContain(suggestion.category);
  });

  it('answers at most maxResults suggestions, 30 by default', async () => {
    expect((await suggest({ locale: 'fr_FR', term: 'a' })).length).toBeLessThanOrEqual(30);
    expect((await suggest({ locale: 'fr_FR', term: 'a' })).length).toBeGreaterThan(0);
    expect(await suggest({ locale: 'fr_FR', term: 'a', maxResults: '3' })).toHaveLength(3);
  });

  it('answers no suggestion for a term that names nothing', async () => {
    expect(await suggest({ locale: 'fr_FR', term: 'zzqxv' })).toEqual([]);
    expect(await suggest({ locale: 'fr_FR', term: '---' })).toEqual([]);
  });

  it.each([
    [{ term: 'paris' }, 'locale'],
    [{ locale: 'de_DE', term: 'paris' }, 'locale'],
    [{ locale: 'fr_FR' }, 'term'],
    [{ locale: 'fr_FR', term: 'paris', maxResults: '0' }, 'maxResults'],
    [{ locale: 'fr_FR', term: 'paris', maxResults: '101' }, 'maxResults'],
    [{ locale: 'fr_FR', term: 'paris', maxResults: 'ten' }, 'maxResults'],
  ])('answers 400 naming the field for %o', async (query, field) => {
    const response = await modeApp.inject({ method: 'GET', url: `/api/autocomplete?${new URLSearchParams(query as Record<string, string>)}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(response.json()).field).toBe(field);
  });
});

describe('GET /api/autocomplete/recommended', () => {
  async function recommend(query: Record<string, string>): Promise<DestinationSuggestion[]> {
    const response = await app.inject({ method: 'GET', url: `/api/autocomplete/recommended?${new URLSearchParams(query)}` });
    expect(response.statusCode).toBe(200);
    return autocompleteResponseSchema.parse(response.json()).suggestions;
  }

  it('without q, answers the cities with the most hotels of the market first', async () => {
    const suggestions = await recommend({ locale: 'fr_FR' });
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.category === 'city')).toBe(true);
    const counts = await sql<{ id: number; hotels: number }>`
      select hd.destination_id as id, count(distinct o.hotel_id)::int as hotels
      from offer o join hotel h on h.id = o.hotel_id join hotel_destination hd on hd.hotel_id = h.id
      where o.published and h.active and o.locales @> array['fr_FR']::text[] and (o.expiration is null or o.expiration >= current_date)
      group by 1`.execute(app.db);
    const hotelsOf = new Map(counts.rows.map((row) => [row.id, row.hotels]));
    const series = suggestions.map((s) => hotelsOf.get(s.id) ?? 0);
    expect(series.every((count) => count > 0)).toBe(true);
    expect([...series].sort((a, b) => b - a)).toEqual(series);
  });

  it("with a box code, answers only destinations where that box's stays are", async () => {
    const box = await app.db.selectFrom('box_offer').select('box_code').orderBy('box_code').executeTakeFirstOrThrow();
    const suggestions = await recommend({ locale: 'fr_FR', sourceType: 'box', code: box.box_code, maxResults: '100' });
    expect(suggestions.length).toBeGreaterThan(0);
    const places = await sql<{ id: number }>`
      select distinct hd.destination_id as id from box_offer bo join offer o on o.id = bo.offer_id
      join hotel_destination hd on hd.hotel_id = o.hotel_id where bo.box_code = ${box.box_code}`.execute(app.db);
    const allowed = new Set(places.rows.map((row) => row.id));
    for (const suggestion of suggestions) expect(allowed.has(suggestion.id)).toBe(true);
  });

  it('with q, matches names like the autocomplete (accents, typo) among the source destinations', async () => {
    const france = await destinationNamed('fr', 'France');
    expect((await recommend({ locale: 'fr_FR', q: 'frnace' })).map((s) => s.id)).toContain(france.id);
    expect((await recommend({ locale: 'fr_FR', q: 'FRANCE' }))[0]?.id).toBe(france.id);
  });

  it('answers nothing for an unknown box or theme, and 400 when sourceType comes without code', async () => {
    expect(await recommend({ locale: 'fr_FR', sourceType: 'box', code: 'NOSUCHEBOX' })).toEqual([]);
    expect(await recommend({ locale: 'fr_FR', sourceType: 'theme', code: '999999' })).toEqual([]);
    const response = await app.inject({ method: 'GET', url: '/api/autocomplete/recommended?locale=fr_FR&sourceType=box' });
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).field).toBe('code');
  });
});
