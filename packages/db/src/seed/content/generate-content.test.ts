import { LOCALES, MARKETS } from '@escapade/domain/markets';
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';
import { PROMO_CAMPAIGN_PAGES } from '@escapade/domain/site-shell';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../catalog/themes-and-tags';
import { localizedSlug } from '../geography/assign-slugs';
import { planImagePool } from '../images/generate-images';
import { Random } from '../random';
import { generateContent } from './generate-content';
import { staticPagesFor } from './pages';
import { currentPromoCampaign, sitePaths } from './site-paths';

const { pool } = planImagePool(1);
const build = () => generateContent({
  rng: new Random(7, 8), pool, themes: THEMES, themeSlugs: new Map(THEMES.map((t) => [t.id, localizedSlug(t.name)])),
  destinationSlugs: new Map(), destinations: [], boxes: [], anchor: '2026-11-28',
});

describe('site paths of the seeded content', () => {
  it("use the dispatcher's screen segments of the market's language", () => {
    const fr = sitePaths('fr_FR');
    expect(fr.boxes).toBe(`/fr-fr/${SCREEN_SEGMENTS.boxes.fr}`);
    expect(fr.page('faq')).toBe('/fr-fr/infos/faq');
    expect(fr.promo('black-friday')).toBe('/fr-fr/promo/black-friday');
    expect(fr.giftcard).toBe('/fr-fr/giftcard/customization');
    expect(sitePaths('nl_BE').weekendIdeas).toBe(`/nl-be/${SCREEN_SEGMENTS.weekendIdeas.nl}`);
    // No gift box list where the boxes toggle is off.
    expect(sitePaths('it_IT').boxes).toBeNull();
  });

  it('point the announcement to the campaign to come', () => {
    expect(currentPromoCampaign('2026-01-20')).toBe('valentines');
    expect(currentPromoCampaign('2026-02-14')).toBe('valentines');
    expect(currentPromoCampaign('2026-02-15')).toBe('spring');
    expect(currentPromoCampaign('2026-05-31')).toBe('spring');
    expect(currentPromoCampaign('2026-06-01')).toBe('black-friday');
    expect(currentPromoCampaign('2026-11-28')).toBe('black-friday');
    expect(currentPromoCampaign('2026-12-01')).toBe('xmas');
  });
});

describe('static pages', () => {
  it.each(LOCALES)('%s: nine written pages, each with headings, paragraphs and a list, linking within the market', (locale) => {
    const market = MARKETS[locale];
    const pages = staticPagesFor(locale);
    expect(pages.map((p) => p.id)).toEqual(['faq', 'sales-conditions', 'conditions-of-use', 'data-protection', 'cookies', 'about-us', 'hotel-partner', 'press', 'careers']);
    for (const page of pages) {
      expect(page.title, page.id).not.toBe('');
      expect(page.description.length, page.id).toBeGreaterThan(40);
      expect(page.html, page.id).not.toMatch(/<h1|lorem/i);
      expect(page.html.match(/<h2>/g)?.length ?? 0, page.id).toBeGreaterThanOrEqual(2);
      expect(page.html.match(/<p>/g)?.length ?? 0, page.id).toBeGreaterThanOrEqual(2);
      expect(page.html, page.id).toMatch(/<(ul|ol)>/);
      for (const [, href = ''] of page.html.matchAll(/href="([^"]*)"/g)) {
        expect(href.startsWith(`/${market.segment}/`) || /^(mailto|tel):/.test(href), `${page.id}: ${href}`).toBe(true);
      }
    }
    const byId = new Map(pages.map((p) => [p.id, p]));
    expect(byId.get('sales-conditions')?.html).toContain('(UE) 2015/2302'.replace('UE', market.language === 'nl' ? 'EU' : 'UE'));
    expect(byId.get('faq')?.html.match(/<h3[\s>]/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
    // The contact page's popular questions link to these answers of the FAQ.
    for (const anchor of ['booking-change', 'gift-validity', 'payment-methods', 'cancellation', 'voucher-use']) {
      expect(byId.get('faq')?.html).toContain(` id="${anchor}">`);
    }
    expect(byId.get('cookies')?.html).toMatch(/consent[\s\S]*escapade_visitor[\s\S]*escapade_newsletter/);
    expect(byId.get('faq')?.html).toContain(`tel:${market.phone.replace(/[^+\d]/g, '')}`);
  });

  it('never links a gift box list in Italy, where none is sold', () => {
    for (const page of staticPagesFor('it_IT')) expect(page.html).not.toContain(SCREEN_SEGMENTS.boxes.it);
  });
});

describe('generateContent', () => {
  it('builds a homepage per market and flow, a landing per market and campaign, and every page', () => {
    const content = build();
    expect(content.homepages).toHaveLength(LOCALES.length * 3);
    expect(content.landingPages.map((l) => `${l.locale}/${l.slug}`).sort()).toEqual(
      LOCALES.flatMap((locale) => PROMO_CAMPAIGN_PAGES.map((slug) => `${locale}/${slug}`)).sort(),
    );
    expect(content.staticPages).toHaveLength(LOCALES.length * 9);
    expect(content.announcementBanners).toHaveLength(LOCALES.length * 3 * 3);
  });

  it('writes no path that the site does not serve', () => {
    const text = JSON.stringify(build());
    for (const dead of ['/box"', '/box/', '/weekend-ideas', '/promo"', '/faq"', '/content/', '"/giftcard/customization"']) expect(text).not.toContain(dead);
  });

  it('is a pure function of the seed number', () => {
    expect(JSON.stringify(build())).toBe(JSON.stringify(build()));
  });
});
