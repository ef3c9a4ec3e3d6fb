import { describe, expect, it } from 'vitest';
import { areProductTabsHidden } from './product-tabs-visibility';

describe('Spanish and Italian markets hide the tabs when the single-voucher variation is not assigned', () => {
  it('hides them in Spain and Italy outside the single-voucher variation', () => {
    expect(areProductTabsHidden('ES', 'control')).toBe(true);
    expect(areProductTabsHidden('IT', 'control')).toBe(true);
  });

  it('shows them in Spain and Italy with the single-voucher variation', () => {
    expect(areProductTabsHidden('ES', 'single-voucher')).toBe(false);
    expect(areProductTabsHidden('IT', 'single-voucher')).toBe(false);
  });

  it('shows them in the other markets whatever the variation', () => {
    for (const country of ['FR', 'NL', 'BE'] as const) {
      expect(areProductTabsHidden(country, 'control')).toBe(false);
      expect(areProductTabsHidden(country, 'single-voucher')).toBe(false);
    }
  });
});
