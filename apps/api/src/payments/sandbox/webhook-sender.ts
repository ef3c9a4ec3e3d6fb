/**
 * How the sandbox delivers its webhooks: a signed JSON POST, tried once at once and then again
 * after a backoff until a 2xx answer or the last attempt. The first attempt can be awaited (the
 * hosted page does, so the order is usually paid when the browser lands on the site); the retries
 * always run in the background.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SANDBOX_SIGNATURE_HEADER, signatureHeader, type SandboxEvent, type SandboxEventType } from './signature';

/** Sends one HTTP request; resolves with the answer's status (a network error rejects). */
export type WebhookDeliver = (url: string, body: string, headers: Record<string, string>) => Promise<{ status: number }>;

/** Delays before the second and third attempts: three attempts within about four seconds. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

export interface WebhookSenderOptions {
  secret: Buffer | string;
  /** Where to post, asked at each delivery (the server's address is known only once it listens). */
  url: () => string;
  deliver: WebhookDeliver;
  log: FastifyBaseLogger;
  retryDelaysMs?: readonly number[];
  now?: () => Date;
}

export interface PaymentFacts {
  paymentIntentId: string;
  amountCents: number;
  reference: string;
}

export class WebhookSender {
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Scheduled retries, with what settles their place in `inFlight` when close() drops them. */
  private readonly pending = new Map<NodeJS.Timeout, () => void>();
  private closed = false;

  constructor(private readonly options: WebhookSenderOptions) {}

  /**
   * Emits an event. The returned promise settles after the first attempt (true when it was
   * acknowledged); retries, if any, continue in the background.
   */
  emit(type: SandboxEventType, facts: PaymentFacts): Promise<boolean> {
    const now = (this.options.now ?? (() => new Date()))();
    const event: SandboxEvent = {
      id: `evt_sbx_${randomBytes(12).toString('hex')}`,
      type,
      created: Math.floor(now.getTime() / 1000),
      data: facts,
    };
    return this.attempt(event, 0);
  }

  /** Resolves once every delivery under way (and every retry scheduled) is done. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** No new attempt after this; pending retries are dropped (the server is going away). */
  async close(): Promise<void> {
    this.closed = true;
    for (const [timer, release] of this.pending) {
      clearTimeout(timer);
      release();
    }
    this.pending.clear();
    await this.idle();
  }

  private attempt(event: SandboxEvent, index: number): Promise<boolean> {
    const run = this.send(event, index).then((ok) => {
      const delays = this.options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
      if (!ok && index < delays.length && !this.closed) this.schedule(event, index + 1, delays[index]!);
      if (!ok && index >= delays.length) this.options.log.error({ eventId: event.id, type: event.type }, 'sandbox webhook given up after its last attempt');
      return ok;
    });
    this.track(run);
    return run;
  }

  private schedule(event: SandboxEvent, index: number, delayMs: number): void {
    // The retry counts as in flight from now on, so idle() waits for it too.
    let release: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (release = resolve));
    this.track(waiting);
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      void this.attempt(event, index).finally(release);
    }, delayMs);
    timer.unref();
    this.pending.set(timer, release);
  }

  private track(promise: Promise<unknown>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }

  private async send(event: SandboxEvent, index: number): Promise<boolean> {
    const body = JSON.stringify(event);
    const nowSeconds = Math.floor((this.options.now ?? (() => new Date()))().getTime() / 1000);
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signatureHeader(this.options.secret, body, nowSeconds),
    };
    try {
      const { status } = await this.options.deliver(this.options.url(), body, headers);
      if (status >= 200 && status < 300) return true;
      this.options.log.warn({ eventId: event.id, type: event.type, attempt: index + 1, status }, 'sandbox webhook refused');
    } catch (error) {
      this.options.log.warn({ eventId: event.id, type: event.type, attempt: index + 1, err: error }, 'sandbox webhook not delivered');
    }
    return false;
  }
}
