import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page, type TestInfo } from '@playwright/test';

/** Fails on any serious or critical axe violation, listing them. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`),
  ).toEqual([]);
}

/** Saves a full-page screenshot named after the state, per project (desktop / mobile). */
export async function saveScreenshot(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  await page.screenshot({
    path: `test-results/screens/${testInfo.project.name}/${state}.png`,
    fullPage: true,
  });
}

export const test = base;
export { expect };
