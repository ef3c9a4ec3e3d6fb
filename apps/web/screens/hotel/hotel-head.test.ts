import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX_CHARS, hotelPageHead } from './hotel-head';

describe('hotelPageHead', () => {
  const hotel = { active: true, metaRobots: 'index,follow', description: 'Au calme.' };

  it('is indexable when the hotel is active and says index', () => {
    expect(hotelPageHead(hotel, 'T')).toEqual({ title: 'T', description: 'Au calme.', indexable: true });
  });

  it('"An inactive hotel gets robots noindex"', () => {
    expect(hotelPageHead({ ...hotel, active: false }, 'T').indexable).toBe(false);
  });

  it('follows a noindex of the hotel', () => {
    expect(hotelPageHead({ ...hotel, metaRobots: 'noindex,follow' }, 'T').indexable).toBe(false);
  });

  it('cuts a long description for the meta description', () => {
    const head = hotelPageHead({ ...hotel, description: 'x'.repeat(400) }, 'T');
    expect(Array.from(head.description).length).toBe(META_DESCRIPTION_MAX_CHARS + 1);
    expect(head.description.endsWith('…')).toBe(true);
  });
});
