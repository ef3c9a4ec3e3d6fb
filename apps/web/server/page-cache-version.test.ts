import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { PageVersions, pollVersions, VERSION_POLL_INTERVAL_MS, versionKey } from './page-cache-version';

describe('the versions the page cache keys by', () => {
  it('are read every 250 ms, so that a content change is rendered within the second', () => {
    expect(VERSION_POLL_INTERVAL_MS).toBe(250);
  });

  it('remember the versions they replaced and when', () => {
    const versions = new PageVersions();
    versions.set(versionKey({ content: 3, catalog: 7 }), 100);
    expect(versions).toMatchObject({ current: '3.7', previous: undefined, changedAt: 100 });
    versions.set('3.7', 200);
    expect(versions).toMatchObject({ current: '3.7', changedAt: 100 });
    versions.set('4.7', 300);
    expect(versions).toMatchObject({ current: '4.7', previous: '3.7', changedAt: 300 });
  });

  it('are polled one read at a time; a failure keeps the last versions and is logged once until a read succeeds', async () => {
    const versions = new PageVersions();
    const lines: string[] = [];
    const answers: Array<number | Error> = [1, 1, new Error('API down'), new Error('API down'), new Error('API down'), 2];
    let reads = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const poller = pollVersions({
      versions,
      intervalMs: 1,
      now: () => reads,
      log: (line) => lines.push(line),
      read: async () => {
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await delay(5);
        concurrent -= 1;
        const answer = answers[Math.min(reads, answers.length - 1)]!;
        reads += 1;
        if (answer instanceof Error) throw answer;
        return { content: answer, catalog: 9 };
      },
    });
    await poller.firstRead;
    expect(versions.current).toBe('1.9');
    while (reads < 4) await delay(2);
    expect(versions.current).toBe('1.9');
    while (reads < answers.length + 1) await delay(2);
    poller.stop();
    expect(versions).toMatchObject({ current: '2.9', previous: '1.9' });
    expect(maxConcurrent).toBe(1);
    expect(lines.filter((line) => line.includes('cannot read'))).toHaveLength(1);
    expect(lines[0]).toMatch(/API down.*keeping 1\.9/);
    expect(lines.filter((line) => line.includes('read again'))).toHaveLength(1);
  });

  it('gives up on a read that never answers and tries again', async () => {
    const versions = new PageVersions();
    let reads = 0;
    const poller = pollVersions({
      versions,
      intervalMs: 1,
      timeoutMs: 20,
      log: () => {},
      read: () => {
        reads += 1;
        return reads === 1 ? new Promise(() => {}) : Promise.resolve({ content: 5, catalog: 1 });
      },
    });
    await poller.firstRead;
    expect(versions.current).toBeUndefined();
    while (versions.current === undefined) await delay(2);
    poller.stop();
    expect(versions.current).toBe('5.1');
  });
});
