import { describe, expect, it } from 'vitest';
import { stayOf } from './stay';

describe('stayOf', () => {
  it('derives the nights from a checkout, or the checkout from the nights', () => {
    expect(stayOf({ checkin: '2030-03-30', checkout: '2030-04-02' })).toEqual({ checkin: '2030-03-30', checkout: '2030-04-02', nights: 3 });
    expect(stayOf({ checkin: '2030-03-30', nights: 3 })).toEqual({ checkin: '2030-03-30', checkout: '2030-04-02', nights: 3 });
    expect(stayOf({ checkin: '2030-03-30', checkout: '2030-03-31', nights: 5 })).toEqual({ checkin: '2030-03-30', checkout: '2030-03-31', nights: 1 });
  });

  it('is none without a checkin, without a length, or under one night', () => {
    expect(stayOf({ checkout: '2030-04-02', nights: 2 })).toBeUndefined();
    expect(stayOf({ checkin: '2030-03-30' })).toBeUndefined();
    expect(stayOf({ checkin: '2030-03-30', checkout: '2030-03-30' })).toBeUndefined();
    expect(stayOf({ checkin: '2030-03-30', nights: 0 })).toBeUndefined();
  });

  it('is none before the earliest checkin or beyond the longest stay', () => {
    const bounds = { earliestCheckin: '2030-03-10', maxNights: 30 };
    expect(stayOf({ checkin: '2030-03-09', nights: 2 }, bounds)).toBeUndefined();
    expect(stayOf({ checkin: '2030-03-10', nights: 30 }, bounds)).toEqual({ checkin: '2030-03-10', checkout: '2030-04-09', nights: 30 });
    expect(stayOf({ checkin: '2030-03-10', nights: 31 }, bounds)).toBeUndefined();
  });
});
