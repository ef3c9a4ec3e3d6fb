import type { Db } from '@escapade/db';
import type * as Kysely from 'kysely';
import { describe, expect, it, vi } from 'vitest';

// The version read itself is mocked: what is tested is when reads start and who shares them.
const reads: Array<{ resolve: (version: string) => void; reject: (error: Error) => void }> = [];
vi.mock('kysely', async (importOriginal) => {
  const kysely = await importOriginal<typeof Kysely>();
  const sql = Object.assign((..._args: unknown[]) => ({
    execute: () =>
      new Promise<{ rows: Array<{ epoch: string; version: string }> }>((resolve, reject) => {
        reads.push({ resolve: (version) => resolve({ rows: [{ epoch: 'e', version }] }), reject });
      }),
  }), kysely.sql);
  return { ...kysely, sql };
});

const { readCatalogVersionShared } = await import('./search-cache');

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readCatalogVersionShared', () => {
  it('never answers a request with a read begun before it: arrivals during a read share the next one', async () => {
    const db = {} as Db;
    const first = readCatalogVersionShared(db);
    expect(reads).toHaveLength(1);
    const second = readCatalogVersionShared(db);
    const third = readCatalogVersionShared(db);
    // Both wait for the read under way to end, then share one read of their own.
    expect(reads).toHaveLength(1);
    reads[0]!.resolve('1');
    await expect(first).resolves.toBe('e.1');
    await tick();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve('2');
    await expect(second).resolves.toBe('e.2');
    await expect(third).resolves.toBe('e.2');
    // Nothing under way: the next request reads at once.
    const fourth = readCatalogVersionShared(db);
    expect(reads).toHaveLength(3);
    reads[2]!.resolve('3');
    await expect(fourth).resolves.toBe('e.3');
  });

  it('passes a failed read to the requests sharing it, and reads again for the next ones', async () => {
    reads.length = 0;
    const db = {} as Db;
    const first = readCatalogVersionShared(db);
    reads[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    const second = readCatalogVersionShared(db);
    expect(reads).toHaveLength(2);
    reads[1]!.resolve('4');
    await expect(second).resolves.toBe('e.4');
  });
});
