import { LOCALES } from '@escapade/domain/markets';
import { z } from 'zod';
import { freeText, safeString } from './input';

/** The gateway logs endpoint cuts an error message to 256 characters. */
export const LOG_MESSAGE_MAX_LENGTH = 256;

/** The gateway logs endpoint takes level ERROR; the crash page and callers also warn and inform. */
export const CLIENT_LOG_LEVELS = ['ERROR', 'WARN', 'INFO'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

/** Longest page address we keep; longer ones are cut like the message. */
export const LOG_LOCATION_MAX_LENGTH = 2048;

/**
 * Cuts by code points, not UTF-16 units, so an emoji or an accented letter built from a surrogate
 * pair is never split into an unpaired half at the cut.
 */
export function cutToLength(text: string, maxLength: number): string {
  const codePoints = Array.from(text);
  return codePoints.length <= maxLength ? text : codePoints.slice(0, maxLength).join('');
}

export function cutLogMessage(message: string): string {
  return cutToLength(message, LOG_MESSAGE_MAX_LENGTH);
}

/**
 * `POST /api/logs` body. The message is cut server-side as well: a client that forgot to cut still
 * gets its log recorded, never a 400.
 */
export const clientLogSchema = z
  .strictObject({
    level: z.enum(CLIENT_LOG_LEVELS),
    locale: z.enum(LOCALES),
    /** Where it happened: the page URL or path. */
    location: safeString().transform((value) => cutToLength(value, LOG_LOCATION_MAX_LENGTH)),
    message: freeText().transform(cutLogMessage),
  })
  .meta({ id: 'ClientLog' });
export type ClientLogInput = z.input<typeof clientLogSchema>;
export type ClientLog = z.output<typeof clientLogSchema>;

/** A page not found is reported by `GET {origin}/error?uri&locale`; the web origin forwards it to the API. */
export const notFoundReportQuerySchema = z.strictObject({
  uri: safeString().min(1).transform((value) => cutToLength(value, LOG_LOCATION_MAX_LENGTH)),
  locale: z.enum(LOCALES),
});
export type NotFoundReportQueryInput = z.input<typeof notFoundReportQuerySchema>;
export type NotFoundReportQuery = z.output<typeof notFoundReportQuerySchema>;
