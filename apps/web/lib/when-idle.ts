/**
 * Runs `run` when the browser is idle (within `timeoutMs` at the latest), or in a task of its own
 * where there is no idle callback (Safari): work that changes nothing the visitor sees yet waits for
 * the page's own requests and hydration. Answers a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}
