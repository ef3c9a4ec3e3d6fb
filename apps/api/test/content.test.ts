import {
  announcementBannersResponseSchema, announcementUpdateResponseSchema, boxBlockResponseSchema, contentVersionResponseSchema, giftBlockResponseSchema,
  homepageResponseSchema, landingResponseSchema, minisiteListResponseSchema, minisiteResponseSchema, shellContentResponseSchema,
  staticPageListResponseSchema, staticPageResponseSchema, weekendIdeasResponseSchema, type NavLink,
} from '@escapade/contracts/content';
import { problemSchema } from '@escapade/contracts/problem';
import { MARKETS, MARKET_PATH_SEGMENTS, type Locale } from '@escapade/domain/markets';
import { giftBoxDiscountPercent } from '@escapade/domain/price';
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';
import { FOOTER_RATING, MENU_MAX_LEVELS, PROMO_CAMPAIGN_PAGES, TOP_SEARCH_RESULTS_DEFAULT_COUNT } from '@escapade/domain/site-shell';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { isoWeekIn, pickThemeOfTheWeek } from '../src/content/theme-of-the-week';
import { buildTestApp } from './helpers';

const STAFF_TOKEN = 'content-test-staff-token-0123456789abcdef';
/** A French market, a Belgian Dutch one, and Italy, which sells no gift box. */
const LOCALES: readonly Locale[] = ['fr_FR', 'nl_BE', 'it_IT'];

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ config: { staffApiToken: STAFF_TOKEN } });
});
afterAll(() => app.close());

async function getJson(url: string): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json();
}

const homepage = async (locale: Locale, flow?: string) =>
  homepageResponseSchema.parse(await getJson(`/api/cms/homepage?locale=${locale}${flow === undefined ? '' : `&flow=${encodeURIComponent(flow)}`}`));
const shell = async (locale: Locale) => shellContentResponseSchema.parse(await getJson(`/api/cms/shell?locale=${locale}`));
const page = async (locale: Locale, id: string) => staticPageResponseSchema.parse(await getJson(`/api/cms/pages/${id}?locale=${locale}`));
const contentVersion = async () => contentVersionResponseSchema.parse(await getJson('/api/cms/version')).content;

function expectProblem(response: { statusCode: number; json(): unknown; headers: Record<string, unknown> }, status: number, field?: string) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/problem\+json/);
  const problem = problemSchema.parse(response.json());
  if (field) expect(problem.field).toBe(field);
}

function navDepth(links: readonly NavLink[]): number {
  return links.length === 0 ? 0 : 1 + Math.max(...links.map((link) => navDepth(link.children)));
}

function navUris(links: readonly NavLink[]): string[] {
  return links.flatMap((link) => [...(link.uri ? [link.uri] : []), ...navUris(link.children)]);
}

