/**
 * Records a cookie consent choice: one anonymous row per choice (the choices, the consent text
 * version, the time), under the browser's consent id. A consent id the browser sends is kept only
 * when it names an earlier record: a browser cannot choose its own id, so ids stay random.
 */
import { randomUUID } from 'node:crypto';
import type { ConsentRecordRequest, ConsentRecordResponse } from '@escapade/contracts/consent';
import type { Db } from '@escapade/db';

export async function recordConsent(db: Db, request: ConsentRecordRequest, now: Date): Promise<ConsentRecordResponse> {
  const known = request.consentId
    ? await db.selectFrom('consent_record').select('consent_id').where('consent_id', '=', request.consentId).limit(1).executeTakeFirst()
    : undefined;
  const consentId = known?.consent_id ?? randomUUID();
  await db
    .insertInto('consent_record')
    .values({ consent_id: consentId, analytics: request.choices.analytics, referral: request.choices.referral, version: request.version, recorded_at: now })
    .execute();
  return { consentId, recordedAt: now.toISOString() };
}
