import { LOCALES, MARKETS, type Locale } from '@escapade/domain';
import { isListedBoxCode } from '@escapade/domain/gift';
import { FOOTER_RATING, PROMO_CAMPAIGN_PAGES, TOP_SEARCH_RESULTS_DEFAULT_COUNT } from '@escapade/domain/site-shell';
import type { Insertable } from 'kysely';
import type {
  AnnouncementBannerTable, BoxBlockTable, BoxTable, ColorPalette, ContentCta, GiftBlockItem, GiftBlockTable, HomepageBlock, HomepageTable,
  JumbotronBlock, LandingPageTable, Localized, MinisiteTable, NavLinkTable, PopularDateShortcutTable, StaticPageTable, StoredFooter,
  TargetedBannerTable, WeekendIdeasTable,
} from '../../schema';
import type { GeoDestination } from '../geography/build-geography';
import type { ImagePool } from '../images/generate-images';
import type { Random } from '../random';
import type { ThemeSeed } from '../catalog/themes-and-tags';
import { CONTENT_TEXTS, type ContentTexts } from './content-texts';
import { CAMPAIGN_FLOW, LANDING_TEXTS } from './landing-texts';
import { staticPagesFor } from './pages';
import { currentPromoCampaign, sitePaths, type PromoCampaign, type SitePaths } from './site-paths';

export interface ContentInput {
  rng: Random;
  pool: ImagePool;
  themes: readonly ThemeSeed[];
  themeSlugs: Map<number, Localized>;
  destinationSlugs: Map<number, Localized>;
  /** Countries, regions and places with their hotel counts, biggest first. */
  destinations: ReadonlyArray<{ destination: GeoDestination; hotelCount: number }>;
  boxes: ReadonlyArray<Insertable<BoxTable>>;
  /** The seed's anchor day (yyyy-MM-dd): it picks the promo campaign of the moment. */
  anchor: string;
}

export interface ContentBuild {
  homepages: Insertable<HomepageTable>[];
  landingPages: Insertable<LandingPageTable>[];
  announcementBanners: Insertable<AnnouncementBannerTable>[];
  navLinks: Insertable<NavLinkTable>[];
  staticPages: Insertable<StaticPageTable>[];
  minisites: Insertable<MinisiteTable>[];
  targetedBanners: Insertable<TargetedBannerTable>[];
  giftBlocks: Insertable<GiftBlockTable>[];
  boxBlocks: Insertable<BoxBlockTable>[];
  weekendIdeas: Insertable<WeekendIdeasTable>[];
  shortcuts: Insertable<PopularDateShortcutTable>[];
}

const FLOWS = ['booking', 'gifting', 'activity'] as const;
type ContentFlow = (typeof FLOWS)[number];
const PALETTES: readonly ColorPalette[] = [{ background: '#fdf0e6', font: 'dark' }, { background: '#1d3557', font: 'light' }, { background: '#e9f5db', font: 'dark' }];
const RESULT_TYPE = { booking: 'stays', gifting: 'gifts', activity: 'activities' } as const;

const cta = (label: string, url: string): ContentCta => ({ label, url, newTab: false });

/** What one market's content is built from. */
interface MarketContent {
  locale: Locale;
  t: ContentTexts;
  paths: SitePaths;
  campaign: PromoCampaign;
  themeUrl(id: number): string;
  destinationUrl(id: number): string;
  /** The digital gift boxes sold in the market (none where boxes are off). */
  boxCodes: string[];
}

/**
 * Per-market editorial content: the homepage of each flow with every block type, the promo
 * campaign landings, the navigation, the footer, banners, gift and box blocks, static pages,
 * weekend ideas and minisites. Every link is a real path of the site in single-host form.
 */
