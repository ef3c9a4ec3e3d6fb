import type { Problem } from '@escapade/contracts/problem';
import type { z } from 'zod';

/**
 * Any answer of the API the page cannot use: transport failure (no status), an error status (with
 * the API's problem+json when it sent one), or a body its contract refuses.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly problem: Problem | undefined;
  /** The error answer's Retry-After header (a 429's or a 503's wait), as sent. */
  readonly retryAfter: string | null;
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: { cause?: unknown; problem?: Problem | undefined; retryAfter?: string | null },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.problem = options?.problem;
    this.retryAfter = options?.retryAfter ?? null;
  }
}

/**
 * A lookup whose thing may not exist: null when the API answers 404 (unknown) or 400 (an id or path
 * that cannot name one); any other failure is thrown, to the page's error boundary.
 */
export async function orNullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * A part the page stands without (a section, a fallback, a report): null on any failure. `what`
 * names the part in the server's log (`<what>: <reason>`); unnamed, the failure passes silently.
 */
export async function orNullWhenFailed<T>(call: Promise<T>, what?: string): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (what !== undefined) console.warn(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

export interface ApiClientOptions {
  /** `http://127.0.0.1:4000/api` on the server, `/api` in the browser. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface ApiCallInit {
  /** A JSON body: the call is a POST, unless `method` says otherwise. */
  body?: unknown;
  /** The verb of a call with a body (a partial update is a PATCH); POST when unsaid. */
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  signal?: AbortSignal | undefined;
  /** The request outlives the page (a log line sent as the page goes away). */
  keepalive?: boolean;
  /** Extra request headers (an order's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/**
 * One call of the API. `answer` is the answer's contract schema; `null` for an answer without
 * content.
 */
export interface ApiCall {
  <T extends z.ZodType>(path: string, answer: T | Promise<T>, init?: ApiCallInit): Promise<z.output<T>>;
  (path: string, answer: null, init?: ApiCallInit): Promise<void>;
}

/** The media type of the API's error answers (RFC 9457); `contracts/problem` holds it beside a zod schema the browser does not load. */
const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** The problem of an error answer, when the API sent one (checked by shape: its zod schema stays out of the browser). */
async function problemOf(response: Response): Promise<Problem | undefined> {
  if (!response.headers.get('content-type')?.includes(PROBLEM_MEDIA_TYPE)) return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null) return undefined;
  const { type, title, status, code } = body as Record<string, unknown>;
  const isProblem = typeof type === 'string' && typeof title === 'string' && typeof status === 'number' && typeof code === 'string';
  return isProblem ? (body as Problem) : undefined;
}

/**
 * The one transport of every API call of the site, in the browser and on the server (the feature
 * clients of `lib/api/`): the base URL, a timeout combined with the caller's abort signal, no HTTP
 * cache; an error status, a dead API or a body the contract refuses is an `ApiError`.
 *
 * The answer's schema may still be loading (a contract imported with its first call, decision
 * 0018): the request goes out at once and the answer is read once both have arrived. That promise
 * may also check the request against its contract: when it rejects, the request is cancelled and
 * its error thrown, as if the request had been refused before sending.
 */
export function createApiTransport({ baseUrl, fetch: fetchImpl = fetch, timeoutMs = 5000 }: ApiClientOptions): ApiCall {
  const base = baseUrl.replace(/\/+$/, '');

  async function send(path: string, { body, method, signal, keepalive, headers }: ApiCallInit, cancel: AbortSignal): Promise<Response> {
    const init: RequestInit = { cache: 'no-store', signal: AbortSignal.any([cancel, AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])]) };
    if (headers) init.headers = { ...headers };
    if (method) init.method = method;
    if (body !== undefined) {
      init.method = method ?? 'POST';
      init.headers = { ...headers, 'content-type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    if (keepalive) init.keepalive = true;
    try {
      return await fetchImpl(`${base}${path}`, init);
    } catch (error) {
      throw new ApiError(`${init.method ?? 'GET'} ${path} failed: ${error instanceof Error ? error.message : String(error)}`, undefined, { cause: error });
    }
  }

  async function call(path: string, answer: z.ZodType | Promise<z.ZodType> | null, init: ApiCallInit = {}): Promise<unknown> {
    const cancel = new AbortController();
    const sending = send(path, init, cancel.signal);
    // A request that fails while the contract is still loading is awaited below; until then it must not count as unhandled.
    sending.catch(() => {});
    let schema: z.ZodType | null;
    try {
      schema = await answer;
    } catch (error) {
      cancel.abort();
      throw error;
    }
    const response = await sending;
    if (!response.ok) {
      throw new ApiError(`${path} answered ${response.status}`, response.status, { problem: await problemOf(response), retryAfter: response.headers.get('retry-after') });
    }
    if (schema === null) return undefined;
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ApiError(`${path} answered an unexpected body: ${parsed.error.message}`, response.status);
    return parsed.data;
  }

  return call as ApiCall;
}
