import { PROBLEM_CONTENT_TYPE, type Problem } from '@escapade/contracts/problem';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { toProblem } from '../errors/to-problem';
import { REQUEST_ID_HEADER } from '../system/request-id';

export interface ErrorHandlerOptions {
  bodyLimitBytes: number;
}

function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/** Sends an error as `application/problem+json`; 5xx are logged with their stack, 4xx at info. */
export function sendProblem(error: unknown, request: FastifyRequest, reply: FastifyReply, bodyLimitBytes: number): FastifyReply {
  const problem: Problem = toProblem(error, { instance: pathOf(request.url), bodyLimitBytes });
  if (problem.status >= 500) {
    request.log.error({ err: error, problem: { code: problem.code, status: problem.status } }, 'request failed');
  } else {
    request.log.info({ problem: { code: problem.code, status: problem.status, field: problem.field } }, problem.detail);
  }
  // Framework errors (a malformed URL) skip the onRequest hook that normally sets it.
  reply.header(REQUEST_ID_HEADER, request.id);
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

const errorHandler: FastifyPluginAsync<ErrorHandlerOptions> = async (fastify, { bodyLimitBytes }) => {
  fastify.setErrorHandler((error: FastifyError, request, reply) => sendProblem(error, request, reply, bodyLimitBytes));
  fastify.setNotFoundHandler((request, reply) =>
    sendProblem(new AppError('NOT_FOUND', `No route ${request.method} ${pathOf(request.url)}.`), request, reply, bodyLimitBytes),
  );
};

export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler', fastify: '5.x' });
