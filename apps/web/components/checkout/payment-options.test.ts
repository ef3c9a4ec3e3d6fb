import { describe, expect, it } from 'vitest';
import { payLaterFeeOf, paymentOptionsOf } from './payment-options';

describe('payment methods', () => {
  it('card and the wallet always; the pay-later options only as the eligibility answer gives them', () => {
    expect(paymentOptionsOf({ eligibility: undefined }).map((option) => option.method)).toEqual(['card', 'wallet']);
    const options = paymentOptionsOf({
      eligibility: {
        paymentMethods: [
          { type: 'deferred', paymentFee: 0, instalments: [{ date: '2030-05-30', amountCents: 30_000 }] },
          { type: '3x', paymentFee: 450, instalments: [{ date: '2030-05-01', amountCents: 10_450 }, { date: '2030-06-01', amountCents: 10_000 }, { date: '2030-07-01', amountCents: 10_000 }] },
        ],
      },
    });
    expect(options.map((option) => option.method)).toEqual(['card', 'wallet', 'deferred', '3x']);
    expect(options[3]?.instalments[0]).toEqual({ date: '2030-05-01', amountCents: 10_450 });
  });

  it('the fee of the chosen method goes to the total; none for a method no longer offered', () => {
    const options = paymentOptionsOf({ eligibility: { paymentMethods: [{ type: '4x', paymentFee: 600, instalments: [] }] } });
    expect(payLaterFeeOf(options, '4x')).toBe(600);
    expect(payLaterFeeOf(options, 'card')).toBe(0);
    expect(payLaterFeeOf(options, '3x')).toBe(0);
    expect(payLaterFeeOf(options, undefined)).toBe(0);
  });
});
