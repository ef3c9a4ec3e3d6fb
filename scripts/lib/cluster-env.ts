import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { startEnv } from './start-env';

/** More instances than this on one machine is a mistake, not a deployment. */
export const MAX_API_INSTANCES = 16;

/**
 * The API's secrets that default to a random value per process. Several instances behind one site
 * must share each of them, or a session, a signed link or a challenge made by one instance is
 * refused by the next (apps/api/src/config.ts). Unset, `start:cluster` makes one per start for all
 * its instances, as `npm start` does for PROXY_SECRET.
 */
export const SHARED_API_SECRETS = [
  'AUTH_SECRET',
  'BENEFICIARY_SESSION_SECRET',
  'VOUCHER_LINK_SECRET',
  'NEWSLETTER_LINK_SECRET',
  'HUMAN_CHECK_HMAC_KEY',
  'PSP_SANDBOX_WEBHOOK_SECRET',
] as const;

const blankIsUnset = (value: unknown) => (value === '' ? undefined : value);
const port = z.coerce.number().int().min(1).max(65_535);

const settingsSchema = z.object({
  API_INSTANCES: z.preprocess(blankIsUnset, z.coerce.number().int().min(1).max(MAX_API_INSTANCES).default(2)),
  API_PORT: z.preprocess(blankIsUnset, port.default(4000)),
  PORT: z.preprocess(blankIsUnset, port.default(3000)),
  API_HOST: z.preprocess(blankIsUnset, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(
    blankIsUnset,
    z
      .string({ error: 'is required' })
      .refine((value) => /^postgres(ql)?:\/\//.test(value), 'expected a postgres:// or postgresql:// URL'),
  ),
  REDIS_URL: z.preprocess(blankIsUnset, z.string().optional()),
});

export class ClusterSettingsError extends Error {
  override name = 'ClusterSettingsError';
}

export interface ClusterSettings {
  instances: number;
  /** The first instance's port; instance i listens on apiPort + i. */
  apiPort: number;
  port: number;
  /** Where the web server reaches the instances: their host, or loopback for a wildcard one. */
  apiHost: string;
  redisConfigured: boolean;
}

/**
 * What `npm run start:cluster` needs to run: PostgreSQL above all (PGlite lets one process open its
 * folder, so the embedded database cannot serve two instances). The message names the variable,
 * never a URL's value (it may hold a password).
 */
export function readClusterSettings(env: NodeJS.ProcessEnv): ClusterSettings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    const needsPostgres = parsed.error.issues.some((issue) => issue.path[0] === 'DATABASE_URL');
    throw new ClusterSettingsError(
      `${problems.join('; ')}${
        needsPostgres
          ? '. Several API instances share one PostgreSQL database: the embedded database (PGlite) opens its folder in one process only. ' +
            'Set DATABASE_URL=postgres://… (and seed it: npm run seed -- --scale demo), or use `npm start` for the single-process default.'
          : ''
      }`,
    );
  }
  const values = parsed.data;
  const last = values.API_PORT + values.API_INSTANCES - 1;
  if (last > 65_535) throw new ClusterSettingsError(`API_PORT ${values.API_PORT} + ${values.API_INSTANCES} instances goes past port 65535.`);
  if (values.PORT >= values.API_PORT && values.PORT <= last) {
    throw new ClusterSettingsError(`PORT ${values.PORT} is one of the API instances' ports (${values.API_PORT}–${last}): choose another.`);
  }
  const host = values.API_HOST;
  const apiHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return { instances: values.API_INSTANCES, apiPort: values.API_PORT, port: values.PORT, apiHost, redisConfigured: values.REDIS_URL !== undefined };
}

export interface ClusterEnv {
  /** The environment of the migration, and the base of every process's. */
  shared: NodeJS.ProcessEnv;
  /** Instance `index` (0-based): its port; only the first seeds an empty catalog (two would write it twice). */
  instance(index: number): NodeJS.ProcessEnv;
  /** The web server: every instance in API_INTERNAL_URLS. */
  web: NodeJS.ProcessEnv;
  instanceUrls: string[];
  /** The shared secrets made for this start (the operator set none). */
  madeSecrets: string[];
}

export function clusterEnv(base: NodeJS.ProcessEnv, settings: ClusterSettings): ClusterEnv {
  const shared = startEnv(base, { port: settings.port, apiPort: settings.apiPort });
  const madeSecrets: string[] = [];
  for (const name of SHARED_API_SECRETS) {
    if (shared[name]) continue;
    shared[name] = randomBytes(32).toString('base64url');
    madeSecrets.push(name);
  }
  const instanceUrls = Array.from({ length: settings.instances }, (_, index) => `http://${settings.apiHost}:${settings.apiPort + index}`);
  return {
    shared,
    instance: (index) => ({
      ...shared,
      API_PORT: String(settings.apiPort + index),
      ...(index === 0 ? {} : { SEED_ON_START: 'false' }),
    }),
    // API_INTERNAL_URL stays the first instance (API_PORT): the address a web build is made for.
    web: { ...shared, API_INTERNAL_URLS: instanceUrls.join(',') },
    instanceUrls,
    madeSecrets,
  };
}
