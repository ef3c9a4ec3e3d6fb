import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  effectiveVoucherState,
  expectedDeliveryBy,
  formatVoucherCode,
  generateVoucherCode,
  giftCardShareCents,
  isValidPostalCode,
  isVoucherUsable,
  nextShipmentState,
  normalizePostalCode,
  normalizeVoucherCode,
  shippingCostCents,
  VOUCHER_ALPHABET,
  VOUCHER_CODE_BITS,
  VOUCHER_CODE_LENGTH,
  voucherCodeProblem,
  voucherValidUntil,
} from './voucher';

const draw = (max: number) => randomInt(max);

describe('voucher codes', () => {
  it('are unguessable: at least 60 random bits, from an alphabet without 0, O, 1, I', () => {
    expect(VOUCHER_CODE_BITS).toBeGreaterThanOrEqual(60);
    for (const confusable of ['0', 'O', '1', 'I']) expect(VOUCHER_ALPHABET).not.toContain(confusable);
    const codes = new Set(Array.from({ length: 2_000 }, () => generateVoucherCode(draw)));
    expect(codes.size).toBe(2_000);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-HJ-NP-TV-Z]{14}$/);
      expect(voucherCodeProblem(code)).toBeUndefined();
    }
  });

  it('catch every single mistyped symbol by their check symbol', () => {
    for (let round = 0; round < 50; round += 1) {
      const code = generateVoucherCode(draw);
      for (let position = 0; position < VOUCHER_CODE_LENGTH; position += 1) {
        for (const symbol of VOUCHER_ALPHABET) {
          if (symbol === code[position]) continue;
          const typo = code.slice(0, position) + symbol + code.slice(position + 1);
          expect(voucherCodeProblem(typo)).toBe('check');
        }
      }
    }
  });

  it('catch any two swapped symbols, the check symbol included', () => {
    for (let round = 0; round < 100; round += 1) {
      const code = generateVoucherCode(draw);
      for (let first = 0; first < VOUCHER_CODE_LENGTH; first += 1) {
        for (let second = first + 1; second < VOUCHER_CODE_LENGTH; second += 1) {
          if (code[first] === code[second]) continue;
          const symbols = [...code];
          [symbols[first], symbols[second]] = [symbols[second] as string, symbols[first] as string];
          expect(voucherCodeProblem(symbols.join(''))).toBe('check');
        }
      }
    }
  });

  it('read as typed: any case, spaces and dashes; the wrong length or a foreign symbol is refused', () => {
    const code = generateVoucherCode(draw);
    const printed = formatVoucherCode(code);
    expect(printed).toMatch(/^.{4}-.{4}-.{4}-.{2}$/);
    expect(normalizeVoucherCode(` ${printed.toLowerCase()} `)).toBe(code);
    expect(voucherCodeProblem(printed.toLowerCase().replace(/-/g, ' '))).toBeUndefined();
    expect(voucherCodeProblem(code.slice(1))).toBe('length');
    expect(voucherCodeProblem(`0${code.slice(1)}`)).toBe('symbol');
    expect(voucherCodeProblem(`O${code.slice(1)}`)).toBe('symbol');
  });
});

describe('voucher validity', () => {
  it('is 12 months for a single voucher and an activity, 18 for a box and a gift card', () => {
    expect(voucherValidUntil('SINGLE_VOUCHER', '2026-11-28')).toBe('2027-11-28');
    expect(voucherValidUntil('ACTIVITY', '2026-11-28')).toBe('2027-11-28');
    expect(voucherValidUntil('BOX', '2026-11-28')).toBe('2028-05-28');
    expect(voucherValidUntil('GIFTCARD', '2026-11-28')).toBe('2028-05-28');
  });

  it('ends after its last day: an active voucher then reads expired and cannot be used', () => {
    expect(effectiveVoucherState('ACTIVE', '2027-11-28', '2027-11-28')).toBe('ACTIVE');
    expect(isVoucherUsable('ACTIVE', '2027-11-28', '2027-11-28')).toBe(true);
    expect(effectiveVoucherState('ACTIVE', '2027-11-28', '2027-11-29')).toBe('EXPIRED');
    expect(effectiveVoucherState('PARTLY_USED', '2027-11-28', '2027-11-29')).toBe('EXPIRED');
    expect(isVoucherUsable('PARTLY_USED', '2027-11-28', '2027-11-01')).toBe(true);
    expect(isVoucherUsable('REDEEMED', '2027-11-28', '2027-11-01')).toBe(false);
    expect(effectiveVoucherState('REDEEMED', '2027-11-28', '2027-12-01')).toBe('REDEEMED');
  });

  it('a gift card pays its balance, at most the amount due', () => {
    expect(giftCardShareCents(5_000, 12_000)).toBe(5_000);
    expect(giftCardShareCents(15_000, 12_000)).toBe(12_000);
    expect(giftCardShareCents(0, 12_000)).toBe(0);
  });
});

describe('physical delivery', () => {
  it('counts working days, Monday to Friday', () => {
    // 2026-11-27 is a Friday.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 4)).toBe('2026-12-03');
    expect(expectedDeliveryBy('2026-11-30')).toBe('2026-12-04');
  });

  it('checks postal codes per country', () => {
    expect(isValidPostalCode('FR', '75011')).toBe(true);
    expect(isValidPostalCode('FR', '7501')).toBe(false);
    expect(isValidPostalCode('BE', '1000')).toBe(true);
    expect(isValidPostalCode('BE', '0999')).toBe(false);
    expect(isValidPostalCode('BE', '75011')).toBe(false);
    expect(isValidPostalCode('ES', '28013')).toBe(true);
    expect(isValidPostalCode('ES', '53001')).toBe(false);
    expect(isValidPostalCode('IT', '00184')).toBe(true);
    expect(isValidPostalCode('NL', '1012 ab')).toBe(true);
    expect(isValidPostalCode('NL', '1012AB')).toBe(true);
    expect(isValidPostalCode('NL', '1012 SS')).toBe(false);
    expect(isValidPostalCode('NL', '0123 AB')).toBe(false);
    expect(normalizePostalCode('NL', '1012ab')).toBe('1012 AB');
  });

  it('adds the international fee only abroad', () => {
    expect(shippingCostCents(490, 500, 'FR', 'FR')).toBe(490);
    expect(shippingCostCents(490, 500, 'FR', 'BE')).toBe(990);
  });

  it('advances a shipment one state at a time', () => {
    expect(nextShipmentState('TO_SHIP')).toBe('SHIPPED');
    expect(nextShipmentState('SHIPPED')).toBe('DELIVERED');
    expect(nextShipmentState('DELIVERED')).toBeUndefined();
  });
});