export function generateContent(input: ContentInput): ContentBuild {
  const { rng, pool } = input;
  const out: ContentBuild = {
    homepages: [], landingPages: [], announcementBanners: [], navLinks: [], staticPages: [], minisites: [], targetedBanners: [],
    giftBlocks: [], boxBlocks: [], weekendIdeas: [], shortcuts: [],
  };
  const topThemes = input.themes.filter((t) => t.parentId === null);
  const campaign = currentPromoCampaign(input.anchor);

  for (const locale of LOCALES) {
    const market = MARKETS[locale];
    const lang = market.language;
    const t = CONTENT_TEXTS[lang];
    const paths = sitePaths(locale);
    const ctx: MarketContent = {
      locale, t, paths, campaign,
      themeUrl: (id) => `/${market.segment}/${input.themeSlugs.get(id)?.[lang] ?? id}`,
      destinationUrl: (id) => `/${market.segment}/${input.destinationSlugs.get(id)?.[lang] ?? id}`,
      boxCodes: market.features.boxes
        ? input.boxes.filter((b) => (b.locales as string[]).includes(locale) && isListedBoxCode(b.code)).map((b) => b.code)
        : [],
    };
    const soldCountries = input.destinations.filter((d) => d.destination.type === 'country' && d.hotelCount > 0);

    for (const flow of FLOWS) {
      const hero = jumbotron(`${locale}-${flow}-jumbotron`, t.jumbotron[flow].title, t.jumbotron[flow].subtitle, rng.pick(pool.landscape.sea), flow);
      const blocks: HomepageBlock[] = [
        { ...base(`${locale}-${flow}-usp`, 'main', t.sellingPointsTitle), type: 'mainSellingPoints', variant: flow === 'gifting' ? 'secondary' : 'primary', items: t.sellingPoints },
        {
          ...base(`${locale}-${flow}-categories`, 'main', t.categoriesTitle), type: 'categories',
          items: topThemes.map((theme) => ({ themeId: theme.id, label: theme.name[lang], url: ctx.themeUrl(theme.id), imageId: rng.pick(pool.landscape.countryside) })),
        },
        topSearchResults(ctx, `${locale}-${flow}-top`, RESULT_TYPE[flow], t.topResults[RESULT_TYPE[flow]]),
        {
          ...base(`${locale}-${flow}-marketing`, 'main', t.marketing.title, t.marketing.text), type: 'marketingBlock',
          colorPalette: rng.pick(PALETTES), imageId: rng.pick(pool.landscape.vineyard), cta: cta(t.marketing.cta, paths.weekendIdeas),
        },
        boxesBlock(ctx, `${locale}-${flow}-boxes`),
        {
          ...base(`${locale}-${flow}-banner`, 'bottom', t.banner.title, t.banner.subtitle, { campaign, category: 'promo' }), type: 'banner',
          imageId: rng.pick(pool.banner), cta: cta(t.banner.cta, paths.promo(campaign)),
        },
      ];
      out.homepages.push({
        locale, flow,
        seo: JSON.stringify({ title: `${t.seoTitle} | Escapade`, description: t.seoDescription, index: true, follow: true }),
        announcement_banner: JSON.stringify({ content: t.announcement, colorVariation: 'promo', link: { url: paths.promo(campaign) }, locale, flow }),
        header: JSON.stringify({ title: t.jumbotron[flow].title }),
        promo_bar: JSON.stringify({
          internalCode: `${locale}-promobar`, campaign, category: 'navigation', flow,
          links: [
            { ...cta(t.promoBar.stays, paths.homeFlow('booking')), variation: flow === 'booking' ? 'active' : 'default' },
            { ...cta(t.promoBar.gifts, paths.homeFlow('gifting')), variation: flow === 'gifting' ? 'active' : 'default' },
            ...(market.features.activityOnlySearch ? [{ ...cta(t.promoBar.activities, paths.homeFlow('activity')), variation: flow === 'activity' ? 'active' : 'default' }] : []),
          ],
        }),
        jumbotron: JSON.stringify(hero),
        blocks: JSON.stringify(blocks),
        footer: JSON.stringify(footerFor(locale, paths)),
      });
      // "Announcement default promo: 10% extra on selected packages (all six locales)", on every page group of every flow.
      for (const pageGroup of ['homePages', 'searchPages', 'productPages'] as const) {
        out.announcementBanners.push({ locale, page_group: pageGroup, flow, content: t.announcement, color_variation: 'promo', link_url: paths.promo(campaign) });
      }
      if (flow !== 'activity') {
        const texts = flow === 'gifting' ? t.targeted : t.targetedBooking;
        const url = flow === 'gifting' ? paths.homeFlow('gifting') : paths.weekendIdeas;
        out.targetedBanners.push({
          locale, flow, title: texts.title, subtitle: texts.subtitle, image_id: rng.pick(pool.banner), image_mobile_id: rng.pick(pool.landscape.sea),
          image_position: rng.pick(['center', 'left', 'right'] as const), image_alt: texts.alt,
          ctas: JSON.stringify([cta(texts.cta, url)]), url, new_tab: false,
          category: flow === 'gifting' ? 'gift' : 'inspiration', campaign: flow === 'gifting' ? 'gift-always-on' : 'weekend-ideas',
        });
      }
    }

    for (const slug of PROMO_CAMPAIGN_PAGES) out.landingPages.push(landingPage(ctx, slug, rng, pool));

    // Navigation: Inspirations → destinations / themes / gifts / weekend ideas → countries, themes, gift kinds → regions (four levels).
    const nav = (id: string, parent: string | null, depth: number, position: number, label: string, uri: string | null, extra: Partial<Insertable<NavLinkTable>> = {}) =>
      out.navLinks.push({ id: `${locale}:${id}`, locale, parent_id: parent ? `${locale}:${parent}` : null, depth, position, label, uri, location: null, variant: null, count: null, ...extra });
    nav('inspirations', null, 1, 1, t.nav.inspirations, null);
    nav('destinations', 'inspirations', 2, 1, t.nav.destinations, null);
    soldCountries.forEach((c, i) => {
      const cid = `country-${c.destination.id}`;
      nav(cid, 'destinations', 3, i + 1, c.destination.names[lang], ctx.destinationUrl(c.destination.id), { count: c.hotelCount, location: String(c.destination.id) });
      input.destinations
        .filter((d) => d.destination.type === 'region' && d.destination.countryId === c.destination.id && d.hotelCount > 0)
        .slice(0, 16)
        .forEach((r, j) => nav(`region-${r.destination.id}`, cid, 4, j + 1, r.destination.names[lang], ctx.destinationUrl(r.destination.id), { count: r.hotelCount, location: String(r.destination.id) }));
    });
    nav('themes', 'inspirations', 2, 2, t.nav.ourThemes, null);
    topThemes.forEach((theme, i) => nav(`theme-${theme.id}`, 'themes', 3, i + 1, theme.name[lang], ctx.themeUrl(theme.id), i === 0 ? { variant: 'highlight' } : {}));
    nav('gifts', 'inspirations', 2, 3, t.nav.gifts, null);
    nav('gift-stay', 'gifts', 3, 1, t.nav.giftStay, paths.homeFlow('gifting'));
    if (paths.boxes) nav('gift-box', 'gifts', 3, 2, t.nav.giftBox, paths.boxes);
    if (market.features.giftcardBlocks) nav('gift-card', 'gifts', 3, 3, t.nav.giftCard, paths.giftcard);
    nav('weekend-ideas', 'inspirations', 2, 4, t.nav.weekendIdeas, paths.weekendIdeas);
    if (market.features.activityOnlySearch) nav('activities', null, 1, 2, t.nav.activities, paths.activitySearch, { variant: 'highlight' });

    for (const page of staticPagesFor(locale)) {
      out.staticPages.push({ locale, id: page.id, title: page.title, description: page.description, html: page.html });
    }

    const giftItems: GiftBlockItem[] = [{
      title: t.giftBlock.stayTitle, subtitle: t.giftBlock.staySubtitle, imageS: rng.pick(pool.landscape.lake), imageL: rng.pick(pool.landscape.lake),
      boxURL: paths.boxes, singleVoucherURL: paths.search('gifting'),
      giftcardURL: market.features.giftcardBlocks ? paths.giftcard : null, activityOnlyURL: paths.activitySearch,
      campaign: 'gift-always-on', category: 'gift',
    }];
    out.giftBlocks.push({ locale, items: JSON.stringify(giftItems) });
    out.boxBlocks.push({
      locale,
      block: JSON.stringify({
        id: `${locale}-box-block`, containerId: 'serp', title: t.boxesTitle, subtitle: t.boxesSubtitle, colorPalette: PALETTES[0],
        cta: boxesCta(ctx), campaign: 'boxes', boxCodes: ctx.boxCodes,
      }),
    });

    const regions = input.destinations.filter((d) => d.destination.type === 'region' && d.hotelCount > 0 && soldCountries.some((c) => c.destination.id === d.destination.countryId)).slice(0, 12);
    out.weekendIdeas.push({
      locale, title: t.ideas.title, intro: t.ideas.intro,
      sections: JSON.stringify([
        { title: t.ideas.byTheme, cards: topThemes.map((theme) => ({ title: `${t.ideas.weekend} · ${theme.name[lang]}`, url: ctx.themeUrl(theme.id), imageId: rng.pick(pool.landscape.countryside) })) },
        { title: t.ideas.byRegion, cards: regions.map((r) => ({ title: r.destination.names[lang], url: ctx.destinationUrl(r.destination.id), imageId: rng.pick(pool.landscape.city) })) },
      ]),
      region_ids: regions.map((r) => r.destination.id),
    });

    // "Popular date shortcuts: current weekend, next weekend, campaign dates in 2024 (May 1-5,
    // 8-12, 17-19 by locale); active only in es_ES, fr_FR, fr_BE, nl_BE".
    if (market.features.popularDateShortcuts) {
      const campaigns: Array<[string, string]> = locale === 'es_ES' ? [['2024-05-01', '2024-05-05']] : [['2024-05-08', '2024-05-12'], ['2024-05-17', '2024-05-19']];
      const rows: Insertable<PopularDateShortcutTable>[] = [
        { locale, position: 1, kind: 'current_weekend', title: t.shortcuts.current, subtitle: null },
        { locale, position: 2, kind: 'next_weekend', title: t.shortcuts.next, subtitle: null },
        ...campaigns.map(([start, end], i): Insertable<PopularDateShortcutTable> => ({ locale, position: 3 + i, kind: 'campaign', title: t.shortcuts.campaign, subtitle: `${start.slice(8)}–${end.slice(8)}/05`, start_date: start, end_date: end })),
      ];
      out.shortcuts.push(...rows);
    }
  }

  out.minisites.push(...minisites(input));
  return out;
}