describe('GET /api/cms/homepage', () => {
  it.each(LOCALES)('%s: the booking homepage with SEO, announcement, promo bar, jumbotron and every block type', async (locale) => {
    const home = await homepage(locale);
    expect(home).toMatchObject({ locale, flow: 'booking', seo: { index: true, follow: true } });
    expect(home.seo.title).not.toBe('');
    expect(home.announcementBanner?.content).toBeTruthy();
    expect(home.promoBar?.links.find((link) => link.variation === 'active')?.url).toBe(`/${MARKETS[locale].segment}/?flow=booking`);
    // "desktop 1920×595, mobile 750×360": the jumbotron's picture in the wide sizes.
    expect(home.jumbotron.image['1920_595']).toMatch(/^\/api\/images\/[^/]+\/1920_595\.webp$/);
    expect(home.jumbotron.image['750_360']).toMatch(/\/750_360\.webp$/);
    const types = home.blocks.map((block) => block.type);
    for (const type of ['boxes', 'mainSellingPoints', 'marketingBlock', 'categories', 'banner', 'topSearchResults'] as const) expect(types).toContain(type);
    const top = home.blocks.find((block) => block.type === 'topSearchResults');
    // "top search results (type stays, gifts or activities, default count 3)"
    expect(top).toMatchObject({ resultType: 'stays', count: TOP_SEARCH_RESULTS_DEFAULT_COUNT });
    expect(top?.type === 'topSearchResults' && top.cta?.url).toBe(`/${MARKETS[locale].segment}/${SCREEN_SEGMENTS.search[MARKETS[locale].language]}?flow=booking`);
  });

  it('resolves the boxes block to the market\'s digital boxes, priced from the catalog with the rounded-up discount', async () => {
    const boxes = (await homepage('fr_FR')).blocks.find((block) => block.type === 'boxes');
    if (boxes?.type !== 'boxes') throw new Error('no boxes block');
    expect(boxes.boxes.length).toBeGreaterThan(0);
    expect(boxes.cta?.url).toBe('/fr-fr/coffrets-cadeaux');
    const rows = await app.db.selectFrom('box').select(['code', 'ref_cents', 'sell_cents', 'locales']).execute();
    boxes.boxes.forEach((item, index) => {
      const row = rows.find((r) => r.code === item.sku);
      expect(row, item.sku).toBeDefined();
      expect(item.sku).toMatch(/EBOX$/);
      expect(row?.locales).toContain('fr_FR');
      expect(item).toMatchObject({ price: row?.ref_cents, promoPrice: row?.sell_cents, position: index + 1, url: `/fr-fr/coffrets-cadeaux/${item.sku}` });
      // "Gift box discount rounded-up percent between price and promo price"
      expect(item.discount).toBe(giftBoxDiscountPercent(item.price, item.promoPrice));
      expect(item.rating).toBeGreaterThanOrEqual(0);
      expect(item.rating).toBeLessThanOrEqual(10);
    });
  });

  it('gives Italy, which sells no gift box, an empty boxes block leading to the gift card', async () => {
    const boxes = (await homepage('it_IT')).blocks.find((block) => block.type === 'boxes');
    expect(boxes).toMatchObject({ type: 'boxes', boxes: [], cta: { url: '/it-it/giftcard/customization' } });
  });

  it('answers the asked flow, and the booking flow for an absent, unknown or hotel flow', async () => {
    expect((await homepage('nl_BE', 'gifting')).flow).toBe('gifting');
    expect((await homepage('nl_BE', 'activity')).flow).toBe('activity');
    for (const flow of [undefined, 'hotel', 'cruise', '']) expect((await homepage('nl_BE', flow)).flow).toBe('booking');
    const gifting = await homepage('fr_FR', 'gifting');
    expect(gifting.jumbotron.flow).toBe('gifting');
    expect(gifting.blocks.find((block) => block.type === 'topSearchResults')).toMatchObject({ resultType: 'gifts' });
  });
});

describe('GET /api/cms/landings/:slug', () => {
  it.each(LOCALES)('%s: every promo campaign landing, with its top bar, jumbotron and blocks', async (locale) => {
    for (const slug of PROMO_CAMPAIGN_PAGES) {
      const landing = landingResponseSchema.parse(await getJson(`/api/cms/landings/${slug}?locale=${locale}`));
      expect(landing).toMatchObject({ locale, slug });
      expect(landing.topBar?.text).toBeTruthy();
      expect(landing.blocks.length).toBeGreaterThan(2);
    }
  });

  it('answers 404 for a slug that is no campaign, and 400 naming the field for a malformed one', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/cms/landings/summer?locale=fr_FR' }), 404);
    expectProblem(await app.inject({ method: 'GET', url: '/api/cms/landings/Black%20Friday?locale=fr_FR' }), 400, 'slug');
  });
});

