/**
 * Tests only: a trip as the API answers it, checked against the contract so that it cannot drift
 * from what the API sends. A confirmed weekend for two adults and a child at the Mas des Oliviers,
 * 2 nights from 12 June 2030, flexible until 5 June, 420 € of which 50 € paid with a gift card,
 * the rest by card in 3 instalments (90 € paid, two of 140 € scheduled); the invoice downloadable
 * (and a credit note, when a test gives one).
 */
import { tripDetailSchema, tripsResponseSchema, type TripDetail, type TripsResponse } from '@escapade/contracts/account';

export const FIXTURE_TRIP_UUID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

export function tripDetailFixture(
  overrides: { cancellation?: TripDetail['cancellation']; status?: TripDetail['order']['status']; changeRequests?: TripDetail['changeRequests']; creditNote?: TripDetail['creditNote'] } = {},
): TripDetail {
  return tripDetailSchema.parse({
    order: {
      orderUUID: FIXTURE_TRIP_UUID,
      bookingNumber: '48213759',
      status: overrides.status ?? 'CONFIRMED',
      locale: 'fr_FR',
      createdAt: '2030-03-02T09:15:00.000Z',
      holdExpiresAt: '2030-03-02T09:30:00.000Z',
      paymentMethod: '3x',
      buyer: { firstName: 'Léa', lastName: 'Dupont', email: 'lea.dupont@example.com' },
      items: [
        {
          kind: 'SHORT_STAY',
          label: 'Week-end bien-être en Provence',
          amountCents: 40_000,
          hotelLabel: 'Mas des Oliviers',
          offerId: 812,
          checkin: '2030-06-12',
          checkout: '2030-06-14',
          nights: 2,
          party: { adults: 2, children: 1, babies: 0 },
          activities: [{ activityId: 31, title: 'Massage aux huiles', date: '2030-06-13' }],
          activityProductId: null,
          groupSize: null,
          isGift: false,
          giftFormat: null,
          giftNights: null,
          boxCode: null,
          giftCardId: null,
          sleeves: [],
        },
      ],
      amounts: {
        totalCents: 42_000,
        insuranceCents: 0,
        payLaterFeeCents: 2_000,
        paidCents: 14_000,
        remainingCents: 28_000,
        localTaxAtHotelCents: 660,
        shippingCents: 0,
        giftCardCents: 5_000,
        refundedCents: 0,
      },
      cancelledAt: null,
      instalments: [
        { date: '2030-03-02', amountCents: 9_000, status: 'PAID' },
        { date: '2030-04-02', amountCents: 14_000, status: 'SCHEDULED' },
        { date: '2030-05-02', amountCents: 14_000, status: 'SCHEDULED' },
      ],
      cancellationPolicy: { type: 'FLEXIBLE', cancellable: true, cancellableUntilDays: 7, cancellableUntil: '2030-06-05', cancellationDeadline: '2030-06-05' },
      hasInsurance: false,
      gift: null,
      giftCardPayments: [{ codeEnd: '4F2K', amountCents: 5_000 }],
    },
    cancellation: overrides.cancellation ?? { allowed: true, kind: 'FREE', refundCents: 14_000, giftCardRefundCents: 5_000, providerRefundCents: 9_000, deadline: '2030-06-05' },
    hasInvoice: true,
    creditNote: overrides.creditNote ?? null,
    changeRequests: overrides.changeRequests ?? [],
  });
}

/** Trips of every section: a stay to come, an activity and a stay done, a gift box bought, a voucher received. */
export function tripsFixture(): TripsResponse {
  const trip = (orderUUID: string, kind: 'stay' | 'activity' | 'gift', label: string, checkin: string | null, checkout: string | null, status = 'CONFIRMED') => ({
    orderUUID,
    bookingNumber: '4821' + orderUUID.slice(-4).replace(/\D/g, '0').padStart(4, '0'),
    status,
    kind,
    label,
    hotelLabel: kind === 'stay' ? 'Mas des Oliviers' : null,
    checkin,
    checkout,
    totalCents: 42_000,
    createdAt: '2030-03-02T09:15:00.000Z',
  });
  return tripsResponseSchema.parse({
    upcoming: [
      trip('6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f0002', 'stay', 'Week-end en Alsace', '2030-09-01', '2030-09-03'),
      trip('6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f0001', 'stay', 'Week-end bien-être en Provence', '2030-06-12', '2030-06-14'),
    ],
    past: [
      trip('6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f0003', 'activity', 'Balade en kayak', '2029-07-14', '2029-07-14'),
      trip('6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f0004', 'stay', 'Nuit insolite en cabane', '2029-10-20', '2029-10-21', 'REFUNDED'),
    ],
    gifts: [trip('6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f0005', 'gift', 'Coffret Escapade gourmande', null, null)],
    vouchersReceived: [{ bookingNumber: '48219999', label: 'Séjour cadeau en Bretagne', fromName: 'Marc', pdfUrl: '/api/vouchers/v-9/pdf?expires=1900000000&signature=ab12' }],
  });
}
