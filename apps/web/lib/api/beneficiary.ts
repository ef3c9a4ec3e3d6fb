import type {
  BeneficiaryLoginRequest,
  BeneficiaryLoginResponse,
  BeneficiaryStaysResponse,
  BeneficiaryVoucher,
  RedemptionRequest,
  RedemptionResponse,
} from '@escapade/contracts/beneficiary';
import type { Locale } from '@escapade/domain/markets';
import { VOUCHER_LOGIN_WINDOW_MINUTES } from '@escapade/domain/voucher';
import { ApiError, type ApiClientOptions, createApiTransport } from '../api-transport';
import { contracts } from './lazy-contract';

/** The beneficiary contract, imported with its first call (decision 0018). */
const beneficiaryContract = contracts.beneficiary;

/**
 * A refused login past the attempts limit (429): `retryAfterMinutes` from the answer's
 * Retry-After, or the limit's whole window when the answer does not say.
 */
export class TooManyAttemptsError extends ApiError {
  override name = 'TooManyAttemptsError';
  constructor(
    message: string,
    readonly retryAfterMinutes: number,
    options?: ConstructorParameters<typeof ApiError>[2],
  ) {
    super(message, 429, options);
  }
}

/** Retry-After in whole minutes, rounded up (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMinutesOf(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : (Date.parse(header) - now) / 1000;
  if (!Number.isFinite(seconds)) return undefined;
  return Math.max(1, Math.ceil(seconds / 60));
}

/** A 429 as a TooManyAttemptsError, its wait from Retry-After (else the limit's whole window); any other error as it is. */
export function tooManyAttemptsOr(error: unknown, windowMinutes: number): unknown {
  if (error instanceof ApiError && error.status === 429) {
    return new TooManyAttemptsError(error.message, retryAfterMinutesOf(error.retryAfter) ?? windowMinutes, { cause: error, problem: error.problem, retryAfter: error.retryAfter });
  }
  return error;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The beneficiary's calls: sign in with a voucher code, then, with the session's token, read the
 * voucher, the stays it opens (a page at a time) and book what it gives (a stay's calendar is the
 * product calendar: `ProductApi.getOfferAvailabilities`). Every answer is
 * validated with the contract; any unusable answer is an `ApiError` (401: the session is over or
 * the code opens nothing; 409: the voucher was used meanwhile, or the nights are gone).
 */
export function createBeneficiaryApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 15_000, ...options });

  return {
    /** `POST /beneficiary/login`; a 429 is a `TooManyAttemptsError` saying how long to wait. */
    async login(request: BeneficiaryLoginRequest, signal?: AbortSignal): Promise<BeneficiaryLoginResponse> {
      try {
        return await call('/beneficiary/login', beneficiaryContract().then((c) => c.beneficiaryLoginResponseSchema), { body: request, signal });
      } catch (error) {
        throw tooManyAttemptsOr(error, VOUCHER_LOGIN_WINDOW_MINUTES);
      }
    },

    /** The session's voucher, its labels in the page's language. */
    getVoucher(token: string, locale: Locale, signal?: AbortSignal): Promise<BeneficiaryVoucher> {
      return call(`/beneficiary/voucher?${new URLSearchParams({ locale })}`, beneficiaryContract().then((c) => c.beneficiaryVoucherSchema), { headers: bearer(token), signal });
    },

    /** One page (zero-based) of the stays the voucher can be exchanged for. */
    getStays(token: string, request: { locale: Locale; page: number }, signal?: AbortSignal): Promise<BeneficiaryStaysResponse> {
      const query = new URLSearchParams({ locale: request.locale, page: String(request.page) });
      return call(`/beneficiary/stays?${query}`, beneficiaryContract().then((c) => c.beneficiaryStaysResponseSchema), { headers: bearer(token), signal });
    },

    /** Books what the voucher gives (a stay, or an activity voucher's activity): the booked order. */
    redeem(token: string, request: RedemptionRequest, signal?: AbortSignal): Promise<RedemptionResponse> {
      return call('/beneficiary/redemptions', beneficiaryContract().then((c) => c.redemptionResponseSchema), { body: request, headers: bearer(token), signal });
    },
  };
}

export type BeneficiaryApi = ReturnType<typeof createBeneficiaryApi>;

/** The browser's beneficiary calls: same origin, proxied to the API. */
export const browserBeneficiaryApi: BeneficiaryApi = createBeneficiaryApi({ baseUrl: '/api' });
