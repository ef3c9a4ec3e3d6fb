/**
 * The sandbox payment provider: a PSP that happens to run in this process. It keeps its own
 * records (psp_sandbox_payment), serves its own hosted payment page (routes/psp-sandbox.ts) and
 * tells the orders what happened only the way a real PSP does: signed webhooks over HTTP, and the
 * status the port's `retrievePayment` reads. It never calls order code.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@escapade/db';
import type { CreatedPayment, CreatePaymentInput, PaymentProvider, PaymentWebhookEvent, ProviderPayment } from '../provider';
import { checkCardForm, walletCardFor, type CardField, type CardForm } from './cards';
import { verifySandboxWebhook } from './signature';
import { findSandboxPayment, insertSandboxPayment, isFinal, moveSandboxPayment, type SandboxPayment } from './store';
import type { WebhookSender } from './webhook-sender';

/** Where the hosted pages live under the API (site-relative: the site proxies /api/* to the API). */
export const SANDBOX_PAGES_PATH = '/api/psp-sandbox';
export const SANDBOX_PAYMENT_ID = /^pi_sbx_[0-9a-f]{24}$/;

export function hostedPagePath(id: string): string {
  return `${SANDBOX_PAGES_PATH}/pay/${id}`;
}

export function challengePagePath(id: string): string {
  return `${SANDBOX_PAGES_PATH}/challenge/${id}`;
}

