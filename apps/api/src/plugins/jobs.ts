/**
 * The background jobs of the API: the e-mail outbox, the expiry of unpaid holds, the purge of old
 * idempotency keys, and of the accounts' expired sessions, tokens and e-mail links. With `JOBS=false` nothing runs on its own (another instance runs them, or a
 * test calls `fastify.jobs.runNow()`); the ticks start once the app is ready, after migrations.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { purgeExpiredAuthData } from '../auth/purge-expired';
import { createJobRunner } from '../jobs/job-runner';
import { createMailer, type Mailer } from '../mail/mailer';
import { deliverDueMail } from '../mail/outbox-worker';
import { releaseExpiredHolds } from '../orders/expire-holds';
import { purgeIdempotencyKeys } from '../orders/idempotency';
import { loadOrderView } from '../orders/order-view';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs; `runNow()` runs a tick at once (after an order is confirmed, its e-mail leaves without waiting). */
    jobs: { runNow(): Promise<void> };
    /** SMTP, or the .eml folder the mail preview reads. */
    mailer: Mailer;
  }
}

export type JobsPluginOptions = Pick<Config, 'jobs' | 'mail' | 'dataDir' | 'siteUrl'>;

const HOUR_MS = 3_600_000;

const jobs: FastifyPluginAsync<JobsPluginOptions> = async (fastify, { jobs: { enabled, intervalMs, outboxLeaseMs }, mail, dataDir, siteUrl }) => {
  const log = fastify.log.child({ component: 'jobs' });
  const mailer = createMailer({ smtpUrl: mail.smtpUrl, from: mail.from, dataDir }, log);
  const runner = createJobRunner({
    intervalMs,
    log,
    tasks: [
      { name: 'mail', run: (now) => deliverDueMail(fastify.db, { mailer, loadOrderView, siteUrl, log, leaseMs: outboxLeaseMs, newsletterLinkSecret: mail.newsletterLinkSecret }, now) },
      { name: 'expire-holds', run: (now) => releaseExpiredHolds(fastify.db, now) },
      { name: 'purge-idempotency-keys', everyMs: HOUR_MS, run: (now) => purgeIdempotencyKeys(fastify.db, now) },
      { name: 'purge-auth-data', everyMs: HOUR_MS, run: (now) => purgeExpiredAuthData(fastify.db, now) },
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
