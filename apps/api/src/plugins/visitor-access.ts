/**
 * How people without an account are let in, from the configuration, decorated on the app: the
 * signer of the vouchers' PDF links (VOUCHER_LINK_SECRET), the beneficiaries' session secret
 * (BENEFICIARY_SESSION_SECRET) and login limit (BENEFICIARY_LOGIN_ATTEMPTS), the staff token of the
 * shipment routes (STAFF_API_TOKEN) and the signer of the newsletter's links
 * (NEWSLETTER_LINK_SECRET, shared with the outbox worker). A secret left unset is a random one of
 * this process: its links and sessions end with the process (a restart, another instance) — fine
 * for a demo, to be set in production.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { VoucherLinkSigner } from '../orders/order-view';
import { newsletterSecretOf } from '../newsletter/newsletter-token';
import { VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW } from '@escapade/domain/voucher';
import { sessionSecretOf } from '../vouchers/beneficiary-session';
import { assertVoucherLink, randomVoucherLinkSecret, voucherLinkSigner, type VoucherLinkParts } from '../vouchers/download-link';

declare module 'fastify' {
  interface FastifyInstance {
    /** The vouchers' PDF links: signed with VOUCHER_LINK_SECRET (or a random secret of this process). */
    voucherLinks: {
      /** The site's origin: a downloaded voucher's QR code opens its beneficiary login. */
      siteUrl: string;
      /** A signer of links valid 7 days from `now`. */
      signer(now: Date): VoucherLinkSigner;
      /** Throws the 404 or 410 problem of a link that is not ours or expired. */
      assert(link: VoucherLinkParts, now: Date): void;
    };
    /** The key of the beneficiaries' session tokens. */
    beneficiarySessionSecret: Buffer;
    /** Beneficiary login attempts a client may make per window. */
    beneficiaryLoginAttempts: number;
    /** STAFF_API_TOKEN; undefined: the staff routes are not served. */
    staffApiToken: string | undefined;
    /** The key of the newsletter's confirmation, unsubscribe and "subscribed" tokens. */
    newsletterLinkSecret: string;
  }
}

export type VisitorAccessOptions = Pick<Config, 'siteUrl'> &
  Partial<Pick<Config, 'voucherLinkSecret' | 'beneficiarySessionSecret' | 'beneficiaryLoginAttempts' | 'staffApiToken'>> & {
    /** config.mail.newsletterLinkSecret; unset: the random secret of this process, as the outbox worker's. */
    newsletterLinkSecret?: string | undefined;
  };

const visitorAccess: FastifyPluginAsync<VisitorAccessOptions> = async (
  fastify,
  { siteUrl, voucherLinkSecret, beneficiarySessionSecret, beneficiaryLoginAttempts, staffApiToken, newsletterLinkSecret },
) => {
  const linkSecret = voucherLinkSecret ?? randomVoucherLinkSecret();
  fastify.decorate('voucherLinks', {
    siteUrl,
    signer: (now: Date) => voucherLinkSigner(linkSecret, now),
    assert: (link: VoucherLinkParts, now: Date) => assertVoucherLink(linkSecret, link, now),
  });
  fastify.decorate('beneficiarySessionSecret', sessionSecretOf(beneficiarySessionSecret));
  fastify.decorate('beneficiaryLoginAttempts', beneficiaryLoginAttempts ?? VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW);
  fastify.decorate('staffApiToken', staffApiToken);
  fastify.decorate('newsletterLinkSecret', newsletterSecretOf(newsletterLinkSecret));
};

export const visitorAccessPlugin = fp(visitorAccess, { name: 'visitor-access', fastify: '5.x' });
