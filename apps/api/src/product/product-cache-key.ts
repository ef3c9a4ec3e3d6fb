/**
 * Cache keys of the product-page reads (hotel, weekend detail, availabilities). Each key carries
 * the catalog version (bumped by any change of availability, prices, offers or hotels: decision
 * 0005), the market's day and hour (today's rules and the 20:00 cutoff) and every input.
 */
export const PRODUCT_CACHE_TTL_MS = 60 * 1000;

export function productCacheKey(kind: string, version: string | number, clock: { today: string; hour: number }, input: object): string {
  const parts = Object.entries(input)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value ?? null))}`);
  return `product:${kind}:v${version}:${clock.today}:${clock.hour}:${parts.join('&')}`;
}
