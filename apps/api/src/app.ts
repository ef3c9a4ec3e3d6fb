import type { DatabaseHandle } from '@escapade/db';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { connectRedis } from './cache/connect-redis';
import { humanCheckPlugin } from './contact/human-check-plugin';
import type { Config, LoadSheddingConfig } from './config';
import { accountsPlugin } from './plugins/accounts';
import { cachePlugin } from './plugins/cache';
import { compressPlugin } from './plugins/compress';
import { databasePlugin } from './plugins/db';
import { drainPlugin } from './plugins/drain';
import { jobsPlugin } from './plugins/jobs';
import { visitorAccessPlugin } from './plugins/visitor-access';
import { paymentsPlugin } from './plugins/payments';
import { AppError } from './errors/app-error';
import { answerClientError, errorHandlerPlugin, sendProblem } from './plugins/error-handler';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { searchIndexPlugin } from './search-index/plugin';
import { AUTOCOMPLETE_WARM_UP_TERMS, autocompleteIndexPlugin } from './autocomplete-index/plugin';
import { apiRoutes } from './routes';
import { REQUEST_ID_HEADER, requestIdFrom } from './system/request-id';

export const API_PREFIX = '/api';

/** URLs longer than this are refused (414) before routing: no route of the API needs a longer one. */
export const MAX_URL_LENGTH = 8192;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route answers even when the API sheds load (the health check reports it instead). */
    loadShedding?: boolean;
  }
}

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
    // Requests Node cannot parse (headers over its limit, unknown methods) are problems as well.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (request.url.length > MAX_URL_LENGTH) {
      throw new AppError('BAD_REQUEST', `The URL exceeds ${MAX_URL_LENGTH} characters.`, { status: 414 });
    }
  });
  // JSON routes take JSON only: any other body type is a 415 (Fastify parses text/plain by
  // default, which turned a wrong content type into a misleading 400 about the body's shape).
  app.removeContentTypeParser('text/plain');

  await app.register(errorHandlerPlugin, { bodyLimitBytes: config.bodyLimitBytes });
  await app.register(drainPlugin);
  await app.register(securityPlugin);
  if (config.loadShedding) await registerLoadShedding(app, config.loadShedding);
  await app.register(compressPlugin);

  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(databasePlugin, { db: db.db, engine: db.engine, readUrl: config.databaseReadUrl, poolMax: config.dbPoolMax });
  await app.register(paymentsPlugin, { payments: config.payments, siteUrl: config.siteUrl });
  await app.register(jobsPlugin, { jobs: config.jobs, mail: config.mail, dataDir: config.dataDir, siteUrl: config.siteUrl });
  await app.register(visitorAccessPlugin, {
    siteUrl: config.siteUrl,
    voucherLinkSecret: config.voucherLinkSecret,
    beneficiarySessionSecret: config.beneficiarySessionSecret,
    beneficiaryLoginAttempts: config.beneficiaryLoginAttempts,
    staffApiToken: config.staffApiToken,
    newsletterLinkSecret: config.mail.newsletterLinkSecret,
  });
  await app.register(humanCheckPlugin, { hmacKey: config.humanCheckHmacKey, isProduction: config.nodeEnv === 'production', casesPerWindow: config.contactCasesPerWindow });
  await app.register(searchIndexPlugin, { enabled: config.searchIndex === 'memory' });
  await app.register(cachePlugin, { redis });
  await app.register(autocompleteIndexPlugin, {
    enabled: config.autocompleteIndex,
    warmUpTerms: config.nodeEnv === 'production' ? AUTOCOMPLETE_WARM_UP_TERMS : 0,
  });
  await app.register(rateLimitPlugin, { writesPerMinute: config.rateLimitWritePerMinute, redis, proxySecret: config.proxySecret });
  await app.register(accountsPlugin, {
    siteUrl: config.siteUrl,
    secret: config.authSecret,
    requestsPerMinute: config.rateLimitWritePerMinute,
    staffOidc: config.staffOidc,
  });
  await app.register(openapiPlugin);
  // Search answers are checked against their schemas everywhere but in production, where it cost a tenth of a search's CPU.
  await app.register(apiRoutes, { prefix: API_PREFIX, checkAnswers: config.nodeEnv !== 'production' });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** One instance, built once: under load its stack is never recomputed. */
function loadShedError(retryAfterSeconds: number): AppError {
  return new AppError('SERVICE_UNAVAILABLE', `The API is overloaded and sheds requests; retry in ${retryAfterSeconds} seconds.`);
}

/**
 * Load shedding: past an event-loop delay, heap or RSS threshold, requests are answered at once
 * with a 503 problem and Retry-After instead of queueing until every client times out. Routes
 * with `config.loadShedding: false` (the health check) still answer.
 */
async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingConfig): Promise<void> {
  const shed = loadShedError(options.retryAfterSeconds);
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    maxRssBytes: options.maxRssBytes,
    sampleInterval: options.sampleIntervalMs,
    retryAfter: options.retryAfterSeconds,
    pressureHandler: (request, reply) => {
      if (request.routeOptions.config.loadShedding === false) return undefined;
      reply.header('retry-after', options.retryAfterSeconds);
      return Promise.reject(shed);
    },
  });
}
