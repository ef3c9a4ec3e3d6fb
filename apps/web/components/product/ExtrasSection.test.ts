import { describe, expect, it } from 'vitest';
import { EXTRA_NAVIGATION_DELAY_MS, extraHref } from './ExtrasSection';

describe('extras', () => {
  it('move to the other product after 500 ms, keeping the flow and the criteria', () => {
    expect(EXTRA_NAVIGATION_DELAY_MS).toBe(500);
    expect(extraHref('/fr-fr/sejour/__ID__', 12, '?flow=gifting', '#a=2&giftNights=1')).toBe('/fr-fr/sejour/12?flow=gifting#a=2&giftNights=1');
  });
});
