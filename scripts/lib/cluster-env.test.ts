import { describe, expect, it } from 'vitest';
import { ClusterSettingsError, SHARED_API_SECRETS, clusterEnv, readClusterSettings } from './cluster-env';

const PG = 'postgres://postgres@127.0.0.1:5432/escapade';

describe('start:cluster settings', () => {
  it('refuses to start without PostgreSQL, saying why and what to do, without echoing a URL', () => {
    expect(() => readClusterSettings({})).toThrow(ClusterSettingsError);
    expect(() => readClusterSettings({})).toThrow(/DATABASE_URL: is required.*PGlite.*npm start/);
    expect(() => readClusterSettings({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).toThrow(/DATABASE_URL: expected a postgres/);
    expect(() => readClusterSettings({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).not.toThrow(/hunter2/);
  });

  it('defaults to two instances from API_PORT, and says whether Redis is set', () => {
    expect(readClusterSettings({ DATABASE_URL: PG })).toEqual({ instances: 2, apiPort: 4000, port: 3000, apiHost: '127.0.0.1', redisConfigured: false });
    expect(readClusterSettings({ DATABASE_URL: PG, API_INSTANCES: '3', API_PORT: '4650', PORT: '3650', REDIS_URL: 'redis://127.0.0.1:6379', API_HOST: '0.0.0.0' })).toEqual({
      instances: 3,
      apiPort: 4650,
      port: 3650,
      apiHost: '127.0.0.1',
      redisConfigured: true,
    });
  });

  it('refuses an instance count out of bounds and a web port among the instances', () => {
    expect(() => readClusterSettings({ DATABASE_URL: PG, API_INSTANCES: '0' })).toThrow(/API_INSTANCES/);
    expect(() => readClusterSettings({ DATABASE_URL: PG, API_INSTANCES: '17' })).toThrow(/API_INSTANCES/);
    expect(() => readClusterSettings({ DATABASE_URL: PG, API_PORT: '3000', PORT: '3001' })).toThrow(/PORT 3001 is one of the API instances' ports \(3000–3001\)/);
  });
});

describe('start:cluster environment', () => {
  const settings = readClusterSettings({ DATABASE_URL: PG, API_PORT: '4650', PORT: '3650', API_INSTANCES: '3' });

  it('gives each instance its port, lets only the first seed, and gives the web server every instance', () => {
    const env = clusterEnv({ DATABASE_URL: PG }, settings);
    expect([0, 1, 2].map((index) => [env.instance(index).API_PORT, env.instance(index).SEED_ON_START])).toEqual([
      ['4650', undefined],
      ['4651', 'false'],
      ['4652', 'false'],
    ]);
    expect(env.web.API_INTERNAL_URLS).toBe('http://127.0.0.1:4650,http://127.0.0.1:4651,http://127.0.0.1:4652');
    // The address a web build is made for stays the first instance's.
    expect(env.web).toMatchObject({ API_PORT: '4650', PORT: '3650', NODE_ENV: 'production' });
    expect(env.web.API_INTERNAL_URL).toBeUndefined();
  });

  it('shares one value of each per-process secret and of PROXY_SECRET, and keeps those the operator set', () => {
    const env = clusterEnv({ DATABASE_URL: PG, AUTH_SECRET: 'operator-auth-secret-0123456789-0123456789' }, settings);
    expect(env.madeSecrets).toEqual(SHARED_API_SECRETS.filter((name) => name !== 'AUTH_SECRET'));
    for (const name of [...SHARED_API_SECRETS, 'PROXY_SECRET']) {
      const values = new Set([env.instance(0)[name], env.instance(1)[name], env.instance(2)[name], env.web[name]]);
      expect(values.size, name).toBe(1);
      expect(env.instance(0)[name]?.length, name).toBeGreaterThanOrEqual(32);
    }
    expect(env.instance(1).AUTH_SECRET).toBe('operator-auth-secret-0123456789-0123456789');
    expect(clusterEnv({ DATABASE_URL: PG }, settings).instance(0).AUTH_SECRET).not.toBe(env.instance(0).AUTH_SECRET);
  });
});
