import { PROBLEM_CONTENT_TYPE, type Problem } from '@escapade/contracts/problem';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, isAppError } from '../errors/app-error';
import { toProblem } from '../errors/to-problem';
import { REQUEST_ID_HEADER } from '../system/request-id';

export interface ErrorHandlerOptions {
  bodyLimitBytes: number;
}

function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/**
 * A request shed under load is the API protecting itself, not a failure to investigate: logged
 * without a stack (thousands of them arrive exactly when the CPU is scarce).
 */
function isLoadShed(error: unknown): boolean {
  return isAppError(error) && error.code === 'SERVICE_UNAVAILABLE' && error.cause === undefined;
}

/** Sends an error as `application/problem+json`; 5xx are logged with their stack, 4xx at info. */
export function sendProblem(error: unknown, request: FastifyRequest, reply: FastifyReply, bodyLimitBytes: number): FastifyReply {
  const problem: Problem = toProblem(error, { instance: pathOf(request.url), bodyLimitBytes });
  if (isLoadShed(error)) {
    request.log.warn({ problem: { code: problem.code, status: problem.status } }, problem.detail);
  } else if (problem.status >= 500) {
    request.log.error({ err: error, problem: { code: problem.code, status: problem.status } }, 'request failed');
  } else {
    request.log.info({ problem: { code: problem.code, status: problem.status, field: problem.field } }, problem.detail);
  }
  // Framework errors (a malformed URL) skip the onRequest hook that normally sets it.
  reply.header(REQUEST_ID_HEADER, request.id);
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

/** A route's URL pattern (`/api/hotel/:id`, `/api/images/:id/:size.webp`, `/docs/*`) as a RegExp. */
export function routePatternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+?';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The methods of every route, by URL pattern, so that a request whose path exists under other
 * methods is a 405 naming them (`Allow`), not a 404 saying the path does not exist.
 */
class RouteMethods {
  private readonly byUrl = new Map<string, { pattern: RegExp; methods: Set<string> }>();

  add(url: string, methods: string | readonly string[]): void {
    let entry = this.byUrl.get(url);
    if (!entry) {
      entry = { pattern: routePatternOf(url), methods: new Set() };
      this.byUrl.set(url, entry);
    }
    for (const method of Array.isArray(methods) ? methods : [methods]) entry.methods.add(String(method).toUpperCase());
  }

  allowedFor(path: string): string[] {
    const allowed = new Set<string>();
    for (const { pattern, methods } of this.byUrl.values()) {
      if (pattern.test(path)) for (const method of methods) allowed.add(method);
    }
    return [...allowed].sort();
  }
}

/** Node's reading of a request failed before Fastify saw it: which status says so. */
const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse (headers or URL over the header
 * limit, an unknown method, a malformed request line) is answered as a problem too, on the raw
 * socket since there is no request object. Nothing of the request is echoed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    const detail =
      status === 431
        ? 'The request line and headers exceed the size this server reads; shorten the URL or the headers.'
        : status === 408
          ? 'The request took too long to arrive.'
          : 'The request could not be read as HTTP (malformed request line, unknown method or invalid header).';
    const problem = toProblem(new AppError('BAD_REQUEST', detail, { status }), { instance: '', bodyLimitBytes: 0 });
    const body = JSON.stringify({ ...problem, title: STATUS_CODES[status] ?? problem.title });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nConnection: close\r\n` +
        `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Past this, a client still sending an oversize body is cut off rather than read to its end. */
export const BODY_DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const BODY_DRAIN_TIMEOUT_MS = 10_000;

/**
 * Reads and discards what is left of a request body, up to BODY_DRAIN_MAX_BYTES or
 * BODY_DRAIN_TIMEOUT_MS: answering 413 and closing while the client is still writing resets the
 * connection, and the client never reads the answer (EPIPE). True when the body was read to its end.
 */
export function drainRequestBody(raw: IncomingMessage): Promise<boolean> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve(raw.complete);
  return new Promise((resolve) => {
    let received = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      resolve(raw.complete);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > BODY_DRAIN_MAX_BYTES) finish();
    };
    const timer = setTimeout(finish, BODY_DRAIN_TIMEOUT_MS);
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('error', finish);
    raw.once('close', finish);
    raw.resume();
  });
}

function isBodyTooLarge(error: FastifyError): boolean {
  return error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413;
}

const errorHandler: FastifyPluginAsync<ErrorHandlerOptions> = async (fastify, { bodyLimitBytes }) => {
  const routes = new RouteMethods();
  fastify.addHook('onRoute', (route) => routes.add(route.url, route.method));
  fastify.setErrorHandler(async (error: FastifyError, request, reply) => {
    // The 413 is read by a client that has finished sending; one that would not stop is cut off.
    if (isBodyTooLarge(error) && !(await drainRequestBody(request.raw))) reply.header('connection', 'close');
    return sendProblem(error, request, reply, bodyLimitBytes);
  });
  fastify.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const allowed = routes.allowedFor(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      const detail = `${request.method} is not allowed on ${path}; allowed: ${allowed.join(', ')}.`;
      return sendProblem(new AppError('METHOD_NOT_ALLOWED', detail), request, reply, bodyLimitBytes);
    }
    return sendProblem(new AppError('NOT_FOUND', `No route ${request.method} ${path}.`), request, reply, bodyLimitBytes);
  });
};

export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler', fastify: '5.x' });
