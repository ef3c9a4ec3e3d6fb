import type { BookingLookupRequest, BookingLookupResponse } from '@escapade/contracts/booking-lookup';
import type {
  CreateOrderRequest,
  CreateOrderResponse,
  InsuranceQuote,
  OrderView,
  PayLaterEligibility,
} from '@escapade/contracts/checkout';
import type { Locale } from '@escapade/domain/markets';
import { type ApiClientOptions, createApiTransport, orNullWhenMissing } from '../api-transport';
import { contracts } from './lazy-contract';

/**
 * The checkout's calls: create an order (ids and criteria only, with an Idempotency-Key), read it
 * back by its UUID, pay it with the wallet, and the pay-later and insurance quotes that price the
 * checkout page. A refused order is an `ApiError` whose problem says why (`PRICE_CHANGED` with the
 * new `expectedAmount`, `NO_AVAILABILITY`, a 400 naming the field).
 */
export function createCheckoutApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 15_000, ...options });
  const schemas = contracts.checkout;

  return {
    createOrder(order: CreateOrderRequest, idempotencyKey: string, signal?: AbortSignal): Promise<CreateOrderResponse> {
      return call('/purchase/orders', schemas().then((c) => c.createOrderResponseSchema), {
        body: order,
        headers: { 'idempotency-key': idempotencyKey },
        signal,
      });
    },

    /** Null when no order has this UUID. */
    getOrder(orderUUID: string, signal?: AbortSignal): Promise<OrderView | null> {
      return orNullWhenMissing(call(`/purchase/orders/${encodeURIComponent(orderUUID)}`, schemas().then((c) => c.orderViewSchema), { signal }));
    },

    /** The wallet's authorization for an order ("order plus pspAuthorization"): answers the order's UUID. */
    payWithWallet(orderUUID: string, paymentIntentId: string, signal?: AbortSignal): Promise<{ booking: { orderUUID: string } }> {
      return call('/purchase/zeppto', schemas().then((c) => c.walletPaymentResponseSchema), {
        body: { orderUUID, pspAuthorization: { paymentIntentId, paymentMethod: 'wallet' } },
        signal,
      });
    },

    /**
     * The wallet's own authorization of a payment intent, before `payWithWallet`: the provider's step
     * the device wallet runs (the embedded sandbox provider answers it under /psp-sandbox). Throws
     * an `ApiError` when the wallet refuses (a client secret that does not match).
     */
    authorizeWallet(payment: { paymentIntentId: string; clientSecret: string }, signal?: AbortSignal): Promise<void> {
      return call('/psp-sandbox/wallet/authorize', null, { body: payment, signal });
    },

    payLaterEligibility(
      query: { amount: number; cancellationPolicyType: string; cancellableUntil?: string; checkinDate: string; pointOfSale: string },
      signal?: AbortSignal,
    ): Promise<PayLaterEligibility> {
      const params = new URLSearchParams({
        amount: String(query.amount),
        cancellationPolicyType: query.cancellationPolicyType,
        ...(query.cancellableUntil ? { cancellableUntil: query.cancellableUntil } : {}),
        checkinDate: query.checkinDate,
        pointOfSale: query.pointOfSale,
      });
      return call(`/purchase/alma/eligibility?${params}`, schemas().then((c) => c.payLaterEligibilityResponseSchema), { signal });
    },

    /**
     * "Find my booking": the order's UUID for its booking number and the buyer's e-mail address. A
     * pair that names no order is an `ApiError` 404 (the API never says which part was wrong), too
     * many attempts a 429.
     */
    lookupOrder(lookup: BookingLookupRequest, signal?: AbortSignal): Promise<BookingLookupResponse> {
      return call('/purchase/booking-lookup', contracts.bookingLookup().then((c) => c.bookingLookupResponseSchema), { body: lookup, signal });
    },

    /** Null where insurance is not sold (404). */
    insuranceQuote(query: { locale: Locale; cancellationType: string; orderAmount: number }, signal?: AbortSignal): Promise<InsuranceQuote | null> {
      const params = new URLSearchParams({ locale: query.locale, cancellationType: query.cancellationType, orderAmount: String(query.orderAmount) });
      return orNullWhenMissing(call(`/purchase/insurance/quote?${params}`, schemas().then((c) => c.insuranceQuoteResponseSchema), { signal }));
    },
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;

/** The browser's checkout calls: same origin, proxied to the API. */
export const browserCheckoutApi: CheckoutApi = createCheckoutApi({ baseUrl: '/api' });
