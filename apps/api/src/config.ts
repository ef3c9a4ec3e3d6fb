import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import { CONTACT_CASES_PER_WINDOW } from '@escapade/contracts/contact';
import { VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW } from '@escapade/domain/voucher';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Catalog sizes of the seed generator (`@escapade/db` seed): `test` for the API suite, `demo` for `npm start`. */
export const SEED_SCALES = ['test', 'demo', 'full'] as const;
export type SeedScale = (typeof SEED_SCALES)[number];
/** Where searches and facets are computed: the in-memory index (decision 0009) or SQL alone (decision 0005). */
export const SEARCH_INDEX_MODES = ['memory', 'sql'] as const;
export type SearchIndexMode = (typeof SEARCH_INDEX_MODES)[number];
/**
 * Writes (POST, PUT, PATCH, DELETE) a client may make per minute (RATE_LIMIT_WRITE_PER_MINUTE's
 * default): the next one is refused with a 429, whichever API instance receives it when they share
 * Redis (plugins/rate-limit.ts).
 */
export const DEFAULT_WRITES_PER_MINUTE = 60;

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
  /**
   * A PostgreSQL server for the reads that tolerate lag (searches, facets, autocomplete, catalog and
   * content pages): one streaming replica of DATABASE_URL's primary, or the primary itself. One
   * server, not a proxy spreading connections over replicas at different positions: the search
   * index relies on that server never showing less than it showed before (plugins/db.ts).
   * Unset: every read goes to DATABASE_URL.
   */
  DATABASE_READ_URL: optional(connectionUrl(['postgres', 'postgresql'])),
  DATA_DIR: optional(z.string()).default('./data'),
  DB_POOL_MAX: optional(positiveInt).default(10),
  REDIS_URL: optional(connectionUrl(['redis', 'rediss'])),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)).default('info'),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  SEED_SCALE: optional(z.enum(SEED_SCALES)).default('demo'),
  SEED_ON_START: optional(booleanFlag).default(true),
  BODY_LIMIT_BYTES: optional(positiveInt).default(1024 * 1024),
  RATE_LIMIT_WRITE_PER_MINUTE: optional(positiveInt).default(DEFAULT_WRITES_PER_MINUTE),
  TRUST_PROXY: optional(trustProxy).default(false),
  /** Shared with the web server, which alone may name the visitor of a request it forwards. */
  PROXY_SECRET: optional(z.string().min(16, 'expected at least 16 characters')),
  AUTOCOMPLETE_INDEX: optional(booleanFlag).default(true),
  SEARCH_INDEX: optional(z.enum(SEARCH_INDEX_MODES)).default('memory'),
  /**
   * Load shedding (503 + Retry-After past a threshold). On by default on PostgreSQL outside tests.
   * Off by default on the embedded database: PGlite runs its queries on the event loop, so there
   * the loop's delay is the length of a query, not a sign of saturation (a single visitor's search
   * could be refused).
   */
  LOAD_SHEDDING: optional(booleanFlag),
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: optional(positiveInt).default(500),
  /** Default: 90% of V8's heap limit. */
  LOAD_SHED_MAX_HEAP_USED_BYTES: optional(positiveInt),
  /** Default: no RSS threshold (the heap one covers the usual growth). */
  LOAD_SHED_MAX_RSS_BYTES: optional(positiveInt),
  LOAD_SHED_RETRY_AFTER_SECONDS: optional(positiveInt).default(5),
  /** The site's public origin: absolute links in e-mails and the payment provider's return URLs. */
  SITE_URL: optional(connectionUrl(['http', 'https'])).default('http://localhost:3000'),
  /** Set: payments go to Stripe (PaymentIntents); unset: to the sandbox provider served by this API. */
  STRIPE_SECRET_KEY: optional(z.string().startsWith('sk_', 'expected a Stripe secret key (sk_…)')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith('whsec_', 'expected a Stripe webhook secret (whsec_…)')),
  /** The sandbox provider's webhook signing secret; unset: a random one per process (both ends are in it). */
  PSP_SANDBOX_WEBHOOK_SECRET: optional(z.string().min(16, 'expected at least 16 characters')),
  /** Where the sandbox provider delivers its webhooks; unset: this API's own /api/payments/webhook. */
  PSP_SANDBOX_WEBHOOK_URL: optional(connectionUrl(['http', 'https'])),
  /** Set: e-mails go out over SMTP (smtp://user:pass@host:port); unset: .eml files under DATA_DIR/mail. */
  SMTP_URL: optional(connectionUrl(['smtp', 'smtps'])),
  MAIL_FROM: optional(z.string()).default('Escapade <reservations@escapade.example>'),
  /** Background jobs (e-mail outbox, expired holds); off: another instance runs them. */
  JOBS: optional(booleanFlag).default(true),
  JOBS_INTERVAL_MS: optional(positiveInt).default(2000),
  /**
   * How long the outbox worker holds a claimed e-mail (ms, at least 5 s): a process that dies
   * holding it leaves it due again after this long. Keep it well above the SMTP timeouts.
   */
  OUTBOX_LEASE_MS: optional(positiveInt.refine((ms) => ms >= 5_000, 'expected at least 5000 ms')).default(60_000),
  /**
   * Signs the vouchers' PDF download links (HMAC-SHA256). Unset: a random secret per process, so
   * links stop working after a restart and on another instance: set one value on every instance.
   */
  VOUCHER_LINK_SECRET: optional(z.string().min(32, 'expected at least 32 characters')),
  /** Bearer token of the staff routes (shipments). Unset: those routes answer 404, as if absent. */
  STAFF_API_TOKEN: optional(z.string().min(32, 'expected at least 32 characters')),
  /**
   * Signs the beneficiaries' session tokens (HMAC-SHA256). Unset: a random secret per process, so a
   * restart signs every beneficiary out and each API instance only accepts its own tokens: set it,
   * the same on every instance, when there is more than one.
   */
  BENEFICIARY_SESSION_SECRET: optional(z.string().min(32, 'expected at least 32 characters')),
  /** Beneficiary login attempts a client may make per 15-minute window (the guard against code guessing). */
  BENEFICIARY_LOGIN_ATTEMPTS: optional(positiveInt).default(VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW),
  /**
   * Signs the newsletter's confirmation and unsubscribe links (HMAC-SHA256). Unset: a random secret
   * per process, so the links in e-mails already sent stop working after a restart and on another
   * instance: set one value on every instance.
   */
  NEWSLETTER_LINK_SECRET: optional(z.string().min(32, 'expected at least 32 characters')),
  /**
   * Signs the contact form's human-check challenges (HMAC-SHA256). Unset: a random key per process,
   * so a challenge is only accepted by the instance that made it: set one value on every instance.
   */
  HUMAN_CHECK_HMAC_KEY: optional(z.string().min(32, 'expected at least 32 characters')),
  /** Contact cases a client may send per 10 minutes (the form's guard against flooding). */
  CONTACT_CASES_PER_WINDOW: optional(positiveInt).default(CONTACT_CASES_PER_WINDOW),
  /**
   * Signs the account session cookies. Unset: a random secret per process, so a restart signs
   * every customer and agent out and each API instance only accepts its own sessions: set it, the
   * same on every instance, in production.
   */
  AUTH_SECRET: optional(z.string().min(32, 'expected at least 32 characters')),
  /**
   * The staff's OpenID Connect provider (all three or none): the issuer URL (its discovery document
   * at /.well-known/openid-configuration), the client id and secret registered there with the
   * redirect URI {SITE_URL}/api/auth/callback/staff-oidc. Unset: staff sign in with their
   * e-mail and password only.
   */
  STAFF_OIDC_ISSUER: optional(connectionUrl(['https', 'http'])),
  STAFF_OIDC_CLIENT_ID: optional(z.string().min(1)),
  STAFF_OIDC_CLIENT_SECRET: optional(z.string().min(1)),
}).superRefine((e, ctx) => {
  if (e.DATABASE_READ_URL !== undefined && e.DATABASE_URL === undefined) {
    ctx.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'needs DATABASE_URL: the embedded database has no replica' });
  }
  const oidc = [e.STAFF_OIDC_ISSUER, e.STAFF_OIDC_CLIENT_ID, e.STAFF_OIDC_CLIENT_SECRET];
  if (oidc.some((value) => value !== undefined) && oidc.some((value) => value === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['STAFF_OIDC_ISSUER'], message: 'set STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET together' });
  }
});

