import { problemTypeOf, type FieldError, type Problem, type ProblemCode } from '@escapade/contracts/problem';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, PROBLEM_KINDS } from './app-error';

/** The only detail a client ever reads about a 5xx: what happened inside stays in the logs. */
export const INTERNAL_ERROR_DETAIL = 'An unexpected error occurred. It has been logged; please try again later.';

export interface ProblemContext {
  /** Request path without its query string (queries may carry personal data). */
  instance: string;
  bodyLimitBytes: number;
}

const CONTEXT_FIELD: Readonly<Record<string, string>> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** `/filters/offer/familyComposition/adults` → `filters.offer.familyComposition.adults` (react-hook-form's path syntax). */
export function fieldPathOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

function problemOf(code: ProblemCode, detail: string, context: ProblemContext, status?: number, errors?: FieldError[]): Problem {
  const problem: Problem = {
    type: problemTypeOf(code),
    title: PROBLEM_KINDS[code].title,
    status: status ?? PROBLEM_KINDS[code].status,
    detail,
    instance: context.instance,
    code,
  };
  if (problem.status === 400) {
    const list = errors?.length ? errors : [{ field: 'request', message: detail }];
    problem.field = list[0]?.field;
    problem.errors = list;
  }
  return problem;
}

function validationErrorsOf(error: unknown): FieldError[] | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  return error.validation.flatMap((issue) => {
    // A header is named with its part (`headers.idempotency-key`): a bare header name reads like a body field.
    const path = fieldPathOf(issue.instancePath);
    const base = context === 'headers' && path ? `headers.${path}` : path;
    const keys = (issue.params as { keys?: unknown }).keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      // A key with an empty name (`?=x`, `{"": 1}`) is blamed on the object that holds it.
      return keys.map((key) =>
        String(key) === ''
          ? { field: base || (CONTEXT_FIELD[context] ?? context), message: 'Unknown field with an empty name' }
          : { field: base ? `${base}.${String(key)}` : String(key), message: 'Unknown field' },
      );
    }
    return [{ field: base || (CONTEXT_FIELD[context] ?? context), message: issue.message ?? 'Invalid value' }];
  });
}

function describeFieldErrors(errors: FieldError[]): string {
  const [first, ...rest] = errors;
  if (!first) return 'The request is invalid.';
  const more = rest.length ? ` (and ${rest.length} more)` : '';
  return `${first.field}: ${first.message}${more}`;
}

const STATUS_CODES: ReadonlyArray<[number, ProblemCode]> = [
  [404, 'NOT_FOUND'],
  [405, 'METHOD_NOT_ALLOWED'],
  [409, 'CONFLICT'],
  [413, 'PAYLOAD_TOO_LARGE'],
  [415, 'UNSUPPORTED_MEDIA_TYPE'],
  [429, 'RATE_LIMITED'],
];

/**
 * Maps anything thrown while serving a request to its problem document. Only AppError details and
 * Fastify's own client-error messages reach the client; any other error becomes a generic 500.
 */
export function toProblem(error: unknown, context: ProblemContext): Problem {
  if (error instanceof AppError) {
    return { ...problemOf(error.code, error.message, context, error.status, error.errors), ...error.extensions };
  }
  const validationErrors = validationErrorsOf(error);
  if (validationErrors) {
    return problemOf('VALIDATION_FAILED', describeFieldErrors(validationErrors), context, 400, validationErrors);
  }
  const fastifyError = error as Partial<FastifyError> | null | undefined;
  switch (fastifyError?.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return problemOf('MALFORMED_JSON', 'The request body is not valid JSON.', context, 400, [
        { field: 'body', message: 'Not valid JSON' },
      ]);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return problemOf('MALFORMED_JSON', 'The request body is empty but its content type is JSON.', context, 400, [
        { field: 'body', message: 'Empty JSON body' },
      ]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return problemOf('PAYLOAD_TOO_LARGE', `The request body exceeds the limit of ${context.bodyLimitBytes} bytes.`, context);
    // The router could not decode the path: the URL is not echoed (its query may carry personal data).
    case 'FST_ERR_BAD_URL':
      return problemOf('BAD_REQUEST', 'The URL path is not valid percent-encoded UTF-8.', context, 400, [
        { field: 'path', message: 'Invalid percent-encoding' },
      ]);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return problemOf('BAD_REQUEST', 'A segment of the URL path is longer than any the API takes.', context, 414);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return problemOf('UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted; send application/json.', context);
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = STATUS_CODES.find(([s]) => s === status)?.[1] ?? 'BAD_REQUEST';
    const detail = typeof fastifyError?.message === 'string' && fastifyError.message ? fastifyError.message : PROBLEM_KINDS[code].title;
    return problemOf(code, detail, context, status);
  }
  return problemOf('INTERNAL', INTERNAL_ERROR_DETAIL, context, 500);
}
