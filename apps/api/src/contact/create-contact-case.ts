/**
 * `POST /api/contact/cases`: a visitor's message becomes a case for the customer care team, in one
 * transaction with everything that goes with it:
 *
 * - the solved human-check challenge is recorded, so that it opens no other case (a replay is
 *   refused, on any API instance: the record is in the database, kept until the challenge expires);
 * - the case, NEW, with the reason's CRM request type and subtype, and the order it names when the
 *   booking number and the e-mail address are that order's (the visitor is told nothing about it:
 *   the form cannot be used to find out which booking numbers exist);
 * - its first transition, and the acknowledgement e-mail in the outbox.
 */
import { HUMAN_CHECK_FIELD, HUMAN_CHECK_USED_MESSAGE, type ContactCase, type ContactCaseState } from '@escapade/contracts/contact';
import type { Database, Db } from '@escapade/db';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import { CONTACT_REQUEST_TYPES, type ContactReason } from '@escapade/domain/validators';
import type { Transaction } from 'kysely';
import { AppError } from '../errors/app-error';
import { normalizedEmail } from '../orders/lookup-order';
import { nextContactCaseState } from './contact-case-state';
import type { SolvedHumanCheck } from './human-check';

/** The outbox kind of the acknowledgement e-mail; the row's `ref` is the case's id. */
export const CONTACT_ACKNOWLEDGEMENT_MAIL = 'contact_acknowledgement';

export interface ContactCaseReceipt {
  caseId: number;
  /** For the logs only: the answer never tells. */
  isOrderLinked: boolean;
}

export function humanCheckAlreadyUsed(): AppError {
  return new AppError('VALIDATION_FAILED', `${HUMAN_CHECK_FIELD}: ${HUMAN_CHECK_USED_MESSAGE}`, {
    errors: [{ field: HUMAN_CHECK_FIELD, message: HUMAN_CHECK_USED_MESSAGE }],
  });
}

type Tx = Transaction<Database>;

/** Records a solved challenge; false when it was recorded before (a replay). Expired records go first. */
async function recordHumanCheck(trx: Tx, proof: SolvedHumanCheck, now: Date): Promise<boolean> {
  await trx.deleteFrom('human_check_use').where('expires_at', '<', now).execute();
  const inserted = await trx
    .insertInto('human_check_use')
    .values({ signature: proof.signature, expires_at: proof.expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The order whose booking number and buyer's e-mail address (any letter case) are the case's. */
async function orderNamedBy(trx: Tx, bookingNumber: string, email: string): Promise<string | null> {
  if (bookingNumber === '') return null;
  const order = await trx.selectFrom('customer_order').select(['id', 'buyer']).where('booking_number', '=', bookingNumber).executeTakeFirst();
  const buyerEmail = order?.buyer.email;
  return order && typeof buyerEmail === 'string' && normalizedEmail(buyerEmail) === normalizedEmail(email) ? order.id : null;
}

/**
 * Stores a case. `proof`: the solved human check, undefined only where none is asked (customer-care
 * mode). Throws the 400 of a challenge already used; nothing is stored then.
 */
export async function createContactCase(db: Db, form: ContactCase, proof: SolvedHumanCheck | undefined, now: Date): Promise<ContactCaseReceipt> {
  const { requestType, requestSubtype } = CONTACT_REQUEST_TYPES[form.reason];
  const state = nextContactCaseState(undefined, 'receive');
  return db.transaction().execute(async (trx) => {
    if (proof && !(await recordHumanCheck(trx, proof, now))) throw humanCheckAlreadyUsed();
    const orderId = await orderNamedBy(trx, form.bookingNumber, form.email);
    const { id } = await trx
      .insertInto('contact_case')
      .values({
        locale: form.locale,
        booking_id: form.bookingNumber || null,
        contact_reason: form.reason,
        request_type: requestType || null,
        request_subtype: requestSubtype || null,
        description: form.description || null,
        email: form.email,
        name: form.name,
        phone: form.phone,
        state,
        order_id: orderId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('contact_case_transition').values({ case_id: id, from_state: null, to_state: state, event: 'receive', cause: 'contact form', at: now }).execute();
    await trx.insertInto('outbox_message').values({ kind: CONTACT_ACKNOWLEDGEMENT_MAIL, order_id: null, ref: String(id), next_attempt_at: now }).execute();
    return { caseId: id, isOrderLinked: orderId !== null };
  });
}

/** A case as its acknowledgement e-mail needs it. */
export interface ContactCaseForMail {
  id: number;
  email: string;
  name: string;
  locale: Locale;
  reason: ContactReason;
  bookingNumber: string | null;
  state: ContactCaseState;
}

const isContactReason = (value: string): value is ContactReason => value in CONTACT_REQUEST_TYPES;

export async function loadContactCaseForMail(db: Db, caseId: number): Promise<ContactCaseForMail | undefined> {
  const row = await db
    .selectFrom('contact_case')
    .select(['id', 'email', 'name', 'locale', 'contact_reason', 'booking_id', 'state'])
    .where('id', '=', caseId)
    .executeTakeFirst();
  if (!row || !(row.locale in MARKETS) || !isContactReason(row.contact_reason)) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    locale: row.locale as Locale,
    reason: row.contact_reason,
    bookingNumber: row.booking_id,
    state: row.state,
  };
}
