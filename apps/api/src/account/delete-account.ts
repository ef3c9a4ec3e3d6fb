/**
 * "Delete my account": the account goes, its orders stay (the law keeps sales records for years),
 * without the person in them.
 *
 * Asked for deliberately: the account's address typed again, and its password when it has one
 * (checked by the accounts library). Then, in one transaction:
 *
 * - its orders (held by the account, or bought as a guest with its address) leave the account, and
 *   their buyer is anonymised: name, e-mail, phone, postal address and the analytics id erased (the
 *   country stays, for the accounts), a stay's special request erased, a gift's sender name erased,
 *   and a parcel the buyer sent to themselves loses their name and address once it has left; the
 *   order's stored create answer (the idempotency replay, which names the buyer) is deleted; its
 *   e-mails still waiting for the buyer are not sent. Issued invoices and credit notes are never
 *   touched: they keep the customer they were issued to (legal retention);
 * - the contact cases sent from its address or about its orders lose the name, address, phone and
 *   message;
 * - the newsletter signup of its address is unsubscribed and its address erased;
 * - its wishlist, sessions, sign-in methods (the password hash), pending links and their e-mails are
 *   deleted, and last the account itself.
 *
 * A gift's recipient (another person's name and address, needed for the gift to reach them) is
 * kept, as is a parcel's address while it is still to be shipped to the buyer.
 */
import type { DeleteAccountBody, DeleteAccountRefusal } from '@escapade/contracts/account-profile';
import type { Database, Db } from '@escapade/db';
import { isStaffRole, type AccountRole } from '@escapade/domain/account';
import { sql, type Transaction } from 'kysely';
import { ACCOUNT_MAIL } from '../auth/account-mail-queue';
import { verificationTokenClaims } from '../auth/account-auth';
import { CONTACT_ACKNOWLEDGEMENT_MAIL } from '../contact/create-contact-case';
import { AppError } from '../errors/app-error';
import { NEWSLETTER_CONFIRMATION_MAIL, normalizeEmail } from '../newsletter/newsletter-signup';
import { GIFT_VOUCHER_MAIL, type StoredGift } from '../vouchers/issue-vouchers';
import { accountContactCasesWhere, accountOrderIds } from './export-data';
import { passwordHashOf } from './profile';

type Tx = Transaction<Database>;

/** What a deletion did, in numbers only (the log line names no one). */
export interface AccountDeletionReport {
  orders: number;
  contactCases: number;
  newsletterSignups: number;
  wishlistItems: number;
  sessions: number;
}

/** Why an e-mail queued for the deleted account's person is not sent. */
export const DELETED_ACCOUNT_MAIL_ERROR = 'not sent: the account was deleted';

function refused(reason: DeleteAccountRefusal | 'STAFF_ACCOUNT', detail: string, field?: 'email' | 'password'): AppError {
  if (field) return new AppError('VALIDATION_FAILED', `${field}: ${detail}`, { errors: [{ field, message: detail }], extensions: { reason } });
  return new AppError('FORBIDDEN', detail, { extensions: { reason } });
}

/** The checks before anything is erased: the address typed again, the password, a customer's account. */
async function assertDeliberate(db: Db, account: { id: string; email: string; role: AccountRole }, body: DeleteAccountBody, checkPassword: (password: string) => Promise<boolean>): Promise<void> {
  if (isStaffRole(account.role)) throw refused('STAFF_ACCOUNT', 'A customer care account is removed by an administrator.');
  if (normalizeEmail(body.email) !== normalizeEmail(account.email)) throw refused('EMAIL_MISMATCH', "This is not the account's e-mail address.", 'email');
  if ((await passwordHashOf(db, account.id)) === undefined) return;
  if (!body.password) throw refused('PASSWORD_REQUIRED', "Enter the account's password to delete it.", 'password');
  if (!(await checkPassword(body.password))) throw refused('INVALID_PASSWORD', 'The password is wrong.');
}

