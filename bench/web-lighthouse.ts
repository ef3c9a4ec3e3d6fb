/**
 * Lighthouse through its node API, with its default configuration: mobile emulation (Moto G
 * Power screen, 4× CPU slowdown and slow 4G, simulated), in the system Chromium launched with the
 * flags of e2e/playwright.config.ts. One Chromium for every run; Lighthouse resets the storage
 * before each navigation, so each run is a first visit.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as Lhr } from 'lighthouse';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium';

/** The flags of the end-to-end suite's Chromium, plus headless. */
export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;
export type Metric = (typeof METRICS)[number];

export interface FailedAudit {
  category: Category;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Up to 3 offending elements or resources, as Lighthouse names them. */
  items: string[];
}

export interface LighthouseRun {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Lighthouse's own CPU benchmark of this machine at this run (higher is faster; ~1000+ is a desktop). */
  benchmarkIndex: number;
  failed: FailedAudit[];
  warnings: string[];
}

function itemLabels(details: unknown): string[] {
  const found = (details as { items?: unknown } | undefined)?.items;
  // Some audits' details hold their items as an object, not a list: no labels then.
  const items = Array.isArray(found) ? (found as unknown[]) : [];
  return items.slice(0, 3).map((item) => {
    const record = item as Record<string, unknown>;
    const node = record.node as { snippet?: string; selector?: string } | undefined;
    if (node?.snippet) return node.snippet.slice(0, 160);
    if (typeof record.url === 'string') return record.url;
    if (typeof record.source === 'object' && record.source && 'url' in record.source) return String((record.source as { url: unknown }).url);
    if (typeof record.description === 'string') return record.description.slice(0, 160);
    return JSON.stringify(record).slice(0, 160);
  });
}

/** The audits that cost points: weighted ones below 1 (performance: opportunities and diagnostics below 0.9 too). */
export function failedAudits(lhr: Lhr): FailedAudit[] {
  const failed: FailedAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      const threshold = category === 'performance' ? 0.9 : 1;
      if (audit.score >= threshold) continue;
      if (category !== 'performance' && ref.weight === 0) continue;
      failed.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items: itemLabels(audit.details),
      });
    }
  }
  return failed;
}

export function summarize(lhr: Lhr): LighthouseRun {
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Record<Category, number>;
  const metrics = Object.fromEntries(METRICS.map((metric) => [metric, lhr.audits[metric]?.numericValue ?? Number.NaN])) as Record<Metric, number>;
  return { scores, metrics, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex), failed: failedAudits(lhr), warnings: lhr.runWarnings };
}

export interface Browser {
  run(url: string): Promise<LighthouseRun>;
  version: string;
  close(): Promise<void>;
}

export async function launchBrowser(chromePath: string): Promise<Browser> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    .then(async (response) => ((await response.json()) as { Browser?: string }).Browser ?? 'unknown')
    .catch(() => 'unknown');
  return {
    version,
    async run(url) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      return summarize(result.lhr);
    },
    close: async () => chrome.kill(),
  };
}

export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
