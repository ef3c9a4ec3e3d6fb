import { describe, expect, it } from 'vitest';
import { parseProductHash, serializeProductHash } from './product-hash';

const TODAY = '2026-11-21';

describe('product hash', () => {
  it('reads dates, party and the gift keys', () => {
    const criteria = parseProductHash('#checkin=2026-12-04&checkout=2026-12-06&a=3&c=1&b=0&giftNights=2&giftFormat=physical&sleeves=Pochette%3A7', TODAY);
    expect(criteria).toEqual({
      checkin: '2026-12-04',
      checkout: '2026-12-06',
      party: { adults: 3, children: 1, babies: 0 },
      giftNights: 2,
      giftFormat: 'physical',
      sleeves: { Pochette: ['7'] },
    });
  });

  it('drops a past checkin with its checkout and out-of-range gift values', () => {
    const criteria = parseProductHash('checkin=2026-11-01&checkout=2026-11-03&giftNights=4&giftFormat=paper', TODAY);
    expect(criteria).toEqual({ party: { adults: 2, children: 0, babies: 0 }, sleeves: {} });
  });

  it('writes what it reads back, with the night count of the dates', () => {
    const hash = serializeProductHash({ checkin: '2026-12-04', checkout: '2026-12-07', party: { adults: 2, children: 0, babies: 1 }, giftNights: 1, giftFormat: 'digital', sleeves: { Pochette: ['default'] } });
    expect(hash).toContain('night=3');
    expect(parseProductHash(hash, TODAY)).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-07', giftNights: 1, giftFormat: 'digital', sleeves: { Pochette: ['default'] } });
  });
});