/** The buyer of a kept order, without the person: the country stays (the accounts of the sale). */
function anonymisedBuyer(buyer: Record<string, unknown>, now: Date): Record<string, unknown> {
  const country = typeof buyer.country === 'string' ? buyer.country : '';
  return { firstName: '', lastName: '', email: '', phoneNumber: '', addressLine: '', postalCode: '', city: '', country, anonymisedAt: now.toISOString() };
}

/** A delivery address without the person: the country stays. */
function anonymisedAddress<T extends { country: string }>(address: T): T {
  return { ...address, name: '', addressLine: '', postalCode: '', city: '' };
}

/** The e-mails still waiting for the erased person (narrowed by the caller): not sent. */
function dropPendingMail(trx: Tx) {
  return trx.updateTable('outbox_message').set({ status: 'DEAD', last_error: DELETED_ACCOUNT_MAIL_ERROR, locked_until: null }).where('status', '=', 'PENDING');
}

/** The order's gift without the buyer: the sender's name, and their own delivery address once the parcel has left. */
function anonymisedGift(gift: StoredGift, hasParcelLeft: boolean): StoredGift {
  const isToBuyer = gift.recipient.kind === 'buyer';
  return {
    ...gift,
    personalisation: { ...gift.personalisation, fromName: '' },
    ...(gift.deliveryAddress && isToBuyer && hasParcelLeft ? { deliveryAddress: anonymisedAddress(gift.deliveryAddress) } : {}),
  };
}

