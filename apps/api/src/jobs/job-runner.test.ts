import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJobRunner, type JobTask } from './job-runner';

function recordingLog() {
  const lines: Array<{ level: 'info' | 'error'; object: Record<string, unknown>; message: string }> = [];
  return {
    lines,
    info: (object: object, message: string) => void lines.push({ level: 'info', object: object as Record<string, unknown>, message }),
    error: (object: object, message: string) => void lines.push({ level: 'error', object: object as Record<string, unknown>, message }),
  };
}

/** A task whose runs wait until released, counting how many run at once. */
function gatedTask(name: string) {
  let active = 0;
  const state = { runs: 0, maxActive: 0, release: () => {} };
  const task: JobTask = {
    name,
    run: () => {
      state.runs += 1;
      active += 1;
      state.maxActive = Math.max(state.maxActive, active);
      return new Promise((resolve) => {
        state.release = () => {
          active -= 1;
          resolve(1);
        };
      });
    },
  };
  return { task, state };
}

afterEach(() => vi.useRealTimers());

describe('the job runner', () => {
  it('never runs two ticks at once: asks during a tick share the one tick that follows it', async () => {
    const { task, state } = gatedTask('mail');
    const runner = createJobRunner({ tasks: [task], intervalMs: 60_000, log: recordingLog() });
    const first = runner.runNow();
    const second = runner.runNow();
    const third = runner.runNow();
    expect(second).toBe(third);
    await vi.waitFor(() => expect(state.runs).toBe(1));
    state.release();
    await first;
    await vi.waitFor(() => expect(state.runs).toBe(2));
    state.release();
    await Promise.all([second, third]);
    expect(state.runs).toBe(2);
    expect(state.maxActive).toBe(1);
  });

  it('logs a failing task and still runs the next one', async () => {
    const log = recordingLog();
    const ran: string[] = [];
    const runner = createJobRunner({
      tasks: [
        { name: 'broken', run: () => Promise.reject(new Error('database unreachable')) },
        { name: 'holds', run: async () => void ran.push('holds') },
      ],
      intervalMs: 60_000,
      log,
    });
    await runner.runNow();
    expect(ran).toEqual(['holds']);
    expect(log.lines).toEqual([expect.objectContaining({ level: 'error', message: 'job broken failed', object: expect.objectContaining({ job: 'broken' }) })]);
  });

  it('runs a task with its own period only once that period has passed', async () => {
    let now = new Date('2025-01-01T10:00:00Z');
    const purges: string[] = [];
    const runner = createJobRunner({
      tasks: [{ name: 'purge', everyMs: 3_600_000, run: async (at) => void purges.push(at.toISOString()) }],
      intervalMs: 2_000,
      log: recordingLog(),
      clock: () => now,
    });
    await runner.runNow();
    now = new Date('2025-01-01T10:59:59Z');
    await runner.runNow();
    now = new Date('2025-01-01T11:00:00Z');
    await runner.runNow();
    expect(purges).toEqual(['2025-01-01T10:00:00.000Z', '2025-01-01T11:00:00.000Z']);
  });

  it('ticks at once on start, then every interval, and stops after the running tick', async () => {
    vi.useFakeTimers();
    const { task, state } = gatedTask('mail');
    const runner = createJobRunner({ tasks: [task], intervalMs: 2_000, log: recordingLog() });
    runner.start();
    expect(state.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    // The first tick has not ended: no second one started beside it.
    expect(state.runs).toBe(1);
    state.release();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(state.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.runs).toBe(2);
    let isStopped = false;
    const stopping = runner.stop().then(() => (isStopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(isStopped).toBe(false);
    state.release();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.runs).toBe(2);
    await runner.runNow();
    expect(state.runs).toBe(2);
  });
});
