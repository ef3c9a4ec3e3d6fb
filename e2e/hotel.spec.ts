import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { lastBookableDay } from '../packages/contracts/src/input';
import { MARKETS } from '../packages/domain/src/markets';
import calendarFr from '../apps/web/messages/fr/calendar.json' with { type: 'json' };
import gallery from '../apps/web/messages/fr/gallery.json' with { type: 'json' };
import hotelFr from '../apps/web/messages/fr/hotel.json' with { type: 'json' };
import hotelEs from '../apps/web/messages/es/hotel.json' with { type: 'json' };
import reviews from '../apps/web/messages/fr/reviews.json' with { type: 'json' };
import searchBoxFr from '../apps/web/messages/fr/searchBox.json' with { type: 'json' };
import { expect, expectNoSeriousAxeViolations, saveScreenshot, test } from './support/fixtures';
import { sharedLookup } from './support/lookup';

/**
 * Issue "Product pages", the hotel page: rooms and offers, reviews (sort, language, Show more), dates in the
 * calendar then Book, and the no-availability and no-offers states. Hotels are found through the
 * API, never by a fixed id.
 */

interface SearchCard {
  hotel: { id: number; review: { count: number } };
}
interface HotelBody {
  id: number;
  label: string;
  phone: string;
  images: unknown[];
  rooms: { label: string; offers: { id: number; uri: string }[] }[];
  weekends: unknown[];
  review: { count: number; score: number | null };
}
interface ReviewsBody {
  totalCount: number;
  hotelReviewCount: number;
  isOtherLanguageFallback: boolean;
  list: { id: number; average: number }[];
}

