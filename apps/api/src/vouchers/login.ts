/**
 * `POST /api/beneficiary/login`: the attempt is counted first (rate limit per client), then the
 * code's form and check symbol are verified (a mistyped code is refused without any lookup), then
 * the voucher is looked up. Every refusal is the same 401 with the same detail, so an answer never
 * tells a code that exists from one that does not.
 */
import {
  VOUCHER_REFUSED_DETAIL,
  type BeneficiaryLoginRequest,
  type BeneficiaryLoginResponse,
} from '@escapade/contracts/beneficiary';
import type { Db } from '@escapade/db';
import { normalizeVoucherCode, VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW, VOUCHER_LOGIN_WINDOW_MINUTES, voucherCodeProblem, type VoucherCodeProblem } from '@escapade/domain/voucher';
import { AppError } from '../errors/app-error';
import { signBeneficiarySession } from './beneficiary-session';
import { canOpenVoucher, findVoucherByCode, toBeneficiaryVoucher } from './beneficiary-voucher';
import { countLoginAttempt } from '../security/login-attempts';

/** Why a login was refused: logged, never answered. */
export type LoginRefusal = VoucherCodeProblem | 'unknown' | 'unusable';

export function voucherRefused(): AppError {
  return new AppError('VOUCHER_REFUSED', VOUCHER_REFUSED_DETAIL);
}

export class TooManyLoginAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many attempts with gift codes: try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`);
  }
}

export class LoginRefused extends AppError {
  constructor(readonly reason: LoginRefusal) {
    super('VOUCHER_REFUSED', VOUCHER_REFUSED_DETAIL);
  }
}

export interface LoginContext {
  /** The client the attempt counts against (`request.clientAddress`). */
  clientAddress: string;
  sessionSecret: Buffer;
  now: Date;
  /** Attempts a client may make per window (default VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW). */
  attemptsPerWindow?: number;
}

/** Signs the beneficiary in; throws TooManyLoginAttempts (429) or LoginRefused (401). */
export async function loginBeneficiary(db: Db, request: BeneficiaryLoginRequest, context: LoginContext): Promise<BeneficiaryLoginResponse> {
  const limit = { scope: 'beneficiary-login', limit: context.attemptsPerWindow ?? VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW, windowMinutes: VOUCHER_LOGIN_WINDOW_MINUTES };
  const attempt = await countLoginAttempt(db, limit, context.clientAddress, context.now);
  if (!attempt.allowed) throw new TooManyLoginAttempts(attempt.retryAfterSeconds);
  const problem = voucherCodeProblem(request.code);
  if (problem) throw new LoginRefused(problem);
  const voucher = await findVoucherByCode(db, normalizeVoucherCode(request.code));
  if (!voucher) throw new LoginRefused('unknown');
  if (!canOpenVoucher(voucher, request.locale, context.now)) throw new LoginRefused('unusable');
  const session = signBeneficiarySession(context.sessionSecret, voucher.id, context.now);
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    voucher: await toBeneficiaryVoucher(db, voucher, request.locale, context.now),
  };
}
