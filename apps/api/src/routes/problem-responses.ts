import { PROBLEM_CONTENT_TYPE, problemSchema } from '@escapade/contracts/problem';
import { PROBLEM_KINDS } from '../errors/app-error';

type ProblemStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

const TITLE_OF_STATUS = new Map(Object.values(PROBLEM_KINDS).map((kind) => [kind.status, kind.title]));

/**
 * Response schemas of the error statuses a route can answer, documented (and serialized) as
 * `application/problem+json`.
 */
export function problemResponses<const S extends ProblemStatus>(...statuses: S[]) {
  const entry = (status: S) =>
    [
      status,
      {
        description: TITLE_OF_STATUS.get(status) ?? 'Error',
        content: { [PROBLEM_CONTENT_TYPE]: { schema: problemSchema } },
      },
    ] as const;
  return Object.fromEntries(statuses.map(entry)) as Record<
    S,
    { description: string; content: { [PROBLEM_CONTENT_TYPE]: { schema: typeof problemSchema } } }
  >;
}
