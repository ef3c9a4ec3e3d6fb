import type { APIRequestContext, Locator, Page } from '@playwright/test';
import filters from '../apps/web/messages/fr/filters.json' with { type: 'json' };
import sort from '../apps/web/messages/fr/sort.json' with { type: 'json' };
import { expect, expectNoSeriousAxeViolations, hydrated, saveScreenshot, test } from './support/fixtures';

/**
 * Issue "Search pages", part 3: the filters and the sort (the filter drawer opens from the left
 * titled 'Filter by'; filter bar dropdowns Activities, Price, Distance, Facilities, More filters,
 * on mobile a full-screen 'Filters' modal with Confirm and Reset; sort: a dropdown on desktop, a
 * bottom drawer titled 'Sort by' on mobile; facets, score, stars, price slider, distance, sort
 * options), in fr_FR at 1280×800 and
 * 390×844. Data is found through the API, never by hard-coded ids.
 */

const SEARCH_PATH = '/fr-fr/recherche';

interface CitySearch {
  cityId: number;
  label: string;
  lat: number;
  lng: number;
  total: number;
}

interface FacetValue {
  id: string | number;
  name?: string;
  count: number;
}

interface Facets {
  totalCount: number;
  properties: { propertyType: string; values: FacetValue[] }[];
}

/**
 * Test data through the API. The development API restarts when its files change: a 5xx while
 * finding data is asked again (the behaviour under test is never retried).
 */
async function askApi(request: APIRequestContext, path: string, body?: Record<string, unknown>) {
  for (let attempt = 1; ; attempt += 1) {
    const response = body ? await request.post(path, { data: body }) : await request.get(path);
    if (response.status() < 500 || attempt === 8) return response;
    await new Promise((resolve) => setTimeout(resolve, 3000 * attempt));
  }
}

async function searchTotal(request: APIRequestContext, body: Record<string, unknown>): Promise<number> {
  const response = await askApi(request, '/api/offers.json', { locale: 'fr_FR', pagination: { limit: 1 }, ...body });
  expect(response.ok(), `offers.json ${JSON.stringify(body)}`).toBe(true);
  return ((await response.json()) as { searchDetails: { totalCount: number } }).searchDetails.totalCount;
}

let busyCity: Promise<CitySearch> | undefined;

/** The city with the most hotels among the cities of the first results (a landing of type city), found once. */
function findBusyCity(request: APIRequestContext): Promise<CitySearch> {
  busyCity ??= lookUpBusyCity(request).catch((error: unknown) => {
    busyCity = undefined;
    throw error;
  });
  return busyCity;
}

