import { describe, expect, it } from 'vitest';
import {
  autocompleteQuerySchema,
  destinationSuggestionSchema,
  recommendedAutocompleteQuerySchema,
  SUGGESTION_CATEGORIES,
} from './autocomplete';

describe('autocomplete query', () => {
  it('defaults maxResults to 30 ("locale, term, maxResults 30")', () => {
    expect(autocompleteQuerySchema.parse({ locale: 'fr_FR', term: 'ann' }).maxResults).toBe(30);
  });

  it('reads maxResults from the query string as a number and trims the term', () => {
    expect(autocompleteQuerySchema.parse({ locale: 'nl_BE', term: '  brug ', maxResults: '5' })).toEqual({
      locale: 'nl_BE',
      term: 'brug',
      maxResults: 5,
    });
  });

  it('rejects an empty term, an unknown locale and a maxResults out of 1–100', () => {
    const fields = (input: Record<string, unknown>) =>
      autocompleteQuerySchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(fields({ locale: 'fr_FR', term: '   ' })).toEqual(['term']);
    expect(fields({ locale: 'de_DE', term: 'x' })).toEqual(['locale']);
    expect(fields({ locale: 'fr_FR', term: 'x', maxResults: '0' })).toEqual(['maxResults']);
    expect(fields({ locale: 'fr_FR', term: 'x', maxResults: '101' })).toEqual(['maxResults']);
    expect(fields({ locale: 'fr_FR', term: 'x', maxResults: 'many' })).toEqual(['maxResults']);
  });
});

describe('recommended autocomplete query', () => {
  it('takes q optionally: without it the most popular destinations are asked', () => {
    expect(recommendedAutocompleteQuerySchema.parse({ locale: 'fr_FR', q: '' }).q).toBeUndefined();
    expect(recommendedAutocompleteQuerySchema.parse({ locale: 'fr_FR', q: 'nor' }).q).toBe('nor');
  });

  it('needs sourceType and code together', () => {
    expect(recommendedAutocompleteQuerySchema.safeParse({ locale: 'fr_FR', sourceType: 'box' }).success).toBe(false);
    expect(recommendedAutocompleteQuerySchema.safeParse({ locale: 'fr_FR', code: 'X' }).success).toBe(false);
    expect(recommendedAutocompleteQuerySchema.safeParse({ locale: 'fr_FR', sourceType: 'box', code: 'ROMEBOX' }).success).toBe(true);
    expect(recommendedAutocompleteQuerySchema.safeParse({ locale: 'fr_FR', sourceType: 'hotel', code: '1' }).success).toBe(false);
  });
});

describe('destination suggestion', () => {
  it('has the fields label, category, id, latitude, longitude, postalcode, value', () => {
    const suggestion = {
      label: 'Annecy (74000), Haute-Savoie, France',
      category: 'city',
      id: 12,
      latitude: 45.9,
      longitude: 6.12,
      postalcode: '74000',
      value: 'Annecy',
    };
    expect(destinationSuggestionSchema.parse(suggestion)).toEqual(suggestion);
    expect(Object.keys(destinationSuggestionSchema.shape).sort()).toEqual(
      ['category', 'id', 'label', 'latitude', 'longitude', 'postalcode', 'value'].sort(),
    );
  });

  it('uses the hash location keys as categories (poi, hotel, city and others)', () => {
    expect([...SUGGESTION_CATEGORIES].sort()).toEqual(
      ['city', 'country', 'department', 'hotel', 'poi', 'region', 'searesort', 'skiresort', 'touristicregion'],
    );
  });
});
