import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import packageJson from '../../package.json' with { type: 'json' };
import { openapiTransform } from './openapi-transform';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document is generated from the routes' own zod schemas (one contract: it validates,
 * serializes and documents), so it cannot drift from what the API does.
 */
const openapi: FastifyPluginAsync = async (fastify) => {
  await fastify.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Escapade API',
        description:
          'Multi-market travel marketplace API. Errors are `application/problem+json` (RFC 9457); ' +
          'write routes are rate-limited per client.',
        version: packageJson.version,
      },
      tags: [
        { name: 'system', description: 'Health and operations' },
        { name: 'logs', description: 'Client-side logs and not-found reports' },
        { name: 'analytics', description: 'Analytics events of a point of sale (beacons from the pages)' },
      ],
    },
    transform: openapiTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await fastify.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: true,
    // The docs page is served over plain HTTP on loopback in development; do not force https.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  fastify.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => fastify.swagger());
};

export const openapiPlugin = fp(openapi, { name: 'openapi', fastify: '5.x' });
