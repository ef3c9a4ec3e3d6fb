import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKET_PATH_SEGMENTS } from './markets';
import { COMMISSION_BPS_MAX, COMMISSION_BPS_MIN, CREDIT_NOTE_PREFIX, creditNoteReference, demoCommissionBps, invoiceReference, netCentsOf, SELLER } from './seller';

const segment = fc.constantFrom(...MARKET_PATH_SEGMENTS);
const year = fc.integer({ min: 2000, max: 2999 });
const number = fc.integer({ min: 1, max: 999_999 });

describe('invoice references', () => {
  it('are the market segment, the year of issue and the number on six digits', () => {
    expect(invoiceReference('fr-fr', 2030, 1)).toBe('FR-FR-2030-000001');
    expect(invoiceReference('nl-be', 2031, 123_456)).toBe('NL-BE-2031-123456');
  });
});

describe('credit note references', () => {
  it('mirror the invoice reference after the prefix "AV" (avoir)', () => {
    expect(CREDIT_NOTE_PREFIX).toBe('AV');
    expect(creditNoteReference('fr-fr', 2030, 1)).toBe('AV-FR-FR-2030-000001');
    expect(creditNoteReference('it-it', 2031, 42)).toBe('AV-IT-IT-2031-000042');
  });

  it('never print the reference of an invoice, whatever the market, year and number (their sequences are apart)', () => {
    fc.assert(
      fc.property(segment, year, number, segment, year, number, (creditSegment, creditYear, creditNumber, invoiceSegment, invoiceYear, invoiceNumber) => {
        expect(creditNoteReference(creditSegment, creditYear, creditNumber)).not.toBe(invoiceReference(invoiceSegment, invoiceYear, invoiceNumber));
      }),
    );
  });

  it('tell their market, year and number apart: two different credit notes never share a reference', () => {
    fc.assert(
      fc.property(fc.tuple(segment, year, number), fc.tuple(segment, year, number), (a, b) => {
        fc.pre(a.join() !== b.join());
        expect(creditNoteReference(...a)).not.toBe(creditNoteReference(...b));
      }),
    );
  });
});

describe('the seller', () => {
  it('is the travel agency registered with Atout France', () => {
    expect(SELLER.travelAgencyRegistration).toMatch(/^IM\d{9}$/);
  });
});

describe('the hotel\'s net price', () => {
  it('is the sell price less the commission, rounded to the cent', () => {
    expect(netCentsOf(18_900, 1_800)).toBe(15_498);
    expect(netCentsOf(10_050, 1_500)).toBe(8_542);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: COMMISSION_BPS_MIN, max: COMMISSION_BPS_MAX }), (sell, bps) => {
        const net = netCentsOf(sell, bps);
        expect(Number.isInteger(net)).toBe(true);
        expect(Math.abs(sell - net - (sell * bps) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('the demo catalog\'s commissions run from 15 % to 25 %, within the allowed range', () => {
    const rates = Array.from({ length: 200 }, (_, id) => demoCommissionBps(id + 1));
    expect(Math.min(...rates)).toBe(1_500);
    expect(Math.max(...rates)).toBe(2_500);
    expect(rates.every((bps) => bps >= COMMISSION_BPS_MIN && bps <= COMMISSION_BPS_MAX)).toBe(true);
  });
});
