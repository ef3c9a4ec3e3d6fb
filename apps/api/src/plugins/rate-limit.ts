import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error';

/**
 * The visitor's address, sent by the web server with every request it makes for a visitor (its
 * `/api/*` proxy and its server-side calls). Believed only beside the right PROXY_SECRET_HEADER.
 */
export const CLIENT_ADDRESS_HEADER = 'x-escapade-client-address';
/** The shared secret that proves a request comes from our web server. */
export const PROXY_SECRET_HEADER = 'x-escapade-proxy-secret';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who the request is for: the visitor named by the web server, or else `request.ip` (the socket
     * address, or the address the configured front proxies report). Rate limits count per value.
     */
    clientAddress: string;
  }
}

export interface RateLimitPluginOptions {
  writesPerMinute: number;
  /** Shared counters across API processes when REDIS_URL is set. */
  redis?: Redis | undefined;
  /** PROXY_SECRET: unset, the visitor header is never believed. */
  proxySecret?: string | undefined;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isWriteRoute(method: RouteOptions['method']): boolean {
  const methods = Array.isArray(method) ? method : [method];
  return methods.some((m) => WRITE_METHODS.has(String(m).toUpperCase()));
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The address a request counts against. The visitor header is taken only with the web server's
 * secret (compared in constant time, over digests so that the length does not leak either);
 * anything else gets the address Fastify computed, so a forged header changes nothing.
 */
export function resolveClientAddress(
  headers: FastifyRequest['headers'],
  ip: string,
  expectedSecretDigest: Buffer | undefined,
): string {
  if (!expectedSecretDigest) return ip;
  const secret = firstValue(headers[PROXY_SECRET_HEADER]);
  const visitor = firstValue(headers[CLIENT_ADDRESS_HEADER])?.trim();
  if (secret === undefined || !visitor || isIP(visitor) === 0) return ip;
  return timingSafeEqual(digest(secret), expectedSecretDigest) ? visitor : ip;
}

/**
 * Writes (POST/PUT/PATCH/DELETE) are limited per client (`request.clientAddress`); reads are not. A
 * POST that is really a read (a search body too rich for a query string) opts out with
 * `config: { rateLimit: false }`; a GET that records something opts in with `config: { rateLimit: {} }`.
 */
const rateLimitWrites: FastifyPluginAsync<RateLimitPluginOptions> = async (fastify, { writesPerMinute, redis, proxySecret }) => {
  const expectedSecretDigest = proxySecret ? digest(proxySecret) : undefined;
  fastify.decorateRequest('clientAddress', '');
  // A root hook: it runs before the per-route limiter hooks that @fastify/rate-limit adds.
  fastify.addHook('onRequest', async (request, reply) => {
    request.clientAddress = resolveClientAddress(request.headers, request.ip, expectedSecretDigest);
    // Nothing after this point (handlers, error logs) may see or echo the secret.
    delete request.headers[PROXY_SECRET_HEADER];
    if (request.clientAddress !== request.ip) {
      // The log lines that follow ('request completed', errors) name the visitor too.
      const log = request.log.child({ client: request.clientAddress });
      request.log = log;
      reply.log = log;
    }
  });
  // Runs before the rate-limit plugin's own onRoute hook (registered below), which reads the flag.
  fastify.addHook('onRoute', (route) => {
    if (route.config?.rateLimit === undefined && isWriteRoute(route.method)) {
      route.config = { ...route.config, rateLimit: {} };
    }
  });
  await fastify.register(rateLimit, {
    global: false,
    max: writesPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.clientAddress || resolveClientAddress(request.headers, request.ip, expectedSecretDigest),
    ...(redis ? { redis, nameSpace: 'escapade:rate-limit:' } : {}),
    // A limiter that cannot count (Redis down) lets writes through rather than refusing them all.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests: at most ${context.max} per minute. Retry in ${context.after}.`),
  });
};

export const rateLimitPlugin = fp(rateLimitWrites, { name: 'rate-limit', fastify: '5.x' });
