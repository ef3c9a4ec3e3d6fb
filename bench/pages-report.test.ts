import { describe, expect, it } from 'vitest';
import { checkPagesBudgets, type PagesRun } from './pages-report';
import { checkFirstLoadJsBudgets, HOME_FIRST_LOAD_JS_LABEL } from './web-report';

const run = (requestsPerSecond: number, p95: number): PagesRun => ({
  label: 'with the cache', headers: {}, durationS: 20, requests: requestsPerSecond * 20, requestsPerSecond, p50: p95 / 2, p95, p99: p95, max: p95, errors: 0, timeouts: 0, non2xx: 0, statusCodes: {}, meanResponseBytes: 50_000,
});

describe('the page cache budgets', () => {
  it('are ≥ 400 requests/s and p95 ≤ 50 ms with the cache, and a change visible within 1 s', () => {
    expect(checkPagesBudgets(run(400, 50), 1000).map((budget) => budget.pass)).toEqual([true, true, true]);
    expect(checkPagesBudgets(run(399.9, 50.1), 1001).map((budget) => budget.pass)).toEqual([false, false, false]);
    expect(checkPagesBudgets(undefined, undefined).every((budget) => !budget.pass)).toBe(true);
  });

  it('hold the home page to 150 kB gzip of first-load JavaScript, and no other page', () => {
    const js = (page: string, gzipKb: number) => ({ page, url: '', source: 'HTTP' as const, chunks: [], rawKb: 0, gzipKb, servedBrotliKb: 0 });
    expect(checkFirstLoadJsBudgets([js(HOME_FIRST_LOAD_JS_LABEL, 150), js('product route', 300)])).toEqual([{ page: HOME_FIRST_LOAD_JS_LABEL, limitKb: 150, gzipKb: 150, pass: true }]);
    expect(checkFirstLoadJsBudgets([js(HOME_FIRST_LOAD_JS_LABEL, 150.1)])[0]?.pass).toBe(false);
  });
});