/** The return URL with the outcome the browser is told (informative only: the site never trusts it). */
export function returnUrlWithStatus(returnUrl: string, status: 'succeeded' | 'failed'): string {
  const hashAt = returnUrl.indexOf('#');
  const base = hashAt === -1 ? returnUrl : returnUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : returnUrl.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}redirect_status=${status}${hash}`;
}

export type CardSubmission =
  | { kind: 'not_found' }
  /** The payment was already decided: its outcome page, nothing charged again. */
  | { kind: 'final'; payment: SandboxPayment }
  | { kind: 'invalid'; payment: SandboxPayment; errors: Partial<Record<CardField, string>> }
  | { kind: 'challenge'; payment: SandboxPayment }
  /** Decided now; the webhook went out (first attempt done). */
  | { kind: 'decided'; payment: SandboxPayment };

export type WalletAuthorization = 'authorized' | 'not_found' | 'bad_secret' | 'not_wallet' | 'final';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function toProviderPayment(payment: SandboxPayment): ProviderPayment {
  const status = payment.status === 'succeeded' || payment.status === 'refunded' ? 'succeeded' : payment.status === 'failed' ? 'failed' : 'pending';
  return { ref: payment.id, status, amountCents: payment.amount_cents };
}

export interface SandboxProviderOptions {
  db: Db;
  secret: Buffer | string;
  webhooks: WebhookSender;
  now?: () => Date;
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly db: Db;
  private readonly secret: Buffer | string;
  private readonly webhooks: WebhookSender;
  private readonly now: () => Date;

  constructor(options: SandboxProviderOptions) {
    this.db = options.db;
    this.secret = options.secret;
    this.webhooks = options.webhooks;
    this.now = options.now ?? (() => new Date());
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const id = `pi_sbx_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    const wallet = input.method === 'wallet';
    await insertSandboxPayment(this.db, {
      id,
      clientSecret,
      reference: input.bookingNumber,
      amountCents: input.amountCents,
      currency: input.currency,
      method: input.method,
      returnUrl: input.returnUrl,
      // The wallet's card is known from the start: the test trigger is in the payment's own data.
      ...(wallet ? { cardLast4: walletCardFor(input.description, input.buyerEmail).number.slice(-4) } : {}),
    });
    return wallet ? { ref: id, next: { kind: 'wallet', paymentIntentId: id, clientSecret } } : { ref: id, next: { kind: 'redirect', url: hostedPagePath(id) } };
  }

  async retrievePayment(ref: string): Promise<ProviderPayment> {
    const payment = await findSandboxPayment(this.db, ref);
    if (!payment) throw new Error(`unknown sandbox payment ${ref}`);
    return toProviderPayment(payment);
  }

  /** The wallet's authorization: the payment's client secret proves the browser was given it. */
  async authorizeWallet(id: string, clientSecret: string): Promise<WalletAuthorization> {
    const payment = await findSandboxPayment(this.db, id);
    if (!payment) return 'not_found';
    if (!timingSafeEqual(digest(clientSecret), digest(payment.client_secret))) return 'bad_secret';
    if (payment.method !== 'wallet') return 'not_wallet';
    if (payment.status === 'processing') return 'authorized';
    if (isFinal(payment.status)) return 'final';
    return (await moveSandboxPayment(this.db, id, ['requires_payment_method'], 'processing')) ? 'authorized' : 'final';
  }

  /**
   * Charges the wallet's card. An authorized payment succeeds, or fails with the decline card; a
   * payment the wallet never authorized is declined; a decided one is answered as it is.
   */
  async confirmWalletPayment(ref: string, authorization: { paymentIntentId: string }): Promise<ProviderPayment> {
    if (authorization.paymentIntentId !== ref) throw new Error('the wallet authorization is for another payment');
    const payment = await findSandboxPayment(this.db, ref);
    if (!payment) throw new Error(`unknown sandbox payment ${ref}`);
    if (payment.method !== 'wallet') throw new Error(`sandbox payment ${ref} is not a wallet payment`);
    if (isFinal(payment.status)) return toProviderPayment(payment);
    const declined = payment.status !== 'processing' || payment.card_last4 === '0002';
    const moved = await moveSandboxPayment(this.db, ref, ['requires_payment_method', 'processing'], declined ? 'failed' : 'succeeded');
    if (!moved) return this.retrievePayment(ref);
    await this.emitOutcome(moved);
    return toProviderPayment(moved);
  }

  async refund(ref: string, amountCents: number): Promise<{ status: 'succeeded' | 'failed' }> {
    const payment = await findSandboxPayment(this.db, ref);
    if (!payment || amountCents < 0 || amountCents > payment.amount_cents) return { status: 'failed' };
    const moved = await moveSandboxPayment(this.db, ref, ['succeeded'], 'refunded', { refundedCents: amountCents });
    if (!moved) return { status: 'failed' };
    // Not awaited: the caller may be the webhook route itself, which must not wait on its own next call.
    void this.webhooks.emit('payment.refunded', { paymentIntentId: moved.id, amountCents, reference: moved.reference });
    return { status: 'succeeded' };
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentWebhookEvent {
    return verifySandboxWebhook(this.secret, rawBody, headers, Math.floor(this.now().getTime() / 1000));
  }

  // ---- the hosted pages' side ------------------------------------------------------------------

  findPayment(id: string): Promise<SandboxPayment | undefined> {
    return findSandboxPayment(this.db, id);
  }

  /** The card form's submission: checked like a PSP would, then decided by the test card. */
  async submitCard(id: string, form: CardForm): Promise<CardSubmission> {
    const payment = await findSandboxPayment(this.db, id);
    if (!payment) return { kind: 'not_found' };
    if (payment.method === 'wallet' || payment.status !== 'requires_payment_method') return { kind: 'final', payment };
    const check = checkCardForm(form, this.now());
    if (!check.ok) return { kind: 'invalid', payment, errors: check.errors };
    const last4 = check.card.number.slice(-4);
    const to = check.card.outcome === 'succeeded' ? 'succeeded' : check.card.outcome === 'declined' ? 'failed' : 'requires_action';
    const moved = await moveSandboxPayment(this.db, id, ['requires_payment_method'], to, { cardLast4: last4 });
    if (!moved) return { kind: 'final', payment: (await findSandboxPayment(this.db, id)) ?? payment };
    if (moved.status === 'requires_action') return { kind: 'challenge', payment: moved };
    await this.emitOutcome(moved);
    return { kind: 'decided', payment: moved };
  }

  /** The 3-D Secure page's answer. */
  async completeChallenge(id: string, outcome: 'complete' | 'fail'): Promise<CardSubmission> {
    const payment = await findSandboxPayment(this.db, id);
    if (!payment) return { kind: 'not_found' };
    const moved = await moveSandboxPayment(this.db, id, ['requires_action'], outcome === 'complete' ? 'succeeded' : 'failed');
    if (!moved) return { kind: 'final', payment };
    await this.emitOutcome(moved);
    return { kind: 'decided', payment: moved };
  }

  /** Resolves once every webhook under way (retries included) is done: for tests and shutdown. */
  webhooksIdle(): Promise<void> {
    return this.webhooks.idle();
  }

  /** The first delivery attempt is awaited, so the browser usually lands on a settled order. */
  private async emitOutcome(payment: SandboxPayment): Promise<void> {
    await this.webhooks.emit(payment.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed', {
      paymentIntentId: payment.id,
      amountCents: payment.amount_cents,
      reference: payment.reference,
    });
  }
}
