/**
 * The payment provider of the app, `fastify.payments`: Stripe when STRIPE_SECRET_KEY is set,
 * else the sandbox provider served by this API. The sandbox delivers its webhooks to
 * PSP_SANDBOX_WEBHOOK_URL, or to this API's own webhook route: over HTTP to the address the server
 * listens on, or — when nothing listens (tests drive the app with `inject`) — as the same HTTP
 * request injected into the app, through the same route, parser and signature check.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentsConfig } from '../config';
import type { PaymentProvider } from '../payments/provider';
import { SandboxPaymentProvider } from '../payments/sandbox/provider';
import { WebhookSender, type WebhookDeliver } from '../payments/sandbox/webhook-sender';
import { StripePaymentProvider } from '../payments/stripe/provider';

/** The API's webhook route (routes/payments.ts under the /api prefix). */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider port (see payments/provider.ts). */
    payments: PaymentProvider;
    /** The sandbox provider when it is the one in use (its hosted pages need more than the port). */
    pspSandbox: SandboxPaymentProvider | null;
  }
}

export interface PaymentsPluginOptions {
  payments: PaymentsConfig;
  siteUrl: string;
  /** Replaces how the sandbox sends a webhook request (tests: a failing or counting transport). */
  deliver?: WebhookDeliver;
}

/** The URL of this server's own webhook route, from the address it listens on. */
function ownWebhookUrl(fastify: FastifyInstance): string | undefined {
  if (!fastify.server.listening) return undefined;
  // A string address is a Unix socket: not a URL to post to.
  const addresses = fastify.addresses().filter((a): a is AddressInfo => typeof a !== 'string');
  const address = addresses.find((a) => a.family === 'IPv4') ?? addresses[0];
  if (!address) return undefined;
  // A wildcard address is not one to connect to: its loopback is.
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${PAYMENT_WEBHOOK_PATH}`;
}

const WEBHOOK_TIMEOUT_MS = 5000;

async function httpDeliver(url: string, body: string, headers: Record<string, string>): Promise<{ status: number }> {
  const response = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) });
  await response.body?.cancel();
  return { status: response.status };
}

const payments: FastifyPluginAsync<PaymentsPluginOptions> = async (fastify, options) => {
  const config = options.payments;
  if (config.provider === 'stripe') {
    if (!config.webhookSecret) fastify.log.warn('STRIPE_WEBHOOK_SECRET is not set: every Stripe webhook will be refused');
    fastify.decorate('payments', new StripePaymentProvider({ secretKey: config.secretKey, webhookSecret: config.webhookSecret, siteUrl: options.siteUrl }));
    fastify.decorate('pspSandbox', null);
    return;
  }
  // Both ends live in this process: without a configured secret, a random one per process.
  const secret = config.webhookSecret ?? randomBytes(32);
  const configuredUrl = config.webhookUrl;
  // The marker URL tells `deliver` to inject when nothing listens.
  const injected = 'inject:' + PAYMENT_WEBHOOK_PATH;
  const deliver: WebhookDeliver =
    options.deliver ??
    (async (url, body, headers) => {
      if (url !== injected) return httpDeliver(url, body, headers);
      const response = await fastify.inject({ method: 'POST', url: PAYMENT_WEBHOOK_PATH, payload: body, headers });
      return { status: response.statusCode };
    });
  const webhooks = new WebhookSender({
    secret,
    url: () => configuredUrl ?? ownWebhookUrl(fastify) ?? injected,
    deliver,
    log: fastify.log.child({ component: 'psp-sandbox' }),
  });
  const sandbox = new SandboxPaymentProvider({ db: fastify.db, secret, webhooks });
  fastify.decorate('payments', sandbox);
  fastify.decorate('pspSandbox', sandbox);
  fastify.addHook('onClose', async () => webhooks.close());
};

export const paymentsPlugin = fp(payments, { name: 'payments', fastify: '5.x', dependencies: ['db'] });
