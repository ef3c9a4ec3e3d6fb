import type { Locale } from '@escapade/domain/markets';
import { cutLogMessage } from '@escapade/contracts/logs';
import { createApiClient } from './api-client';

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

/** What the crash page tells the logs: the error's message and, for server errors, its digest. */
export function describeCrash(error: unknown): string {
  if (error instanceof Error) {
    const digest = (error as Error & { digest?: unknown }).digest;
    return typeof digest === 'string' && digest ? `${error.message} (digest ${digest})` : error.message || error.name;
  }
  return String(error);
}

/** Spec 001 §8: "Crash page reports at level ERROR", message cut to 256 characters (§9). */
export function reportCrash(error: unknown, locale: Locale, location: string): void {
  browserApi
    .sendClientLog({ level: 'ERROR', locale, location, message: cutLogMessage(describeCrash(error)) })
    .catch(() => undefined);
}