/** Anonymises the orders' buyer, and drops the e-mails still waiting for them. */
async function anonymiseOrders(trx: Tx, orderIds: readonly string[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  const orders = await trx.selectFrom('customer_order').select(['id', 'buyer', 'gift']).where('id', 'in', orderIds).forUpdate().execute();
  const shipments = new Map(
    (await trx.selectFrom('shipment').select(['order_id', 'state', 'address']).where('order_id', 'in', orderIds).execute()).map((row) => [row.order_id, row]),
  );
  const toBeneficiaries: string[] = [];
  for (const order of orders) {
    const stored = order.gift as StoredGift | null;
    const shipment = shipments.get(order.id);
    const hasParcelLeft = shipment !== undefined && shipment.state !== 'TO_SHIP';
    if (stored?.recipient.kind === 'beneficiary') toBeneficiaries.push(order.id);
    if (stored?.recipient.kind === 'buyer' && shipment && hasParcelLeft) {
      await trx.updateTable('shipment').set({ address: JSON.stringify(anonymisedAddress(shipment.address)), updated_at: now }).where('order_id', '=', order.id).execute();
    }
    await trx
      .updateTable('customer_order')
      .set({
        account_id: null,
        buyer: JSON.stringify(anonymisedBuyer(order.buyer, now)),
        gift: stored ? JSON.stringify(anonymisedGift(stored, hasParcelLeft)) : null,
        ga_id: null,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .execute();
  }
  await trx.updateTable('order_item').set({ details: sql`details - 'specialRequest'` }).where('order_id', 'in', orderIds).execute();
  // The stored answer of the order's creation names the buyer; a replay of that request is long over.
  await trx.deleteFrom('idempotency_key').where('order_id', 'in', orderIds).execute();
  // A gift's vouchers still go to its beneficiary; every other e-mail of these orders is the buyer's.
  let pending = dropPendingMail(trx).where('order_id', 'in', orderIds);
  if (toBeneficiaries.length > 0) pending = pending.where((eb) => eb.or([eb('kind', '<>', GIFT_VOUCHER_MAIL), eb('order_id', 'not in', toBeneficiaries)]));
  await pending.execute();
}

/** The contact cases sent from the address or about the orders: the case stays (customer care's history), the person goes. */
async function anonymiseContactCases(trx: Tx, email: string, orderIds: readonly string[], now: Date): Promise<number> {
  const cases = await trx
    .updateTable('contact_case')
    .set({ name: '', email: '', phone: null, description: null, updated_at: now })
    .where(accountContactCasesWhere(email, orderIds))
    .returning('id')
    .execute();
  const refs = cases.map((row) => String(row.id));
  if (refs.length > 0) await dropPendingMail(trx).where('kind', '=', CONTACT_ACKNOWLEDGEMENT_MAIL).where('ref', 'in', refs).execute();
  return cases.length;
}

/** The address's newsletter signup: unsubscribed, and its address erased (the row keeps the consent's history). */
async function anonymiseNewsletter(trx: Tx, email: string, now: Date): Promise<number> {
  const signups = await trx
    .updateTable('newsletter_signup')
    .set((eb) => ({
      status: 'UNSUBSCRIBED',
      unsubscribed_at: eb.fn.coalesce(eb.case().when('status', '=', 'UNSUBSCRIBED').then(eb.ref('unsubscribed_at')).end(), eb.val(now)),
      // Unique per address: an erased address is named by its row.
      email: sql<string>`'erased-' || id || '@anonymised.invalid'`,
      updated_at: now,
    }))
    .where('email', '=', email)
    .returning('id')
    .execute();
  const refs = signups.map((row) => String(row.id));
  if (refs.length > 0) await dropPendingMail(trx).where('kind', '=', NEWSLETTER_CONFIRMATION_MAIL).where('ref', 'in', refs).execute();
  return signups.length;
}

/**
 * The account e-mails (verification, sign-in link, reset, change of address) queued for the account:
 * to its address, or a change of address's link (to the new one) naming the account.
 */
async function deleteAccountMail(trx: Tx, account: { id: string; email: string }): Promise<void> {
  const rows = await trx
    .selectFrom('auth_mail')
    .select(['id', 'kind', 'email', 'url'])
    .where((eb) => eb.or([eb(sql<string>`lower(email)`, '=', account.email), eb('kind', '=', 'change_email')]))
    .execute();
  const ids = rows
    .filter((row) => {
      if (normalizeEmail(row.email) === account.email) return true;
      if (row.kind !== 'change_email' || !row.url) return false;
      const token = URL.canParse(row.url) ? new URL(row.url).searchParams.get('token') : null;
      return token !== null && verificationTokenClaims(token)?.userId === account.id;
    })
    .map((row) => row.id);
  if (ids.length === 0) return;
  await dropPendingMail(trx).where('kind', '=', ACCOUNT_MAIL).where('ref', 'in', ids.map(String)).execute();
  await trx.deleteFrom('auth_mail').where('id', 'in', ids).execute();
}

/**
 * Deletes the signed-in account after its checks (`checkPassword`: the accounts library's check of
 * the session account's password). Throws the refusal as a problem with its `reason`.
 */
export async function deleteAccount(
  db: Db,
  account: { id: string; email: string; role: AccountRole },
  body: DeleteAccountBody,
  checkPassword: (password: string) => Promise<boolean>,
  now: Date,
): Promise<AccountDeletionReport> {
  await assertDeliberate(db, account, body, checkPassword);
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('auth_user').select(['id', 'email']).where('id', '=', account.id).forUpdate().executeTakeFirst();
    if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to delete your account.');
    const email = normalizeEmail(user.email);
    const orderIds = await accountOrderIds(trx, { id: user.id, email });
    await anonymiseOrders(trx, orderIds, now);
    const contactCases = await anonymiseContactCases(trx, email, orderIds, now);
    const newsletterSignups = await anonymiseNewsletter(trx, email, now);
    await deleteAccountMail(trx, { id: user.id, email });
    const wishlist = await trx.deleteFrom('wishlist_item').where('account_id', '=', user.id).executeTakeFirst();
    const sessions = await trx.deleteFrom('auth_session').where('user_id', '=', user.id).executeTakeFirst();
    await trx.deleteFrom('auth_account').where('user_id', '=', user.id).execute();
    // Reset links hold the account's id; sign-in links the address.
    await trx
      .deleteFrom('auth_verification')
      .where((eb) => eb.or([eb('value', '=', user.id), eb(sql<string>`lower(identifier)`, '=', email), eb(sql<number>`strpos(lower(value), ${email})`, '>', 0)]))
      .execute();
    await trx.deleteFrom('auth_user').where('id', '=', user.id).execute();
    return {
      orders: orderIds.length,
      contactCases,
      newsletterSignups,
      wishlistItems: Number(wishlist.numDeletedRows),
      sessions: Number(sessions.numDeletedRows),
    };
  });
}
