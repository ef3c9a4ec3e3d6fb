/**
 * The header's session read, imported by `loadAccountState` once the page has started: the
 * accounts client and its schema stay out of the pages' first scripts (decision 0018).
 */
import { type AccountSession, browserAccountsApi } from '../../lib/api/accounts';

/** The name the account menu's button shows: the first word of the account's name, else the address's local part. */
export function firstNameOf(account: AccountSession): string {
  const [first = ''] = account.name.trim().split(/\s+/);
  return first || account.email.split('@')[0] || account.email;
}

/** The signed-in account, or null; `isStaff` puts the site in its customer care mode. */
export async function readSignedInAccount(signal?: AbortSignal): Promise<{ accountId: string; firstName: string; isStaff: boolean } | null> {
  const session = await browserAccountsApi.getSession(signal);
  return session ? { accountId: session.id, firstName: firstNameOf(session), isStaff: session.isStaff } : null;
}
