import { describe, expect, it } from 'vitest';
import { landingSlugOf } from './landing-model';

describe('landingSlugOf', () => {
  it('"Promo campaign pages black-friday, spring, valentines, xmas exist per locale"', () => {
    for (const slug of ['black-friday', 'spring', 'valentines', 'xmas']) expect(landingSlugOf([slug])).toBe(slug);
  });

  it('names nothing for another campaign, no campaign or a deeper path (a 404)', () => {
    expect(landingSlugOf(['easter'])).toBeUndefined();
    expect(landingSlugOf(['Black-Friday'])).toBeUndefined();
    expect(landingSlugOf([])).toBeUndefined();
    expect(landingSlugOf(['xmas', 'more'])).toBeUndefined();
  });
});
