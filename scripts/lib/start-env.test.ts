import { describe, expect, it } from 'vitest';
import { nextCommandEnv, startEnv } from './start-env';

describe('start environment', () => {
  it('switches Next telemetry off for the build and the servers, whatever the caller set', () => {
    expect(startEnv({ NEXT_TELEMETRY_DISABLED: '0' }, { port: 3000, apiPort: 4000 }).NEXT_TELEMETRY_DISABLED).toBe('1');
    expect(nextCommandEnv({ PATH: '/usr/bin' })).toEqual({ PATH: '/usr/bin', NEXT_TELEMETRY_DISABLED: '1' });
  });

  it('gives both processes the ports, production mode and one PROXY_SECRET per start', () => {
    const first = startEnv({}, { port: 3333, apiPort: 4333 });
    const second = startEnv({}, { port: 3333, apiPort: 4333 });
    expect(first).toMatchObject({ PORT: '3333', API_PORT: '4333', NODE_ENV: 'production' });
    expect(first.PROXY_SECRET).toMatch(/^[\w-]{43}$/);
    expect(second.PROXY_SECRET).not.toBe(first.PROXY_SECRET);
  });

  it("keeps the operator's PROXY_SECRET (several web servers in front of one API share it)", () => {
    expect(startEnv({ PROXY_SECRET: 'operator-secret-0123456789' }, { port: 3000, apiPort: 4000 }).PROXY_SECRET).toBe('operator-secret-0123456789');
  });
});
