/**
 * The visitor's variation cookies, read on the server: no React here, so server components import
 * this file (`variationFromCookies('single-voucher', await cookies())`); client components use
 * lib/variations.ts, which re-exports it. Rules in `@escapade/domain/variations`.
 */
import { type ExperimentName, type VariantOf, type VariationOverrides, assignVariation, isVisitorId, parseVariationOverrides } from '@escapade/domain/variations';

export const VISITOR_ID_COOKIE = 'escapade_visitor';
export const VARIATION_OVERRIDES_COOKIE = 'escapade_variations';
/** One year: a visitor keeps their variants across visits. */
export const VISITOR_ID_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What a server component's `await cookies()` (or a request's `cookies`) offers. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

export interface VisitorVariations {
  visitorId: string | undefined;
  overrides: VariationOverrides;
}

/** Server side: the visitor and overrides from the request cookies. */
export function visitorFromCookies(cookies: CookieReader): VisitorVariations {
  const id = cookies.get(VISITOR_ID_COOKIE)?.value;
  return {
    visitorId: isVisitorId(id) ? id : undefined,
    overrides: parseVariationOverrides(safeDecode(cookies.get(VARIATION_OVERRIDES_COOKIE)?.value)),
  };
}

/** Server side: one experiment's variant for the request (`variationFromCookies('single-voucher', await cookies())`). */
export function variationFromCookies<Name extends ExperimentName>(name: Name, cookies: CookieReader): VariantOf<Name> {
  const visitor = visitorFromCookies(cookies);
  return assignVariation(name, visitor.visitorId, visitor.overrides);
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

