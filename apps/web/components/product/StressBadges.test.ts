import { describe, expect, it } from 'vitest';
import { orderedStressMessages } from './StressBadges';

describe('stress messages', () => {
  it('follow the order best price, best promo, flash deal, auto discount', () => {
    expect(orderedStressMessages({ autoDiscount: true, flashDeal: true, bestPromo: true, bestPrice: true }, 'booking')).toEqual(['bestPrice', 'bestPromo', 'flashDeal', 'autoDiscount']);
    expect(orderedStressMessages({ autoDiscount: true, flashDeal: false, bestPromo: true, bestPrice: false }, 'booking')).toEqual(['bestPromo', 'autoDiscount']);
  });
  it('leave the auto discount out of the gifting flow', () => {
    expect(orderedStressMessages({ autoDiscount: true, flashDeal: false, bestPromo: false, bestPrice: false }, 'gifting')).toEqual([]);
  });
});