describe('GET /api/cms/shell', () => {
  it.each(LOCALES)('%s: the navigation to four levels, children in position order', async (locale) => {
    const content = await shell(locale);
    expect(navDepth(content.nav)).toBe(MENU_MAX_LEVELS);
    const rows = await app.db.selectFrom('nav_link').select(['id', 'parent_id', 'position']).where('locale', '=', locale).execute();
    const walk = (links: readonly NavLink[], parentId: string | null) => {
      const expected = rows.filter((r) => r.parent_id === parentId).sort((a, b) => a.position - b.position).map((r) => r.id);
      expect(links.map((link) => link._id)).toEqual(expected);
      for (const link of links) walk(link.children, link._id);
    };
    walk(content.nav, null);
  });

  it.each(LOCALES)("%s: this week's theme, the targeted banners and the footer", async (locale) => {
    const content = await shell(locale);
    const home = await homepage(locale);
    const categories = home.blocks.find((block) => block.type === 'categories');
    if (categories?.type !== 'categories') throw new Error('no categories block');
    const expected = pickThemeOfTheWeek(categories.items, isoWeekIn(MARKETS[locale].timeZone, new Date()).week);
    expect(content.themeOfTheWeek).toEqual(expected);
    expect(content.targetedBanners.booking?.imageUrl).toMatch(/1920_595\.webp$/);
    expect(content.targetedBanners.gifting?.imageMobile).toMatch(/750_360\.webp$/);
    // "Rating 4.5/5 from 4146 reviews."
    expect(content.footer.rating).toMatchObject({ value: FOOTER_RATING.score, outOf: FOOTER_RATING.outOf, count: FOOTER_RATING.reviews });
    expect(content.footer.countrySwitcher.map((entry) => entry.url)).toEqual(MARKET_PATH_SEGMENTS.map((segment) => `/${segment}/`));
    // "press room link (es_ES and fr_FR only)"; help links "all gift boxes except Italy".
    expect(content.footer.pressRoom !== null).toBe(locale === 'fr_FR');
    const boxesSegment = SCREEN_SEGMENTS.boxes[MARKETS[locale].language];
    expect(content.footer.helpLinks.some((link) => link.url.includes(boxesSegment))).toBe(locale !== 'it_IT');
  });
});

describe('announcement, gift and box blocks', () => {
  it.each(LOCALES)('%s: the announcement grouped by homePages, searchPages and productPages, with the flow fallback', async (locale) => {
    const banners = announcementBannersResponseSchema.parse(await getJson(`/api/cms/announcement-banner?locale=${locale}&flow=gifting`));
    for (const group of [banners.homePages, banners.searchPages, banners.productPages]) expect(group).toMatchObject({ locale, flow: 'gifting' });
    const fallback = announcementBannersResponseSchema.parse(await getJson(`/api/cms/announcement-banner?locale=${locale}&flow=hotel`));
    expect(fallback.homePages?.flow).toBe('booking');
  });

  it.each(LOCALES)('%s: the gift block and the box block, with boxes only where they are sold', async (locale) => {
    const market = MARKETS[locale];
    const gift = giftBlockResponseSchema.parse(await getJson(`/api/cms/gift-block?locale=${locale}`));
    expect(gift.items.length).toBeGreaterThan(0);
    const boxBlock = boxBlockResponseSchema.parse(await getJson(`/api/cms/box-block-serp?locale=${locale}`));
    if (market.features.boxes) {
      expect(gift.items[0]?.boxURL).toBe(`/${market.segment}/${SCREEN_SEGMENTS.boxes[market.language]}`);
      expect(boxBlock.boxes.length).toBeGreaterThan(0);
    } else {
      expect(gift.items[0]?.boxURL).toBeNull();
      expect(boxBlock.boxes).toEqual([]);
    }
  });
});

