import { z } from 'zod';
import { MarketHostsError, parseMarketHosts } from './i18n/market-hosts';
import { parseTrustList, TrustListError } from './server/client-address';
import type { UrlMode } from './i18n/market-urls';

/**
 * The web app's configuration, read from the environment once and validated. Nothing else in the
 * web app reads `process.env`.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Port of the API on loopback, used when API_INTERNAL_URL is not set. */
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  /** Where the web server reaches the API (server-side calls and the /api proxy). */
  API_INTERNAL_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Several API instances (`http://10.0.0.5:4000,http://10.0.0.6:4000`): the production server
   * spreads its /api proxy and server-side calls over them (server/api-upstreams.ts). Unset: API_INTERNAL_URL alone.
   */
  API_INTERNAL_URLS: z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const list = value.split(',').map((entry) => entry.trim()).filter(Boolean);
      return list.length ? list : undefined;
    },
    z.array(z.url({ protocol: /^https?$/ }).refine((value) => new URL(value).pathname === '/', 'expected origins only (scheme, host, port)')).min(1).optional(),
  ),
  /** Public origin in single-host mode, for canonical and alternate links. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Production mode: `www.escapade.fr=fr_FR,…,www.escapade.be=BE`. Unset → single-host mode. */
  MARKET_HOSTS: z.string().trim().optional(),
  /** Leaflet tile template for the map screens. */
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Comma-separated feature flags switched on: `wishlist`. */
  FEATURE_FLAGS: z.string().default(''),
  /**
   * The front proxies (load balancer) whose X-Forwarded-For / X-Forwarded-Proto the production
   * server believes: comma-separated addresses or CIDRs, or `loopback`, `linklocal`, `uniquelocal`.
   * Unset: none, the socket's own address is the visitor's.
   */
  WEB_TRUST_PROXY: z.string().default(''),
  /** Shared with the API: proves that a visitor address the web server sends is its own (≥ 16 characters). */
  PROXY_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16, 'expected at least 16 characters').optional()),
  /** The API's request body limit, enforced by the production server on `/api/*` too. */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  /** The production server's page cache (decision 0027): on by default in production, `off` to render every request. */
  PAGE_CACHE: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['on', 'off']).optional()),
});

/**
 * Feature flags of the site (with experiments, they govern physical gift, gift
 * drawers, pay-later test, wishlist). `wishlist`: "a wishlist button is also rendered client-side
 * only when a feature flag is on" — it turns the wishlist buttons on in every market, besides the
 * market's own `wishlist` toggle.
 */
export const FEATURE_FLAG_NAMES = ['wishlist'] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];
export type FeatureFlags = Readonly<Record<FeatureFlagName, boolean>>;

const featureFlagListSchema = z.array(z.enum(FEATURE_FLAG_NAMES, { error: (issue) => `unknown flag '${String(issue.input)}' (known: ${FEATURE_FLAG_NAMES.join(', ')})` }));

/** `FEATURE_FLAGS=wishlist` (comma-separated, spaces and case ignored); an unknown name is an error. */
export function parseFeatureFlags(value: string): FeatureFlags | { error: string } {
  const names = value.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  const parsed = featureFlagListSchema.safeParse(names);
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => issue.message).join('; ') };
  return Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, parsed.data.includes(name)])) as Record<FeatureFlagName, boolean>;
}

export interface WebConfig {
  isProduction: boolean;
  port: number;
  /** Where the server reaches the API, without trailing slash (`http://127.0.0.1:4000`): what `next dev`'s rewrite and the build use. */
  apiInternalUrl: string;
  /** The API instances the production server spreads over (API_INTERNAL_URLS), `[apiInternalUrl]` when unset. */
  apiInternalUrls: string[];
  urlMode: UrlMode;
  mapTileUrl: string;
  featureFlags: FeatureFlags;
  /** WEB_TRUST_PROXY as a list (empty: trust no proxy). */
  trustedProxies: string[];
  /** PROXY_SECRET; unset, server-side calls never name the visitor. */
  proxySecret: string | undefined;
  bodyLimitBytes: number;
  /** Pages served from the production server's cache (PAGE_CACHE; never under `next dev`, which does not run that server). */
  pageCache: boolean;
}

export class WebConfigError extends Error {
  override name = 'WebConfigError';
}

export function readWebConfig(env: Record<string, string | undefined>): WebConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // A secret's value is never echoed, only its name.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new WebConfigError(`Invalid web configuration: ${problems}`);
  }
  const values = parsed.data;
  const apiInternalUrl = (values.API_INTERNAL_URL ?? `http://127.0.0.1:${values.API_PORT}`).replace(/\/+$/, '');
  let urlMode: UrlMode;
  try {
    urlMode = values.MARKET_HOSTS
      ? { kind: 'market-hosts', hosts: parseMarketHosts(values.MARKET_HOSTS) }
      : { kind: 'single-host', origin: new URL(values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`).origin };
  } catch (error) {
    if (error instanceof MarketHostsError) throw new WebConfigError(`Invalid web configuration: ${error.message}`);
    throw error;
  }
  const trustedProxies = values.WEB_TRUST_PROXY.split(',').map((entry) => entry.trim()).filter(Boolean);
  try {
    parseTrustList(trustedProxies);
  } catch (error) {
    if (error instanceof TrustListError) throw new WebConfigError(`Invalid web configuration: WEB_TRUST_PROXY: ${error.message}`);
    throw error;
  }
  const featureFlags = parseFeatureFlags(values.FEATURE_FLAGS);
  if ('error' in featureFlags) throw new WebConfigError(`Invalid web configuration: FEATURE_FLAGS: ${featureFlags.error}`);
  return {
    isProduction: values.NODE_ENV === 'production',
    port: values.PORT,
    apiInternalUrl,
    apiInternalUrls: values.API_INTERNAL_URLS?.map((url) => new URL(url).origin) ?? [apiInternalUrl],
    urlMode,
    mapTileUrl: values.MAP_TILE_URL,
    featureFlags,
    trustedProxies,
    proxySecret: values.PROXY_SECRET,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    pageCache: values.PAGE_CACHE ? values.PAGE_CACHE === 'on' : values.NODE_ENV === 'production',
  };
}

/**
 * The API target that `next build` wrote into the `/api/*` rewrite (next.config.ts inlines it).
 * Undefined outside a Next build (tests, scripts).
 */
export function readBuiltApiInternalUrl(): string | undefined {
  return process.env.ESCAPADE_BUILD_API_INTERNAL_URL;
}

let cached: WebConfig | undefined;

/** The configuration of this process (parsed on first use, then kept). */
export function getWebConfig(): WebConfig {
  cached ??= readWebConfig(process.env);
  return cached;
}
