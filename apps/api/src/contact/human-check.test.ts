import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { createHumanCheck, HUMAN_CHECK_COUNTER, HUMAN_CHECK_TTL_MS, type SolvedHumanCheck } from './human-check';

const KEY = 'unit-test-human-check-key-0123456789';
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solve(check: ReturnType<typeof createHumanCheck>, now = new Date()) {
  const challenge = await check.createChallenge(now);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return { challenge, solution, payload: encode({ challenge, solution }) };
}

describe('the human check (ALTCHA proof of work)', () => {
  it('makes a challenge whose secret counter lies in the range, expiring 10 minutes after it was made', async () => {
    const check = createHumanCheck(KEY);
    const now = new Date();
    const { challenge, solution } = await solve(check, now);
    expect(challenge.parameters.expiresAt).toBe(Math.floor((now.getTime() + HUMAN_CHECK_TTL_MS) / 1000));
    expect(solution.counter).toBeGreaterThanOrEqual(HUMAN_CHECK_COUNTER.min);
    expect(solution.counter).toBeLessThanOrEqual(HUMAN_CHECK_COUNTER.max);
  });

  it('accepts the solution of its own challenge and answers its signature and end as the proof', async () => {
    const check = createHumanCheck(KEY);
    const { challenge, payload } = await solve(check);
    const outcome = await check.verify(payload);
    expect(outcome).toEqual({
      status: 'solved',
      proof: { signature: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt * 1000) } satisfies SolvedHumanCheck,
    });
  });

  it('tells a missing payload from a wrong one and an expired one', async () => {
    const check = createHumanCheck(KEY);
    expect(await check.verify(undefined)).toEqual({ status: 'missing' });
    expect(await check.verify(' ')).toEqual({ status: 'missing' });
    expect(await check.verify('%%%')).toEqual({ status: 'invalid' });
    expect(await check.verify(encode({ challenge: null, solution: null, test: true }))).toEqual({ status: 'invalid' });
    const expired = await solve(check, new Date(Date.now() - HUMAN_CHECK_TTL_MS - 1000));
    expect(await check.verify(expired.payload)).toEqual({ status: 'expired' });
    // Another key's challenge, correctly solved, is not ours.
    const foreign = await solve(createHumanCheck('another-unit-test-key-0123456789abcdef'));
    expect(await check.verify(foreign.payload)).toEqual({ status: 'invalid' });
    // An edited parameter breaks the signature; a wrong key fails the key signature.
    const genuine = await solve(check);
    const cheaper = { ...genuine.challenge, parameters: { ...genuine.challenge.parameters, cost: 1 } };
    expect(await check.verify(encode({ challenge: cheaper, solution: genuine.solution }))).toEqual({ status: 'invalid' });
    expect(await check.verify(encode({ challenge: genuine.challenge, solution: { counter: 0, derivedKey: 'ab'.repeat(32) } }))).toEqual({ status: 'invalid' });
  });
});
