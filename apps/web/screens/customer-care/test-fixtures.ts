/**
 * Tests only: an order's detail as the customer care API answers it, checked against the contract
 * so that it cannot drift from what the API sends. A confirmed gift box for two, paid by card:
 * sent by post (`physical`: its parcel still to ship) or by e-mail (`digital`: its voucher e-mail).
 */
import { orderDetailSchema, type OrderDetail } from '@escapade/contracts/customer-care';

export const FIXTURE_ORDER_UUID = '0b8f1c8e-5d2a-4c1e-9f3b-2a7d6e4c1b90';

export function orderDetailFixture(giftFormat: 'physical' | 'digital' = 'digital'): OrderDetail {
  const isPhysical = giftFormat === 'physical';
  return orderDetailSchema.parse({
    order: {
      orderUUID: FIXTURE_ORDER_UUID,
      bookingNumber: '48213759',
      status: 'CONFIRMED',
      locale: 'fr_FR',
      createdAt: '2030-03-02T09:15:00.000Z',
      holdExpiresAt: '2030-03-02T09:30:00.000Z',
      paymentMethod: 'card',
      buyer: { firstName: 'Léa', lastName: 'Dupont', email: 'lea.dupont@example.com' },
      items: [
        {
          kind: 'BOX',
          label: 'Coffret Escapade gourmande',
          amountCents: isPhysical ? 15_490 : 14_990,
          hotelLabel: null,
          offerId: null,
          checkin: null,
          checkout: null,
          nights: null,
          party: null,
          activities: [],
          activityProductId: null,
          groupSize: null,
          isGift: true,
          giftFormat,
          giftNights: null,
          boxCode: 'GOURMET2',
          giftCardId: null,
          sleeves: [],
        },
      ],
      amounts: {
        totalCents: isPhysical ? 15_490 : 14_990,
        insuranceCents: 0,
        payLaterFeeCents: 0,
        paidCents: isPhysical ? 15_490 : 14_990,
        remainingCents: 0,
        localTaxAtHotelCents: 0,
        shippingCents: isPhysical ? 500 : 0,
        giftCardCents: 0,
        // Read by the contract that knows cancellations; stripped by one that does not yet.
        refundedCents: 0,
      },
      cancelledAt: null,
      instalments: [],
      cancellationPolicy: null,
      hasInsurance: false,
      gift: {
        personalisation: { fromName: 'Léa', message: 'Joyeux anniversaire !' },
        recipient: { kind: 'beneficiary', name: 'Marc Durand', email: 'marc.durand@example.com' },
        delivery: isPhysical
          ? {
              address: { name: 'Marc Durand', addressLine: '12 rue des Lilas', postalCode: '69003', city: 'Lyon', country: 'FR' },
              state: 'TO_SHIP',
              workingDaysMin: 2,
              workingDaysMax: 4,
              expectedBy: '2030-03-07',
            }
          : null,
        sendDate: null,
        vouchers: [{ id: 'v-1', kind: 'BOX', state: 'ACTIVE', validUntil: '2031-03-02', valueCents: 14_990, downloadUrl: null }],
      },
      giftCardPayments: [],
    },
    transitions: [
      { from: null, to: 'PENDING', event: 'created', cause: 'checkout', at: '2030-03-02T09:15:00.000Z' },
      { from: 'PENDING', to: 'AWAITING_PAYMENT', event: 'payment_started', cause: 'card', at: '2030-03-02T09:15:02.000Z' },
      { from: 'AWAITING_PAYMENT', to: 'PAID', event: 'payment_succeeded', cause: 'webhook', at: '2030-03-02T09:16:10.000Z' },
      { from: 'PAID', to: 'CONFIRMED', event: 'booking_confirmed', cause: 'webhook', at: '2030-03-02T09:16:10.000Z' },
    ],
    mails: isPhysical
      ? [
          { id: 31, kind: 'order_confirmation', status: 'SENT', attempts: 1, sentAt: '2030-03-02T09:16:30.000Z', createdAt: '2030-03-02T09:16:10.000Z' },
          { id: 35, kind: 'order_confirmation', status: 'PENDING', attempts: 0, sentAt: null, createdAt: '2030-03-04T14:00:00.000Z' },
        ]
      : [
          { id: 31, kind: 'order_confirmation', status: 'SENT', attempts: 1, sentAt: '2030-03-02T09:16:30.000Z', createdAt: '2030-03-02T09:16:10.000Z' },
          { id: 32, kind: 'gift_voucher', status: 'SENT', attempts: 1, sentAt: '2030-03-02T09:16:31.000Z', createdAt: '2030-03-02T09:16:10.000Z' },
          { id: 35, kind: 'order_confirmation', status: 'PENDING', attempts: 0, sentAt: null, createdAt: '2030-03-04T14:00:00.000Z' },
        ],
    cases: [
      {
        id: 7,
        state: 'NEW',
        reason: 'emailconf',
        name: 'Léa Dupont',
        email: 'lea.dupont@example.com',
        bookingNumber: '48213759',
        orderUUID: FIXTURE_ORDER_UUID,
        locale: 'fr_FR',
        description: "Je n'ai pas reçu mon e-mail de confirmation.",
        createdAt: '2030-03-04T13:40:00.000Z',
        updatedAt: '2030-03-04T13:40:00.000Z',
      },
    ],
    audit: [
      { id: 3, staffEmail: 'agent@escapade.example', action: 'resend_mail', targetKind: 'order', targetId: FIXTURE_ORDER_UUID, detail: { kind: 'order_confirmation', outboxId: 35 }, at: '2030-03-04T14:00:00.000Z' },
    ],
    documents: { invoiceReference: 'FR-FR-2030-000042', creditNoteReference: null },
  });
}
