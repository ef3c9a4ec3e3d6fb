/**
 * The server-side record of a cookie consent: one anonymous row per choice under a random consent
 * id, a browser's later choices appended to its own history, an id it did not get from us
 * replaced, 400s naming the field, and the write rate limit.
 */
import { randomUUID } from 'node:crypto';
import { CONSENT_VERSION } from '@escapade/domain/consent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let app: App;
const recorded: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  if (recorded.length > 0) await app.db.deleteFrom('consent_record').where('consent_id', 'in', recorded).execute();
  await app.close();
});

async function record(body: Record<string, unknown>, target: App = app) {
  const response = await target.inject({ method: 'POST', url: '/api/consent', payload: body });
  if (response.statusCode === 201) recorded.push((response.json() as { consentId: string }).consentId);
  return response;
}

const rowsOf = (consentId: string) =>
  app.db.selectFrom('consent_record').select(['consent_id', 'analytics', 'referral', 'version', 'recorded_at']).where('consent_id', '=', consentId).orderBy('id').execute();

describe('POST /api/consent', () => {
  it('records a first choice under a new random consent id, with the choices, the text version and the time (201)', async () => {
    const before = Date.now();
    const response = await record({ choices: { analytics: true, referral: false }, version: CONSENT_VERSION });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as { consentId: string; recordedAt: string };
    expect(body.consentId).toMatch(UUID_PATTERN);
    expect(Date.parse(body.recordedAt)).toBeGreaterThanOrEqual(before - 1000);

    const rows = await rowsOf(body.consentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ analytics: true, referral: false, version: CONSENT_VERSION });
    expect(new Date(rows[0]?.recorded_at ?? 0).toISOString()).toBe(body.recordedAt);
  });

  it('keeps no address: the row has only the consent id, the choices, the version and the time', async () => {
    const response = await record({ choices: { analytics: false, referral: false }, version: CONSENT_VERSION });
    const { consentId } = response.json() as { consentId: string };
    const row = await app.db.selectFrom('consent_record').selectAll().where('consent_id', '=', consentId).executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(['analytics', 'consent_id', 'id', 'recorded_at', 'referral', 'version']);
  });

  it('appends a change of mind to the same history when the browser sends its consent id', async () => {
    const first = (await record({ choices: { analytics: false, referral: false }, version: CONSENT_VERSION })).json() as { consentId: string };
    const second = await record({ choices: { analytics: true, referral: true }, version: CONSENT_VERSION, consentId: first.consentId });
    expect(second.statusCode).toBe(201);
    expect((second.json() as { consentId: string }).consentId).toBe(first.consentId);
    const rows = await rowsOf(first.consentId);
    expect(rows.map((row) => [row.analytics, row.referral])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('replaces a consent id it never gave by a new random one', async () => {
    const invented = randomUUID();
    const response = await record({ choices: { analytics: true, referral: true }, version: CONSENT_VERSION, consentId: invented });
    expect(response.statusCode).toBe(201);
    const { consentId } = response.json() as { consentId: string };
    expect(consentId).not.toBe(invented);
    expect(await rowsOf(invented)).toHaveLength(0);
  });

  it('answers 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ choices: { analytics: 'yes', referral: false }, version: CONSENT_VERSION }, 'choices.analytics'],
      [{ choices: { analytics: true }, version: CONSENT_VERSION }, 'choices.referral'],
      [{ choices: { analytics: true, referral: true }, version: CONSENT_VERSION + 1 }, 'version'],
      [{ choices: { analytics: true, referral: true }, version: 0 }, 'version'],
      [{ choices: { analytics: true, referral: true }, version: CONSENT_VERSION, consentId: 'not-an-id' }, 'consentId'],
    ];
    for (const [body, field] of cases) {
      const response = await record(body);
      expect(response.statusCode, field).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json(), field).toMatchObject({ field });
    }
    expect((await record({ choices: { analytics: true, referral: true, ads: true }, version: CONSENT_VERSION })).statusCode).toBe(400);
    expect((await record({ choices: { analytics: true, referral: true }, version: CONSENT_VERSION, address: '1.2.3.4' })).statusCode).toBe(400);
  });
});

describe('POST /api/consent rate limit', () => {
  let limited: App;
  beforeAll(async () => {
    limited = await buildTestApp({ config: { rateLimitWritePerMinute: 2 } });
  });
  afterAll(() => limited.close());

  it('counts against the write rate limit like every write (429 after the budget)', async () => {
    const body = { choices: { analytics: false, referral: false }, version: CONSENT_VERSION };
    expect((await record(body, limited)).statusCode).toBe(201);
    expect((await record(body, limited)).statusCode).toBe(201);
    const refused = await record(body, limited);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