async function lookUpBusyCity(request: APIRequestContext): Promise<CitySearch> {
  const response = await askApi(request, '/api/offers.json', { locale: 'fr_FR', pagination: { limit: 40 } });
  expect(response.ok()).toBe(true);
  const { exactMatch } = (await response.json()) as { exactMatch: { hotel: { location: { uri: string } } }[] };
  const paths = [...new Set(exactMatch.map((card) => card.hotel.location.uri.replace(/^\//, '')))].slice(0, 12);
  let best: CitySearch | undefined;
  for (const path of paths) {
    const landing = await askApi(request, `/api/search-landing?locale=fr_FR&path=${encodeURIComponent(path)}`);
    if (!landing.ok()) continue;
    const { destination } = (await landing.json()) as { destination?: { id: number; type: string; label: string; latitude: number; longitude: number } };
    if (destination?.type !== 'city') continue;
    const total = await searchTotal(request, { filters: { property: { location: { cityId: destination.id } } } });
    if (!best || total > best.total) best = { cityId: destination.id, label: destination.label, lat: destination.latitude, lng: destination.longitude, total };
  }
  if (!best || best.total < 3) throw new Error('no city with at least 3 hotels among the first results');
  return best;
}

async function cityFacets(request: APIRequestContext, city: CitySearch, extra: Record<string, string> = {}): Promise<Facets> {
  const query = new URLSearchParams({
    locale: 'fr_FR',
    city: String(city.cityId),
    lat: String(city.lat),
    lng: String(city.lng),
    adult: '2',
    child: '0',
    baby: '0',
    orderBy: 'priceQuality',
    withNames: 'true',
    propertiesRequested: 'price,score,facility,stars,style,type,environment,tag',
    ...extra,
  });
  const response = await askApi(request, `/api/facets.json?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Facets;
}

/** A value of a facet that keeps some of the results but not all of them. */
function narrowingValue(facets: Facets, type: string, exclude: (string | number)[] = []): FacetValue {
  const values = facets.properties.find((p) => p.propertyType === type)?.values ?? [];
  const value = values.find((v) => v.count > 0 && v.count < facets.totalCount && !exclude.includes(v.id));
  if (!value) throw new Error(`no narrowing ${type} facet among ${JSON.stringify(values)}`);
  return value;
}

function cityPath(city: CitySearch): string {
  return `${SEARCH_PATH}#city=${city.cityId}&lat=${city.lat}&lng=${city.lng}`;
}

/** The criteria of the location hash, as the screen wrote them. */
async function readHash(page: Page): Promise<URLSearchParams> {
  return new URLSearchParams((await page.evaluate(() => window.location.hash)).replace(/^#/, ''));
}

async function hashValue(page: Page, key: string): Promise<string | null> {
  return (await readHash(page)).get(key);
}

/** The results heading ('12 séjours'); a search can take a while on a busy machine. */
async function expectResultCount(page: Page, count: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${count} séjours?$`) })).toBeVisible({ timeout: 30_000 });
}

function plural(message: string, count: number): string {
  const match = /\{count, plural, one \{([^}]*)\} other \{([^}]*)\}\}/.exec(message);
  if (!match) return message;
  const form = (count === 1 ? match[1] : match[2])?.replace('#', String(count)) ?? '';
  return message.replace(match[0], form);
}

/** "Filter footer button 'View {{count}} offers'". */
function viewOffers(count: number): string {
  return plural(filters.viewCountOffers, count);
}

/** The desktop 'Filtres' button or the mobile 'Filtrer' one; its name carries the badge. */
function filtersButton(page: Page, isMobile: boolean): Locator {
  return page.getByRole('button', { name: new RegExp(`^${isMobile ? filters.filter : filters.filters}(,|$)`) });
}

async function expectBadge(page: Page, isMobile: boolean, count: number): Promise<void> {
  const button = filtersButton(page, isMobile);
  if (count === 0) await expect(button).toHaveAccessibleName(isMobile ? filters.filter : filters.filters);
  else await expect(button).toHaveAccessibleName(`${isMobile ? filters.filter : filters.filters}, ${plural(filters.activeFilters, count)}`);
}

/**
 * The filter bar's button of a section (its name starts with the section's, then the active count).
 * Only the bar's buttons open a panel: the search box's flow switch has an 'Activités' button too.
 */
function filterBarButton(page: Page, section: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${section}`) }).and(page.locator('[aria-haspopup="dialog"]'));
}

/** Desktop: the named dropdown; mobile: the full-screen 'Filtres' modal (every section). */
async function openPanel(page: Page, isMobile: boolean, section: string): Promise<Locator> {
  if (isMobile) {
    await (await hydrated(filtersButton(page, true))).click();
    const dialog = page.getByRole('dialog', { name: filters.filters });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    return dialog;
  }
  await (await hydrated(filterBarButton(page, section))).click();
  const dialog = page.getByRole('dialog', { name: section });
  await expect(dialog).toBeVisible();
  // Every open panel, not only the closed page, is checked.
  await expectNoSeriousAxeViolations(page);
  return dialog;
}

/** 'Voir N offres' on desktop, 'Confirmer' on mobile. */
async function confirmPanel(panel: Locator, isMobile: boolean, count?: number): Promise<void> {
  if (isMobile) {
    if (count !== undefined) await expect(panel.getByRole('status')).toHaveText(plural(filters.offersCount, count));
    await panel.getByRole('button', { name: filters.confirm }).click();
  } else {
    const button = panel.getByRole('button', { name: count === undefined ? /^Voir (les offres|\d+ offres?)$/ : viewOffers(count) });
    await button.click();
  }
}

// A search on the shared development machine can take a while: give every test room.
test.describe.configure({ timeout: 180_000 });

test.describe('filters', () => {
  test('apply and clear filters: the hash and the results change together, the badge counts right', async ({ page, request, isMobile }, testInfo) => {
    const city = await findBusyCity(request);
    const facets = await cityFacets(request, city);
    const star = narrowingValue(facets, 'stars');
    const starValue = Number(String(star.id).replace('star', ''));
    const starFacets = await cityFacets(request, city, { stars: String(starValue) });
    // A facility that some of the starred hotels have (enabled once the stars are applied).
    const facility = starFacets.properties.find((p) => p.propertyType === 'facility')?.values.find((v) => v.count > 0 && v.id !== 'pets');
    if (!facility) throw new Error(`no facility among the ${starValue}-star hotels of ${city.label}`);
    const starTotal = await searchTotal(request, { filters: { property: { location: { cityId: city.cityId }, stars: [starValue] } } });
    expect(starFacets.totalCount).toBe(starTotal);

    await page.goto(cityPath(city));
    await expectResultCount(page, city.total);
    await expectBadge(page, isMobile, 0);

    // More filters → a star: the footer counts the draft, confirm writes the hash and searches.
    let panel = await openPanel(page, isMobile, filters.moreFilters);
    await panel.getByRole('checkbox', { name: new RegExp(plural(filters.starsCount, starValue)) }).check();
    await expect(panel.getByRole('checkbox', { name: new RegExp(plural(filters.starsCount, starValue)) })).toBeChecked();
    expect(await hashValue(page, 'stars')).toBeNull();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'filters-more-filters-draft');
    await confirmPanel(panel, isMobile, starTotal);
    await expect(panel).toBeHidden();
    await expect.poll(() => hashValue(page, 'stars')).toBe(String(starValue));
    await expectResultCount(page, starTotal);
    await expectBadge(page, isMobile, 1);

    // Facilities: one more filter; the badge counts one per facility.
    panel = await openPanel(page, isMobile, filters.facilities);
    await panel.getByRole('checkbox', { name: facility.name ?? String(facility.id), exact: true }).check();
    await confirmPanel(panel, isMobile);
    await expect.poll(() => hashValue(page, 'facilities')).toBe(String(facility.id));
    const bothTotal = await searchTotal(request, {
      filters: { property: { location: { cityId: city.cityId }, stars: [starValue], facilities: [String(facility.id)] } },
    });
    await expectResultCount(page, bothTotal);
    await expectBadge(page, isMobile, 2);
    await saveScreenshot(page, testInfo, 'filters-applied');

    if (!isMobile) {
      // "Clear on a single filter removes it and searches immediately."
      panel = await openPanel(page, false, filters.facilities);
      await panel.getByRole('button', { name: filters.clear }).click();
      await expect.poll(() => hashValue(page, 'facilities')).toBeNull();
      expect(await hashValue(page, 'stars')).toBe(String(starValue));
      await expectResultCount(page, starTotal);
      await expectBadge(page, false, 1);
    }

    // "Reset / clear-all removes every filter key."
    panel = isMobile ? await openPanel(page, true, '') : await openDrawer(page);
    await panel.getByRole('button', { name: filters.reset }).click();
    await expect.poll(async () => [...(await readHash(page)).keys()].sort()).toEqual(['city', 'lat', 'lng']);
    await expectResultCount(page, city.total);
    await page.keyboard.press('Escape');
    await expectBadge(page, isMobile, 0);
  });

  test('Escape closes a panel and cancels its pending edits; the panel reads the hash again', async ({ page, request, isMobile }) => {
    test.skip(isMobile, "Escape in the phone's modal is the 'keyboard only (mobile)' test's");
    const city = await findBusyCity(request);
    const star = Number(String(narrowingValue(await cityFacets(request, city), 'stars').id).replace('star', ''));
    await page.goto(cityPath(city));
    await expectResultCount(page, city.total);
    const hashBefore = await page.evaluate(() => window.location.hash);

    let panel = await openPanel(page, isMobile, filters.moreFilters);
    await panel.getByRole('checkbox', { name: new RegExp(plural(filters.starsCount, star)) }).check();
    await expect(panel.getByRole('checkbox', { name: new RegExp(plural(filters.starsCount, star)) })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => window.location.hash)).toBe(hashBefore);
    await expectBadge(page, isMobile, 0);

    panel = await openPanel(page, isMobile, filters.moreFilters);
    await expect(panel.getByRole('checkbox', { name: new RegExp(plural(filters.starsCount, star)) })).not.toBeChecked();
    await page.keyboard.press('Escape');
  });

  test("score: 'Fantastic +9', 'Very good +8', 'Good +7', single choice; the same again resets it", async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, "a rule (filters.test.ts, filter-view.test.ts 'score and stars'), the same section in the phone's modal");
    const city = await findBusyCity(request);
    await page.goto(cityPath(city));
    await expectResultCount(page, city.total);
    const panel = await openPanel(page, isMobile, filters.moreFilters);
    const score9 = panel.getByRole('checkbox', { name: filters.score9 });
    const score8 = panel.getByRole('checkbox', { name: filters.score8 });
    const score7 = panel.getByRole('checkbox', { name: filters.score7 });
    await expect(score7).toBeVisible();

    await score8.click();
    // "a choice is checked when it is at least the chosen score".
    await expect(score9).toBeChecked();
    await expect(score8).toBeChecked();
    await expect(score7).not.toBeChecked();
    await saveScreenshot(page, testInfo, 'filters-score-8');
    await score8.click();
    await expect(score9).not.toBeChecked();
    await expect(score8).not.toBeChecked();

    await score7.click();
    await confirmPanel(panel, isMobile);
    await expect.poll(() => hashValue(page, 'hotelScore')).toBe('7');
    await expectBadge(page, isMobile, 1);
  });

  test('price slider with the keyboard: 1 € steps, ≤ 9 € no minimum, ≥ 250 € no maximum shown with +, cents in the hash', async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, "a rule (filters.test.ts 'Price slider'), the same slider in the phone's modal");
    const city = await findBusyCity(request);
    await page.goto(cityPath(city));
    await expectResultCount(page, city.total);

    let panel = await openPanel(page, isMobile, filters.price);
    const minimum = panel.getByRole('slider', { name: filters.priceMin });
    const maximum = panel.getByRole('slider', { name: filters.priceMax });
    await expect(maximum).toHaveAttribute('aria-valuetext', /250\s€\+$/);
    await minimum.focus();
    for (let step = 0; step < 9; step += 1) await page.keyboard.press('ArrowRight');
    await expect(minimum).toHaveAttribute('aria-valuenow', '9');
    await minimum.press('ArrowRight');
    await expect(minimum).toHaveAttribute('aria-valuenow', '10');
    await maximum.focus();
    // PageDown moves 10 steps: 250 → 240 €.
    await page.keyboard.press('PageDown');
    await expect(maximum).toHaveAttribute('aria-valuenow', '240');
    await expect(maximum).toHaveAttribute('aria-valuetext', /^240\s€$/);
    await saveScreenshot(page, testInfo, 'filters-price');
    await expectNoSeriousAxeViolations(page);
    await confirmPanel(panel, isMobile);
    await expect.poll(() => hashValue(page, 'priceMin')).toBe('1000');
    expect(await hashValue(page, 'priceMax')).toBe('24000');
    await expectBadge(page, isMobile, 1);

    // Back to 9 €: "reading at or below 9 means no minimum".
    panel = await openPanel(page, isMobile, filters.price);
    await expect(panel.getByRole('slider', { name: filters.priceMin })).toHaveAttribute('aria-valuenow', '10');
    await panel.getByRole('slider', { name: filters.priceMin }).press('ArrowLeft');
    await panel.getByRole('slider', { name: filters.priceMax }).press('End');
    await confirmPanel(panel, isMobile);
    await expect.poll(() => hashValue(page, 'priceMin')).toBeNull();
    expect(await hashValue(page, 'priceMax')).toBeNull();
    await expectBadge(page, isMobile, 0);
  });

  test("distance: 'Include offers around' needs a city; checked, the slider works; clicking outside applies it", async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, "a rule (filters.test.ts 'Distance'), the same section in the phone's modal, whose Confirm the first test drives");
    await page.goto(SEARCH_PATH);
    let panel = await openPanel(page, isMobile, filters.distance);
    await expect(panel.getByRole('switch', { name: filters.includeAround })).toBeDisabled();
    await expect(panel.getByText(filters.distanceNeedsCity)).toBeVisible();
    await page.keyboard.press('Escape');

    const city = await findBusyCity(request);
    await page.goto('about:blank');
    await page.goto(cityPath(city));
    await expectResultCount(page, city.total);
    panel = await openPanel(page, isMobile, filters.distance);
    const includeAround = panel.getByRole('switch', { name: filters.includeAround });
    const maximum = panel.getByRole('slider', { name: filters.distanceMax });
    await expect(includeAround).not.toBeChecked();
    await expect(maximum).toHaveAttribute('aria-disabled', 'true');
    await includeAround.focus();
    await page.keyboard.press('Space');
    await expect(includeAround).toBeChecked();
    // "enables the slider at full range"; "Distance suggestions 'At {{count}}km'".
    await expect(maximum).not.toHaveAttribute('aria-disabled', 'true');
    const top = Number(await maximum.getAttribute('aria-valuemax'));
    await expect(maximum).toHaveAttribute('aria-valuenow', String(top));
    await maximum.focus();
    await page.keyboard.press('PageDown');
    await expect(maximum).toHaveAttribute('aria-valuetext', filters.atKm.replace('{count}', String(top - 10)));
    await saveScreenshot(page, testInfo, 'filters-distance');

    if (isMobile) {
      await confirmPanel(panel, true);
    } else {
      // "Clicking outside the distance filter applies it if changed."
      await page.getByRole('heading', { level: 1 }).click();
      await expect(panel).toBeHidden();
    }
    await expect.poll(() => hashValue(page, 'distanceMax')).toBe(String(top - 10));
    expect(await hashValue(page, 'distanceMin')).toBe('0');
    await expectBadge(page, isMobile, 1);
  });

  test('activities: collapsed list with "See all activities" / "Show less activities"; a top-bar chip toggles and applies at once', async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, "the same collapsed list in the phone's modal; the chips are the desktop bar's");
    // The whole catalog: every activity, more than the 124 px of the collapsed list.
    await page.goto(SEARCH_PATH);
    await expectResultCount(page, await searchTotal(request, {}));

    const panel = await openPanel(page, isMobile, filters.activities);
    const seeAll = panel.getByRole('button', { name: filters.seeAllActivities });
    await expect(seeAll).toHaveAttribute('aria-expanded', 'false');
    await seeAll.click();
    await expect(panel.getByRole('button', { name: filters.showLessActivities })).toHaveAttribute('aria-expanded', 'true');
    await saveScreenshot(page, testInfo, 'filters-activities-expanded');
    await panel.getByRole('button', { name: filters.showLessActivities }).click();
    await expect(panel.getByRole('button', { name: filters.seeAllActivities })).toBeVisible();
    await page.keyboard.press('Escape');

    const chips = page.getByRole('group', { name: filters.popularActivities }).getByRole('button');
    const chip = await hydrated(chips.first());
    const name = (await chip.textContent()) ?? '';
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await chip.click();
    await expect.poll(async () => (await hashValue(page, 'tags')) !== null).toBe(true);
    await expect(chips.filter({ hasText: name })).toHaveAttribute('aria-pressed', 'true');
    await expectBadge(page, false, 1);
    await chips.filter({ hasText: name }).click();
    await expect.poll(() => hashValue(page, 'tags')).toBeNull();
    await expectBadge(page, false, 0);
  });

  test("keyboard only: the 'Filter by' drawer and a dropdown open, edit, apply and give focus back", async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, 'the mobile modal is covered by the other tests; this drives the desktop bar by keyboard');
    const city = await findBusyCity(request);
    await page.goto(cityPath(city));
    await expectResultCount(page, city.total);

    const trigger = await hydrated(filtersButton(page, false));
    await trigger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: filters.filterBy });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator(':focus')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'filters-drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();

    const activities = filterBarButton(page, filters.activities);
    await activities.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: filters.activities });
    await expect(panel).toBeVisible();
    const first = panel.getByRole('checkbox', { disabled: false }).first();
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    const confirm = panel.getByRole('button', { name: /^Voir (les offres|\d+ offres?)$/ });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect.poll(async () => (await hashValue(page, 'tags')) !== null).toBe(true);
    await expect(activities).toBeFocused();
    await expect(activities).toHaveAccessibleName(`${filters.activities}, ${plural(filters.activeInSection, 1)}`);
  });

  test("keyboard only (mobile): the full-screen 'Filters' modal opens, edits, confirms and gives focus back; Escape cancels", async ({ page, request, isMobile }, testInfo) => {
    test.skip(!isMobile, 'the desktop bar is driven by keyboard in the test above');
    const city = await findBusyCity(request);
    await page.goto(cityPath(city));
    await expectResultCount(page, city.total);

    const trigger = await hydrated(filtersButton(page, true));
    await trigger.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: filters.filters });
    await expect(modal).toBeVisible();
    await expect(modal.locator(':focus')).toHaveCount(1);
    // Escape closes without applying.
    const fourStars = modal.getByRole('checkbox', { name: new RegExp(plural(filters.starsCount, 4)) });
    await fourStars.focus();
    await page.keyboard.press('Space');
    await expect(fourStars).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await hashValue(page, 'stars')).toBeNull();

    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await expect(fourStars).not.toBeChecked();
    await fourStars.focus();
    await page.keyboard.press('Space');
    const confirm = modal.getByRole('button', { name: filters.confirm });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect.poll(() => hashValue(page, 'stars')).toBe('4');
    await expect(trigger).toBeFocused();
    await saveScreenshot(page, testInfo, 'filters-mobile-keyboard');
  });

  test('mobile: the full-screen Filters modal with Confirm and Reset, the Filter count', async ({ page, request, isMobile }, testInfo) => {
    test.skip(!isMobile, 'mobile layout');
    const city = await findBusyCity(request);
    await page.goto(cityPath(city));
    await expectResultCount(page, city.total);
    const modal = await openPanel(page, true, '');
    const box = await modal.boundingBox();
    expect(box?.width).toBe(390);
    await expect(modal.getByRole('heading', { name: filters.activities })).toBeVisible();
    await expect(modal.getByRole('heading', { name: filters.moreFilters })).toBeAttached();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'filters-mobile-modal');
    await modal.getByRole('checkbox', { name: new RegExp(plural(filters.starsCount, 4)) }).check();
    await modal.getByRole('checkbox', { name: new RegExp(plural(filters.starsCount, 3)) }).check();
    await modal.getByRole('button', { name: filters.confirm }).click();
    await expect.poll(() => hashValue(page, 'stars')).toBe('4,3');
    await expectBadge(page, true, 2);

    // "The sticky bar appears after a 250 px scroll."
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.getByRole('button', { name: new RegExp(`^${filters.summary.edit}`) })).toBeVisible();
    await saveScreenshot(page, testInfo, 'filters-mobile-sticky-summary');
  });
});

