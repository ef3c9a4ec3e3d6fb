import { Redis } from 'ioredis';

export interface RedisLogger {
  warn(object: object, message: string): void;
}

/**
 * Connects to Redis and fails fast when it does not answer: a configured REDIS_URL that is wrong
 * should stop the start, not silently degrade. Later outages degrade instead: no offline queue, so
 * commands fail at once and the cache answers as a miss.
 */
export async function connectRedis(url: string, log: RedisLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    // ioredis emits on every reconnect attempt; one line every 10 s is enough.
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    log.warn({ err: error }, 'Redis connection error');
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`REDIS_URL is set but Redis does not answer (${reason}).`, { cause: error });
  }
  return redis;
}
