/**
 * The payment provider port: everything the orders need from a payment service provider. Two
 * adapters: the sandbox provider served by this API (the embedded default, which behaves like a
 * real PSP: hosted payment page, test cards, challenge, signed webhooks) and Stripe
 * (PaymentIntents), selected when STRIPE_SECRET_KEY is set. An order becomes paid only through
 * `verifyWebhook` or `retrievePayment`, never through the browser's redirect.
 */
import type { PaymentNextStep } from '@escapade/contracts/checkout';
import type { Locale } from '@escapade/domain/markets';
import type { PaymentMethod } from '@escapade/domain/order';

export interface CreatePaymentInput {
  orderId: string;
  bookingNumber: string;
  /** What is charged now: the total, or the first instalment of a pay-later plan (0 for a deferred payment, which only saves the card). */
  amountCents: number;
  currency: 'EUR';
  method: PaymentMethod;
  locale: Locale;
  /** The site page the provider sends the browser back to (absolute for an external provider). */
  returnUrl: string;
  description: string;
  buyerEmail: string;
}

export interface CreatedPayment {
  /** The provider's id of the payment (PaymentIntent id): stored as the order's payment_ref. */
  ref: string;
  next: PaymentNextStep;
}

/** A payment's state at the provider. */
export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'failed';

export interface ProviderPayment {
  ref: string;
  status: ProviderPaymentStatus;
  amountCents: number;
}

/** A verified webhook event, in the port's own vocabulary. */
export interface PaymentWebhookEvent {
  /** The provider's event id: a replayed event has the same one. */
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.refunded' | 'ignored';
  /** The payment it is about (absent for ignored events). */
  ref?: string;
  amountCents?: number;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Wallet fast checkout: confirms the payment with the wallet's authorization. */
  confirmWalletPayment(ref: string, authorization: { paymentIntentId: string }): Promise<ProviderPayment>;
  retrievePayment(ref: string): Promise<ProviderPayment>;
  refund(ref: string, amountCents: number): Promise<{ status: 'succeeded' | 'failed' }>;
  /** Checks the signature (and its age) of a webhook request; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentWebhookEvent;
}
