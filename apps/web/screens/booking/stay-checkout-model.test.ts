import { createOrderRequestSchema } from '@escapade/contracts/checkout';
import type { QuoteResponse } from '@escapade/contracts/product';
import { describe, expect, it } from 'vitest';
import { parseBookingHash } from './booking-hash';
import { insuranceQuoteQueryOf, stayBasketOf, stayOrderRequest } from './stay-checkout-model';

function quote(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return {
    bookable: true,
    priceInfo: { sellPrice: 30_000, refPrice: 36_000, promoPercentageRounded: 17, moneySaved: 6000, priceType: 'final_price', nbRooms: 1, nights: 2, pricePerNight: 15_000 },
    reservationCriteria: { offerId: 12, checkin: '2030-06-01', checkout: '2030-06-03', nights: 2, adult: 2, child: 0, baby: 0 },
    activityDaySelections: [],
    cancellationPolicy: { type: 'FLEXIBLE', cancellable: true, cancellableUntilDays: 3, cancellableUntil: '2030-05-29', cancellationDeadline: '2030-05-29' },
    localTaxTotalAmount: 660,
    amountToPayToday: 30_000,
    ...overrides,
  };
}

describe('what the stay costs today', () => {
  it('a local tax paid at the hotel is shown apart and stays out of the total', () => {
    expect(stayBasketOf(quote())).toEqual({ stayCents: 30_000, localTaxTodayCents: 0, localTaxAtHotelCents: 660, basketCents: 30_000 });
  });

  it('a local tax not paid at the hotel is part of today\'s payment (the quote\'s amountToPayToday)', () => {
    expect(stayBasketOf(quote({ amountToPayToday: 30_660 }))).toEqual({ stayCents: 30_000, localTaxTodayCents: 660, localTaxAtHotelCents: 0, basketCents: 30_660 });
  });

  it('a quote that stops the checkout prices nothing', () => {
    expect(stayBasketOf(quote({ bookable: false }))).toBeUndefined();
    expect(stayBasketOf(quote({ bookable: false, error: { code: 'PACKAGE_NOT_AVAILABLE_CHECKIN', message: 'x' } }))).toBeUndefined();
    expect(stayBasketOf(quote({ priceInfo: null, amountToPayToday: null }))).toBeUndefined();
    expect(stayBasketOf(undefined)).toBeUndefined();
  });
});

describe('the insurance quote', () => {
  const basket = stayBasketOf(quote());
  it('is asked with the cancellation type and the order amount in cents where the market sells insurance', () => {
    expect(insuranceQuoteQueryOf({ isEnabled: true, locale: 'fr_FR', basket, cancellationType: 'FLEXIBLE' })).toEqual({ locale: 'fr_FR', cancellationType: 'FLEXIBLE', orderAmount: 30_000 });
  });

  it('is not asked when disabled, for a stay amount of 0, or without a policy type', () => {
    expect(insuranceQuoteQueryOf({ isEnabled: false, locale: 'nl_NL', basket, cancellationType: 'FLEXIBLE' })).toBeUndefined();
    expect(insuranceQuoteQueryOf({ isEnabled: true, locale: 'fr_FR', basket: stayBasketOf(quote({ amountToPayToday: 0, priceInfo: { ...quote().priceInfo!, sellPrice: 0 } })), cancellationType: 'FLEXIBLE' })).toBeUndefined();
    expect(insuranceQuoteQueryOf({ isEnabled: true, locale: 'fr_FR', basket, cancellationType: undefined })).toBeUndefined();
  });
});

describe('the stay order', () => {
  it('carries ids and criteria only: the offer, the activity dates, the party, the travel period, the insurance choice and the total shown', () => {
    const selection = parseBookingHash('#id=12&offerId=14&a=2&c=1&b=0&checkin=2030-06-01&night=2&activityDates=5_2030-06-02')!;
    const order = stayOrderRequest({
      locale: 'fr_FR',
      selection,
      stay: selection.stay!,
      buyer: { civility: 'MR', firstName: 'Jean', lastName: 'Dupont', email: 'jean@example.com', phoneNumber: '0612345678', addressLine: '1 rue', postalCode: '75001', city: 'Paris', country: 'FR' },
      insurance: 'insurance',
      paymentMethod: '3x',
      expectedAmount: 32_340,
      gaId: '123.456',
    });
    expect(createOrderRequestSchema.parse(order)).toEqual(order);
    expect(order.items.shortStayItem?.reservationCriteria).toEqual({
      offerId: 14,
      activityDaySelections: [{ activityId: 5, date: '2030-06-02' }],
      pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
      travelPeriod: { checkinDate: '2030-06-01', checkoutDate: '2030-06-03' },
    });
    expect(order.items.insuranceItem).toEqual({ choice: 'insurance' });
    expect(order.consents).toEqual({ salesConditions: true, packageTravelInformation: true });
    expect(order.gaId).toBe('123.456');
  });
});