const FR_LABEL_OF = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{${key}}`, String(value)), text);

let searched: number[] | undefined;

/** Hotels of the French search results, most reviewed first (searched once: the API limits writes per minute). */
async function searchedHotelIds(request: APIRequestContext): Promise<number[]> {
  if (searched) return searched;
  const response = await withRetry(() => request.post('/api/offers.json', { data: { locale: 'fr_FR', pagination: { limit: 100 } } }));
  expect(response.ok(), `POST /api/offers.json answered ${response.status()}: ${response.ok() ? '' : (await response.text()).slice(0, 300)}`).toBe(true);
  const cards = ((await response.json()) as { exactMatch: SearchCard[] }).exactMatch;
  const byReviews = new Map<number, number>();
  for (const card of cards) byReviews.set(card.hotel.id, card.hotel.review.count);
  searched = [...byReviews.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  return searched;
}

/**
 * Test data comes from the API; a call answered 5xx while the API restarts (a development stack
 * reloads it on every change) is tried again, up to 5 times.
 */
async function withRetry(send: () => Promise<APIResponse>): Promise<APIResponse> {
  let response = await send();
  for (let attempt = 1; attempt < 5 && response.status() >= 500; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    response = await send();
  }
  return response;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await withRetry(() => request.get(path));
  expect(response.ok(), `${path} answered ${response.status()}: ${response.ok() ? '' : (await response.text()).slice(0, 300)}`).toBe(true);
  return (await response.json()) as T;
}

/** A French hotel with more than one page (10) of French reviews, 4+ pictures and rooms with offers (looked up once per worker). */
const findReviewedHotel = sharedLookup(async (request): Promise<{ hotel: HotelBody; french: ReviewsBody }> => {
  for (const id of await searchedHotelIds(request)) {
    const french = await getJson<ReviewsBody>(request, `/api/hotel/${id}/reviews.json?locale=fr_FR&language=fr_FR`);
    if (french.totalCount <= 10) continue;
    const hotel = await getJson<HotelBody>(request, `/api/hotel/${id}?locale=fr_FR`);
    if (hotel.images.length >= 4 && hotel.rooms.some((room) => room.offers.length > 0)) return { hotel, french };
  }
  throw new Error('no French hotel with more than 10 French reviews in the demo catalog');
});

async function openReviewsModal(page: Page, count: number) {
  // fr "Voir {count, plural, one {# avis} other {# avis}}".
  await page.getByRole('button', { name: `Voir ${count} avis` }).click();
  const dialog = page.getByRole('dialog', { name: reviews.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('hotel page', () => {
  test('shows the hotel, its rooms with offers, reviews and nearby hotels, server-rendered with schema.org markup', async ({ page, request }, testInfo) => {
    const { hotel } = await findReviewedHotel(request);
    const response = await page.goto(`/fr-fr/hotel/${hotel.id}`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    // What search engines must see is in the server's HTML.
    expect(html).toContain(hotel.label);
    for (const room of hotel.rooms.filter((r) => r.offers.length > 0)) expect(html).toContain(room.label);
    expect(html).toContain(reviews.title);

    await expect(page.getByRole('heading', { level: 1, name: new RegExp(hotel.label) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: hotelFr.breadcrumb })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Hotel',
      name: hotel.label,
      aggregateRating: { '@type': 'AggregateRating', reviewCount: hotel.review.count, bestRating: 10, worstRating: 0 },
    });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);

    const offers = page.locator('#products');
    for (const room of hotel.rooms.filter((r) => r.offers.length > 0)) {
      await expect(offers.getByRole('heading', { level: 3, name: room.label })).toBeVisible();
    }
    // Without dates every room card offers 'See availability'.
    await expect(offers.getByRole('button', { name: hotelFr.seeAvailability }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: hotelFr.nearbyTitle })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'hotel');

    // The full-screen slideshow: 120_80 thumbnails, Escape closes and focus returns.
    const seePictures = page.getByRole('button', { name: `Voir ${hotel.images.length} photos` });
    await seePictures.click();
    const slideshow = page.getByRole('dialog', { name: FR_LABEL_OF(gallery.slideshowTitle, { name: hotel.label }) });
    await expect(slideshow).toBeVisible();
    await expect(slideshow.getByRole('list', { name: gallery.thumbnails }).locator('img')).toHaveCount(hotel.images.length);
    await expect(slideshow.getByRole('list', { name: gallery.thumbnails }).locator('img').first()).toHaveAttribute('src', /120_80/);
    await slideshow.getByRole('button', { name: gallery.next }).click();
    await expect(slideshow.getByText(`2 / ${hotel.images.length}`)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'hotel-slideshow');
    await page.keyboard.press('Escape');
    await expect(slideshow).toBeHidden();
    await expect(seePictures).toBeFocused();
  });

  test('reviews: newest first, sort and language changes refetch from the first page, Show more loads the next', async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, "the reviews' paging, sort and language, not a layout (product-reviews.test.ts, ReviewsSection.test.tsx); the product journey opens the reviews at phone size");
    const { hotel, french } = await findReviewedHotel(request);
    await page.goto(`/fr-fr/hotel/${hotel.id}`);
    // The section reads the visitor's language first: '{{count}} reviews in {{language}}'.
    await expect(page.getByText(`${french.totalCount} avis en français`).first()).toBeVisible();

    const dialog = await openReviewsModal(page, french.hotelReviewCount);
    const list = dialog.getByRole('list', { name: reviews.listLabel }).getByRole('listitem');
    await expect(list).toHaveCount(10);
    await expect(dialog.getByLabel(reviews.sortLabel)).toHaveValue('DATE_DESC');
    await dialog.getByRole('button', { name: reviews.showMore }).click();
    await expect(list).toHaveCount(Math.min(20, french.totalCount));
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'hotel-reviews-modal');

    // Best rated first: paging starts again and the first review has the highest score of the API's page.
    const bestFirst = await getJson<ReviewsBody>(request, `/api/hotel/${hotel.id}/reviews.json?locale=fr_FR&language=fr_FR&sort=SCORE_DESC`);
    await dialog.getByLabel(reviews.sortLabel).selectOption('SCORE_DESC');
    await expect(list).toHaveCount(10);
    await expect(list.first()).toContainText(String(bestFirst.list[0]?.average.toFixed(1).replace('.', ',')));

    // A language without reviews says so and offers every language.
    let emptyLanguage: string | undefined;
    for (const language of ['it_IT', 'es_ES', 'nl_NL']) {
      const answer = await getJson<ReviewsBody>(request, `/api/hotel/${hotel.id}/reviews.json?locale=fr_FR&language=${language}&withOtherLanguageFallback=true`);
      if (answer.isOtherLanguageFallback) emptyLanguage = language;
    }
    if (emptyLanguage) {
      await dialog.getByLabel(reviews.languageLabel).selectOption(emptyLanguage);
      const languageIn = reviews.languagesIn[emptyLanguage as keyof typeof reviews.languagesIn];
      await expect(dialog.getByText(FR_LABEL_OF(reviews.noReviewsInLanguage, { language: languageIn }))).toBeVisible();
      await saveScreenshot(page, testInfo, 'hotel-reviews-no-language');
      await dialog.getByRole('button', { name: reviews.seeAllLanguages }).click();
    } else {
      await dialog.getByLabel(reviews.languageLabel).selectOption('all');
    }
    await expect(dialog.getByLabel(reviews.languageLabel)).toHaveValue('all');
    await expect(dialog.getByRole('paragraph').filter({ hasText: new RegExp(`^${french.hotelReviewCount} avis$`) })).toBeVisible();
    await expect(list).toHaveCount(Math.min(10, french.hotelReviewCount));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('choose dates in the calendar, an offer, and Book leads to the stay product page with the criteria', async ({ page, request, isMobile }, testInfo) => {
    test.setTimeout(120_000);
    const { hotel } = await findReviewedHotel(request);
    const calendar = await getJson<{ days: Record<string, { minLos: number }> }>(request, `/api/hotels/${hotel.id}/availabilities.json?locale=fr_FR&months=2`);
    const [checkin, day] = Object.entries(calendar.days).sort(([a], [b]) => a.localeCompare(b))[1] ?? [];
    expect(checkin).toBeDefined();
    const range = await getJson<{ possibleNights: { start: string } | null }>(request, `/api/hotels/${hotel.id}/availabilities.json?locale=fr_FR&checkin=${checkin}&months=1`);
    const checkout = range.possibleNights?.start;
    expect(checkout, `a checkout after ${checkin} (minLos ${day?.minLos})`).toBeDefined();

    await page.goto(`/fr-fr/hotel/${hotel.id}`);
    if (isMobile) await page.locator('#products').getByRole('button', { name: new RegExp(calendarFr.label) }).click();
    else await page.getByRole('button', { name: hotelFr.seeAvailability }).first().click();
    const calendarDialog = page.getByRole('dialog');
    await expect(calendarDialog.locator(`[data-day="${checkin}"] button`)).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'hotel-calendar');
    await calendarDialog.locator(`[data-day="${checkin}"] button`).click();
    await calendarDialog.locator(`[data-day="${checkout}"] button`).click();
    // "Auto-close after 1 second when set", then the dates are in the hash.
    await expect(calendarDialog).toBeHidden({ timeout: 5000 });
    await expect(page).toHaveURL(new RegExp(`checkin=${checkin}&checkout=${checkout}`));

    const offers = page.locator('#products');
    const book = offers.getByRole('link', { name: new RegExp(`^(${hotelFr.book}|CM)$`) }).first();
    await expect(book).toBeVisible();
    await expect(offers.getByText(/\d+ nuits?, 2 personnes/).first()).toBeVisible();
    if (!isMobile) await expect(page.getByRole('button', { name: hotelFr.chooseOffer })).toBeVisible();

    // The offer detail modal: program, cancellation policy, price and Book.
    await offers.getByRole('button', { name: new RegExp(`^${hotelFr.offerDetailsOf.replace('{offer}', '.+')}$`) }).first().click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('heading', { name: hotelFr.program })).toBeVisible();
    await expect(detail.getByRole('heading', { name: hotelFr.cancellationPolicy })).toBeVisible();
    await expect(detail.getByRole('link', { name: new RegExp(`^(${hotelFr.book}|CM)$`) })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'hotel-offer-detail');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'hotel-dated-offers');
    const href = (await book.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`/fr-fr/sejour/\\d+\\?flow=booking#a=2&c=0&b=0&checkin=${checkin}&checkout=${checkout}$`));
    await book.click();
    await expect(page).toHaveURL(new RegExp(`/fr-fr/sejour/\\d+\\?flow=booking#.*checkin=${checkin}`));
  });

  test("'Sorry, no availability on your dates' with the market's phone and hours; 'See all offers' clears the dates", async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, "a state of the offers section, not a layout (offers-model.test.ts); its phone layout is the dated journey's");
    const { hotel } = await findReviewedHotel(request);
    const calendar = await getJson<{ from: string; to: string; days: Record<string, unknown> }>(request, `/api/hotels/${hotel.id}/availabilities.json?locale=fr_FR`);
    // A night no offer of the hotel can be booked, as the API says, inside the window dates may be
    // asked in (past it, a date is a 400): a day of the calendar without availability, or the days
    // just after the calendar's last one.
    const day = (from: string, days: number) => {
      const [year, month, date] = from.split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
    };
    const gaps = Array.from({ length: 360 }, (_, index) => day(calendar.from, index + 1)).filter((candidate) => candidate < calendar.to && !calendar.days[candidate]);
    const candidates = [...gaps.slice(0, 5), day(calendar.to, 1), day(calendar.to, 2)].filter((candidate) => candidate <= lastBookableDay());
    let checkin: string | undefined;
    for (const candidate of candidates) {
      const response = await withRetry(() => request.get(`/api/hotel/${hotel.id}/offers?locale=fr_FR&checkin=${candidate}&nights=1`));
      if (!response.ok()) continue;
      const dated = (await response.json()) as { offers: { availability: { bookable: boolean } | null }[] };
      if (!dated.offers.some((offer) => offer.availability?.bookable)) {
        checkin = candidate;
        break;
      }
    }
    if (!checkin) throw new Error(`no night without availability in hotel ${hotel.id}'s window`);
    const checkout = day(checkin, 1);
    await page.goto(`/fr-fr/hotel/${hotel.id}#checkin=${checkin}&checkout=${checkout}&a=2`);
    const offers = page.locator('#products');
    await expect(offers.getByText(hotelFr.noAvailability)).toBeVisible();
    await expect(offers.getByRole('link', { name: MARKETS.fr_FR.phone })).toBeVisible();
    await expect(offers.getByText(hotelFr.openingHours)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'hotel-no-availability');
    await offers.getByRole('button', { name: hotelFr.seeAllOffers }).click();
    await expect(page).not.toHaveURL(/checkin=/);
    await expect(offers.getByRole('heading', { level: 3 }).first()).toBeVisible();
  });

  test('"Sorry, we currently don\'t have any offers for this hotel." in a market where it sells none', async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, "a state of the offers section, not a layout (offers-model.test.ts); its phone layout is the dated journey's");
    let found: HotelBody | undefined;
    for (const id of await searchedHotelIds(request)) {
      const response = await withRetry(() => request.get(`/api/hotel/${id}?locale=es_ES`));
      if (response.status() === 404) continue;
      expect(response.ok(), `/api/hotel/${id}?locale=es_ES answered ${response.status()}`).toBe(true);
      const hotel = (await response.json()) as HotelBody;
      if (hotel.rooms.every((room) => room.offers.length === 0)) {
        found = hotel;
        break;
      }
    }
    expect(found, 'a searched French hotel that sells nothing in Spain').toBeDefined();
    await page.goto(`/es-es/hotel/${found?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(found?.label ?? '') })).toBeVisible();
    await expect(page.locator('#products').getByText(hotelEs.noOffers)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'hotel-no-offers-es');
  });

  test('a change of party writes a, c, b to the hash and prices the offers for it', async ({ page, request, isMobile }) => {
    const { hotel } = await findReviewedHotel(request);
    const calendar = await getJson<{ days: Record<string, unknown> }>(request, `/api/hotels/${hotel.id}/availabilities.json?locale=fr_FR&months=2&adult=1`);
    const checkin = Object.keys(calendar.days).sort()[2];
    const range = await getJson<{ possibleNights: { start: string } | null }>(request, `/api/hotels/${hotel.id}/availabilities.json?locale=fr_FR&checkin=${checkin}&months=1&adult=1`);
    const checkout = range.possibleNights?.start;
    const nights = Math.round((Date.parse(`${checkout}T12:00:00Z`) - Date.parse(`${checkin}T12:00:00Z`)) / 86_400_000);
    const solo = await getJson<{ offers: { availability: { bookable: boolean; priceInfo: { sellPrice: number } | null } | null }[] }>(
      request,
      `/api/hotel/${hotel.id}/offers?locale=fr_FR&checkin=${checkin}&nights=${nights}&adult=1`,
    );
    const soloPrice = solo.offers.find((offer) => offer.availability?.bookable)?.availability?.priceInfo?.sellPrice;
    expect(soloPrice, 'a bookable offer for one adult').toBeDefined();

    await page.goto(`/fr-fr/hotel/${hotel.id}#checkin=${checkin}&checkout=${checkout}&a=2`);
    const offers = page.locator('#products');
    await expect(offers.getByText(/, 2 personnes$/).first()).toBeVisible();
    const pax = (isMobile ? offers : page).getByRole('button', { name: new RegExp(searchBoxFr.pax.label) });
    await pax.click();
    await page.getByRole('button', { name: searchBoxFr.pax.removeAdult }).click();
    if (isMobile) await page.getByRole('button', { name: searchBoxFr.pax.confirm }).click();
    else await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/#a=1&c=0&b=0&checkin=/);
    await expect(offers.getByText(/, 1 personne$/).first()).toBeVisible();
    const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: (soloPrice ?? 0) % 100 === 0 ? 0 : 2 }).format((soloPrice ?? 0) / 100);
    await expect(offers.getByText(euros, { exact: true }).first()).toBeVisible();
  });

  test("the anchor 'products' of the hash scrolls to the offers", async ({ page, request }) => {
    const { hotel } = await findReviewedHotel(request);
    await page.goto(`/fr-fr/hotel/${hotel.id}#a=2&anchor=products`);
    await expect(page.getByRole('heading', { level: 2, name: hotelFr.offersTitle })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  });

  test('an unknown hotel is a 404', async ({ page, isMobile }) => {
    test.skip(isMobile, "the server's answer, the same at every size");
    const response = await page.goto('/fr-fr/hotel/no-such-hotel-anywhere');
    expect(response?.status()).toBe(404);
  });
});
