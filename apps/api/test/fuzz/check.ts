import { PROBLEM_CONTENT_TYPE, problemSchema } from '@escapade/contracts/problem';
import type { Answer, FuzzRequest } from './request';

/** Signs of internals in a client-facing text: stack frames (`at fn (/path:1:2)`), file paths of the server. */
const INTERNALS = /node_modules|\bat (?:\S+ \()?(?:file:\/\/)?\/\S+:\d+:\d+|\/src\/[\w/-]+\.ts/;

/** Top-level keys of a JSON object body: an unknown key the request sent is a fair `field`. */
function bodyKeysOf(body: FuzzRequest['body']): string[] {
  if (typeof body !== 'string') return [];
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  } catch {
    return [];
  }
}

function queryNamesOf(url: string): string[] {
  const query = url.split('?')[1] ?? '';
  return query.split('&').map((pair) => {
    const name = pair.split('=')[0] ?? '';
    try {
      return decodeURIComponent(name);
    } catch {
      return name;
    }
  });
}

/**
 * The one rule every answer must keep: no 5xx, ever; a 4xx is an RFC 9457 problem
 * (`application/problem+json`, its own status, a detail), and a 400 names the offending input in
 * `field` — one of the route's inputs, or a name the request itself sent. Returns what is wrong, or
 * undefined when the answer is fine.
 */
export function violationOf(request: FuzzRequest, answer: Answer, inputNames: ReadonlySet<string>): string | undefined {
  if (answer.status === 0) return `no answer: ${answer.body}`;
  if (answer.status >= 500) return `${answer.status} server error`;
  if (answer.status < 400) return undefined;
  if (!answer.contentType?.toLowerCase().startsWith(PROBLEM_CONTENT_TYPE)) {
    return `${answer.status} is ${answer.contentType ?? 'without a content type'}, not ${PROBLEM_CONTENT_TYPE}`;
  }
  let document: unknown;
  try {
    document = JSON.parse(answer.body);
  } catch {
    return `${answer.status} problem is not JSON`;
  }
  const parsed = problemSchema.safeParse(document);
  if (!parsed.success) return `${answer.status} problem does not match the Problem contract: ${parsed.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('; ')}`;
  const problem = parsed.data;
  if (problem.status !== answer.status) return `problem status ${problem.status} differs from the HTTP status ${answer.status}`;
  if (!problem.detail.trim()) return `${answer.status} problem has an empty detail`;
  if (INTERNALS.test(problem.detail)) return `${answer.status} problem detail leaks internals`;
  if (answer.status === 400) {
    if (!problem.field) return '400 problem names no field';
    const head = problem.field.split('.')[0] ?? '';
    const sent = new Set([...queryNamesOf(request.url), ...bodyKeysOf(request.body)]);
    if (!inputNames.has(head) && !sent.has(head) && !sent.has(problem.field)) {
      return `400 problem blames "${problem.field}", which is not an input of the route`;
    }
  }
  return undefined;
}
