import type { Country, Locale } from '@escapade/domain/markets';
import { isLocale, LOCALES, MARKETS, marketsOfCountry } from '@escapade/domain/markets';

/**
 * Production mode: each market has its own host (`www.escapade.fr=fr_FR`), and a host given a
 * country instead of a locale (`www.escapade.be=BE`) serves that country's markets under a
 * language prefix (`/fr/`, `/nl/`).
 */
export interface MarketHost {
  /** Lower-case host as the Host header carries it, port included when not the default. */
  host: string;
  /** `https://www.escapade.fr`: scheme and host, no trailing slash. */
  origin: string;
  locales: readonly Locale[];
  /** True when the host serves several markets, each under its language prefix. */
  hasLanguagePrefix: boolean;
}

export type MarketHostTable = readonly MarketHost[];

export class MarketHostsError extends Error {
  override name = 'MarketHostsError';
}

/**
 * Parses `MARKET_HOSTS`: comma-separated `host=target` pairs, a target being a locale (`fr_FR`)
 * or a country code with several markets (`BE`). A host may carry its scheme (`http://be.localhost:3000`);
 * without one it is served over https. Every market must be served by exactly one host, otherwise
 * some pages would have no URL: the start fails instead.
 */
export function parseMarketHosts(value: string): MarketHostTable {
  const table: MarketHost[] = [];
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [rawHost, rawTarget, ...extra] = entry.split('=').map((part) => part.trim());
    if (!rawHost || !rawTarget || extra.length > 0) {
      throw new MarketHostsError(`MARKET_HOSTS: "${entry}" is not of the form host=fr_FR or host=BE`);
    }
    const origin = toOrigin(rawHost);
    const host = new URL(origin).host;
    const locales = localesOfTarget(rawTarget);
    if (!locales) {
      throw new MarketHostsError(`MARKET_HOSTS: "${rawTarget}" is neither a locale (${LOCALES.join(', ')}) nor a country with several markets`);
    }
    if (table.some((known) => known.host === host)) {
      throw new MarketHostsError(`MARKET_HOSTS: host ${host} is listed twice`);
    }
    table.push({ host, origin, locales, hasLanguagePrefix: locales.length > 1 });
  }
  for (const locale of LOCALES) {
    const count = table.filter((entry) => entry.locales.includes(locale)).length;
    if (count !== 1) {
      throw new MarketHostsError(`MARKET_HOSTS: market ${locale} must be served by exactly one host (found ${count})`);
    }
  }
  return table;
}

function toOrigin(rawHost: string): string {
  const withScheme = /^https?:\/\//i.test(rawHost) ? rawHost : `https://${rawHost}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new MarketHostsError(`MARKET_HOSTS: "${rawHost}" is not a host name`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new MarketHostsError(`MARKET_HOSTS: "${rawHost}" must be a bare host, without a path`);
  }
  return url.origin;
}

function localesOfTarget(target: string): Locale[] | undefined {
  if (isLocale(target)) return [target];
  const country = target.toUpperCase() as Country;
  const markets = Object.values(MARKETS).some((market) => market.country === country) ? marketsOfCountry(country) : [];
  return markets.length > 1 ? markets.map((market) => market.locale) : undefined;
}

/** The entry serving a request's Host header, if any (port-insensitive when the table has none). */
export function findMarketHost(table: MarketHostTable, hostHeader: string | null | undefined): MarketHost | undefined {
  if (!hostHeader) return undefined;
  const host = hostHeader.trim().toLowerCase();
  const bareHost = host.replace(/:\d+$/, '');
  return table.find((entry) => entry.host === host) ?? table.find((entry) => entry.host === bareHost);
}

export function hostOfLocale(table: MarketHostTable, locale: Locale): MarketHost {
  const entry = table.find((candidate) => candidate.locales.includes(locale));
  // parseMarketHosts guarantees every locale has a host.
  if (!entry) throw new MarketHostsError(`MARKET_HOSTS: no host serves ${locale}`);
  return entry;
}
