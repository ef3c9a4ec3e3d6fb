import type { APIRequestContext, Page } from '@playwright/test';
import calendarFr from '../../apps/web/messages/fr/calendar.json' with { type: 'json' };
import productFr from '../../apps/web/messages/fr/product.json' with { type: 'json' };
import { expect, expectNoSeriousAxeViolations, hydrated } from './fixtures';

/**
 * Stays of the demo catalog found through the API (never by a fixed id), and the booking panel's
 * date choice: shared by the product page's and the checkout's journeys.
 */

export interface Detail {
  id: number;
  label: string;
  nights: number;
  hotel: { id: number; label: string };
  activities: { activityId: number; title: string; dates: { value: string; date: string }[] }[];
  upsells: { id: number; label: string; isAdded: boolean; isAvailable: boolean }[];
  programLine: { title: string }[];
  expired: boolean;
  available: boolean;
  isSingleVoucherSellable: boolean;
}

export const PRODUCT_IDS_SCANNED = 400;

/**
 * The undated details this worker has read, by locale and id (null: no such product there). The
 * catalog does not change under the suite, so the scans of later tests read them from here.
 */
const detailsRead = new Map<string, Detail | null>();

/** The undated detail of product `id` in `locale`, asked of the API once per worker; undefined when it has none. */
export async function productDetail(request: APIRequestContext, id: number, locale = 'fr_FR'): Promise<Detail | undefined> {
  const key = `${locale}/${id}`;
  if (!detailsRead.has(key)) {
    const response = await request.get(`/api/weekend/${id}/detail.json?locale=${locale}`);
    // An answer of a server in trouble is not kept: the next scan asks again.
    if (response.status() >= 500) return undefined;
    detailsRead.set(key, response.ok() ? ((await response.json()) as Detail) : null);
  }
  return detailsRead.get(key) ?? undefined;
}

export async function findProduct(request: APIRequestContext, accept: (detail: Detail) => boolean, locale = 'fr_FR'): Promise<Detail> {
  for (let id = 1; id <= PRODUCT_IDS_SCANNED; id += 1) {
    const detail = await productDetail(request, id, locale);
    if (detail && accept(detail)) return detail;
  }
  throw new Error('no product of the demo catalog fits');
}

export const bookable = (detail: Detail) => !detail.expired && detail.available;

/** A checkin with a price in the offer's calendar and the first checkout the API allows after it. */
/** `skip`: how many bookable checkins to pass over first (tests that buy take a stay of their own). */
export async function findStay(request: APIRequestContext, detail: Detail, skip = 0) {
  let skipped = 0;
  const calendar = await request.get(`/api/hotels/${detail.hotel.id}/availabilities.json?locale=fr_FR&offerId=${detail.id}&months=2`);
  expect(calendar.ok()).toBe(true);
  const { days, from } = (await calendar.json()) as { days: Record<string, { minLos: number }>; from: string };
  const sorted = Object.keys(days).sort();
  for (const checkin of sorted.slice(1)) {
    const range = await request.get(`/api/hotels/${detail.hotel.id}/availabilities.json?locale=fr_FR&offerId=${detail.id}&checkin=${checkin}&months=1`);
    const possible = ((await range.json()) as { possibleNights: { start: string } | null }).possibleNights;
    if (!possible) continue;
    // Every activity must have a day in the stay, or the stay cannot be booked.
    const nights = Math.round((Date.parse(possible.start) - Date.parse(checkin)) / 86_400_000);
    const dated = await request.get(`/api/weekend/${detail.id}/detail.json?locale=fr_FR&checkin=${checkin}&night=${nights}`);
    if (!dated.ok()) continue;
    const datedDetail = (await dated.json()) as Detail & { price: unknown };
    if (!datedDetail.price || datedDetail.activities.some((activity) => activity.dates.length === 0)) continue;
    // A day of the checkin's month without availability cannot be picked.
    if (skipped < skip) {
      skipped += 1;
      continue;
    }
    const unavailable = Array.from({ length: 28 }, (_, index) => `${checkin.slice(0, 8)}${String(index + 1).padStart(2, '0')}`).find((day) => day > from && !days[day]);
    return { checkin, checkout: possible.start, minLos: days[checkin]?.minLos ?? 1, unavailable };
  }
  throw new Error(`no bookable stay for product ${detail.id}`);
}

export function bookingPanel(page: Page, name = productFr.bookingPanel) {
  return page.getByRole('complementary', { name });
}

export async function chooseDates(page: Page, stay: { checkin: string; checkout: string; minLos: number; unavailable: string | undefined }) {
  await (await hydrated(bookingPanel(page).getByRole('button', { name: new RegExp(calendarFr.label) }))).click();
  const calendar = page.getByRole('dialog');
  // The calendar's availability may take a while on a loaded dev server.
  await expect(calendar.locator(`[data-day="${stay.checkin}"] button`)).toBeEnabled({ timeout: 30_000 });
  await expectNoSeriousAxeViolations(page);
  if (stay.unavailable) await expect(calendar.locator(`[data-day="${stay.unavailable}"] button`)).toBeDisabled();
  await calendar.locator(`[data-day="${stay.checkin}"] button`).click();
  if (stay.minLos > 1) await expect(calendar.getByText(`Séjour minimum : ${stay.minLos} nuits`)).toBeVisible();
  await calendar.locator(`[data-day="${stay.checkout}"] button`).click();
  await expect(calendar).toBeHidden({ timeout: 5000 });
  await expect(page).toHaveURL(new RegExp(`checkin=${stay.checkin}&checkout=${stay.checkout}`));
}
