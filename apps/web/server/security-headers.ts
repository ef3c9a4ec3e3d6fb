/**
 * The security headers of every page and asset (not /api/*, whose server sets its own): next.config
 * gives them to Next, and the production server (server/production-server.ts) to the precompressed
 * assets it serves itself.
 *
 * Next's own scripts are inline, hence 'unsafe-inline' for scripts (a nonce would make every page
 * dynamic for no gain here); 'unsafe-eval' only for the development overlay. Images come from the
 * API (same origin) and map tiles (any https tile server, set at run time by MAP_TILE_URL).
 */
export function securityHeaders(isProduction: boolean): { key: string; value: string }[] {
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
    ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