function base(id: string, containerId: string, title: string, subtitle: string | null = null, extra: { campaign?: string; category?: string } = {}) {
  return { id, containerId, title, subtitle, campaign: extra.campaign ?? null, category: extra.category ?? null };
}

function jumbotron(id: string, title: string, subtitle: string, imageId: string, flow: ContentFlow, campaign: string | null = null): JumbotronBlock {
  return { ...base(id, 'top', title, subtitle), campaign, type: 'jumbotron', imageId, flow };
}

/** "top search results (type stays, gifts or activities, default count 3)", its 'See all' to the search the cards come from. */
function topSearchResults(ctx: MarketContent, id: string, resultType: 'stays' | 'gifts' | 'activities', title: string): HomepageBlock {
  const url = resultType === 'activities' ? ctx.paths.activitySearch : ctx.paths.search(resultType === 'gifts' ? 'gifting' : 'booking');
  return { ...base(id, 'main', title), type: 'topSearchResults', resultType, count: TOP_SEARCH_RESULTS_DEFAULT_COUNT, cta: cta(ctx.t.topResultsCta[resultType], url) };
}

/** The gift box list where boxes are sold; elsewhere (Italy) the gift card, whose block replaces it. */
function boxesCta(ctx: MarketContent): ContentCta {
  return ctx.paths.boxes ? cta(ctx.t.boxesCta, ctx.paths.boxes) : cta(ctx.t.boxesCta, ctx.paths.giftcard);
}

