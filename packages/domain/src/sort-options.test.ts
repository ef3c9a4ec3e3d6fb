import { describe, expect, it } from 'vitest';
import { effectiveOrderBy, isOrderBy, sortOptionsFor } from './sort-options';

const values = (flow: Parameters<typeof sortOptionsFor>[0], hasLatLng: boolean) =>
  sortOptionsFor(flow, { hasLatLng }).map((o) => o.value);

describe('Sort options', () => {
  it('"Quality/Price always"', () => {
    for (const flow of ['booking', 'gifting', 'activity', 'hotel'] as const) {
      expect(sortOptionsFor(flow, { hasLatLng: false })[0]).toEqual({ value: 'priceQuality', label: 'Quality/Price' });
    }
  });

  it('"Distance only if lat and lng exist"', () => {
    expect(values('booking', true)).toContain('distance');
    expect(values('gifting', true)).toContain('distance');
    expect(values('booking', false)).not.toContain('distance');
  });

  it('booking: Quality/Price, Discount, Price (Ascending), Popularity', () => {
    expect(sortOptionsFor('booking', { hasLatLng: false })).toEqual([
      { value: 'priceQuality', label: 'Quality/Price' },
      { value: 'promo', label: 'Discount' },
      { value: 'priceAsc', label: 'Price (Ascending)' },
      { value: 'popularity', label: 'Popularity' },
    ]);
  });

  it('"Discount (promo) only in the booking flow"; hotel has Price (Ascending) and Popularity', () => {
    expect(values('hotel', true)).toEqual(['priceQuality', 'distance', 'priceAsc', 'popularity']);
  });

  it('gifting: "Price (Descending) and Price (Ascending) via the single-voucher price keys"', () => {
    expect(sortOptionsFor('gifting', { hasLatLng: false })).toEqual([
      { value: 'priceQuality', label: 'Quality/Price' },
      { value: 'singleVoucherPriceDesc', label: 'Price (Descending)' },
      { value: 'singleVoucherPriceAsc', label: 'Price (Ascending)' },
    ]);
  });

  it('activity: Quality/Price only (plus Distance with lat and lng)', () => {
    expect(values('activity', false)).toEqual(['priceQuality']);
    expect(values('activity', true)).toEqual(['priceQuality', 'distance']);
  });

  it('falls back to priceQuality when the flow does not offer the chosen sort', () => {
    expect(effectiveOrderBy('gifting', 'promo', { hasLatLng: false })).toBe('priceQuality');
    expect(effectiveOrderBy('booking', 'distance', { hasLatLng: false })).toBe('priceQuality');
    expect(effectiveOrderBy('booking', 'distance', { hasLatLng: true })).toBe('distance');
    expect(effectiveOrderBy('booking', undefined, { hasLatLng: true })).toBe('priceQuality');
  });

  it('recognises the orderBy values', () => {
    expect(isOrderBy('singleVoucherPriceAsc')).toBe(true);
    expect(isOrderBy('DATE')).toBe(false);
  });
});
