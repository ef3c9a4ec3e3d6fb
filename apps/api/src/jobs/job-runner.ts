/**
 * The API's background jobs, run in ticks: every interval, each task whose own period has passed
 * runs once, one after the other. One tick at a time, never two: a tick asked for while one runs
 * (`runNow`) starts right after it, and several such asks share that one tick. A task's error is
 * logged and the next task still runs. Stopping clears the timer and waits for the running tick.
 */

export interface JobTask {
  name: string;
  /** Runs at most this often (default: every tick). */
  everyMs?: number;
  /** What it did, for the log (a count, a report); `0` or an empty report is not logged. */
  run(now: Date): Promise<unknown>;
}

interface JobLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobRunner {
  /** Runs a first tick at once, then one every `intervalMs` after the previous one ended. */
  start(): void;
  /** Runs a tick now (or right after the running one); resolves when it is done. */
  runNow(): Promise<void>;
  /** No tick starts any more; resolves once the running one ended. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  tasks: JobTask[];
  intervalMs: number;
  log: JobLog;
  clock?: () => Date;
}

function isWorthLogging(outcome: unknown): boolean {
  if (typeof outcome === 'number') return outcome > 0;
  if (outcome && typeof outcome === 'object') return Object.values(outcome).some((value) => typeof value === 'number' && value > 0);
  return false;
}

export function createJobRunner({ tasks, intervalMs, log, clock = () => new Date() }: JobRunnerOptions): JobRunner {
  const lastRuns = new Map<string, number>();
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  async function tick(): Promise<void> {
    for (const task of tasks) {
      if (isStopped) return;
      const now = clock();
      const last = lastRuns.get(task.name);
      if (task.everyMs !== undefined && last !== undefined && now.getTime() - last < task.everyMs) continue;
      lastRuns.set(task.name, now.getTime());
      try {
        const outcome = await task.run(now);
        if (isWorthLogging(outcome)) log.info({ job: task.name, outcome }, `job ${task.name} done`);
      } catch (error) {
        log.error({ job: task.name, err: error }, `job ${task.name} failed`);
      }
    }
  }

  function runNow(): Promise<void> {
    if (isStopped) return running ?? Promise.resolve();
    if (!running) {
      running = tick().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = undefined;
      return runNow();
    });
    return queued;
  }

  function schedule(): void {
    if (isStopped) return;
    timer = setTimeout(() => void runNow().then(schedule), intervalMs);
    // The server's socket keeps the process alive, not this timer.
    timer.unref();
  }

  return {
    start: () => {
      if (timer === undefined && !isStopped) void runNow().then(schedule);
    },
    runNow,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await queued;
      await running;
    },
  };
}
