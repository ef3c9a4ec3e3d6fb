import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API answers JSON (and images), never pages, so its policy denies everything a document could
 * load or embed. The docs page sets its own, wider policy on its own routes (see openapi.ts).
 */
const security: FastifyPluginAsync = async (fastify) => {
  await fastify.register(helmet, {
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
  });
};

export const securityPlugin = fp(security, { name: 'security', fastify: '5.x' });