function boxesBlock(ctx: MarketContent, id: string): HomepageBlock {
  return { ...base(id, 'main', ctx.t.boxesTitle, ctx.t.boxesSubtitle, { campaign: 'boxes', category: 'gift' }), type: 'boxes', cta: boxesCta(ctx), boxCodes: ctx.boxCodes };
}

/** A promo campaign landing: a top bar, the jumbotron, then blocks of the homepage's kinds. */
function landingPage(ctx: MarketContent, slug: PromoCampaign, rng: Random, pool: ImagePool): Insertable<LandingPageTable> {
  const texts = LANDING_TEXTS[MARKETS[ctx.locale].language][slug];
  const flow = CAMPAIGN_FLOW[slug];
  const resultType = flow === 'gifting' ? 'gifts' : 'stays';
  const id = (part: string) => `${ctx.locale}-${slug}-${part}`;
  const searchUrl = ctx.paths.search(flow);
  const blocks: HomepageBlock[] = [
    topSearchResults(ctx, id('top'), resultType, texts.resultsTitle),
    {
      ...base(id('usp'), 'main', ctx.t.sellingPointsTitle), type: 'mainSellingPoints', variant: 'secondary',
      // Two points that fit the campaign: the gift's validity and the help for gifts, the price and the free change for stays.
      items: ctx.t.sellingPoints.filter((point) => (flow === 'gifting' ? ['gift', 'support'] : ['price', 'calendar']).includes(point.icon)),
    },
    {
      ...base(id('marketing'), 'main', texts.marketingTitle, texts.marketingText, { campaign: slug }), type: 'marketingBlock',
      colorPalette: rng.pick(PALETTES), imageId: rng.pick(pool.landscape.vineyard),
      cta: cta(texts.marketingCta, slug === 'spring' ? ctx.paths.weekendIdeas : searchUrl),
    },
    ...(flow === 'gifting' ? [boxesBlock(ctx, id('boxes'))] : []),
    {
      ...base(id('banner'), 'bottom', texts.bannerTitle, texts.bannerSubtitle, { campaign: slug, category: 'promo' }), type: 'banner',
      imageId: rng.pick(pool.banner), cta: cta(texts.bannerCta, slug === 'black-friday' ? ctx.paths.homeFlow('gifting') : searchUrl),
    },
  ];
  return {
    locale: ctx.locale,
    slug,
    seo: JSON.stringify({ title: `${texts.seoTitle} | Escapade`, description: texts.seoDescription, index: true, follow: true }),
    top_bar: JSON.stringify({ text: texts.topBar, cta: cta(texts.topBarCta, searchUrl), colorPalette: PALETTES[1] }),
    jumbotron: JSON.stringify(jumbotron(id('jumbotron'), texts.title, texts.subtitle, rng.pick(pool.landscape.sea), flow, slug)),
    blocks: JSON.stringify(blocks),
  };
}

