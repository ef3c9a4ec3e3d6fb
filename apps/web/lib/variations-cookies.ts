/**
 * The visitor's variation cookies: their names and how a cookie string is read, without React
 * (lib/variations.ts, which uses hooks, re-exports them). Rules in `@escapade/domain/variations`.
 */
import type { VariationOverrides } from '@escapade/domain/variations';

export const VISITOR_ID_COOKIE = 'escapade_visitor';
export const VARIATION_OVERRIDES_COOKIE = 'escapade_variations';
/** One year: a visitor keeps their variants across visits. */
export const VISITOR_ID_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface VisitorVariations {
  visitorId: string | undefined;
  overrides: VariationOverrides;
}

/** Reads one cookie of a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return safeDecode(rest.join('='));
  }
  return undefined;
}

export function safeDecode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

