import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Catalog sizes of the seed generator (`@escapade/db` seed): `test` for the API suite, `demo` for `npm start`. */
export const SEED_SCALES = ['test', 'demo', 'full'] as const;
export type SeedScale = (typeof SEED_SCALES)[number];
/** Where searches and facets are computed: the in-memory index (decision 0009) or SQL alone (decision 0005). */
export const SEARCH_INDEX_MODES = ['memory', 'sql'] as const;
export type SearchIndexMode = (typeof SEARCH_INDEX_MODES)[number];

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number({ message: 'expected a whole number' }).int('expected a whole number').positive('expected a number above 0');

const connectionUrl = (protocols: readonly string[]) =>
  z.url({ message: `expected a ${protocols.join(' or ')} URL` }).refine(
    (value) => protocols.some((p) => value.startsWith(`${p}://`)),
    { message: `expected a ${protocols.join(' or ')} URL` },
  );

/**
 * `false`, or a comma-separated list of the front proxies' addresses/CIDRs (as Fastify's
 * `trustProxy` takes them). `true` is refused: trusting any hop lets every client choose its own
 * address with X-Forwarded-For, and so its own rate-limit budget. The web server's visitors are
 * told apart by the authenticated header of PROXY_SECRET, not by X-Forwarded-For.
 */
const trustProxy = z.string().transform((value, ctx): false | string[] => {
  const trimmed = value.trim().toLowerCase();
  if (['false', '0', 'no'].includes(trimmed)) return false;
  if (['true', '1', 'yes'].includes(trimmed)) {
    ctx.addIssue({ code: 'custom', message: 'trusting any hop lets clients forge their address: list the front proxies instead' });
    return z.NEVER;
  }
  const list = trimmed.split(',').map((v) => v.trim()).filter(Boolean);
  if (list.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'expected false or a list of proxy addresses' });
    return z.NEVER;
  }
  return list;
});

/** Empty strings count as unset: `FOO=` in a shell or an .env file means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  API_HOST: optional(z.string()).default('127.0.0.1'),
  API_PORT: optional(positiveInt.max(65535, 'expected a port up to 65535')).default(4000),
  DATABASE_URL: optional(connectionUrl(['postgres', 'postgresql'])),
  DATA_DIR: optional(z.string()).default('./data'),
  DB_POOL_MAX: optional(positiveInt).default(10),
  REDIS_URL: optional(connectionUrl(['redis', 'rediss'])),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)).default('info'),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  SEED_SCALE: optional(z.enum(SEED_SCALES)).default('demo'),
  SEED_ON_START: optional(booleanFlag).default(true),
  BODY_LIMIT_BYTES: optional(positiveInt).default(1024 * 1024),
  RATE_LIMIT_WRITE_PER_MINUTE: optional(positiveInt).default(60),
  TRUST_PROXY: optional(trustProxy).default(false),
  /** Shared with the web server, which alone may name the visitor of a request it forwards. */
  PROXY_SECRET: optional(z.string().min(16, 'expected at least 16 characters')),
  AUTOCOMPLETE_INDEX: optional(booleanFlag).default(true),
  SEARCH_INDEX: optional(z.enum(SEARCH_INDEX_MODES)).default('memory'),
});

export type Env = z.output<typeof envSchema>;

export interface Config {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  dbPoolMax: number;
  redisUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  nodeEnv: Env['NODE_ENV'];
  seedScale: SeedScale;
  seedOnStart: boolean;
  bodyLimitBytes: number;
  rateLimitWritePerMinute: number;
  trustProxy: false | string[];
  /** Authenticates the web server's visitor-address header (see plugins/rate-limit.ts); unset: never accepted. */
  proxySecret: string | undefined;
  /** Destination autocomplete from an in-process index (SQL until it is built); false: SQL only. */
  autocompleteIndex: boolean;
  searchIndex: SearchIndexMode;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once, at start; nothing else in the API reads `process.env`. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = env[name];
        // Connection strings may carry passwords, secrets are secrets: name the variable, never echo its value.
        const shown = value === undefined || /URL$|SECRET$/.test(name) ? '' : ` (got "${value}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    dbPoolMax: e.DB_POOL_MAX,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    seedScale: e.SEED_SCALE,
    seedOnStart: e.SEED_ON_START,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimitWritePerMinute: e.RATE_LIMIT_WRITE_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    proxySecret: e.PROXY_SECRET,
    autocompleteIndex: e.AUTOCOMPLETE_INDEX,
    searchIndex: e.SEARCH_INDEX,
  };
}
