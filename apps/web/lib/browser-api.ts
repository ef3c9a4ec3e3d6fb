import type { ClientLogInput } from '@escapade/contracts/logs';
import type { Locale } from '@escapade/domain/markets';
import type { ShellApi } from './api/shell';
import { describeError } from './describe-error';

let browserApi: Promise<ShellApi> | undefined;

/**
 * The shell API client of client components (same origin, proxied to the API), loaded on first
 * use: the browser only logs through it (decision 0014).
 */
function loadBrowserApi(): Promise<ShellApi> {
  browserApi ??= import('./api/shell')
    .then(({ createShellApi }) => createShellApi({ baseUrl: '/api' }))
    .catch((error: unknown) => {
      // A chunk that failed to load (a deploy, a network blip) is asked again by the next log.
      browserApi = undefined;
      throw error;
    });
  return browserApi;
}

/** Sends a message to the gateway logs endpoint (fire and forget). */
export async function sendClientLog(log: ClientLogInput): Promise<void> {
  await (await loadBrowserApi()).sendClientLog(log);
}

const reportedNotFound = new Set<string>();

/**
 * Reports a not-found through `GET {origin}/error` (uri, locale), once per page view,
 * even when React runs effects twice.
 */
export function reportNotFoundOnce(uri: string, locale: Locale): void {
  const key = `${locale} ${uri}`;
  if (reportedNotFound.has(key)) return;
  reportedNotFound.add(key);
  void fetch(`/error?${new URLSearchParams({ uri, locale })}`, { cache: 'no-store', keepalive: true }).catch(() => undefined);
}

/** The crash page reports at level ERROR, its message cut to 256 characters. */
export function reportCrash(error: unknown, locale: Locale, location: string): void {
  import('@escapade/contracts/logs')
    .then(({ cutLogMessage }) => sendClientLog({ level: 'ERROR', locale, location, message: cutLogMessage(describeError(error)) }))
    .catch(() => undefined);
}
