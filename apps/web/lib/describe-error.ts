/**
 * What the logs say about a crash: the error's message and, for errors of server rendering, the
 * digest that ties the browser's report to the server's. The digest comes first so that cutting
 * the message to 256 characters never drops it.
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const digest = (error as Error & { digest?: unknown }).digest;
    const message = error.message || error.name;
    return typeof digest === 'string' && digest ? `[digest ${digest}] ${message}` : message;
  }
  return String(error);
}
