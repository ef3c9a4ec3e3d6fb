import { describe, expect, it } from 'vitest';
import { extraHref } from './ExtrasSection';

describe('extras', () => {
  it('move to the other product, keeping the flow and the criteria', () => {
    expect(extraHref('/fr-fr/sejour/__ID__', 12, '?flow=gifting', '#a=2&giftNights=1')).toBe('/fr-fr/sejour/12?flow=gifting#a=2&giftNights=1');
  });
});
