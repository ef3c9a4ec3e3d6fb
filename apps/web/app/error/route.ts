import { notFoundReportQuerySchema } from '@escapade/contracts/logs';
import { PROBLEM_CONTENT_TYPE, problemTypeOf } from '@escapade/contracts/problem';
import { orNullWhenFailed } from '../../lib/api-transport';
import { serverApi } from '../../lib/server-api';

/**
 * `GET {origin}/error` with uri and locale reports a not-found. The browser of a visitor
 * who met the not-found page calls this on the web origin; it is forwarded to the API.
 */
export async function GET(request: Request): Promise<Response> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = notFoundReportQuerySchema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // An unknown parameter has no path of its own: the issue names it among its keys.
    const unknown = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    const field = unknown ?? (issue?.path.join('.') || 'query');
    const detail = unknown === undefined ? `Invalid ${field}` : `Unknown parameter ${unknown}`;
    return Response.json(
      { type: problemTypeOf('VALIDATION_FAILED'), title: 'Invalid not-found report', status: 400, detail, instance: '/error', code: 'VALIDATION_FAILED', field },
      { status: 400, headers: { 'content-type': PROBLEM_CONTENT_TYPE } },
    );
  }
  // The visitor's page is already shown; a lost report is only worth a line in the web logs.
  await orNullWhenFailed(serverApi().shell.reportNotFound(parsed.data), 'not-found report not forwarded');
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
