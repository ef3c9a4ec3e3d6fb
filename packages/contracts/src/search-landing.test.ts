import { describe, expect, it } from 'vitest';
import { searchLandingLinksQuerySchema, searchLandingQuerySchema, searchLandingSchema } from './search-landing';

describe('search landing contract', () => {
  it('takes the locale and the path the web dispatcher sends', () => {
    expect(searchLandingQuerySchema.parse({ locale: 'fr_FR', path: 'a/b' })).toEqual({ locale: 'fr_FR', path: 'a/b' });
    expect(searchLandingQuerySchema.safeParse({ locale: 'fr_FR', path: '' }).success).toBe(false);
  });

  it('answers the fields the web helper reads: destination {id, type, label, slug}, theme {id, label, slug}', () => {
    const landing = {
      destination: { id: 7, type: 'city', label: 'Annecy', slug: 'annecy', latitude: 45.9, longitude: 6.1 },
      theme: { id: 39, label: 'En famille', slug: 'en-famille' },
      indexable: true,
      numberOfOffers: 4,
      title: 't',
      subtitle: 's',
      seoText: 'x',
      canonicalPath: '/annecy/en-famille',
      alternateLocales: ['fr_FR', 'fr_BE'],
    };
    expect(searchLandingSchema.parse(landing)).toEqual(landing);
    expect(searchLandingSchema.safeParse({ ...landing, destination: { ...landing.destination, type: 'town' } }).success).toBe(false);
  });

  it('links need a destination or a theme, ids read as numbers', () => {
    expect(searchLandingLinksQuerySchema.parse({ locale: 'it_IT', destinationId: '12' })).toEqual({ locale: 'it_IT', destinationId: 12 });
    const missing = searchLandingLinksQuerySchema.safeParse({ locale: 'it_IT' });
    expect(missing.error?.issues[0]?.path).toEqual(['destinationId']);
    expect(searchLandingLinksQuerySchema.safeParse({ locale: 'it_IT', destinationId: '-1' }).success).toBe(false);
  });
});
