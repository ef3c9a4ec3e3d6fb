import { Redis } from 'ioredis';

/**
 * A connection to the test Redis, or undefined when none answers (the test files that need one
 * skip, saying so): one try, no retries, no offline queue.
 */
export async function connectRedisOrSkip(url: string): Promise<Redis | undefined> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return undefined;
  }
}
