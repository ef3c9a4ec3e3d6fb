/**
 * The API instances the web server calls (API_INTERNAL_URLS, or API_INTERNAL_URL alone): its
 * `/api/*` proxy (server/api-proxy.ts) and its server-side calls (lib/server-api.ts) spread their
 * requests over them round-robin, skip an instance that refuses connections for a short while, and
 * send a request to the next instance only when that cannot do it twice:
 * - the connection was never made (refused, unreachable): nothing was sent, any request may go on;
 * - otherwise (reset, closed before the answer) only an idempotent method: the first instance may
 *   have acted on it already, and a repeated order or payment is not a repeated read.
 *
 * One instance (`npm start`) is the same code with a list of one: nothing to skip to.
 */

/** How long an instance that refused a connection is passed over before it is tried again. */
export const UPSTREAM_DOWN_MS = 2_000;

export interface Upstream {
  /** `http://127.0.0.1:4000`: scheme, host and port only. */
  readonly origin: string;
  readonly url: URL;
  /** Its place in the list (0-based): stable, for per-instance state such as a keep-alive agent. */
  readonly index: number;
}

export interface ApiUpstreamsOptions {
  downMs?: number;
  now?: () => number;
}

export class ApiUpstreams {
  readonly list: readonly Upstream[];
  readonly #downUntil: number[];
  readonly #downMs: number;
  readonly #now: () => number;
  #cursor = 0;

  constructor(origins: readonly string[], { downMs = UPSTREAM_DOWN_MS, now = Date.now }: ApiUpstreamsOptions = {}) {
    if (origins.length === 0) throw new Error('ApiUpstreams needs at least one origin');
    this.list = origins.map((origin, index) => {
      const url = new URL(origin);
      return { origin: url.origin, url, index };
    });
    this.#downUntil = origins.map(() => 0);
    this.#downMs = downMs;
    this.#now = now;
  }

  /**
   * The instances to try for one request, in order: from the next one in turn, those not marked
   * down first, then the marked ones (when every instance is marked, they are still tried rather
   * than the request refused unasked). The turn moves past the instance chosen, so that the ones
   * up share the requests evenly while another is down.
   */
  attemptOrder(): Upstream[] {
    const start = this.#cursor;
    const rotated = [...this.list.slice(start), ...this.list.slice(0, start)];
    const now = this.#now();
    const up = rotated.filter((upstream) => this.#downUntil[upstream.index]! <= now);
    const first = up[0] ?? rotated[0]!;
    this.#cursor = (first.index + 1) % this.list.length;
    return up.length === 0 || up.length === rotated.length ? rotated : [...up, ...rotated.filter((upstream) => this.#downUntil[upstream.index]! > now)];
  }

  markDown(upstream: Upstream): void {
    this.#downUntil[upstream.index] = this.#now() + this.#downMs;
  }

  /** An answer came back: the instance is up, whatever it was marked. */
  markUp(upstream: Upstream): void {
    this.#downUntil[upstream.index] = 0;
  }

  isDown(upstream: Upstream): boolean {
    return this.#downUntil[upstream.index]! > this.#now();
  }

  /** The instance whose origin the URL names, if any. */
  find(url: URL): Upstream | undefined {
    return this.list.find((upstream) => upstream.origin === url.origin);
  }
}

/** Network errors that happen before a connection exists: the request was never sent. */
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

function errorCodes(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 4) return [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  return [
    ...(typeof code === 'string' ? [code] : []),
    ...errorCodes(cause, depth + 1),
    // Node's happy-eyeballs connect (several addresses for one name) fails with an AggregateError.
    ...(Array.isArray(errors) ? errors.flatMap((inner) => errorCodes(inner, depth + 1)) : []),
  ];
}

/** Whether the error (Node's, or fetch's `TypeError` with its cause) says no connection was made. */
export function isConnectFailure(error: unknown): boolean {
  const codes = errorCodes(error);
  return codes.length > 0 && codes.every((code) => CONNECT_FAILURES.has(code));
}

/** RFC 9110's idempotent methods: sending one twice has the effect of sending it once. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE']);

export function isIdempotentMethod(method: string | undefined): boolean {
  return IDEMPOTENT_METHODS.has((method ?? 'GET').toUpperCase());
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** A body fetch can send again as it is (a stream is read once). */
function isReplayableBody(body: RequestInit['body']): boolean {
  return body === undefined || body === null || typeof body === 'string' || body instanceof URLSearchParams || body instanceof ArrayBuffer || ArrayBuffer.isView(body) || body instanceof Blob;
}

/**
 * A fetch for server-side calls that sends each call for an instance of the list to the next one in
 * turn: callers build their URLs on the first instance's origin, and the call goes to the instance
 * chosen (other URLs pass untouched). A list of one gives `fetchImpl` back as it is.
 */
export function createUpstreamFetch(upstreams: ApiUpstreams, fetchImpl: typeof fetch = fetch): typeof fetch {
  if (upstreams.list.length === 1) return fetchImpl;
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const requested = new URL(input instanceof Request ? input.url : input);
    if (!upstreams.find(requested)) return fetchImpl(input, init);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    // A Request object carries its body as a stream: it goes to one instance, without a second try.
    const replayable = !(input instanceof Request) && isReplayableBody(init?.body);
    const order = upstreams.attemptOrder();
    let lastError: unknown;
    for (const [attempt, upstream] of order.entries()) {
      const target = new URL(`${requested.pathname}${requested.search}`, upstream.url);
      try {
        const response = await fetchImpl(input instanceof Request ? new Request(target, input) : target, init);
        upstreams.markUp(upstream);
        return response;
      } catch (error) {
        lastError = error;
        if (isAbort(error) || init?.signal?.aborted) throw error;
        const neverSent = isConnectFailure(error);
        if (neverSent) upstreams.markDown(upstream);
        const mayRetry = replayable && (neverSent || isIdempotentMethod(method));
        if (!mayRetry || attempt === order.length - 1) throw error;
      }
    }
    throw lastError;
  };
}

/**
 * What a server-side API client is given (`ApiClientOptions`' base URL and fetch): one instance is
 * called at API_INTERNAL_URL as configured; several, on the first one's origin, which the fetch
 * turns into the instance of each call.
 */
export function upstreamClientOptions(apiInternalUrl: string, upstreams: ApiUpstreams, fetchImpl: typeof fetch = fetch): { baseUrl: string; fetch: typeof fetch } {
  const base = upstreams.list.length === 1 ? apiInternalUrl : upstreams.list[0]!.origin;
  return { baseUrl: `${base}/api`, fetch: createUpstreamFetch(upstreams, fetchImpl) };
}
