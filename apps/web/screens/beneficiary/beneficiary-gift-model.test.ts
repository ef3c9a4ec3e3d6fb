import type { BeneficiaryStaysResponse } from '@escapade/contracts/beneficiary';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-transport';
import { confirmationHrefOf, giftUseOf, isVoucherAlreadyUsed, nextStaysPage, nightsFor, redemptionFailureOf, redemptionRequestOf, selectionOf, voucherAvailability } from './beneficiary-gift-model';
import { stayOf } from './test-fixtures';

const page = (count: number, pageNumber: number, totalCount: number): BeneficiaryStaysResponse => ({
  exactMatch: Array.from({ length: count }, (_, index) => stayOf(pageNumber * 8 + index + 1)),
  searchDetails: { totalCount, page: pageNumber, limit: 8 },
});

const problem = (status: number, code: string, errors?: Array<{ field: string; message: string }>) =>
  new ApiError(`answered ${status}`, status, { problem: { type: 'urn:x', title: code, status, detail: 'x', instance: '/api/beneficiary/redemptions', code: code as never, ...(errors ? { errors } : {}) } });

describe('gift page rules', () => {
  it('a single voucher or a box books a stay; a gift card is spent at checkout; nothing more once used, expired or cancelled', () => {
    expect(giftUseOf({ kind: 'SINGLE_VOUCHER', state: 'ACTIVE' })).toBe('stays');
    expect(giftUseOf({ kind: 'BOX', state: 'ACTIVE' })).toBe('stays');
    expect(giftUseOf({ kind: 'GIFTCARD', state: 'PARTLY_USED' })).toBe('giftCard');
    expect(giftUseOf({ kind: 'ACTIVITY', state: 'ACTIVE' })).toBe('activity');
    for (const state of ['REDEEMED', 'EXPIRED', 'CANCELLED'] as const) expect(giftUseOf({ kind: 'SINGLE_VOUCHER', state })).toBe('closed');
  });

  it('the nights are the single voucher\'s, or the box stay\'s own', () => {
    expect(nightsFor({ nights: 2 }, { nights: 1 })).toBe(2);
    expect(nightsFor({ nights: null }, { nights: 3 })).toBe(3);
  });

  it('"Load more" asks the next page until every stay is in or a page comes back empty', () => {
    const first = page(8, 0, 19);
    const second = page(8, 1, 19);
    expect(nextStaysPage(first, [first])).toBe(1);
    expect(nextStaysPage(second, [first, second])).toBe(2);
    const third = page(3, 2, 19);
    expect(nextStaysPage(third, [first, second, third])).toBeUndefined();
    expect(nextStaysPage(page(0, 0, 5), [page(0, 0, 5)])).toBeUndefined();
  });

  it('the calendar keeps the check-in days where the voucher\'s nights can start, without prices or minimum stays', () => {
    const days = { '2030-06-01': { price: '189 €', amount: 18_900, minLos: 2 }, '2030-06-02': { price: '289 €', minLos: 3 }, '2030-06-03': { price: '189 €', minLos: 1 } };
    expect(voucherAvailability(days, 2)).toEqual({ '2030-06-01': {}, '2030-06-03': {} });
    expect(voucherAvailability(days, 3)).toEqual({ '2030-06-01': {}, '2030-06-02': {}, '2030-06-03': {} });
    expect(voucherAvailability(days, 1)).toEqual({ '2030-06-03': {} });
  });

  it('a check-in selects the whole stay: the checkout is the voucher\'s nights later', () => {
    const selection = selectionOf(stayOf(4), '2030-06-30', 2);
    expect(selection).toMatchObject({ checkin: '2030-06-30', checkout: '2030-07-02', nights: 2 });
    const traveller = { civility: 'MR', firstName: 'Jean', lastName: 'Dupont', email: 'jean@example.com', phoneNumber: '0612345678', addressLine: '1 rue A', postalCode: '75011', city: 'Paris', country: 'FR' } as const;
    expect(redemptionRequestOf({ locale: 'fr_BE', selection, activityDates: ['5_2030-07-01', 'x'], traveller })).toEqual({
      locale: 'fr_BE',
      offerId: 4,
      checkin: '2030-06-30',
      activityDaySelections: [{ activityId: 5, date: '2030-07-01' }],
      traveller,
      consents: { salesConditions: true, packageTravelInformation: true },
    });
    // An activity voucher books its activity: no stay, no dates, no package travel.
    expect(redemptionRequestOf({ locale: 'fr_FR', selection: undefined, activityDates: [], traveller })).toEqual({
      locale: 'fr_FR',
      traveller,
      consents: { salesConditions: true, packageTravelInformation: false },
    });
  });

  it('a refused booking: the session over, the gift used meanwhile, the nights gone, a field, or try again', () => {
    expect(redemptionFailureOf(problem(401, 'VOUCHER_REFUSED'))).toEqual({ kind: 'sessionEnded' });
    expect(redemptionFailureOf(problem(409, 'VOUCHER_ALREADY_USED'))).toEqual({ kind: 'alreadyUsed' });
    expect(redemptionFailureOf(problem(409, 'NO_AVAILABILITY'))).toEqual({ kind: 'noAvailability' });
    expect(redemptionFailureOf(problem(400, 'VALIDATION_FAILED', [{ field: 'checkin', message: 'outside the validity' }]))).toEqual({ kind: 'noAvailability' });
    expect(
      redemptionFailureOf(
        problem(400, 'VALIDATION_FAILED', [
          { field: 'traveller.phoneNumber', message: 'Phone number seems incorrect' },
          { field: 'consents.salesConditions', message: 'Invalid input' },
          { field: 'locale', message: 'x' },
        ]),
      ),
    ).toEqual({
      kind: 'invalid',
      fields: [
        { kind: 'traveller', field: 'phoneNumber', message: 'Phone number seems incorrect' },
        { kind: 'consent', field: 'salesConditions' },
      ],
    });
    expect(redemptionFailureOf(problem(400, 'VALIDATION_FAILED', [{ field: 'activityDaySelections', message: 'Please choose your activity dates.' }]))).toEqual({
      kind: 'invalid',
      fields: [{ kind: 'activityDates' }],
    });
    expect(redemptionFailureOf(problem(400, 'VALIDATION_FAILED', [{ field: 'locale', message: 'x' }]))).toEqual({ kind: 'failed' });
    expect(redemptionFailureOf(problem(400, 'VALIDATION_FAILED', [{ field: 'offerId', message: 'not one of the gift' }]))).toEqual({ kind: 'failed' });
    expect(redemptionFailureOf(problem(409, 'CONFLICT'))).toEqual({ kind: 'failed' });
    expect(redemptionFailureOf(new ApiError('network', undefined))).toEqual({ kind: 'failed' });
    expect(redemptionFailureOf(new Error('boom'))).toEqual({ kind: 'failed' });
    expect(isVoucherAlreadyUsed(problem(409, 'VOUCHER_ALREADY_USED'))).toBe(true);
    expect(isVoucherAlreadyUsed(problem(409, 'NO_AVAILABILITY'))).toBe(false);
  });

  it('opens the booked order\'s confirmation page without the payment\'s status', () => {
    expect(confirmationHrefOf('/fr-fr/confirmation/', '0b9f1c9e-5d8a-4a34-9e55-7d2f6c1a2b3c')).toBe('/fr-fr/confirmation/0b9f1c9e-5d8a-4a34-9e55-7d2f6c1a2b3c');
  });
});
