/**
 * The security headers of every page and asset (not /api/*, whose server sets its own).
 *
 * Pages: the Content-Security-Policy carries a nonce made for each request by the proxy (proxy.ts);
 * Next finds it in the request's own CSP header and puts it on every script it writes, and
 * 'strict-dynamic' lets those scripts load the chunks they need. No 'unsafe-inline' for scripts, so
 * an injected inline script does not run. The other headers come from next.config.
 *
 * Everything else (the build's assets, public files): the same policy without a nonce — they run no
 * inline script — from next.config, and from the production server for the precompressed assets
 * it serves itself (server/production-server.ts).
 */

export interface ContentSecurityPolicyOptions {
  isProduction: boolean;
  /** A fresh random value per page request; omitted for responses that are not pages. */
  nonce?: string;
  /** MAP_TILE_URL: the map's tiles are the only images from another origin. */
  mapTileUrl?: string;
}

/**
 * The origin of a Leaflet tile template, as a CSP source: `https://{s}.tile.example.org/{z}/{x}/{y}.png`
 * → `https://*.tile.example.org`. Undefined for a same-origin or unreadable template.
 */
export function tileOriginSource(mapTileUrl: string | undefined): string | undefined {
  const match = mapTileUrl ? /^(https?):\/\/([^/?#]+)/i.exec(mapTileUrl.trim()) : null;
  if (!match) return undefined;
  const [, scheme = '', authority = ''] = match;
  // Each `{placeholder}` of the host (Leaflet's `{s}` subdomains) is a whole label: a wildcard.
  const host = authority.replace(/\{[^}]*\}/g, '*');
  if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/i.test(host)) return undefined;
  return `${scheme.toLowerCase()}://${host.toLowerCase()}`;
}

export function contentSecurityPolicy({ isProduction, nonce, mapTileUrl }: ContentSecurityPolicyOptions): string {
  const scripts = ["'self'", ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : []), ...(isProduction ? [] : ["'unsafe-eval'"])];
  const tiles = tileOriginSource(mapTileUrl);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Next inlines the stylesheet (experimental.inlineCss) and React sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    // The contact form's human check solves its challenge in Web Workers made from blob: URLs of its
    // bundled script. Named rather than left to script-src, whose 'strict-dynamic' lets a trusted
    // script start a worker from any URL (data: too), and which not every engine applies to workers.
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Every security header but the Content-Security-Policy (pages get theirs, with a nonce, from the proxy). */
export function securityHeaders(isProduction: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
    ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/** The headers of a response that is not a page: the security headers and a policy without nonce. */
export function staticSecurityHeaders(isProduction: boolean): { key: string; value: string }[] {
  return [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ isProduction }) }, ...securityHeaders(isProduction)];
}