export type Env = z.output<typeof envSchema>;

/** When the API answers 503 instead of queueing (see registerLoadShedding in app.ts). */
export interface LoadSheddingConfig {
  /** Mean event-loop delay over a sample, in ms. */
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  /** 0: not checked. */
  maxRssBytes: number;
  retryAfterSeconds: number;
  /** How often the measures are taken. */
  sampleIntervalMs: number;
}

/** The share of V8's heap limit past which requests are shed by default. */
const DEFAULT_HEAP_SHARE = 0.9;
const LOAD_SAMPLE_INTERVAL_MS = 500;

export interface Config {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** DATABASE_READ_URL: the pool of lag-tolerant reads; undefined: they go to `databaseUrl`. */
  databaseReadUrl: string | undefined;
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
  /** false: never shed (the default under NODE_ENV=test, whose PGlite blocks the loop by design). */
  loadShedding: LoadSheddingConfig | false;
  siteUrl: string;
  payments: PaymentsConfig;
  mail: MailConfig;
  jobs: { enabled: boolean; intervalMs: number; outboxLeaseMs: number };
  /** VOUCHER_LINK_SECRET; undefined: a random secret per process. */
  voucherLinkSecret: string | undefined;
  /** STAFF_API_TOKEN; undefined: no staff route. */
  staffApiToken: string | undefined;
  /** BENEFICIARY_SESSION_SECRET; undefined: a random secret per process. */
  beneficiarySessionSecret: string | undefined;
  /** BENEFICIARY_LOGIN_ATTEMPTS per client and window. */
  beneficiaryLoginAttempts: number;
  /** HUMAN_CHECK_HMAC_KEY; undefined: a random key per process. */
  humanCheckHmacKey: string | undefined;
  /** CONTACT_CASES_PER_WINDOW per client and 10 minutes. */
  contactCasesPerWindow: number;
  /** AUTH_SECRET; undefined: a random secret per process. */
  authSecret: string | undefined;
  /** The staff's OpenID Connect provider; undefined: e-mail and password only. */
  staffOidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
}

