import { DEFAULT_LOCALE } from '@escapade/domain/markets';
import type { Locale } from '@escapade/domain/markets';
import { cutLogMessage } from '@escapade/contracts/logs';
import { getWebConfig } from '../config';
import { routeRequest } from '../i18n/route-request';
import { describeError } from './describe-error';
import { serverApi, serverApiFor } from './server-api';
import { CLIENT_ADDRESS_HEADER } from './visitor-headers';

export interface FailedRequest {
  /** The public path and query, e.g. `/fr-fr/recherche?flow=gifting`. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

function firstHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The market a failed request was for, found the way the proxy routes it. */
export function findLocaleOfRequest(request: FailedRequest): Locale {
  const url = new URL(request.path, 'http://web.internal');
  const decision = routeRequest(
    { host: firstHeader(request.headers.host), pathname: url.pathname, search: url.search, lastLanguageCookie: undefined, acceptLanguage: null },
    getWebConfig().urlMode,
  );
  return decision.kind === 'market' ? decision.locale : DEFAULT_LOCALE;
}

/**
 * The server's half of "Crash page reports at level ERROR": the browser only ever sees a redacted
 * message of a server error, so the server sends the real one (cut to 256 characters, with the
 * digest the browser's report carries too).
 */
export async function reportServerError(error: unknown, request: FailedRequest): Promise<void> {
  // Reported for the visitor whose request failed (this may run outside that request's scope).
  const visitor = firstHeader(request.headers[CLIENT_ADDRESS_HEADER]);
  const api = visitor ? serverApiFor(visitor) : serverApi();
  try {
    await api.shell.sendClientLog({
      level: 'ERROR',
      locale: findLocaleOfRequest(request),
      location: request.path,
      message: cutLogMessage(describeError(error)),
    });
  } catch (reportError) {
    console.error(`[web] crash report not sent: ${describeError(reportError)}`);
  }
}
