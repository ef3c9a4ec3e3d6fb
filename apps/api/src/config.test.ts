import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_WRITES_PER_MINUTE, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      dataDir: './data',
      dbPoolMax: 10,
      redisUrl: undefined,
      logLevel: 'info',
      nodeEnv: 'development',
      seedScale: 'demo',
      seedOnStart: true,
      bodyLimitBytes: 1_048_576,
      rateLimitWritePerMinute: 60,
      trustProxy: false,
      proxySecret: undefined,
      autocompleteIndex: true,
      searchIndex: 'memory',
      // Off on the embedded database, whose queries run on the event loop.
      loadShedding: false,
      siteUrl: 'http://localhost:3000',
      // No Stripe key: the sandbox provider, with a random webhook secret per process.
      payments: { provider: 'sandbox', webhookSecret: undefined, webhookUrl: undefined },
      // No SMTP server: .eml files under DATA_DIR/mail.
      mail: { smtpUrl: undefined, from: 'Escapade <reservations@escapade.example>' },
      jobs: { enabled: true, intervalMs: 2000, outboxLeaseMs: 60_000 },
      // Ten beneficiary login attempts per client and 15 minutes.
      beneficiaryLoginAttempts: 10,
      contactCasesPerWindow: 5,
    });
  });

  it('takes the staff identity provider with its three settings together, or none', () => {
    const oidc = { STAFF_OIDC_ISSUER: 'https://login.escapade.example', STAFF_OIDC_CLIENT_ID: 'care-console', STAFF_OIDC_CLIENT_SECRET: 's3cret' };
    expect(loadConfig(oidc).staffOidc).toEqual({ issuer: 'https://login.escapade.example', clientId: 'care-console', clientSecret: 's3cret' });
    expect(() => loadConfig({ STAFF_OIDC_ISSUER: oidc.STAFF_OIDC_ISSUER })).toThrow(/STAFF_OIDC_ISSUER: set STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET together/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: expected at least 32 characters/);
  });

  it('pays through Stripe when its secret key is set, and never echoes a key or a secret in its errors', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
    });
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'pk_live_oops', PSP_SANDBOX_WEBHOOK_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('STRIPE_SECRET_KEY: expected a Stripe secret key');
      expect(message).toContain('PSP_SANDBOX_WEBHOOK_SECRET: expected at least 16 characters');
      expect(message).not.toContain('pk_live_oops');
      expect(message).not.toContain('short"');
    }
  });

  it('sheds load by default on PostgreSQL outside tests, past 500 ms of event-loop delay or a share of the heap limit', () => {
    const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' };
    expect(loadConfig({ ...postgres, NODE_ENV: 'production' }).loadShedding).toEqual({
      maxEventLoopDelayMs: 500,
      maxHeapUsedBytes: expect.any(Number),
      maxRssBytes: 0,
      retryAfterSeconds: 5,
      sampleIntervalMs: 500,
    });
    expect(loadConfig({ ...postgres, NODE_ENV: 'test' }).loadShedding).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).loadShedding).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', LOAD_SHEDDING: 'true' }).loadShedding).not.toBe(false);
    expect(loadConfig({ ...postgres, NODE_ENV: 'production', LOAD_SHEDDING: 'false' }).loadShedding).toBe(false);
  });

  it('parses every variable', () => {
    const config = loadConfig({
      API_HOST: '0.0.0.0',
      API_PORT: '4100',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
      DATA_DIR: '/var/lib/escapade',
      DB_POOL_MAX: '25',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_SCALE: 'full',
      SEED_ON_START: 'false',
      BODY_LIMIT_BYTES: '2048',
      RATE_LIMIT_WRITE_PER_MINUTE: '5',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0', port: 4100, databaseUrl: 'postgres://postgres@127.0.0.1:5432/app', dbPoolMax: 25,
      redisUrl: 'redis://127.0.0.1:6379/2', logLevel: 'warn', nodeEnv: 'production', seedScale: 'full',
      seedOnStart: false, bodyLimitBytes: 2048, rateLimitWritePerMinute: 5, trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
  });

  it('limits writes to 60 a minute per client by default', () => {
    expect(DEFAULT_WRITES_PER_MINUTE).toBe(60);
    expect(loadConfig({}).rateLimitWritePerMinute).toBe(DEFAULT_WRITES_PER_MINUTE);
  });

  it('takes DATABASE_READ_URL beside DATABASE_URL only, and never echoes it in an error', () => {
    const primary = 'postgres://app:secret@10.0.0.1:5432/escapade';
    const replica = 'postgresql://app:secret@10.0.0.2:5432/escapade';
    expect(loadConfig({}).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: '' }).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica })).toMatchObject({ databaseUrl: primary, databaseReadUrl: replica });
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(/DATABASE_READ_URL: needs DATABASE_URL: the embedded database has no replica$/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://app:secret@10.0.0.2/escapade' })).toThrow(
      /DATABASE_READ_URL: expected a postgres or postgresql URL$/,
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://app:secret@10.0.0.2/escapade' })).not.toThrow(/secret/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', API_PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 4000 });
  });

  it('fails fast naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ API_PORT: 'eighty', SEED_ON_START: 'maybe', DATABASE_URL: 'mysql://u:secret@h/db' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('API_PORT');
    expect(message).toContain('"eighty"');
    expect(message).toContain('SEED_ON_START');
    expect(message).toContain('DATABASE_URL: expected a postgres or postgresql URL');
    expect(message).not.toContain('secret');
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it('reads TRUST_PROXY as false or a list of proxy addresses, and refuses to trust any hop', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting any hop/);
  });

  it('reads PROXY_SECRET and never echoes it in an error', () => {
    expect(loadConfig({ PROXY_SECRET: 'a-long-enough-secret' }).proxySecret).toBe('a-long-enough-secret');
    expect(() => loadConfig({ PROXY_SECRET: 'short-secret' })).toThrow(/PROXY_SECRET: expected at least 16 characters$/);
    expect(() => loadConfig({ PROXY_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
  });
});