function footerFor(locale: Locale, paths: SitePaths): StoredFooter {
  const market = MARKETS[locale];
  const t = CONTENT_TEXTS[market.language].footer;
  return {
    contact: { title: t.contactTitle, hours: t.contactHours, helpHours: t.helpHours, button: cta(t.contactButton, paths.contact), faq: cta(t.faq, paths.page('faq')), phone: market.phone },
    newsletter: { title: t.newsletterTitle, text: t.newsletterText },
    paymentMethods: ['visa', 'mastercard', 'amex', 'paypal', 'applepay', 'googlepay'],
    securedPayment: t.securePayment, instalments: market.features.payLaterTest || market.features.payPalPayLater ? t.instalments : null,
    helpLinks: [
      cta(t.faq, paths.page('faq')),
      cta(t.hotelPartner, paths.page('hotel-partner')),
      // "all gift boxes except Italy"
      ...(market.features.allGiftBoxesLink && paths.boxes ? [cta(t.allBoxes, paths.boxes)] : []),
    ],
    pressRoom: market.features.pressRoomLink ? cta(t.pressRoom, paths.page('press')) : null,
    workWithUs: cta(t.workWithUs, paths.page('careers')),
    legalLinks: [
      cta(t.salesConditions, paths.page('sales-conditions')),
      cta(t.conditionsOfUse, paths.page('conditions-of-use')),
      cta(t.dataProtection, paths.page('data-protection')),
      cta(t.cookies, paths.page('cookies')),
    ],
    cookiePreferences: t.cookiePreferences,
    countrySwitcher: LOCALES.map((l) => ({ locale: l, url: sitePaths(l).home })),
    legal: t.legalText,
    // "Rating 4.5/5 from 4146 reviews."
    rating: { value: FOOTER_RATING.score, outOf: FOOTER_RATING.outOf, count: FOOTER_RATING.reviews, text: t.ratingText },
  };
}

/** "Five records: an insurer, two women's magazines, a general magazine, a daily newspaper." */
function minisites(input: ContentInput): Insertable<MinisiteTable>[] {
  const { pool } = input;
  const footer = (locale: Locale, price: number, date: string) =>
    CONTENT_TEXTS[MARKETS[locale].language].minisiteFooter.replace('{price}', String(price)).replace('{date}', date);
  const banner = (i: number) => pool.banner[i % pool.banner.length] as string;
  return [
    { id: 1, url: 'mutuelle-horizon', partner_name: 'Mutuelle Horizon', locale: 'fr_FR', banner_desktop_image_id: banner(0), banner_mobile_image_id: banner(1), logo_image_id: pool.logo[0] ?? null, footer: footer('fr_FR', 75, '31/12/2024') + ' Agence de voyages immatriculée IM075100000, SAS au capital de 1 000 000 €.' },
    { id: 2, url: 'madame-escapades', partner_name: 'Madame Escapades', locale: 'fr_FR', banner_desktop_image_id: banner(1), banner_mobile_image_id: banner(0), logo_image_id: pool.logo[1] ?? null, footer: footer('fr_FR', 108, '30/06/2025') },
    { id: 3, url: 'vrouw-en-vrije-tijd', partner_name: 'Vrouw & Vrije Tijd', locale: 'nl_BE', banner_desktop_image_id: banner(0), banner_mobile_image_id: banner(1), logo_image_id: pool.logo[2] ?? null, footer: footer('nl_BE', 108, '31/03/2025') },
    { id: 4, url: 'le-magazine-du-weekend', partner_name: null, locale: 'fr_BE', banner_desktop_image_id: banner(1), banner_mobile_image_id: banner(0), logo_image_id: pool.logo[3] ?? null, footer: footer('fr_BE', 75, '15/12/2024') },
    { id: 5, url: 'de-dagkrant', partner_name: 'De Dagkrant', locale: 'nl_BE', banner_desktop_image_id: banner(0), banner_mobile_image_id: banner(1), logo_image_id: null, footer: null },
  ];
}
