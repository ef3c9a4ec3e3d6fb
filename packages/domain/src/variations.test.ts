import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPERIMENT_NAMES,
  assignVariation,
  datesVariationOf,
  fnv1a32,
  isInPopularDatesVariation,
  isSingleVoucherAssigned,
  isVisitorId,
  parseVariationOverrides,
  serializeVariationOverrides,
  variantForBucket,
  variationBucket,
} from './variations';

const visitorIdArbitrary = fc.uuid();

describe('variations: the experiments the site runs', () => {
  it('maps variants to what the screens apply', () => {
    expect(datesVariationOf('control')).toBeUndefined();
    expect(datesVariationOf('forced')).toBe('forced');
    expect(datesVariationOf('suggested')).toBe('suggested');
    expect(isInPopularDatesVariation('shortcuts')).toBe(true);
    expect(isInPopularDatesVariation('control')).toBe(false);
    expect(isSingleVoucherAssigned('single-voucher')).toBe(true);
    expect(isSingleVoucherAssigned('control')).toBe(false);
  });
});

describe('variations: deterministic assignment', () => {
  it('hashes with FNV-1a 32 (reference values)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('gives a visitor the same variant every time, in [0, 1) buckets', () => {
    fc.assert(
      fc.property(visitorIdArbitrary, fc.constantFrom(...EXPERIMENT_NAMES), (visitorId, name) => {
        const bucket = variationBucket(visitorId, name);
        expect(bucket).toBeGreaterThanOrEqual(0);
        expect(bucket).toBeLessThan(1);
        expect(assignVariation(name, visitorId)).toBe(assignVariation(name, visitorId));
      }),
    );
  });

  it('gives the control without a (valid) visitor id', () => {
    expect(assignVariation('dates', undefined)).toBe('control');
    expect(assignVariation('dates', 'short')).toBe('control');
    expect(assignVariation('popular-dates', 'not a visitor id!')).toBe('control');
    expect(isVisitorId('0b8f1c8e-3f5e-4a4b-9a39-6c1f1b2f9d11')).toBe(true);
  });

  it('splits visitors by the weights (50/25/25 for dates, within 2 points over 20,000 visitors)', () => {
    const counts = { control: 0, forced: 0, suggested: 0 };
    for (let index = 0; index < 20_000; index += 1) counts[assignVariation('dates', `visitor-${index.toString(36).padStart(6, '0')}`)] += 1;
    expect(Math.abs(counts.control / 20_000 - 0.5)).toBeLessThan(0.02);
    expect(Math.abs(counts.forced / 20_000 - 0.25)).toBeLessThan(0.02);
    expect(Math.abs(counts.suggested / 20_000 - 0.25)).toBeLessThan(0.02);
  });

  it('assigns experiments independently (the experiment name is part of the key)', () => {
    let same = 0;
    for (let index = 0; index < 4000; index += 1) {
      const id = `visitor-${index}`;
      if ((assignVariation('popular-dates', id) === 'shortcuts') === isSingleVoucherAssigned(assignVariation('single-voucher', id))) same += 1;
    }
    expect(Math.abs(same / 4000 - 0.5)).toBeLessThan(0.05);
  });

  it('picks variants by cumulative weight, never one of weight 0', () => {
    const experiment = { name: 'x', control: 'a', variants: [{ id: 'a', weight: 1 }, { id: 'b', weight: 0 }, { id: 'c', weight: 3 }] };
    expect(variantForBucket(experiment, 0)).toBe('a');
    expect(variantForBucket(experiment, 0.2499)).toBe('a');
    expect(variantForBucket(experiment, 0.25)).toBe('c');
    expect(variantForBucket(experiment, 0.9999)).toBe('c');
    expect(variantForBucket({ ...experiment, variants: [{ id: 'b', weight: 0 }] }, 0.5)).toBe('a');
  });
});

describe('variations: overrides', () => {
  it('reads name:variant pairs and ignores unknown ones', () => {
    expect(parseVariationOverrides('dates:forced, popular-dates:shortcuts,nope:x,dates-x:forced,single-voucher:bogus')).toEqual({
      dates: 'forced',
      'popular-dates': 'shortcuts',
    });
    expect(parseVariationOverrides(undefined)).toEqual({});
  });

  it('round-trips through serialize', () => {
    const overrides = { dates: 'suggested', 'single-voucher': 'single-voucher' } as const;
    expect(parseVariationOverrides(serializeVariationOverrides(overrides))).toEqual(overrides);
  });

  it('wins over the assignment', () => {
    fc.assert(
      fc.property(visitorIdArbitrary, (visitorId) => {
        expect(assignVariation('dates', visitorId, { dates: 'forced' })).toBe('forced');
        expect(assignVariation('popular-dates', visitorId, { 'popular-dates': 'control' })).toBe('control');
      }),
    );
  });
});
