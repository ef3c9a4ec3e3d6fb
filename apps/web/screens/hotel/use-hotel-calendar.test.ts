import { describe, expect, it } from 'vitest';
import { monthsCovered } from './use-hotel-calendar';

describe('monthsCovered', () => {
  it('lists every month from the first to the last day of an answer', () => {
    expect(monthsCovered({ from: '2026-11-21', to: '2027-02-03' })).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsCovered({ from: '2026-11-21', to: '2026-11-30' })).toEqual(['2026-11']);
  });
});
