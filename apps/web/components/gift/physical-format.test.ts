import { effectiveGiftFormat } from '@escapade/domain/gift';
import { MARKETS } from '@escapade/domain/markets';
import { describe, expect, it } from 'vitest';
import { physicalFormatState } from './physical-format';

describe('physicalFormatState: "defaults digital; physical disabled when shipping cost fetch errors or the physical-voucher flag is off"', () => {
  it('enabled only with the flag on and the shipping costs loaded', () => {
    expect(physicalFormatState(true, 'success')).toBe('enabled');
  });

  it('the flag off, or the shipping costs failing: disabled with the coming-back-soon notice', () => {
    expect(physicalFormatState(false, 'success')).toBe('comingBackSoon');
    expect(physicalFormatState(false, 'pending')).toBe('comingBackSoon');
    expect(physicalFormatState(false, 'error')).toBe('comingBackSoon');
    expect(physicalFormatState(true, 'error')).toBe('comingBackSoon');
  });

  it('while the shipping costs load, physical waits without the notice', () => {
    expect(physicalFormatState(true, 'pending')).toBe('waiting');
  });

  it('the format shown: digital by default, and digital whenever physical is not enabled, even when the hash asks for it', () => {
    expect(effectiveGiftFormat(undefined, true)).toBe('digital');
    expect(effectiveGiftFormat('physical', physicalFormatState(true, 'success') === 'enabled')).toBe('physical');
    expect(effectiveGiftFormat('physical', physicalFormatState(true, 'error') === 'enabled')).toBe('digital');
    expect(effectiveGiftFormat('physical', physicalFormatState(true, 'pending') === 'enabled')).toBe('digital');
  });

  it('every market sells the physical format today (the flag is on), so only the shipping costs can turn it off', () => {
    for (const market of Object.values(MARKETS)) expect(physicalFormatState(market.features.physicalGift, 'success')).toBe('enabled');
  });
});