test.describe('sort', () => {
  test("options per flow; dropdown on desktop, 'Sort by' drawer on mobile; the choice goes to the hash", async ({ page, request, isMobile }, testInfo) => {
    const city = await findBusyCity(request);
    await page.goto(cityPath(city));
    await expectResultCount(page, city.total);

    const bookingOptions = [sort.options.priceQuality, sort.options.distance, sort.options.promo, sort.options.priceAsc, sort.options.popularity];
    if (isMobile) {
      await (await hydrated(page.getByRole('button', { name: new RegExp(`^${sort.sort}`) }))).click();
      const drawer = page.getByRole('dialog', { name: sort.sortBy });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('listitem')).toHaveText(bookingOptions);
      await expect(drawer.getByRole('button', { name: sort.options.priceQuality })).toHaveAttribute('aria-pressed', 'true');
    } else {
      await (await hydrated(page.getByRole('button', { name: new RegExp(`^${sort.sortedBy}`) }))).click();
      await expect(page.getByRole('menuitemradio')).toHaveText(bookingOptions);
      await expect(page.getByRole('menuitemradio', { name: sort.options.priceQuality })).toHaveAttribute('aria-checked', 'true');
    }
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'sort-open');
    const choice = isMobile
      ? page.getByRole('button', { name: sort.options.priceAsc, exact: true })
      : page.getByRole('menuitemradio', { name: sort.options.priceAsc, exact: true });
    await choice.click();
    await expect.poll(() => hashValue(page, 'sort')).toBe('priceAsc');
    await expect(choice).toBeHidden();
    // The control shows the sort in effect.
    if (isMobile) await expect(page.getByRole('button', { name: new RegExp(`^${sort.sort}`) })).toHaveAccessibleName(sort.sortWithValue.replace('{label}', sort.options.priceAsc));
    else await expect(page.getByRole('button', { name: new RegExp(`^${sort.sortedBy}`) })).toHaveAccessibleName(`${sort.sortedBy} ${sort.options.priceAsc}`);

    // The gifting flow sorts by the single-voucher price; no Discount nor Popularity.
    await page.goto(`${SEARCH_PATH}?flow=gifting`);
    if (isMobile) {
      await (await hydrated(page.getByRole('button', { name: new RegExp(`^${sort.sort}`) }))).click();
      await expect(page.getByRole('dialog', { name: sort.sortBy }).getByRole('listitem')).toHaveText([
        sort.options.priceQuality,
        sort.options.singleVoucherPriceDesc,
        sort.options.singleVoucherPriceAsc,
      ]);
    } else {
      await (await hydrated(page.getByRole('button', { name: new RegExp(`^${sort.sortedBy}`) }))).click();
      await expect(page.getByRole('menuitemradio')).toHaveText([sort.options.priceQuality, sort.options.singleVoucherPriceDesc, sort.options.singleVoucherPriceAsc]);
    }
    await page.keyboard.press('Escape');
  });
});

async function openDrawer(page: Page): Promise<Locator> {
  await (await hydrated(filtersButton(page, false))).click();
  const drawer = page.getByRole('dialog', { name: filters.filterBy });
  await expect(drawer).toBeVisible();
  return drawer;
}
