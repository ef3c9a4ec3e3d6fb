/**
 * The contact form's human check, without a third party: a proof-of-work challenge (ALTCHA, the
 * widget's v2 format) that this API signs, the visitor's browser solves, and the API verifies.
 *
 * A challenge is signed with HUMAN_CHECK_HMAC_KEY (HMAC-SHA256) and expires after 10 minutes. In
 * ALTCHA's deterministic mode the API draws the secret counter itself and signs the key it leads
 * to, so checking a solution costs one HMAC, while finding it costs the browser every counter up to
 * the secret one. That a solved challenge opens one case only is the use case's part: it records
 * the signature in the database (several API instances share it), see create-contact-case.ts.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { HumanCheckChallenge } from '@escapade/contracts/contact';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

/** The algorithm the widget bundles and runs in Web Workers (WebCrypto). */
export const HUMAN_CHECK_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations of one attempt. */
export const HUMAN_CHECK_COST = 1_000;
/**
 * The secret counter is drawn in this range; the solver tries every counter up to it: 2.5 million
 * PBKDF2 iterations on average, about a second on a phone's workers, half that on a laptop.
 */
export const HUMAN_CHECK_COUNTER = { min: 1_000, max: 4_000 } as const;
/** A challenge not solved and sent within this time is refused. */
export const HUMAN_CHECK_TTL_MS = 10 * 60_000;

/** A solved challenge: its signature (what is recorded so that it opens one case only) and its end. */
export interface SolvedHumanCheck {
  signature: string;
  expiresAt: Date;
}

export type HumanCheckOutcome = { status: 'solved'; proof: SolvedHumanCheck } | { status: 'missing' | 'invalid' | 'expired' };

export interface HumanCheck {
  /** A new challenge, valid HUMAN_CHECK_TTL_MS from `now`. */
  createChallenge(now: Date): Promise<HumanCheckChallenge>;
  /** Reads the widget's payload; 'solved' only for a correct solution of one of our challenges, unexpired. */
  verify(payload: string | undefined): Promise<HumanCheckOutcome>;
}

/** The widget's payload: base64 of `{ challenge: { parameters, signature }, solution: { counter, derivedKey } }`. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(HUMAN_CHECK_ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

function parsePayload(payload: string): z.infer<typeof payloadSchema> | undefined {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A key of this process, for an API started without HUMAN_CHECK_HMAC_KEY. */
export function randomHumanCheckKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The human check signed with `hmacKey`. The derived keys are signed with a second key made from
 * it, so that one setting is enough.
 */
export function createHumanCheck(hmacKey: string): HumanCheck {
  const keySignatureSecret = createHmac('sha256', hmacKey).update('altcha derived-key signature').digest('hex');
  const secrets = { hmacSignatureSecret: hmacKey, hmacKeySignatureSecret: keySignatureSecret };
  return {
    async createChallenge(now) {
      const challenge = await createChallenge({
        algorithm: HUMAN_CHECK_ALGORITHM,
        cost: HUMAN_CHECK_COST,
        counter: randomInt(HUMAN_CHECK_COUNTER.max, HUMAN_CHECK_COUNTER.min),
        deriveKey,
        expiresAt: new Date(now.getTime() + HUMAN_CHECK_TTL_MS),
        ...secrets,
      });
      const { expiresAt } = challenge.parameters;
      if (expiresAt === undefined || challenge.signature === undefined) throw new Error('altcha-lib made an unsigned or unending challenge');
      return { parameters: { ...challenge.parameters, expiresAt }, signature: challenge.signature };
    },
    async verify(payload) {
      if (payload === undefined || payload.trim() === '') return { status: 'missing' };
      const parsed = parsePayload(payload);
      if (!parsed) return { status: 'invalid' };
      const { challenge, solution } = parsed;
      try {
        // The library checks the expiry, then the signature of every parameter, then the solution.
        const result = await verifySolution({ challenge, solution, deriveKey, ...secrets });
        if (result.verified) {
          return { status: 'solved', proof: { signature: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt * 1000) } };
        }
        return { status: result.expired ? 'expired' : 'invalid' };
      } catch {
        // Parameters the library cannot read (a forged challenge fails its signature before that).
        return { status: 'invalid' };
      }
    },
  };
}
