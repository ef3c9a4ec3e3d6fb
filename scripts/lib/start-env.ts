import { randomBytes } from 'node:crypto';

/**
 * What `next build`, `next dev` and the web server must never do from our commands: send Next's
 * anonymous telemetry (an outbound request from a build or a test run).
 */
export const NEXT_TELEMETRY_ENV = { NEXT_TELEMETRY_DISABLED: '1' } as const;

/** The environment of a command that builds or runs Next: the caller's, with telemetry off. */
export function nextCommandEnv(base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...base, ...NEXT_TELEMETRY_ENV };
}

export interface StartEnvOptions {
  port: number;
  apiPort: number;
}

/**
 * The environment `npm start` gives the web build, the web server and the API. PROXY_SECRET (the
 * proof the API asks of the web server before believing the visitor address it sends) is made for
 * this start when the operator set none: both processes get the same one, and nobody else.
 */
export function startEnv(base: NodeJS.ProcessEnv, { port, apiPort }: StartEnvOptions): NodeJS.ProcessEnv {
  return {
    ...nextCommandEnv(base),
    PORT: String(port),
    API_PORT: String(apiPort),
    NODE_ENV: 'production',
    PROXY_SECRET: base.PROXY_SECRET || randomBytes(32).toString('base64url'),
  };
}
