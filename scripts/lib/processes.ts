import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

/** Starts a child process that shares our terminal; resolves its exit code when it ends. */
export function startProcess(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): { child: ChildProcess; exited: Promise<number> } {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const exited = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.on('error', () => resolve(1));
  });
  return { child, exited };
}

/** Runs a command to completion and rejects on a non-zero exit. */
export async function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const { exited } = startProcess(command, args, options);
  const code = await exited;
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with code ${code}`);
}

/** Polls a URL until it answers with a status below 500, or the deadline passes. */
export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process behind ${url} exited before answering`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** SIGTERM, then SIGKILL after the grace period. */
export async function stopProcess(child: ChildProcess, exited: Promise<number>, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
