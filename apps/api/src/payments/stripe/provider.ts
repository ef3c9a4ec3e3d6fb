/**
 * The Stripe adapter, selected when STRIPE_SECRET_KEY is set. Card and pay-later payments go
 * through a Checkout Session (Stripe's hosted payment page, as the sandbox has its own); the wallet
 * through a PaymentIntent the browser confirms with its client secret. Webhooks are verified with
 * the library's own `constructEvent` (signature and a five-minute tolerance).
 *
 * The order's payment_ref is the session's PaymentIntent id when Stripe returns one at creation,
 * else the session id (`cs_…`: current API versions create the PaymentIntent only when the
 * traveller pays). The webhook events of a session (`checkout.session.*`) therefore carry the
 * session id, and those of a wallet payment (`payment_intent.*`) the PaymentIntent id.
 */
import type { Locale } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';
import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderPayment,
} from '../provider';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** Seconds a signature's timestamp may be away from now (Stripe's default too). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export interface StripeProviderOptions {
  /** A configured client (tests pass one with their own HTTP client); else `new Stripe(secretKey)`. */
  stripe?: Stripe;
  secretKey: string;
  webhookSecret: string | undefined;
  /** The site's origin: Stripe needs absolute return URLs. */
  siteUrl: string;
}

function absoluteUrl(url: string, siteUrl: string): string {
  return new URL(url, `${siteUrl}/`).toString();
}

function checkoutLocale(locale: Locale): Stripe.Checkout.SessionCreateParams.Locale {
  return MARKETS[locale].language;
}

function fromPaymentIntent(intent: Stripe.PaymentIntent): ProviderPayment {
  const status =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'canceled' || (intent.status === 'requires_payment_method' && intent.last_payment_error)
        ? 'failed'
        : 'pending';
  return { ref: intent.id, status, amountCents: intent.status === 'succeeded' ? intent.amount_received : intent.amount };
}

function fromSession(session: Stripe.Checkout.Session): ProviderPayment {
  const paid = session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  const status = paid ? 'succeeded' : session.status === 'expired' ? 'failed' : 'pending';
  return { ref: session.id, status, amountCents: session.amount_total ?? 0 };
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.id;
}

/** A Stripe event in the port's vocabulary; what the orders do not act on is 'ignored'. */
export function toWebhookEvent(event: Stripe.Event): PaymentWebhookEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, type: 'payment.succeeded', ref: event.data.object.id, amountCents: event.data.object.amount_received };
    case 'payment_intent.payment_failed':
      return { id: event.id, type: 'payment.failed', ref: event.data.object.id, amountCents: event.data.object.amount };
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed session whose payment is still processing (a bank debit) waits for async_payment_*.
      if (session.payment_status === 'unpaid') return { id: event.id, type: 'ignored' };
      return { id: event.id, type: 'payment.succeeded', ref: session.id, amountCents: session.amount_total ?? 0 };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { id: event.id, type: 'payment.failed', ref: event.data.object.id, amountCents: event.data.object.amount_total ?? 0 };
    case 'charge.refunded': {
      const ref = idOf(event.data.object.payment_intent);
      return ref ? { id: event.id, type: 'payment.refunded', ref, amountCents: event.data.object.amount_refunded } : { id: event.id, type: 'ignored' };
    }
    default:
      return { id: event.id, type: 'ignored' };
  }
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;
  private readonly siteUrl: string;

  constructor(options: StripeProviderOptions) {
    this.stripe = options.stripe ?? new Stripe(options.secretKey);
    this.webhookSecret = options.webhookSecret;
    this.siteUrl = options.siteUrl;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const metadata = { orderId: input.orderId, bookingNumber: input.bookingNumber };
    if (input.method === 'wallet') {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'eur',
          automatic_payment_methods: { enabled: true },
          description: input.description,
          receipt_email: input.buyerEmail,
          metadata,
        },
        { idempotencyKey: `order-${input.orderId}-wallet` },
      );
      if (!intent.client_secret) throw new Error('Stripe returned a PaymentIntent without a client secret');
      return { ref: intent.id, next: { kind: 'wallet', paymentIntentId: intent.id, clientSecret: intent.client_secret } };
    }
    const returnUrl = absoluteUrl(input.returnUrl, this.siteUrl);
    const common = {
      client_reference_id: input.orderId,
      customer_email: input.buyerEmail,
      locale: checkoutLocale(input.locale),
      success_url: returnUrl,
      cancel_url: returnUrl,
      metadata,
    };
    // Nothing to take now (a deferred payment): the session only saves the card for the later charge.
    const params: Stripe.Checkout.SessionCreateParams =
      input.amountCents === 0
        ? { ...common, mode: 'setup', currency: 'eur', setup_intent_data: { metadata } }
        : {
            ...common,
            mode: 'payment',
            line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: input.amountCents, product_data: { name: input.description } } }],
            payment_intent_data: { metadata, description: input.description },
          };
    const session = await this.stripe.checkout.sessions.create(params, { idempotencyKey: `order-${input.orderId}-checkout` });
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
    return { ref: idOf(session.payment_intent) ?? session.id, next: { kind: 'redirect', url: session.url } };
  }

  async retrievePayment(ref: string): Promise<ProviderPayment> {
    if (ref.startsWith('cs_')) return fromSession(await this.stripe.checkout.sessions.retrieve(ref));
    return fromPaymentIntent(await this.stripe.paymentIntents.retrieve(ref));
  }

  /** The browser confirmed the PaymentIntent with Stripe.js; the server reads the outcome. */
  async confirmWalletPayment(ref: string, authorization: { paymentIntentId: string }): Promise<ProviderPayment> {
    if (authorization.paymentIntentId !== ref) throw new Error('the wallet authorization is for another payment');
    return fromPaymentIntent(await this.stripe.paymentIntents.retrieve(ref));
  }

  async refund(ref: string, amountCents: number): Promise<{ status: 'succeeded' | 'failed' }> {
    const paymentIntent = ref.startsWith('cs_') ? idOf((await this.stripe.checkout.sessions.retrieve(ref)).payment_intent) : ref;
    if (!paymentIntent) return { status: 'failed' };
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents }, { idempotencyKey: `refund-${paymentIntent}-${amountCents}` });
      return { status: refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'succeeded' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) return { status: 'failed' };
      throw error;
    }
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentWebhookEvent {
    if (!this.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set: no Stripe webhook can be verified');
    const header = headers[STRIPE_SIGNATURE_HEADER];
    if (typeof header !== 'string') throw new WebhookSignatureError('missing or repeated Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, header, this.webhookSecret, STRIPE_SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message);
      throw new WebhookSignatureError('the Stripe webhook body cannot be read');
    }
    return toWebhookEvent(event);
  }
}
