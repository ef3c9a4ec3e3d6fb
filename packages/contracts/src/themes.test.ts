import { describe, expect, it } from 'vitest';
import { activityTagsResponseSchema, themesQuerySchema, themesResponseSchema } from './themes';

describe('themes contract', () => {
  it('is a list of {id, name, slug}', () => {
    const themes = [{ id: 39, name: 'En famille', slug: 'en-famille' }];
    expect(themesResponseSchema.parse(themes)).toEqual(themes);
    expect(themesResponseSchema.safeParse([{ id: 39, name: 'En famille' }]).success).toBe(false);
  });

  it('needs a known locale', () => {
    expect(themesQuerySchema.safeParse({ locale: 'fr_FR' }).success).toBe(true);
    expect(themesQuerySchema.safeParse({ locale: 'en_GB' }).success).toBe(false);
    expect(themesQuerySchema.safeParse({}).success).toBe(false);
  });

  it('groups activity tags as "name, list of id, name"', () => {
    const groups = [{ name: 'Bien-être', list: [{ id: 3, name: 'Spa' }] }];
    expect(activityTagsResponseSchema.parse(groups)).toEqual(groups);
    expect(activityTagsResponseSchema.safeParse([{ name: 'x', list: [{ id: 'a', name: 'y' }] }]).success).toBe(false);
  });
});
