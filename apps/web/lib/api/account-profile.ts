import type { DeleteAccountBody, EmailChangeBody, Profile, ProfileUpdate } from '@escapade/contracts/account-profile';
import { type ApiClientOptions, createApiTransport } from '../api-transport';
import { contracts } from './lazy-contract';

/** The profile's contract, imported with the first call (decision 0018). */
const profileContract = contracts.accountProfile;

/**
 * The account's data export, on the site's origin (proxied to the API): a link, not a call, since
 * the API answers it as an attachment (`Content-Disposition`) the browser saves as a file.
 */
export const ACCOUNT_EXPORT_HREF = '/api/account/export';

/**
 * The signed-in customer's profile (contract: contracts/account-profile.ts). Every call needs a
 * session (401 without one). A refused value is a 400 problem naming its `field` (and every one in
 * `errors`): `name`, `phone`, `newEmail`, `email`, `password`…
 */
export function createAccountProfileApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 15_000, ...options });

  return {
    /** Name, e-mail (and whether it is verified), phone, newsletter, language, and whether the account has a password. */
    getProfile(signal?: AbortSignal): Promise<Profile> {
      return call('/account/profile', profileContract().then((c) => c.profileSchema), { signal });
    },

    /** Changes the fields given (an empty phone removes the number); answers the profile as saved. */
    updateProfile(update: ProfileUpdate, signal?: AbortSignal): Promise<Profile> {
      // PATCH, the contract's verb: the fields left out keep their values.
      return call('/account/profile', profileContract().then((c) => c.profileSchema), { body: update, method: 'PATCH', signal });
    },

    /**
     * Sends a confirmation link to the new address; the account's address changes (verified) when
     * that link is followed, landing signed in on `callbackURL`. Answers the address waiting.
     */
    requestEmailChange(request: EmailChangeBody, signal?: AbortSignal): Promise<{ pendingEmail: string }> {
      return call('/account/profile/email', profileContract().then((c) => c.emailChangeResponseSchema), { body: request, signal });
    },

    /**
     * Deletes the account for good (204): the session ends, its orders are kept as the law requires,
     * with their personal data anonymised. The address typed again, and the password when the
     * account has one.
     */
    deleteAccount(request: DeleteAccountBody, signal?: AbortSignal): Promise<void> {
      return call('/account/delete', null, { body: request, signal });
    },
  };
}

export type AccountProfileApi = ReturnType<typeof createAccountProfileApi>;

/** The browser's profile calls: same origin, proxied to the API, with the session cookie. */
export const browserAccountProfileApi: AccountProfileApi = createAccountProfileApi({
  baseUrl: '/api',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});
