import type { APIRequestContext } from '@playwright/test';
import { bodyBytes } from '../apps/api/test/fuzz/request';
import { formatCounts, formatViolations, loadDocument, runFuzz, type Target } from '../apps/api/test/fuzz/run';
import { expect, test } from './support/fixtures';

/**
 * The API fuzz suite through the site, as a browser reaches the API: every request goes to the web
 * server's `/api/*`, which forwards it. A fixed seed, so CI sends the same 2,000 requests each run
 * (`npm run fuzz` sends 10,000 with any seed). No answer may be a 5xx; every 4xx is a problem+json
 * whose 400s name the offending field; a 429 (the suite raises the write limit to 1000 a minute) is
 * such a problem too.
 */
const SEED = 20_261_127;
const COUNT = 2_000;

function playwrightTarget(request: APIRequestContext, baseUrl: string): Target {
  return {
    baseUrl,
    async send(fuzzRequest) {
      try {
        const bytes = bodyBytes(fuzzRequest.body);
        const response = await request.fetch(fuzzRequest.url, {
          method: fuzzRequest.method,
          headers: fuzzRequest.headers,
          ...(bytes ? { data: Buffer.from(bytes) } : {}),
          failOnStatusCode: false,
          maxRedirects: 0,
          timeout: 30_000,
        });
        return { status: response.status(), contentType: response.headers()['content-type'], body: await response.text() };
      } catch (error) {
        return { status: 0, contentType: undefined, body: String(error) };
      }
    },
  };
}

test('API fuzz through the site: 2,000 generated requests, no 5xx, every 4xx a problem naming its field', async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the API does not depend on the viewport: once, in the desktop project');
  test.setTimeout(20 * 60_000);
  const target = playwrightTarget(request, baseURL ?? '');
  const report = await runFuzz(target, await loadDocument(target), { seed: SEED, count: COUNT, concurrency: 4 });
  await testInfo.attach('answers-by-route.txt', { body: formatCounts(report), contentType: 'text/plain' });

  for (const [route, byStatus] of report.counts) {
    expect([...byStatus.values()].reduce((a, b) => a + b, 0), `${route} was fuzzed`).toBeGreaterThan(0);
  }
  const served = [...report.counts.values()].flatMap((byStatus) => [...byStatus]).filter(([status]) => status >= 200 && status < 300);
  expect(served.reduce((sum, [, n]) => sum + n, 0), `valid requests get through:\n${formatCounts(report)}`).toBeGreaterThan(COUNT * 0.2);
  expect(report.violations.length, formatViolations(report, baseURL ?? '', ` --base-url ${baseURL}`)).toBe(0);
});
