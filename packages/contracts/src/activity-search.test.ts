import { describe, expect, it } from 'vitest';
import { activityOnlyHitSchema, activitySearchRequestSchema } from './activity-search';

describe('activity-only search request', () => {
  it('defaults numberOfPackagesPerHotel to 20 ("activity-only also 20")', () => {
    expect(activitySearchRequestSchema.parse({ locale: 'fr_FR' }).numberOfPackagesPerHotel).toBe(20);
  });

  it('bounds participants to 1–2 ("Activity search participants min 1, max 2")', () => {
    const field = (a: number) =>
      activitySearchRequestSchema.safeParse({ locale: 'fr_FR', searchCriterias: { a } }).error?.issues[0]?.path.join('.');
    expect(field(0)).toBe('searchCriterias.a');
    expect(field(3)).toBe('searchCriterias.a');
    expect(field(1)).toBeUndefined();
    expect(field(2)).toBeUndefined();
  });

  it('reads tags as a list, from an array or the comma-joined hash value', () => {
    expect(activitySearchRequestSchema.parse({ locale: 'fr_FR', searchCriterias: { tags: '3,7' } }).searchCriterias.tags).toEqual([3, 7]);
    expect(activitySearchRequestSchema.parse({ locale: 'fr_FR', searchCriterias: { tags: [4] } }).searchCriterias.tags).toEqual([4]);
    expect(activitySearchRequestSchema.safeParse({ locale: 'fr_FR', searchCriterias: { tags: 'spa' } }).success).toBe(false);
  });

  it('rejects wrong types, a negative page, lat without lng and crossed prices, naming the field', () => {
    const field = (body: Record<string, unknown>) =>
      activitySearchRequestSchema.safeParse({ locale: 'fr_FR', ...body }).error?.issues[0]?.path.join('.');
    expect(field({ page: -1 })).toBe('page');
    expect(field({ searchCriterias: { city: 'paris' } })).toBe('searchCriterias.city');
    expect(field({ searchCriterias: { lat: 45 } })).toBe('searchCriterias.lng');
    expect(field({ searchCriterias: { priceMin: 5000, priceMax: 1000 } })).toBe('searchCriterias.priceMax');
  });
});

describe('activity-only hit', () => {
  it('carries the activity card fields plus description, imagesBySize, activities, published, uri, pageModel', () => {
    const keys = Object.keys(activityOnlyHitSchema.shape);
    for (const field of ['id', 'label', 'hotel', 'imageUrl', 'uri', 'prices', 'description', 'imagesBySize', 'activities', 'published', 'pageModel']) {
      expect(keys).toContain(field);
    }
  });
});
