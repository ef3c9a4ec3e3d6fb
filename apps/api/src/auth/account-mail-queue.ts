/**
 * The account e-mails (verify the address, the sign-in link, reset the password, confirm a new
 * address) wait in the outbox like every other e-mail: one `auth_mail` row with the link and the
 * language, one outbox row naming it, in one transaction. The outbox worker composes and sends it
 * (mail/account-mail.ts); the purge job erases the rows once their links expired.
 */
import type { AuthMailKind, Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';

export const ACCOUNT_MAIL = 'account_mail';

export interface AccountMailRequest {
  kind: AuthMailKind;
  email: string;
  locale: Locale;
  url: string;
}

export async function queueAccountMail(db: Db, mail: AccountMailRequest, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('auth_mail')
      .values({ kind: mail.kind, email: mail.email, locale: mail.locale, url: mail.url, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('outbox_message').values({ kind: ACCOUNT_MAIL, order_id: null, ref: String(row.id), next_attempt_at: now }).execute();
  });
}

export interface AccountMailForSending {
  id: number;
  kind: AuthMailKind;
  email: string;
  locale: string;
  url: string | null;
  createdAt: Date;
}

export async function loadAccountMail(db: Db, id: number): Promise<AccountMailForSending | undefined> {
  const row = await db.selectFrom('auth_mail').select(['id', 'kind', 'email', 'locale', 'url', 'created_at']).where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, kind: row.kind, email: row.email, locale: row.locale, url: row.url, createdAt: new Date(row.created_at) } : undefined;
}
