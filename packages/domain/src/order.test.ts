import { describe, expect, it } from 'vitest';
import {
  BOOKING_NUMBER_MAX,
  BOOKING_NUMBER_MIN,
  bookingNumberFrom,
  canApplyOrderEvent,
  holdsInventory,
  nextOrderStatus,
  ORDER_EVENTS,
  ORDER_STATUSES,
  OrderTransitionError,
} from './order';

describe('order states', () => {
  it('walks the happy path: pending → awaiting payment → paid → confirmed', () => {
    let status = nextOrderStatus('PENDING', 'payment_started');
    expect(status).toBe('AWAITING_PAYMENT');
    status = nextOrderStatus(status, 'payment_succeeded');
    expect(status).toBe('PAID');
    expect(nextOrderStatus(status, 'booking_confirmed')).toBe('CONFIRMED');
  });

  it('fails or expires an order that is not paid yet, and refunds after-sales', () => {
    expect(nextOrderStatus('AWAITING_PAYMENT', 'payment_failed')).toBe('FAILED');
    expect(nextOrderStatus('PENDING', 'hold_expired')).toBe('EXPIRED');
    expect(nextOrderStatus('AWAITING_PAYMENT', 'hold_expired')).toBe('EXPIRED');
    expect(nextOrderStatus('CONFIRMED', 'cancelled')).toBe('CANCELLED');
    expect(nextOrderStatus('CANCELLED', 'refunded')).toBe('REFUNDED');
  });

  it('takes a payment that arrives after the hold expired (the API then retakes the rooms or refunds)', () => {
    expect(nextOrderStatus('EXPIRED', 'payment_succeeded')).toBe('PAID');
    expect(nextOrderStatus('PAID', 'refunded')).toBe('REFUNDED');
  });

  it('refuses events that do not apply: a second webhook, a payment of a failed order, an expiry of a paid one', () => {
    expect(canApplyOrderEvent('CONFIRMED', 'payment_succeeded')).toBe(false);
    expect(canApplyOrderEvent('FAILED', 'payment_succeeded')).toBe(false);
    expect(canApplyOrderEvent('PAID', 'hold_expired')).toBe(false);
    expect(() => nextOrderStatus('CONFIRMED', 'payment_succeeded')).toThrow(OrderTransitionError);
  });

  it('leaves FAILED and REFUNDED final', () => {
    for (const event of ORDER_EVENTS) {
      expect(canApplyOrderEvent('FAILED', event)).toBe(false);
      expect(canApplyOrderEvent('REFUNDED', event)).toBe(false);
    }
  });

  it('holds rooms from creation until the booking is final, and not after a failure or expiry', () => {
    expect(ORDER_STATUSES.filter(holdsInventory)).toEqual(['PENDING', 'AWAITING_PAYMENT', 'PAID', 'CONFIRMED']);
  });
});

describe('booking number', () => {
  it('is 8 digits, as the contact form expects ("Booking number is composed of 8 digits")', () => {
    expect(bookingNumberFrom((min) => min)).toBe('10000000');
    expect(bookingNumberFrom((_, max) => max - 1)).toBe('99999999');
    expect(bookingNumberFrom((min, max) => Math.floor((min + max) / 2))).toMatch(/^[1-9]\d{7}$/);
    expect(BOOKING_NUMBER_MAX - BOOKING_NUMBER_MIN + 1).toBe(90_000_000);
  });
});
