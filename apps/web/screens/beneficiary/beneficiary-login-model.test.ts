import { formatVoucherCode, generateVoucherCode, VOUCHER_ALPHABET } from '@escapade/domain/voucher';
import { describe, expect, it } from 'vitest';
import { TooManyAttemptsError } from '../../lib/api/beneficiary';
import { ApiError } from '../../lib/api-transport';
import { codeErrorOf, codeFromHash, loginFailureOf, signIn } from './beneficiary-login-model';

/** A well-formed code (its check symbol right), drawn from a fixed sequence. */
let draw = 0;
const CODE = generateVoucherCode((max) => (draw++ * 7 + 3) % max);
const PRINTED = formatVoucherCode(CODE);

/** The same code with one symbol changed: its check symbol no longer matches. */
function mistype(code: string, at: number): string {
  const symbol = code[at] ?? '';
  const other = VOUCHER_ALPHABET[(VOUCHER_ALPHABET.indexOf(symbol) + 1) % VOUCHER_ALPHABET.length] ?? '';
  return code.slice(0, at) + other + code.slice(at + 1);
}

const login = { token: 'tok', expiresAt: '2030-01-01T00:00:00.000Z', voucher: {} as never };

function recordingApi(answer: () => Promise<typeof login>) {
  const calls: Array<{ locale: string; code: string }> = [];
  return {
    calls,
    api: {
      login: async (request: { locale: 'fr_FR'; code: string }) => {
        calls.push(request);
        return answer();
      },
    },
  };
}

describe('beneficiary login: the code in the browser', () => {
  it('takes the code of the QR code link (#code=) in groups of four, whatever its case and separators', () => {
    expect(codeFromHash(`#code=${CODE.toLowerCase()}`)).toBe(PRINTED);
    expect(codeFromHash(`#code=${encodeURIComponent(PRINTED)}&giftNights=2`)).toBe(PRINTED);
    expect(PRINTED).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}$/);
    expect(codeFromHash('')).toBeUndefined();
    expect(codeFromHash('#giftNights=2')).toBeUndefined();
    expect(codeFromHash(`#code=${'A'.repeat(41)}`)).toBeUndefined();
  });

  it('says why a code cannot be one: empty, not 14 symbols, a symbol the codes never use, a mistyped symbol', () => {
    expect(codeErrorOf(PRINTED)).toBeUndefined();
    expect(codeErrorOf(` ${CODE.toLowerCase()} `)).toBeUndefined();
    expect(codeErrorOf('  ')).toBe('mandatory');
    expect(codeErrorOf(CODE.slice(0, 13))).toBe('length');
    expect(codeErrorOf(`${CODE.slice(0, 13)}O`)).toBe('symbol');
    for (let at = 0; at < CODE.length; at += 1) expect(codeErrorOf(mistype(CODE, at))).toBe('mistyped');
    // Two neighbours swapped.
    expect(CODE[0]).not.toBe(CODE[1]);
    expect(codeErrorOf(`${CODE[1]}${CODE[0]}${CODE.slice(2)}`)).toBe('mistyped');
  });

  it('a mistyped code is caught without any request', async () => {
    const { calls, api } = recordingApi(async () => login);
    expect(await signIn(api, { locale: 'fr_FR', code: mistype(CODE, 5) })).toEqual({ kind: 'typo', error: 'mistyped' });
    expect(await signIn(api, { locale: 'fr_FR', code: '' })).toEqual({ kind: 'typo', error: 'mandatory' });
    expect(calls).toEqual([]);
  });

  it('a well-formed code is sent without its separators; the session comes back', async () => {
    const { calls, api } = recordingApi(async () => login);
    expect(await signIn(api, { locale: 'fr_FR', code: PRINTED.toLowerCase() })).toEqual({ kind: 'signedIn', login });
    expect(calls).toEqual([{ locale: 'fr_FR', code: CODE }]);
  });

  it('401 is the one generic refusal, 429 says the minutes to wait, anything else asks to try again', async () => {
    const refused = recordingApi(async () => {
      throw new ApiError('refused', 401);
    });
    expect(await signIn(refused.api, { locale: 'fr_FR', code: PRINTED })).toEqual({ kind: 'refused' });

    const limited = recordingApi(async () => {
      throw new TooManyAttemptsError('limited', 12);
    });
    expect(await signIn(limited.api, { locale: 'fr_FR', code: PRINTED })).toEqual({ kind: 'tooManyAttempts', minutes: 12 });

    const offline = recordingApi(async () => {
      throw new ApiError('network', undefined);
    });
    expect(await signIn(offline.api, { locale: 'fr_FR', code: PRINTED })).toEqual({ kind: 'failed' });
    expect(loginFailureOf(new ApiError('down', 503))).toEqual({ kind: 'failed' });
    expect(loginFailureOf(new TypeError('boom'))).toEqual({ kind: 'failed' });
    expect(loginFailureOf(new ApiError('bad', 400))).toEqual({ kind: 'typo', error: 'mistyped' });
  });
});
