import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error';

export interface RateLimitPluginOptions {
  writesPerMinute: number;
  /** Shared counters across API processes when REDIS_URL is set. */
  redis?: Redis | undefined;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isWriteRoute(method: RouteOptions['method']): boolean {
  const methods = Array.isArray(method) ? method : [method];
  return methods.some((m) => WRITE_METHODS.has(String(m).toUpperCase()));
}

/**
 * Writes (POST/PUT/PATCH/DELETE) are limited per client address; reads are not. A POST that is
 * really a read (a search body too rich for a query string) opts out with
 * `config: { rateLimit: false }`; a GET that records something opts in with `config: { rateLimit: {} }`.
 */
const rateLimitWrites: FastifyPluginAsync<RateLimitPluginOptions> = async (fastify, { writesPerMinute, redis }) => {
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
    ...(redis ? { redis, nameSpace: 'escapade:rate-limit:' } : {}),
    // A limiter that cannot count (Redis down) lets writes through rather than refusing them all.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests: at most ${context.max} per minute. Retry in ${context.after}.`),
  });
};

export const rateLimitPlugin = fp(rateLimitWrites, { name: 'rate-limit', fastify: '5.x' });
