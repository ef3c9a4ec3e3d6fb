import type { APIRequestContext, Page } from '@playwright/test';
import cards from '../apps/web/messages/fr/cards.json' with { type: 'json' };
import search from '../apps/web/messages/fr/search.json' with { type: 'json' };
import itSearch from '../apps/web/messages/it/search.json' with { type: 'json' };
import { headerImageFrom } from '../apps/web/screens/search/results/header-image';
import { expect, expectNoSeriousAxeViolations, saveScreenshot, test } from './support/fixtures';
import { sharedLookup } from './support/lookup';

/**
 * Issue "Search pages", part 1: the results page (cards, URL state, searching, fallback
 * suggestions), driven in fr_FR
 * (and it_IT for its giftcard banner) at 1280×800 (desktop) and 390×844 (mobile). Data is found
 * through the API, never by hard-coded ids. What the page shows and searches does not depend on the
 * screen: those tests run on desktop; the phone's results are the drawer test's, the search box's
 * and the filters' (search-box.spec.ts, search-filters.spec.ts).
 */

const SEARCH_PATH = '/fr-fr/recherche';
const ACTIVITY_SEARCH_PATH = '/fr-fr/recherche-activites';
const PAGE_SIZE = 18;
const TIME_ZONE = 'Europe/Paris';
/** Waiting for a search answer (a dev server on a shared machine can be slow; a build is not). */
const ANSWER = { timeout: 30_000 };

interface Landing {
  path: string;
  title: string;
  indexable: boolean;
  destination: { id: number; type: string; label: string; latitude: number; longitude: number };
}

interface Card {
  id: number;
  label: string;
  images: string[];
  hotel: { id: number; label: string; location: { uri: string } };
}

interface OffersAnswer {
  exactMatch: Card[];
  searchDetails: { totalCount: number };
}

function marketToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

function addDays(day: string, amount: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (date ?? 1) + amount)).toISOString().slice(0, 10);
}

/** `'{from} - {to} résultats sur {total}'` of the French catalog. */
function rangeLabel(from: number, to: number, total: number): string {
  return search.pagination.range.replace('{from}', String(from)).replace('{to}', String(to)).replace('{total}', String(total));
}

function countHeading(total: number): RegExp {
  return new RegExp(`^${total} séjours?$`);
}

async function searchOffers(request: APIRequestContext, body: Record<string, unknown>): Promise<OffersAnswer> {
  const response = await request.post('/api/offers.json', { data: { locale: 'fr_FR', ...body } });
  expect(response.ok(), `offers.json ${JSON.stringify(body)}`).toBe(true);
  return (await response.json()) as OffersAnswer;
}

