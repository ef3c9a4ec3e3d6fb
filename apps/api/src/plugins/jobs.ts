/**
 * The background jobs of the API: the e-mail outbox, the expiry of unpaid holds, the purge of old
 * idempotency keys. With `JOBS=false` nothing runs on its own (another instance runs them, or a
 * test calls `fastify.jobs.runNow()`); the ticks start once the app is ready, after migrations.
 * With the mail come what the gifts' routes share with it: the signer of the vouchers' PDF links
 * and the staff token of the shipments that queue the buyer's e-mail.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createJobRunner } from '../jobs/job-runner';
import { createMailer, type Mailer } from '../mail/mailer';
import { deliverDueMail } from '../mail/outbox-worker';
import { releaseExpiredHolds } from '../orders/expire-holds';
import { purgeIdempotencyKeys } from '../orders/idempotency';
import { loadOrderView, type VoucherLinkSigner } from '../orders/order-view';
import { assertVoucherLink, randomVoucherLinkSecret, voucherLinkSigner, type VoucherLinkParts } from '../vouchers/download-link';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs; `runNow()` runs a tick at once (after an order is confirmed, its e-mail leaves without waiting). */
    jobs: { runNow(): Promise<void> };
    /** SMTP, or the .eml folder the mail preview reads. */
    mailer: Mailer;
    /** The vouchers' PDF links: signed with VOUCHER_LINK_SECRET (or a random secret of this process). */
    voucherLinks: {
      /** The site's origin: a downloaded voucher's QR code opens its beneficiary login. */
      siteUrl: string;
      /** A signer of links valid 7 days from `now`. */
      signer(now: Date): VoucherLinkSigner;
      /** Throws the 404 or 410 problem of a link that is not ours or expired. */
      assert(link: VoucherLinkParts, now: Date): void;
    };
    /** STAFF_API_TOKEN; undefined: the staff routes are not served. */
    staffApiToken: string | undefined;
  }
}

export type JobsPluginOptions = Pick<Config, 'jobs' | 'mail' | 'dataDir' | 'siteUrl'> & Partial<Pick<Config, 'voucherLinkSecret' | 'staffApiToken'>>;

const HOUR_MS = 3_600_000;

const jobs: FastifyPluginAsync<JobsPluginOptions> = async (fastify, { jobs: { enabled, intervalMs, outboxLeaseMs }, mail, dataDir, siteUrl, voucherLinkSecret, staffApiToken }) => {
  const log = fastify.log.child({ component: 'jobs' });
  // Unset: links die with the process (a restart, another instance): fine for a demo, not for production.
  const linkSecret = voucherLinkSecret ?? randomVoucherLinkSecret();
  fastify.decorate('voucherLinks', {
    siteUrl,
    signer: (now: Date) => voucherLinkSigner(linkSecret, now),
    assert: (link: VoucherLinkParts, now: Date) => assertVoucherLink(linkSecret, link, now),
  });
  fastify.decorate('staffApiToken', staffApiToken);
  const mailer = createMailer({ smtpUrl: mail.smtpUrl, from: mail.from, dataDir }, log);
  const runner = createJobRunner({
    intervalMs,
    log,
    tasks: [
      { name: 'mail', run: (now) => deliverDueMail(fastify.db, { mailer, loadOrderView, siteUrl, log, leaseMs: outboxLeaseMs }, now) },
      { name: 'expire-holds', run: (now) => releaseExpiredHolds(fastify.db, now) },
      { name: 'purge-idempotency-keys', everyMs: HOUR_MS, run: (now) => purgeIdempotencyKeys(fastify.db, now) },
    ],
  });
  fastify.decorate('mailer', mailer);
  fastify.decorate('jobs', { runNow: runner.runNow });
  if (mailer.transport === 'file') {
    fastify.addHook('onReady', async () => {
      log.info({ folder: mailer.folder() }, `no SMTP_URL: e-mails are written as .eml files, listed at ${siteUrl}/api/mail-preview`);
    });
  }
  if (enabled) fastify.addHook('onReady', async () => runner.start());
  // Before the database goes: the running tick ends first.
  fastify.addHook('preClose', async () => runner.stop());
  fastify.addHook('onClose', async () => mailer.close());
};

export const jobsPlugin = fp(jobs, { name: 'jobs', fastify: '5.x', dependencies: ['db'] });