export type PaymentsConfig =
  | { provider: 'stripe'; secretKey: string; webhookSecret: string | undefined }
  | { provider: 'sandbox'; webhookSecret: string | undefined; webhookUrl: string | undefined };

export interface MailConfig {
  /** Undefined: messages are written as .eml files under `${dataDir}/mail`. */
  smtpUrl: string | undefined;
  from: string;
  /** NEWSLETTER_LINK_SECRET; unset: a random secret of this process (newsletter/newsletter-token.ts). */
  newsletterLinkSecret?: string;
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
        const shown = value === undefined || /URL$|SECRET|KEY$|TOKEN$/.test(name) ? '' : ` (got "${value}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
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
    loadShedding:
      (e.LOAD_SHEDDING ?? (e.NODE_ENV !== 'test' && e.DATABASE_URL !== undefined))
        ? {
            maxEventLoopDelayMs: e.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS,
            maxHeapUsedBytes: e.LOAD_SHED_MAX_HEAP_USED_BYTES ?? Math.floor(getHeapStatistics().heap_size_limit * DEFAULT_HEAP_SHARE),
            maxRssBytes: e.LOAD_SHED_MAX_RSS_BYTES ?? 0,
            retryAfterSeconds: e.LOAD_SHED_RETRY_AFTER_SECONDS,
            sampleIntervalMs: LOAD_SAMPLE_INTERVAL_MS,
          }
        : false,
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    payments: e.STRIPE_SECRET_KEY
      ? { provider: 'stripe', secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : { provider: 'sandbox', webhookSecret: e.PSP_SANDBOX_WEBHOOK_SECRET, webhookUrl: e.PSP_SANDBOX_WEBHOOK_URL },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, ...(e.NEWSLETTER_LINK_SECRET ? { newsletterLinkSecret: e.NEWSLETTER_LINK_SECRET } : {}) },
    jobs: { enabled: e.JOBS, intervalMs: e.JOBS_INTERVAL_MS, outboxLeaseMs: e.OUTBOX_LEASE_MS },
    voucherLinkSecret: e.VOUCHER_LINK_SECRET,
    staffApiToken: e.STAFF_API_TOKEN,
    beneficiarySessionSecret: e.BENEFICIARY_SESSION_SECRET,
    beneficiaryLoginAttempts: e.BENEFICIARY_LOGIN_ATTEMPTS,
    humanCheckHmacKey: e.HUMAN_CHECK_HMAC_KEY,
    contactCasesPerWindow: e.CONTACT_CASES_PER_WINDOW,
    authSecret: e.AUTH_SECRET,
    staffOidc:
      e.STAFF_OIDC_ISSUER && e.STAFF_OIDC_CLIENT_ID && e.STAFF_OIDC_CLIENT_SECRET
        ? { issuer: e.STAFF_OIDC_ISSUER, clientId: e.STAFF_OIDC_CLIENT_ID, clientSecret: e.STAFF_OIDC_CLIENT_SECRET }
        : undefined,
  };
}
