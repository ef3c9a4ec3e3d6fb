import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';
import { contentSecurityPolicy, securityHeaders } from './server/security-headers';

const isProduction = process.env.NODE_ENV === 'production';
// The same rule as config.ts (which `next start` cannot import from here); instrumentation.ts
// checks at start that both agree.
const apiInternalUrl = (process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`).replace(/\/+$/, '');
const repositoryRoot = path.resolve(import.meta.dirname, '../..');
/**
 * use-intl's formatter of precompiled messages, as a path from this folder (Turbopack resolves
 * aliases from here and wants a path for this one, as next-intl's plugin does): wherever npm put it.
 */
const formatOnlyPath = path.relative(import.meta.dirname, createRequire(import.meta.url).resolve('use-intl/format-message/format-only'));

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The production server (server/production-server.ts) compresses: Brotli, and the build's
  // precompressed assets; Next's own compression knows gzip only (decision 0017).
  compress: false,
  // Profiling aid only (WEB_SOURCE_MAPS=1 npm run build): maps the minified chunks back to their
  // sources in a CPU profile. Off by default: the maps would be public.
  productionBrowserSourceMaps: process.env.WEB_SOURCE_MAPS === '1',
  // The dev server is reached as 127.0.0.1 by the test browsers; production is unaffected.
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  transpilePackages: ['@escapade/domain', '@escapade/contracts'],
  // The proxy (proxy.ts) owns slashes: market homes are `/fr-fr/`, and `/api/*` must reach the API as sent.
  skipTrailingSlashRedirect: true,
  // Canonical, hreflang and robots must be in <head> for every client, not streamed into <body>.
  htmlLimitedBots: /.*/,
  experimental: {
    // The stylesheet goes into <head> as a <style>, not a render-blocking request: the whole document
    // (sent at once, see htmlLimitedBots) can then paint as soon as it is parsed, before the
    // scripts it loads run and hydrate (decision 0012).
    inlineCss: true,
  },
  turbopack: {
    root: repositoryRoot,
    // What next-intl's plugin does, minus its check of the path against the working directory,
    // which fails when Next is run from the repository root (`next build apps/web`). Turbopack
    // resolves the alias from this folder.
    resolveAlias: {
      'next-intl/config': './i18n/request.ts',
      // Messages are compiled at build time (below): the runtime only formats them, without
      // intl-messageformat's parser and locale resolution (decision 0012). What next-intl's
      // plugin does for `experimental.messages.precompile`.
      'use-intl/format-message': formatOnlyPath,
      // Radix's Presence and Popper without their synchronous updates inside the hydration
      // commit (each file says why; decision 0014).
      '@radix-ui/react-presence': './vendor/radix-presence.mjs',
      '@radix-ui/react-popper': './vendor/radix-popper.mjs',
    },
    rules: {
      // Each message catalog (messages/*.json, messages/<lang>/*.json) becomes its ICU messages
      // compiled by next-intl's catalog loader; plain strings stay strings.
      '*.json': {
        loaders: [{ loader: 'next-intl/extractor/catalogLoader', options: { messages: { format: 'json', precompile: true } } }],
        condition: { path: '{./messages}/**/*' },
        as: '*.js',
      },
    },
  },
  // The /api target is written into the build's routes manifest; instrumentation.ts stops a
  // server whose API_INTERNAL_URL / API_PORT no longer match it.
  env: { ESCAPADE_BUILD_API_INTERNAL_URL: apiInternalUrl },
  async rewrites() {
    return { beforeFiles: [{ source: '/api/:path*', destination: `${apiInternalUrl}/api/:path*` }], afterFiles: [], fallback: [] };
  },
  outputFileTracingRoot: repositoryRoot,
  async headers() {
    // The API sets its own headers on /api/*. Pages get their Content-Security-Policy, with a
    // nonce, from the proxy (proxy.ts); the paths it does not see (its matcher) get one without.
    const withoutNonce = [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ isProduction }) }];
    return [
      { source: '/((?!api/).*)', headers: securityHeaders(isProduction) },
      ...['/_next/:path*', '/gift-video/:path*', '/favicon.ico', '/robots.txt', '/sitemap.xml'].map((source) => ({ source, headers: withoutNonce })),
    ];
  },
};

export default nextConfig;