describe('static pages', () => {
  it.each(LOCALES)('%s: nine pages with a title, a description and HTML with headings and lists', async (locale) => {
    const list = staticPageListResponseSchema.parse(await getJson(`/api/cms/pages?locale=${locale}`));
    expect(list.pages.map((p) => p.id).sort()).toEqual(
      ['about-us', 'careers', 'conditions-of-use', 'cookies', 'data-protection', 'faq', 'hotel-partner', 'press', 'sales-conditions'],
    );
    for (const { id } of list.pages) {
      const content = await page(locale, id);
      expect(content).toMatchObject({ id, locale });
      expect(content.description.length).toBeGreaterThan(20);
      expect(content.html).toContain('<h2>');
      expect(content.html.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(content.html).toMatch(/<(ul|ol)>/);
    }
    expect((await page(locale, 'sales-conditions')).html).toContain('2015/2302');
    // FAQ: "8+ Q&As about booking, gifts, vouchers, cancellation, payment".
    const faq = (await page(locale, 'faq')).html;
    expect(faq.match(/<h3[\s>]/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
    // The anchors the contact page's popular questions link to survive the sanitiser.
    for (const anchor of ['booking-change', 'gift-validity', 'payment-methods', 'cancellation', 'voucher-use']) expect(faq).toContain(` id="${anchor}">`);
    const cookies = (await page(locale, 'cookies')).html;
    for (const name of ['consent', 'escapade_visitor', 'last_language']) expect(cookies).toContain(name);
  });

  it('answers 404 for an unknown page and 400 naming the field for a malformed id', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/cms/pages/no-such-page?locale=fr_FR' }), 404);
    expectProblem(await app.inject({ method: 'GET', url: '/api/cms/pages/FAQ!?locale=fr_FR' }), 400, 'id');
  });

  it('sanitises hostile HTML stored in a page before answering it', async () => {
    const row = await app.db.selectFrom('static_page').select(['html']).where('locale', '=', 'nl_BE').where('id', '=', 'press').executeTakeFirstOrThrow();
    const hostile = '<h2>Pers</h2><script>alert(1)</script><p onclick="x()">tekst <img src=x onerror="alert(2)"></p>' +
      '<a href="javascript:alert(3)">klik</a><a href="/nl-be/informatie/faq" target="_blank">faq</a><iframe src="https://evil.example"></iframe><style>p{}</style>';
    await app.db.updateTable('static_page').set({ html: hostile }).where('locale', '=', 'nl_BE').where('id', '=', 'press').execute();
    try {
      const { html } = await page('nl_BE', 'press');
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|<img/i);
      expect(html).toContain('<h2>Pers</h2>');
      expect(html).toContain('<a href="/nl-be/informatie/faq" target="_blank" rel="noopener noreferrer">faq</a>');
    } finally {
      await app.db.updateTable('static_page').set({ html: row.html }).where('locale', '=', 'nl_BE').where('id', '=', 'press').execute();
    }
  });
});

describe('weekend ideas and minisites', () => {
  it.each(LOCALES)('%s: the weekend ideas, sections of idea cards and regions to their search landing', async (locale) => {
    const ideas = weekendIdeasResponseSchema.parse(await getJson(`/api/cms/weekend-ideas?locale=${locale}`));
    expect(ideas.sections.length).toBeGreaterThan(0);
    expect(ideas.sections.every((section) => section.cards.length > 0)).toBe(true);
    expect(ideas.regions.length).toBeGreaterThan(0);
    for (const region of ideas.regions) expect(region.url.startsWith(`/${MARKETS[locale].segment}/`)).toBe(true);
  });

  it('lists the five partner minisites, each with its banners and logo from the image route', async () => {
    const { minisites } = minisiteListResponseSchema.parse(await getJson('/api/cms/minisites'));
    expect(minisites).toHaveLength(5);
    const one = minisiteResponseSchema.parse(await getJson(`/api/cms/minisites/${minisites[0]?.minisiteUrl ?? ''}`));
    expect(one).toEqual(minisites[0]);
    expect(one.bannerUrls.desktop).toMatch(/1920_595\.webp$/);
    expect(one.bannerUrls.mobile).toMatch(/750_360\.webp$/);
    // The image route serves these sizes for these pictures.
    for (const url of [one.bannerUrls.desktop, one.bannerUrls.mobile, one.logoUrl ?? '']) {
      const image = await app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
    expectProblem(await app.inject({ method: 'GET', url: '/api/cms/minisites/no-such-partner' }), 404);
  });
});

describe('links in the content', () => {
  /** Every internal link the content of a market gives: homepage of each flow, shell, landings, pages, ideas, blocks. */
  async function linksOf(locale: Locale): Promise<string[]> {
    const links: string[] = [];
    const addAll = (value: unknown) => {
      JSON.stringify(value, (key, field: unknown) => {
        if (typeof field === 'string' && ['url', 'uri', 'boxURL', 'singleVoucherURL', 'giftcardURL', 'activityOnlyURL'].includes(key)) links.push(field);
        return field;
      });
    };
    for (const flow of ['booking', 'gifting', 'activity']) addAll(await homepage(locale, flow));
    const shellContent = await shell(locale);
    addAll({ ...shellContent, footer: { ...shellContent.footer, countrySwitcher: [] } });
    links.push(...navUris(shellContent.nav));
    for (const slug of PROMO_CAMPAIGN_PAGES) addAll(await getJson(`/api/cms/landings/${slug}?locale=${locale}`));
    addAll(await getJson(`/api/cms/weekend-ideas?locale=${locale}`));
    addAll(await getJson(`/api/cms/gift-block?locale=${locale}`));
    addAll(await getJson(`/api/cms/box-block-serp?locale=${locale}`));
    addAll((await getJson(`/api/cms/announcement-banner?locale=${locale}`)) as object);
    const { pages } = staticPageListResponseSchema.parse(await getJson(`/api/cms/pages?locale=${locale}`));
    for (const { id } of pages) {
      for (const [, href] of (await page(locale, id)).html.matchAll(/href="([^"]*)"/g)) {
        if (href?.startsWith('/')) links.push(href);
      }
    }
    return [...new Set(links)];
  }

  it.each(LOCALES)('%s: every internal link starts with the market and names a screen, or a destination or theme landing', async (locale) => {
    const market = MARKETS[locale];
    const screens = new Set<string>(Object.values(SCREEN_SEGMENTS).map((segments) => segments[market.language]));
    const links = await linksOf(locale);
    expect(links.length).toBeGreaterThan(30);
    for (const link of links) {
      expect(link.startsWith(`/${market.segment}/`), link).toBe(true);
      const [first = ''] = link.slice(market.segment.length + 2).split(/[/?#]/);
      if (first === '' || screens.has(first)) continue;
      const path = link.slice(market.segment.length + 1).split(/[?#]/)[0] ?? '';
      const landing = await app.inject({ method: 'GET', url: `/api/search-landing?locale=${locale}&path=${encodeURIComponent(path)}` });
      expect(landing.statusCode, `${link} is neither a screen nor a search landing`).toBe(200);
    }
  });

  it("serves every picture the content names, at the size it names (the image route's sizes for each kind of picture)", async () => {
    const urls = new Set<string>();
    const collect = (value: unknown) => JSON.stringify(value, (_key, field: unknown) => {
      if (typeof field === 'string' && field.startsWith('/api/images/')) urls.add(field);
      return field;
    });
    for (const flow of ['booking', 'gifting']) collect(await homepage('nl_BE', flow));
    collect(await shell('nl_BE'));
    collect(await getJson('/api/cms/landings/xmas?locale=nl_BE'));
    collect(await getJson('/api/cms/gift-block?locale=nl_BE'));
    collect(await getJson('/api/cms/weekend-ideas?locale=nl_BE'));
    expect([...urls].some((url) => url.endsWith('/1920_595.webp'))).toBe(true);
    for (const url of urls) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it('gives no gift box link anywhere in Italy', async () => {
    const links = await linksOf('it_IT');
    const boxes = SCREEN_SEGMENTS.boxes.it;
    expect(links.filter((link) => link.includes(`/${boxes}`))).toEqual([]);
  });
});

describe('content version and staff edits', () => {
  const auth = { authorization: `Bearer ${STAFF_TOKEN}` };

  it('answers the content and catalog versions', async () => {
    const versions = contentVersionResponseSchema.parse(await getJson('/api/cms/version'));
    const { rows } = await app.db.selectFrom('catalog_version').select('version').execute().then((r) => ({ rows: r }));
    expect(versions.catalog).toBe(Number(rows[0]?.version));
    expect(versions.content).toBeGreaterThan(0);
  });

  it('changes the announcement of every flow and page group, bumps the version, and shows it on the next read', async () => {
    const before = await homepage('fr_FR', 'gifting');
    const banners = await app.db.selectFrom('announcement_banner').selectAll().where('locale', '=', 'fr_FR').execute();
    const homepages = await app.db.selectFrom('homepage').select(['flow', 'announcement_banner']).where('locale', '=', 'fr_FR').execute();
    const version = await contentVersion();
    try {
      const response = await app.inject({
        method: 'PUT', url: '/api/staff/content/announcement-banner?locale=fr_FR', headers: auth,
        payload: { content: 'Soldes d’hiver : 15 % sur les séjours à la montagne', linkUrl: '/fr-fr/promo/xmas' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = announcementUpdateResponseSchema.parse(response.json());
      expect(answer.updated).toBe(banners.length);
      expect(answer.contentVersion).toBeGreaterThan(version);
      expect(await contentVersion()).toBe(answer.contentVersion);
      const after = await homepage('fr_FR', 'gifting');
      expect(after.announcementBanner).toEqual({ ...before.announcementBanner, content: 'Soldes d’hiver : 15 % sur les séjours à la montagne', link: { url: '/fr-fr/promo/xmas' } });
      const grouped = announcementBannersResponseSchema.parse(await getJson('/api/cms/announcement-banner?locale=fr_FR&flow=booking'));
      expect(grouped.productPages?.content).toBe('Soldes d’hiver : 15 % sur les séjours à la montagne');
      // Another market is untouched.
      expect((await homepage('fr_BE')).announcementBanner?.content).not.toContain('Soldes');
    } finally {
      for (const b of banners) {
        await app.db.updateTable('announcement_banner').set({ content: b.content, link_url: b.link_url })
          .where('locale', '=', b.locale).where('page_group', '=', b.page_group).where('flow', '=', b.flow).execute();
      }
      for (const h of homepages) {
        await app.db.updateTable('homepage').set({ announcement_banner: JSON.stringify(h.announcement_banner) }).where('locale', '=', 'fr_FR').where('flow', '=', h.flow).execute();
      }
    }
  });

  it('stores an edited page sanitised and answers it on the next read', async () => {
    const original = await app.db.selectFrom('static_page').selectAll().where('locale', '=', 'it_IT').where('id', '=', 'careers').executeTakeFirstOrThrow();
    await page('it_IT', 'careers');
    const version = await contentVersion();
    try {
      const response = await app.inject({
        method: 'PUT', url: '/api/staff/content/pages/careers?locale=it_IT', headers: auth,
        payload: { title: 'Lavora con noi: posizioni aperte', html: '<h2>Posizioni</h2><p>Cerchiamo <strong>consulenti</strong>.</p><script>alert(1)</script><a href="javascript:x()">x</a>' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const expectedHtml = '<h2>Posizioni</h2><p>Cerchiamo <strong>consulenti</strong>.</p><a>x</a>';
      expect(staticPageResponseSchema.parse(response.json())).toMatchObject({ title: 'Lavora con noi: posizioni aperte', html: expectedHtml });
      const stored = await app.db.selectFrom('static_page').select('html').where('locale', '=', 'it_IT').where('id', '=', 'careers').executeTakeFirstOrThrow();
      expect(stored.html).toBe(expectedHtml);
      expect(await contentVersion()).toBeGreaterThan(version);
      expect(await page('it_IT', 'careers')).toMatchObject({ title: 'Lavora con noi: posizioni aperte', html: expectedHtml, description: original.description });
    } finally {
      await app.db.updateTable('static_page').set({ title: original.title, html: original.html }).where('locale', '=', 'it_IT').where('id', '=', 'careers').execute();
    }
  });

  it('refuses an edit with a wrong token (401), without a token (as absent, 404), of an unknown page (404), or with a bad field (400)', async () => {
    const payload = { title: 'x', html: '<p>x</p>' };
    const wrong = await app.inject({ method: 'PUT', url: '/api/staff/content/pages/faq?locale=fr_FR', headers: { authorization: 'Bearer not-the-token' }, payload });
    expectProblem(wrong, 401);
    expectProblem(await app.inject({ method: 'PUT', url: '/api/staff/content/pages/faq?locale=fr_FR', payload }), 404);
    expectProblem(await app.inject({ method: 'PUT', url: '/api/staff/content/pages/no-such-page?locale=fr_FR', headers: auth, payload }), 404);
    expectProblem(await app.inject({ method: 'PUT', url: '/api/staff/content/pages/faq?locale=fr_FR', headers: auth, payload: { title: '', html: '<p>x</p>' } }), 400, 'title');
    const external = await app.inject({
      method: 'PUT', url: '/api/staff/content/announcement-banner?locale=fr_FR', headers: auth, payload: { content: 'x', linkUrl: '//evil.example/x' },
    });
    expectProblem(external, 400, 'linkUrl');
    expect((await page('fr_FR', 'faq')).title).not.toBe('x');
  });
});

describe('input validation', () => {
  it('answers 400 naming locale for a missing or unknown locale on every content call', async () => {
    for (const path of ['homepage', 'shell', 'announcement-banner', 'gift-block', 'box-block-serp', 'pages', 'pages/faq', 'weekend-ideas', 'landings/xmas']) {
      expectProblem(await app.inject({ method: 'GET', url: `/api/cms/${path}?locale=en_US` }), 400, 'locale');
      expectProblem(await app.inject({ method: 'GET', url: `/api/cms/${path}` }), 400, 'locale');
    }
  });
});
