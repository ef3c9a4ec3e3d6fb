/**
 * The sandbox provider's webhook signature, built like a real PSP's: the header
 * `Escapade-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The
 * receiver recomputes the HMAC over the exact bytes it received, compares in constant time and
 * refuses a timestamp more than five minutes away from its clock, so a captured request cannot be
 * replayed later (a replay inside the window is caught by its event id, see routes/payments.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WebhookSignatureError, type PaymentWebhookEvent } from '../provider';

/** Lower case: Node hands header names over in lower case. */
export const SANDBOX_SIGNATURE_HEADER = 'escapade-signature';

/** How far a signature's timestamp may be from the receiver's clock, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const SANDBOX_EVENT_TYPES = ['payment.succeeded', 'payment.failed', 'payment.refunded'] as const;
export type SandboxEventType = (typeof SANDBOX_EVENT_TYPES)[number];

/** The body the sandbox posts. */
export const sandboxEventSchema = z.object({
  id: z.string().regex(/^evt_sbx_[0-9a-f]+$/),
  type: z.enum(SANDBOX_EVENT_TYPES),
  created: z.number().int().positive(),
  data: z.object({
    paymentIntentId: z.string().min(1).max(200),
    amountCents: z.number().int().min(0),
    reference: z.string().max(200),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

function hmacHex(secret: string | Buffer, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header value for a body signed at `timestamp` (unix seconds). */
export function signatureHeader(secret: string | Buffer, rawBody: string | Buffer, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
}

/**
 * Checks the signature of a raw body; throws WebhookSignatureError when the header is missing or
 * malformed, the timestamp is out of tolerance, or no `v1` matches. Several `v1` values are allowed
 * (a sender rotating its secret signs with both).
 */
export function verifySignature(
  secret: string | Buffer,
  rawBody: Buffer,
  header: string | string[] | undefined,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): void {
  const value = headerValue(header);
  if (!value) throw new WebhookSignatureError('missing signature header');
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of value.split(',')) {
    const match = /^\s*(t|v1)=([^\s,]+)\s*$/.exec(part);
    if (!match) throw new WebhookSignatureError('malformed signature header');
    const [, key, raw] = match as unknown as [string, 't' | 'v1', string];
    if (key === 't') {
      if (timestamp !== undefined || !/^\d{1,12}$/.test(raw)) throw new WebhookSignatureError('malformed signature timestamp');
      timestamp = Number(raw);
    } else {
      if (!/^[0-9a-f]{64}$/.test(raw)) throw new WebhookSignatureError('malformed signature');
      signatures.push(Buffer.from(raw, 'hex'));
    }
  }
  if (timestamp === undefined || signatures.length === 0) throw new WebhookSignatureError('incomplete signature header');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) throw new WebhookSignatureError('signature timestamp outside the tolerance');
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  // Every candidate is compared (no early exit), each in constant time.
  let matched = false;
  for (const signature of signatures) matched = timingSafeEqual(signature, expected) || matched;
  if (!matched) throw new WebhookSignatureError('signature mismatch');
}

/** Verifies a sandbox webhook request and reads its event in the port's vocabulary. */
export function verifySandboxWebhook(
  secret: string | Buffer,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  nowSeconds: number,
): PaymentWebhookEvent {
  verifySignature(secret, rawBody, headers[SANDBOX_SIGNATURE_HEADER], nowSeconds);
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('signed body is not JSON');
  }
  const parsed = sandboxEventSchema.safeParse(json);
  if (!parsed.success) throw new WebhookSignatureError('signed body is not a sandbox event');
  const event = parsed.data;
  return { id: event.id, type: event.type, ref: event.data.paymentIntentId, amountCents: event.data.amountCents };
}
