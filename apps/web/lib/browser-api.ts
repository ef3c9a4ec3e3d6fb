import type { Locale } from '@escapade/domain/markets';
import { cutLogMessage } from '@escapade/contracts/logs';
import { createApiClient } from './api-client';
import { describeError } from './describe-error';

/** The API client of client components: same origin, proxied to the API. */
export const browserApi = createApiClient({ baseUrl: '/api' });

const reportedNotFound = new Set<string>();

/**
 * Spec 001 §7: "GET {origin}/error | uri, locale | reports a not-found". Sent once per page view,
 * even when React runs effects twice.
 */
export function reportNotFoundOnce(uri: string, locale: Locale): void {
  const key = `${locale} ${uri}`;
  if (reportedNotFound.has(key)) return;
  reportedNotFound.add(key);
  void fetch(`/error?${new URLSearchParams({ uri, locale })}`, { cache: 'no-store', keepalive: true }).catch(() => undefined);
}

/** Spec 001 §8: "Crash page reports at level ERROR", message cut to 256 characters (§9). */
export function reportCrash(error: unknown, locale: Locale, location: string): void {
  browserApi
    .sendClientLog({ level: 'ERROR', locale, location, message: cutLogMessage(describeError(error)) })
    .catch(() => undefined);
}