/** A city landing path with results: the first cards of a plain search name their city's landing (looked up once per worker). */
const findCityLanding = sharedLookup(async (request): Promise<Landing> => {
  const { exactMatch } = await searchOffers(request, { pagination: { limit: 10 } });
  for (const card of exactMatch) {
    const path = card.hotel.location.uri.replace(/^\//, '');
    const response = await request.get(`/api/search-landing?locale=fr_FR&path=${encodeURIComponent(path)}`);
    if (!response.ok()) continue;
    const landing = (await response.json()) as Omit<Landing, 'path'>;
    if (landing.destination?.type === 'city') return { ...landing, path: `/fr-fr/${path}` };
  }
  throw new Error('no city landing among the first results');
});

function cityLocation(landing: Landing) {
  return { cityId: landing.destination.id };
}

/** A theme with no stay in the city but with stays elsewhere: an impossible search that fallbacks can relax. */
async function findThemeMissingIn(request: APIRequestContext, landing: Landing): Promise<number> {
  const themes = (await (await request.get('/api/themes?locale=fr_FR')).json()) as { id: number }[];
  for (const theme of themes) {
    const inCity = await searchOffers(request, { filters: { offer: { categories: { themeIds: [theme.id] } }, property: { location: cityLocation(landing) } }, pagination: { limit: 1 } });
    if (inCity.searchDetails.totalCount > 0) continue;
    const anywhere = await searchOffers(request, { filters: { offer: { categories: { themeIds: [theme.id] } } }, pagination: { limit: 1 } });
    if (anywhere.searchDetails.totalCount > 0) return theme.id;
  }
  throw new Error(`no theme missing in ${landing.destination.label}`);
}

function resultCards(page: Page) {
  return page.getByTestId('results-grid').getByRole('listitem');
}

function cardTitles(page: Page) {
  return page.getByTestId('results-grid').getByRole('heading', { level: 3 });
}

test.describe('search results page', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the first results of a landing path are rendered on the server; noindex only when not indexable', async ({ page, isMobile, browser, request }, testInfo) => {
    test.skip(isMobile, "the server's HTML, the same at every size");
    const landing = await findCityLanding(request);
    const { exactMatch, searchDetails } = await searchOffers(request, {
      filters: { property: { location: { ...cityLocation(landing), latitude: landing.destination.latitude, longitude: landing.destination.longitude } } },
      pagination: { limit: PAGE_SIZE },
    });
    expect(exactMatch.length).toBeGreaterThan(0);

    // The HTML as sent: title, count heading and the cards are there before any script runs.
    const html = await (await request.get(landing.path)).text();
    expect(html).toContain(landing.title.replace(/'/g, '&#x27;'));
    expect(html).toContain('data-testid="results-grid"');
    expect(html).toContain(exactMatch[0]!.label.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(html.includes('noindex')).toBe(!landing.indexable);

    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
    const staticPage = await noScript.newPage();
    await staticPage.goto(landing.path);
    await expect(staticPage.getByRole('heading', { level: 1 })).toHaveText(landing.title);
    await expect(staticPage.getByRole('heading', { level: 2, name: countHeading(searchDetails.totalCount) })).toBeVisible();
    await expect(cardTitles(staticPage)).toHaveCount(Math.min(PAGE_SIZE, exactMatch.length));
    await expect(staticPage.getByRole('navigation', { name: search.breadcrumbLabel })).toContainText(landing.destination.label);
    await saveScreenshot(staticPage, testInfo, 'results-landing-without-javascript');
    await noScript.close();

    await page.goto(landing.path);
    await expect(cardTitles(page).first()).toHaveText(exactMatch[0]!.label);
    await expect(page.getByTestId('seo-text')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'results-landing');
  });

  test('a search only the browser knows (hash criteria): the header image is in the server’s HTML, then comes from the results', async ({ page, isMobile, request }) => {
    test.skip(isMobile, "the server's and the results' header image (header-image.test.ts), the same at every size");
    // The server cannot see the hash: it picks the image from the flow's first results without criteria.
    const unfiltered = await searchOffers(request, { pagination: { limit: PAGE_SIZE } });
    const flowImage = headerImageFrom(unfiltered.exactMatch.slice(0, 3).flatMap((card) => card.images));
    expect(flowImage).toBeDefined();
    const html = await (await request.get(SEARCH_PATH)).text();
    expect(html).toMatch(new RegExp(`<img[^>]+src="${flowImage!.src}"[^>]+data-testid="header-image"`));

    // Once the browser's results for the hash arrive, the header takes its image from them.
    const landing = await findCityLanding(request);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/offers.json') && response.request().postDataJSON()?.filters?.property?.location?.cityId === landing.destination.id);
    await page.goto(`${SEARCH_PATH}#city=${landing.destination.id}`);
    const answer = (await (await answered).json()) as OffersAnswer;
    const resultsImage = headerImageFrom(answer.exactMatch.slice(0, 3).flatMap((card) => card.images));
    await expect(page.getByTestId('header-image')).toHaveAttribute('src', resultsImage!.src, ANSWER);
  });

  test('page 2 and back with the browser: page in the URL and results stay in step', async ({ page, isMobile, request }, testInfo) => {
    test.skip(isMobile, "pages and history are the same at every size (results-layout.test.ts 'Pagination', search-url.test.ts)");
    const all = await searchOffers(request, { pagination: { limit: PAGE_SIZE, page: 0 } });
    const second = await searchOffers(request, { pagination: { limit: PAGE_SIZE, page: 1 } });
    const total = all.searchDetails.totalCount;
    expect(total).toBeGreaterThan(PAGE_SIZE * 10);

    await page.goto(SEARCH_PATH);
    await expect(page.getByRole('heading', { level: 2, name: countHeading(total) })).toBeVisible(ANSWER);
    await expect(cardTitles(page).first()).toHaveText(all.exactMatch[0]!.label, ANSWER);
    const pagination = page.getByRole('navigation', { name: search.pagination.label });
    await expect(pagination).toContainText(rangeLabel(1, PAGE_SIZE, total));
    // "10 or more shows an ellipsis scheme": first, current ± 1, last.
    await expect(pagination.getByRole('link', { name: search.pagination.page.replace('{page}', String(Math.ceil(total / PAGE_SIZE))) })).toBeVisible();
    await expect(pagination.getByRole('link', { name: search.pagination.page.replace('{page}', '5') })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'results-page-1');

    // Keyboard: the page link is a link, Enter follows it.
    await pagination.getByRole('link', { name: search.pagination.page.replace('{page}', '2') }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=1(&|#|$)/);
    await expect(pagination).toContainText(rangeLabel(PAGE_SIZE + 1, 2 * PAGE_SIZE, total));
    await expect(cardTitles(page).first()).toHaveText(second.exactMatch[0]!.label, ANSWER);
    await expect(pagination.getByRole('link', { name: search.pagination.page.replace('{page}', '2') })).toHaveAttribute('aria-current', 'page');
    // "The page scrolls to top on each change of results".
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'results-page-2');

    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(pagination).toContainText(rangeLabel(1, PAGE_SIZE, total));
    await expect(cardTitles(page).first()).toHaveText(all.exactMatch[0]!.label, ANSWER);

    await page.goForward();
    await expect(page).toHaveURL(/[?&]page=1(&|#|$)/);
    await expect(cardTitles(page).first()).toHaveText(second.exactMatch[0]!.label, ANSWER);
  });

  test('an impossible search reaches the fallback blocks (placeholder, loaders, relaxed blocks, message)', async ({ page, isMobile, request }, testInfo) => {
    test.skip(isMobile, "a rule (fallback.test.ts, fallback-plan.test.ts), the same blocks at every size");
    const landing = await findCityLanding(request);
    const theme = await findThemeMissingIn(request, landing);
    const checkin = addDays(marketToday(), 30);
    const checkout = addDays(checkin, 2);
    // Hold the fallback blocks a moment so that their loaders can be seen.
    await page.route('**/api/offers.json', async (route) => {
      if (route.request().postData()?.includes('"searchProvider":"catalog"')) await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });

    await page.goto(`${SEARCH_PATH}#checkin=${checkin}&checkout=${checkout}&city=${landing.destination.id}&theme=${theme}`);
    await expect(page.getByRole('heading', { level: 2, name: countHeading(0) })).toBeVisible(ANSWER);
    await expect(page.getByTestId('fallback-placeholder')).toHaveText(search.fallback.placeholder);
    await expect(page.getByTestId('fallback-loader').first()).toBeVisible(ANSWER);
    await saveScreenshot(page, testInfo, 'results-fallbacks-loading');

    const blocks = page.getByTestId('fallback-block');
    await page.getByTestId('fallbacks').scrollIntoViewIfNeeded();
    // The last block (category removed) searches the city again, without the theme: it has stays.
    const lastBlock = page.locator('[data-fallback$="category"]');
    // Scrolled on until it has its stays (a block searches once it is near the screen).
    await expect(async () => {
      await page.mouse.wheel(0, 500);
      await expect(lastBlock.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 1000 });
    }).toPass(ANSWER);
    await expect(lastBlock.getByRole('heading', { level: 3 }).first()).toContainText(search.fallback.allThemes, ANSWER);
    await expect(page.getByTestId('fallback-placeholder')).toHaveCount(0);
    // "No main results but fallback: 'No exact results...'".
    await expect(page.getByText(search.fallback.noExactResults)).toBeVisible();

    // "Fallback results already shown are excluded from later ones by hotel id".
    const hotels = await blocks.locator('article').evaluateAll((articles) => articles.map((article) => article.querySelector('[data-testid="card-hotel"]')?.textContent ?? ''));
    expect(hotels.length).toBeGreaterThan(0);
    expect(new Set(hotels).size).toBe(hotels.length);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'results-fallbacks');
  });

  test("no results anywhere: the no-results message; 'Remove all filters' searches again without them", async ({ page, isMobile }, testInfo) => {
    test.skip(isMobile, "a state of the results, the same at every size (fallback.test.ts)");
    // A budget of at most 1 € matches no stay, in the exact search and in every relaxed block.
    await page.goto(`${SEARCH_PATH}#priceMax=100&stars=5`);
    await expect(page.getByText(search.noResults)).toBeVisible(ANSWER);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'results-no-results');

    await page.getByRole('button', { name: search.removeAllFilters }).click();
    await expect(page).not.toHaveURL(/priceMax|stars/);
    await expect(resultCards(page).first()).toBeVisible(ANSWER);
  });

  test("a hotel's other offers: drawer (right on desktop, bottom on mobile), 'Go back to search', focus returns", async ({ page, request }, testInfo) => {
    const landing = await findCityLanding(request);
    await page.goto(landing.path);
    const trigger = page.getByRole('button', { name: cards.seeOtherHotelOffers }).first();
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: search.hotelOffers.title });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('status').filter({ hasText: search.hotelOffers.loading })).toHaveCount(0);
    await expect(drawer.getByRole('listitem').first().or(drawer.getByText(search.hotelOffers.empty))).toBeVisible(ANSWER);

    const box = await drawer.boundingBox();
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    expect(box).not.toBeNull();
    if (testInfo.project.name === 'mobile') {
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);
      expect(Math.round(box?.width ?? 0)).toBe(viewport.width);
    } else {
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewport.width);
      expect(Math.round(box?.height ?? 0)).toBe(viewport.height);
    }
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'results-hotel-offers-drawer');

    await drawer.getByRole('button', { name: search.hotelOffers.goBack }).click();
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();

    // Keyboard only: Enter opens, Escape closes.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('cards: product link with the flow, ctrl-click opens a new tab, the hotel flow links to the hotel', async ({ page, isMobile, context, request }) => {
    test.skip(isMobile, "the links of the cards are the same at every size (card-view.test.ts); ctrl-click is a desktop gesture");
    const landing = await findCityLanding(request);
    await page.goto(landing.path);
    const link = page.getByTestId('results-grid').getByRole('heading', { level: 3 }).first().getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/fr-fr\/[^?]+\?flow=booking/);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    await expect.poll(() => tab.url()).toContain('flow=booking');
    expect(page.url()).toContain(landing.path);
    await tab.close();

    // "in the hotel flow they link to the hotel route with the hotel id".
    await page.goto(`${landing.path}?flow=hotel`);
    await expect(cardTitles(page).first().getByRole('link')).toHaveAttribute('href', /^\/fr-fr\/hotel\/\d+#(.*&)?hotelId=\d+/, ANSWER);
  });

  test('gifting flow: gift cards for 2 people, giftcard block in fr_FR; the Italian giftcard banner instead of the single-voucher block', async ({ page, isMobile }, testInfo) => {
    test.skip(isMobile, "the flow's blocks are the same at every size (gift-card.test.ts 'gift card markets')");
    await page.goto(`${SEARCH_PATH}?flow=gifting`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(search.title.gifting);
    const firstCard = resultCards(page).first();
    await expect(firstCard).toContainText(cards.cta.seeGift, ANSWER);
    await expect(firstCard).toContainText(cards.price.forTwo);
    await expect(firstCard.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /flow=gifting/);
    await expect(page.getByTestId('giftcard-block')).toContainText(search.giftcardBlock.title);
    await expect(page.getByTestId('single-voucher-block')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'results-gifting');

    await page.goto('/it-it/ricerca?flow=gifting');
    await expect(page.getByTestId('giftcard-banner')).toContainText(itSearch.giftcardBanner.title, ANSWER);
    await expect(page.getByTestId('single-voucher-block')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'results-gifting-it');
  });

  test("activity flow: server-rendered activity results, 'No activity found for this search'", async ({ page, isMobile, request }, testInfo) => {
    test.skip(isMobile, "the server's HTML and an empty state, the same at every size");
    const response = await request.post('/api/search/activity-only.json', { data: { locale: 'fr_FR', searchCriterias: { priceMin: 100 } } });
    expect(response.ok()).toBe(true);
    const activities = (await response.json()) as { totalCount: number; results: { label: string }[] };
    expect(activities.totalCount).toBeGreaterThan(0);

    const html = await (await request.get(ACTIVITY_SEARCH_PATH)).text();
    expect(html).toContain(activities.results[0]!.label.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));

    await page.goto(ACTIVITY_SEARCH_PATH);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${activities.totalCount} activités?`) })).toBeVisible();
    await expect(cardTitles(page).first()).toHaveText(activities.results[0]!.label);
    await expect(resultCards(page).first()).toContainText(cards.cta.seeActivity);
    await expect(cardTitles(page).first().getByRole('link')).toHaveAttribute('href', /^\/fr-fr\/activite\/\d+\?flow=activity/);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'results-activity');

    await page.goto(`${ACTIVITY_SEARCH_PATH}#priceMax=100`);
    await expect(page.getByText(search.noActivity)).toBeVisible(ANSWER);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'results-no-activity');
  });

  test("states: skeleton cards while loading, 'Oops, something went wrong' on failure, retry", async ({ page, isMobile }, testInfo) => {
    test.skip(isMobile, "states of the results, the same at every size");
    let failing = false;
    await page.route('**/api/offers.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      if (failing) await route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"title":"boom","status":500}' });
      else await route.continue();
    });
    await page.goto(`${SEARCH_PATH}#a=3`);
    await expect(page.getByTestId('skeleton-cards')).toBeVisible(ANSWER);
    await expect(page.getByRole('status').filter({ hasText: search.loading })).toBeAttached();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'results-loading');
    await expect(resultCards(page).first()).toBeVisible(ANSWER);

    failing = true;
    await page.evaluate(() => {
      window.location.hash = 'a=4';
    });
    await expect(page.getByRole('alert').filter({ hasText: search.error })).toBeVisible(ANSWER);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'results-error');

    failing = false;
    await page.getByRole('button', { name: search.retry }).click();
    await expect(resultCards(page).first()).toBeVisible(ANSWER);
  });
});
