/**
 * "Export my data": everything we keep about an account, as one JSON document its owner downloads
 * (contract: accountExportSchema). The profile; the account's orders as their confirmation shows
 * them, with the buyer's details as typed at the checkout; the wishlist; the newsletter signup of
 * the account's address, and the contact cases sent from it or about its orders; the open sessions (when, from which address and
 * browser). Nothing of another account: each part is read by the account's id or its address.
 */
import { ACCOUNT_EXPORT_VERSION, type AccountExport } from '@escapade/contracts/account-profile';
import type { Database, Db } from '@escapade/db';
import { sql, type ExpressionBuilder } from 'kysely';
import { marketToday } from '../catalog/sellable-offers';
import { normalizeEmail } from '../newsletter/newsletter-signup';
import { loadOrderView } from '../orders/order-view';
import { loadProfile } from './profile';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * The orders of an account: those it holds, and those bought as a guest with its address that the
 * next sign-in would attach to it (auth/attach-guest-orders.ts).
 */
export async function accountOrderIds(db: Db, account: { id: string; email: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('customer_order')
    .select('id')
    .where((eb) =>
      eb.or([eb('account_id', '=', account.id), eb.and([eb('account_id', 'is', null), eb(sql<string>`lower(buyer ->> 'email')`, '=', normalizeEmail(account.email))])]),
    )
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.id);
}

async function exportOrders(db: Db, orderIds: readonly string[]): Promise<AccountExport['orders']> {
  if (orderIds.length === 0) return [];
  const buyers = new Map(
    (await db.selectFrom('customer_order').select(['id', 'buyer']).where('id', 'in', orderIds).execute()).map((row) => [row.id, row.buyer]),
  );
  const orders: AccountExport['orders'] = [];
  for (const id of orderIds) {
    const view = await loadOrderView(db, id);
    // The view names the buyer; the checkout kept their phone and postal address too.
    if (view) orders.push({ ...view, buyer: { ...view.buyer, ...buyers.get(id) } });
  }
  return orders;
}

async function exportWishlist(db: Db, accountId: string): Promise<AccountExport['wishlist']> {
  const rows = await db
    .selectFrom('wishlist_item')
    .select(['locale', 'kind', 'item_id', 'label', 'headwords', 'image_url', 'uri', 'hotel', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    locale: row.locale,
    kind: row.kind,
    itemId: row.item_id,
    label: row.label,
    headwords: row.headwords,
    imageUrl: row.image_url,
    uri: row.uri,
    hotel: row.hotel,
    savedAt: iso(row.created_at),
  }));
}

async function exportNewsletter(db: Db, email: string): Promise<AccountExport['newsletter']> {
  const rows = await db
    .selectFrom('newsletter_signup')
    .select(['email', 'locale', 'status', 'source', 'consent_version', 'requested_at', 'confirmed_at', 'unsubscribed_at'])
    .where('email', '=', normalizeEmail(email))
    .execute();
  return rows.map((row) => ({
    email: row.email,
    locale: row.locale,
    status: row.status,
    source: row.source,
    consentVersion: row.consent_version,
    requestedAt: iso(row.requested_at),
    confirmedAt: isoOrNull(row.confirmed_at),
    unsubscribedAt: isoOrNull(row.unsubscribed_at),
  }));
}

/** The contact cases sent from the account's address or about its orders. */
export function accountContactCasesWhere(email: string, orderIds: readonly string[]) {
  return (eb: ExpressionBuilder<Database, 'contact_case'>) =>
    eb.or([eb(sql<string>`lower(email)`, '=', normalizeEmail(email)), ...(orderIds.length > 0 ? [eb('order_id', 'in', orderIds)] : [])]);
}

async function exportContactCases(db: Db, email: string, orderIds: readonly string[]): Promise<AccountExport['contactCases']> {
  const rows = await db
    .selectFrom('contact_case')
    .select(['created_at', 'locale', 'contact_reason', 'booking_id', 'name', 'email', 'phone', 'description', 'state', 'answered_at', 'closed_at'])
    .where(accountContactCasesWhere(email, orderIds))
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    sentAt: iso(row.created_at),
    locale: row.locale,
    reason: row.contact_reason,
    bookingNumber: row.booking_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.description,
    state: row.state,
    answeredAt: isoOrNull(row.answered_at),
    closedAt: isoOrNull(row.closed_at),
  }));
}

async function exportSessions(db: Db, accountId: string, now: Date): Promise<AccountExport['sessions']> {
  const rows = await db
    .selectFrom('auth_session')
    .select(['created_at', 'expires_at', 'ip_address', 'user_agent'])
    .where('user_id', '=', accountId)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ createdAt: iso(row.created_at), expiresAt: iso(row.expires_at), ipAddress: row.ip_address, userAgent: row.user_agent }));
}

export async function exportAccountData(db: Db, accountId: string, now: Date): Promise<AccountExport> {
  const profile = await loadProfile(db, accountId);
  const orderIds = await accountOrderIds(db, { id: accountId, email: profile.email });
  const [orders, wishlist, newsletter, contactCases, sessions] = await Promise.all([
    exportOrders(db, orderIds),
    exportWishlist(db, accountId),
    exportNewsletter(db, profile.email),
    exportContactCases(db, profile.email, orderIds),
    exportSessions(db, accountId, now),
  ]);
  return { format: 'escapade-account-export', version: ACCOUNT_EXPORT_VERSION, exportedAt: now.toISOString(), profile, orders, wishlist, newsletter, contactCases, sessions };
}

/** `escapade-account-YYYY-MM-DD.json`, the day in the account's market. */
export function accountExportFileName(profile: { locale: AccountExport['profile']['locale'] }, now: Date): string {
  return `escapade-account-${marketToday(profile.locale, now)}.json`;
}
