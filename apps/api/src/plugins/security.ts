import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The API answers JSON (and images), never pages, so its policy denies everything a document could
 * load or embed. The docs page sets its own, wider policy on its own routes (see openapi.ts).
 */
const SECURITY_POLICY: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
  // Images are fetched by the site through its same-origin /api proxy.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
};

/**
 * The headers helmet sets for a policy, read once by running its middleware on a recording
 * response. The policy holds no per-request value (no nonce, no function directive), so every
 * answer carries the same headers; `@fastify/helmet` rebuilt the whole middleware — CSP parsing
 * included — on every request, about 4% of the API's CPU under autocomplete load.
 */
function securityHeadersOf(policy: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(policy)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet sets no Permissions-Policy. The API serves no documents, so no feature is granted; the
 * header is there for the answer opened directly in a tab (a JSON or an image) and for scanners.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

const security: FastifyPluginAsync = async (fastify) => {
  const headers = { ...securityHeadersOf(SECURITY_POLICY), 'permissions-policy': PERMISSIONS_POLICY };
  // onRequest: every answer carries them, problems and 404s included; a route may replace one
  // (the docs page its Content-Security-Policy) since reply headers set later win.
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};

export const securityPlugin = fp(security, { name: 'security', fastify: '5.x' });
