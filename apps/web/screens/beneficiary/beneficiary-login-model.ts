/**
 * The beneficiary login's rules, without React: the code read from the QR code's link
 * (`#code=`), the code's form checked in the browser before any request (its check symbol catches
 * one mistyped or two swapped symbols), and what an answer of the API means for the page.
 */
import type { BeneficiaryLoginResponse } from '@escapade/contracts/beneficiary';
import type { Locale } from '@escapade/domain/markets';
import { formatVoucherCode, normalizeVoucherCode, voucherCodeProblem } from '@escapade/domain/voucher';
import type { BeneficiaryApi } from '../../lib/api/beneficiary';
import { TooManyAttemptsError } from '../../lib/api/beneficiary';
import { ApiError } from '../../lib/api-transport';

/** The longest text the field takes (the contract's own limit). */
export const CODE_INPUT_MAX = 40;

/** Keys of `beneficiary.login.errors`. */
export type CodeErrorKey = 'mandatory' | 'length' | 'symbol' | 'mistyped';

/** Why the typed code cannot be one, before asking the API; undefined when its form is right. */
export function codeErrorOf(input: string): CodeErrorKey | undefined {
  if (normalizeVoucherCode(input) === '') return 'mandatory';
  const problem = voucherCodeProblem(input);
  if (problem === 'check') return 'mistyped';
  return problem;
}

/** The code of the voucher's QR code link (`…/beneficiary/login#code=K7QM-3XRT-9WEP-HC`), shown in groups of four. */
export function codeFromHash(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('code')?.trim();
  if (!value || value.length > CODE_INPUT_MAX) return undefined;
  return formatVoucherCode(value);
}

/** What a sign-in attempt came to, for the page. */
export type LoginOutcome =
  | { kind: 'signedIn'; login: BeneficiaryLoginResponse }
  /** The code's form is wrong: said under the field, no request made. */
  | { kind: 'typo'; error: CodeErrorKey }
  /** The API's one answer for a code that opens nothing (never which reason). */
  | { kind: 'refused' }
  | { kind: 'tooManyAttempts'; minutes: number }
  /** No answer (network, timeout) or one the page cannot use. */
  | { kind: 'failed' };

/** The outcome of a failed login call. */
export function loginFailureOf(error: unknown): LoginOutcome {
  if (error instanceof TooManyAttemptsError) return { kind: 'tooManyAttempts', minutes: error.retryAfterMinutes };
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 401) return { kind: 'refused' };
  // A 400 names the code: the API judged its form as the browser does.
  if (error.status === 400) return { kind: 'typo', error: 'mistyped' };
  return { kind: 'failed' };
}

/** One attempt: the code's form first, then the API. */
export async function signIn(api: Pick<BeneficiaryApi, 'login'>, request: { locale: Locale; code: string }, signal?: AbortSignal): Promise<LoginOutcome> {
  const typo = codeErrorOf(request.code);
  if (typo) return { kind: 'typo', error: typo };
  try {
    return { kind: 'signedIn', login: await api.login({ locale: request.locale, code: normalizeVoucherCode(request.code) }, signal) };
  } catch (error) {
    return loginFailureOf(error);
  }
}
