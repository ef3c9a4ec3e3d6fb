import type { z } from 'zod';

/** Any answer of the API the page cannot use: transport failure, unexpected status or body. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A lookup whose thing may not exist: null when the API answers 404 (unknown) or 400 (malformed id). */
export async function nullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export interface ApiClientOptions {
  /** `http://127.0.0.1:4000/api` on the server, `/api` in the browser. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The one transport of every API call of the site (this client and the feature clients of
 * `lib/api/`): the base URL, a timeout combined with the caller's abort signal, no HTTP cache, and
 * every answer validated with the contract's schema — an unusable answer is an `ApiError`.
 */
export function createApiTransport({ baseUrl, fetch: fetchImpl = fetch, timeoutMs = 5000 }: ApiClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');

  async function send(path: string, init: RequestInit = {}, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await fetchImpl(`${base}${path}`, { cache: 'no-store', ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    } catch (error) {
      throw new ApiError(`${init.method ?? 'GET'} ${path} failed: ${error instanceof Error ? error.message : String(error)}`, undefined, { cause: error });
    }
  }

  async function readJson<T extends z.ZodType>(response: Response, schema: T, path: string): Promise<z.output<T>> {
    if (!response.ok) throw new ApiError(`${path} answered ${response.status}`, response.status);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ApiError(`${path} answered an unexpected body: ${parsed.error.message}`, response.status);
    return parsed.data;
  }

  /**
   * A call whose answer schema is still loading (a contract imported with its first call, decision
   * 0018): the request goes out at once and the answer is read once both have arrived. The schema
   * promise may also check the request against its contract: when it rejects, the request is
   * cancelled and its error thrown, as if the request had been refused before sending.
   */
  async function readOnceLoaded<T extends z.ZodType>(path: string, init: RequestInit, schema: Promise<T>, signal?: AbortSignal): Promise<z.output<T>> {
    const cancel = new AbortController();
    const sending = send(path, init, signal ? AbortSignal.any([signal, cancel.signal]) : cancel.signal);
    let loaded: T;
    try {
      loaded = await schema;
    } catch (error) {
      cancel.abort();
      sending.catch(() => {});
      throw error;
    }
    return readJson(await sending, loaded, path);
  }

  return {
    send,
    readJson,
    async getJson<T extends z.ZodType>(path: string, schema: T, signal?: AbortSignal): Promise<z.output<T>> {
      return readJson(await send(path, {}, signal), schema, path);
    },
    /** `getJson` with a schema still loading (see `readOnceLoaded`). */
    getJsonOnceLoaded<T extends z.ZodType>(path: string, schema: Promise<T>, signal?: AbortSignal): Promise<z.output<T>> {
      return readOnceLoaded(path, {}, schema, signal);
    },
    /** `postJson` with a schema still loading (see `readOnceLoaded`). */
    postJsonOnceLoaded<T extends z.ZodType>(path: string, body: unknown, schema: Promise<T>, signal?: AbortSignal): Promise<z.output<T>> {
      return readOnceLoaded(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, schema, signal);
    },
    async postJson<T extends z.ZodType>(path: string, body: unknown, schema: T, signal?: AbortSignal): Promise<z.output<T>> {
      return readJson(await send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, signal), schema, path);
    },
  };
}
