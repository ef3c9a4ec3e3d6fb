import type { DatabaseHandle } from '@escapade/db';
import Fastify, { type FastifyLoggerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { connectRedis } from './cache/connect-redis';
import type { Config } from './config';
import { cachePlugin } from './plugins/cache';
import { compressPlugin } from './plugins/compress';
import { databasePlugin } from './plugins/db';
import { errorHandlerPlugin, sendProblem } from './plugins/error-handler';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { searchIndexPlugin } from './search-index/plugin';
import { AUTOCOMPLETE_WARM_UP_TERMS, autocompleteIndexPlugin } from './autocomplete-index/plugin';
import { apiRoutes } from './routes';
import { REQUEST_ID_HEADER, requestIdFrom } from './system/request-id';

export const API_PREFIX = '/api';

export interface BuildAppOptions {
  config: Config;
  /** Opened (and later closed) by the caller: server.ts or the test helper. */
  db: DatabaseHandle;
  /** Where pino writes its JSON lines; stdout when omitted (tests capture them here). */
  logStream?: FastifyLoggerOptions['stream'];
}

/** Builds the whole API without listening: server.ts listens, tests use `app.inject`. */
export async function buildApp({ config, db, logStream }: BuildAppOptions) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Errors before routing (a malformed URL) are problems too.
    frameworkErrors: (error, request, reply) => sendProblem(error, request, reply, config.bodyLimitBytes),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(errorHandlerPlugin, { bodyLimitBytes: config.bodyLimitBytes });
  await app.register(securityPlugin);
  await app.register(compressPlugin);

  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(databasePlugin, { db: db.db, engine: db.engine });
  await app.register(searchIndexPlugin, { enabled: config.searchIndex === 'memory' });
  await app.register(cachePlugin, { redis });
  await app.register(autocompleteIndexPlugin, {
    enabled: config.autocompleteIndex,
    warmUpTerms: config.nodeEnv === 'production' ? AUTOCOMPLETE_WARM_UP_TERMS : 0,
  });
  await app.register(rateLimitPlugin, { writesPerMinute: config.rateLimitWritePerMinute, redis });
  await app.register(openapiPlugin);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
