/**
 * The server-side record of a cookie consent (GDPR: the site must be able to show what a visitor
 * chose, on which text, and when).
 *
 *   POST /api/consent   { choices: { analytics, referral }, version, consentId? } → 201 { consentId, recordedAt }
 *
 * The record is anonymous: a random consent id (kept in the browser's `consent` cookie), the
 * choices, the consent text version and the time; no address, no user agent. A browser that
 * changes its mind sends its consent id again, so one browser's choices stay one history.
 */
import { CONSENT_VERSION } from '@escapade/domain/consent';
import { z } from 'zod';

export const consentChoicesSchema = z
  .strictObject({
    /** Audience measurement: the collect beacons and the analytics client id cookie. */
    analytics: z.boolean(),
    /** Partner referral: the referral cookie of the landing's partner ids. */
    referral: z.boolean(),
  })
  .meta({ id: 'ConsentChoices' });

export const consentRecordRequestSchema = z
  .strictObject({
    choices: consentChoicesSchema,
    /** The consent text version the visitor answered (a page served before a new version may still send the previous one). */
    version: z.number().int().min(1).max(CONSENT_VERSION, `expected a consent text version up to ${CONSENT_VERSION}`),
    /** The browser's consent id, from an earlier record; absent on a first choice. */
    consentId: z.uuid('expected the consent id of an earlier record').optional(),
  })
  .meta({ id: 'ConsentRecordRequest' });
export type ConsentRecordRequest = z.infer<typeof consentRecordRequestSchema>;

export const consentRecordResponseSchema = z
  .object({
    consentId: z.uuid(),
    recordedAt: z.iso.datetime(),
  })
  .meta({ id: 'ConsentRecordResponse' });
export type ConsentRecordResponse = z.infer<typeof consentRecordResponseSchema>;
