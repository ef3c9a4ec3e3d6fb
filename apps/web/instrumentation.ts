import type { Instrumentation } from 'next';

// Next's documented guard: this file is also compiled for the edge runtime, which this app does not use.
const isNodeRuntime = process.env.NEXT_RUNTIME === 'nodejs';

/** Runs once when the web server starts, before it answers any request. */
export async function register(): Promise<void> {
  if (!isNodeRuntime) return;
  const { checkWebStart } = await import('./lib/start-checks');
  checkWebStart();
}

/** Every error of server rendering, route handlers and the proxy. */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (!isNodeRuntime) return;
  const { reportServerError } = await import('./lib/report-server-error');
  await reportServerError(error, request);
};
