import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { getWebConfig } from '../../../config';
import { type AccountProfileApi, createAccountProfileApi } from '../../../lib/api/account-profile';
import { createCookieForwardingFetch } from '../../../lib/api/customer-care';
import { createVisitorFetch } from '../../../lib/server-api';
import { CLIENT_ADDRESS_HEADER } from '../../../lib/visitor-headers';

/** A header of the request being rendered, or undefined outside a request (Next's own control flow goes through). */
async function requestHeader(name: string): Promise<string | undefined> {
  try {
    return (await headers()).get(name) ?? undefined;
  } catch (error) {
    unstable_rethrow(error);
    return undefined;
  }
}

let current: AccountProfileApi | undefined;

/**
 * The profile client of the server render: straight to the API on loopback, for the visitor of the
 * request and with their cookie (the profile is theirs), as `serverApi()` builds its clients that
 * act for the signed-in visitor. It belongs in `serverApi()` beside `trips`; until it is there,
 * the profile page builds it here from the same parts.
 */
export function serverProfileApi(): AccountProfileApi {
  const { apiInternalUrl, proxySecret } = getWebConfig();
  current ??= createAccountProfileApi({
    baseUrl: `${apiInternalUrl}/api`,
    fetch: createCookieForwardingFetch(() => requestHeader('cookie'), createVisitorFetch(proxySecret, () => requestHeader(CLIENT_ADDRESS_HEADER))),
  });
  return current;
}
