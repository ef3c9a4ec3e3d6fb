import { LOCALES, MARKETS, type Locale } from '@escapade/domain';
import type { Insertable } from 'kysely';
import type {
  AnnouncementBannerTable, BoxBlockTable, BoxTable, GiftBlockItem, GiftBlockTable, HomepageBlock, HomepageTable, Localized,
  MinisiteTable, NavLinkTable, PopularDateShortcutTable, StaticPageTable, TargetedBannerTable, WeekendIdeasTable,
} from '../../schema';
import type { GeoDestination } from '../geography/build-geography';
import type { ImagePool } from '../images/generate-images';
import type { Random } from '../random';
import type { ThemeSeed } from '../catalog/themes-and-tags';
import { CONTENT_TEXTS } from './content-texts';

export interface ContentInput {
  rng: Random;
  pool: ImagePool;
  themes: readonly ThemeSeed[];
  themeSlugs: Map<number, Localized>;
  destinationSlugs: Map<number, Localized>;
  /** Countries, regions and places with their hotel counts, biggest first. */
  destinations: ReadonlyArray<{ destination: GeoDestination; hotelCount: number }>;
  boxes: ReadonlyArray<Insertable<BoxTable>>;
  /** Ids of published offers sold in each market (for the top-search-results criteria). */
  offerIdsByLocale: Map<string, number[]>;
}

export interface ContentBuild {
  homepages: Insertable<HomepageTable>[];
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
const PALETTES = [{ background: '#fdf0e6', font: 'dark' as const }, { background: '#1d3557', font: 'light' as const }, { background: '#e9f5db', font: 'dark' as const }];

/** Per-market editorial content: homepage per flow with every block type, navigation, footer parts, pages. */
export function generateContent(input: ContentInput): ContentBuild {
  const { rng, pool } = input;
  const out: ContentBuild = {
    homepages: [], announcementBanners: [], navLinks: [], staticPages: [], minisites: [], targetedBanners: [],
    giftBlocks: [], boxBlocks: [], weekendIdeas: [], shortcuts: [],
  };
  const topThemes = input.themes.filter((t) => t.parentId === null);

  for (const locale of LOCALES) {
    const market = MARKETS[locale];
    const lang = market.language;
    const t = CONTENT_TEXTS[lang];
    const base = `/${market.segment}`;
    const themeUrl = (id: number) => `${base}/${input.themeSlugs.get(id)?.[lang] ?? id}`;
    const destinationUrl = (id: number) => `${base}/${input.destinationSlugs.get(id)?.[lang] ?? id}`;
    const boxesHere = input.boxes.filter((b) => (b.locales as string[]).includes(locale) && b.format === 'digital');
    const soldCountries = input.destinations.filter((d) => d.destination.type === 'country' && d.hotelCount > 0);

    for (const flow of FLOWS) {
      const blocks: HomepageBlock[] = [
        { id: `${locale}-${flow}-jumbotron`, containerId: 'top', type: 'jumbotron', title: t.jumbotron[flow].title, subtitle: t.jumbotron[flow].subtitle, imageId: rng.pick(pool.landscape.sea), searchBox: { flow } },
        { id: `${locale}-${flow}-usp`, containerId: 'main', type: 'mainSellingPoints', title: t.marketing.title, variant: flow === 'gifting' ? 'secondary' : 'primary', items: t.sellingPoints },
        {
          id: `${locale}-${flow}-categories`, containerId: 'main', type: 'categories', title: t.categoriesTitle,
          items: topThemes.map((theme) => ({ themeId: theme.id, label: theme.name[lang], url: themeUrl(theme.id), imageId: rng.pick(pool.landscape.countryside) })),
        },
        {
          id: `${locale}-${flow}-top`, containerId: 'main', type: 'topSearchResults',
          title: t.topResults[flow === 'booking' ? 'stays' : flow === 'gifting' ? 'gifts' : 'activities'],
          // "top search results (type stays, gifts or activities, default count 3)"
          resultType: flow === 'booking' ? 'stays' : flow === 'gifting' ? 'gifts' : 'activities', count: 3,
          criteria: { locale, ...(flow === 'activity' ? { numberOfPackagesPerHotel: 20, page: 0, limit: 3 } : { orderBy: 'priceQuality' }) },
          offerIds: (input.offerIdsByLocale.get(locale) ?? []).slice(0, 3),
        },
        {
          id: `${locale}-${flow}-marketing`, containerId: 'main', type: 'marketingBlock', title: t.marketing.title, subtitle: t.marketing.text,
          colorPalette: rng.pick(PALETTES), imageId: rng.pick(pool.landscape.vineyard), cta: { label: t.marketing.cta, url: `${base}/weekend-ideas`, newTab: false },
        },
        {
          id: `${locale}-${flow}-boxes`, containerId: 'main', type: 'boxes', title: t.boxesTitle, subtitle: t.boxesSubtitle,
          boxCodes: boxesHere.map((b) => b.code),
          cta: market.features.boxes ? { label: t.boxesCta, url: `${base}/box`, newTab: false } : { label: t.boxesCta, url: '/giftcard/customization', newTab: false },
        },
        {
          id: `${locale}-${flow}-banner`, containerId: 'bottom', type: 'banner', title: t.banner.title, subtitle: t.banner.subtitle,
          imageId: rng.pick(pool.banner), campaign: 'extra-10', category: 'promo', cta: { label: t.banner.cta, url: `${base}/promo`, newTab: false },
        },
      ];
      out.homepages.push({
        locale, flow,
        seo: JSON.stringify({ title: `${t.seoTitle} | ${market.segment.toUpperCase()}`, description: t.seoDescription, index: true, follow: true }),
        announcement_banner: JSON.stringify({ content: t.announcement, colorVariation: 'promo', link: { url: `${base}/promo` }, locale, flow }),
        header: JSON.stringify({ title: t.jumbotron[flow].title }),
        promo_bar: JSON.stringify({
          internalCode: `${locale}-promobar`, campaign: 'extra-10', category: 'navigation', flow,
          links: [
            { label: t.promoBar.stays, url: `${base}/?flow=booking`, newTab: false, variation: flow === 'booking' ? 'active' : 'default' },
            { label: t.promoBar.gifts, url: `${base}/?flow=gifting`, newTab: false, variation: flow === 'gifting' ? 'active' : 'default' },
            ...(market.features.activityOnlySearch ? [{ label: t.promoBar.activities, url: `${base}/?flow=activity`, newTab: false, variation: flow === 'activity' ? 'active' : 'default' }] : []),
          ],
        }),
        jumbotron: JSON.stringify({ title: t.jumbotron[flow].title, subtitle: t.jumbotron[flow].subtitle, imageId: rng.pick(pool.landscape.mountain), flow }),
        blocks: JSON.stringify(blocks),
        footer: JSON.stringify(footerFor(locale, base)),
      });
      if (flow !== 'activity') {
        for (const pageGroup of ['homePages', 'searchPages', 'productPages'] as const) {
          out.announcementBanners.push({ locale, page_group: pageGroup, flow, content: t.announcement, color_variation: 'promo', link_url: `${base}/promo` });
        }
        out.targetedBanners.push({
          locale, flow, title: t.targeted.title, subtitle: t.targeted.subtitle, image_id: rng.pick(pool.banner), image_mobile_id: rng.pick(pool.landscape.sea),
          image_position: rng.pick(['center', 'left', 'right'] as const), image_alt: t.targeted.alt,
          ctas: JSON.stringify([{ label: t.targeted.cta, url: `${base}/?flow=gifting`, newTab: false }]), url: `${base}/?flow=gifting`, new_tab: false,
          category: 'gift', campaign: 'gift-always-on',
        });
      }
    }

    // Navigation: Inspirations → destinations / themes / gifts → countries, themes → regions (four levels).
    const nav = (id: string, parent: string | null, depth: number, position: number, label: string, uri: string | null, extra: Partial<Insertable<NavLinkTable>> = {}) =>
      out.navLinks.push({ id: `${locale}:${id}`, locale, parent_id: parent ? `${locale}:${parent}` : null, depth, position, label, uri, location: null, variant: null, count: null, ...extra });
    nav('inspirations', null, 1, 1, t.nav.inspirations, null);
    nav('destinations', 'inspirations', 2, 1, t.nav.destinations, null);
    soldCountries.forEach((c, i) => {
      const cid = `country-${c.destination.id}`;
      nav(cid, 'destinations', 3, i + 1, c.destination.names[lang], destinationUrl(c.destination.id), { count: c.hotelCount, location: String(c.destination.id) });
      input.destinations
        .filter((d) => d.destination.type === 'region' && d.destination.countryId === c.destination.id && d.hotelCount > 0)
        .slice(0, 16)
        .forEach((r, j) => nav(`region-${r.destination.id}`, cid, 4, j + 1, r.destination.names[lang], destinationUrl(r.destination.id), { count: r.hotelCount, location: String(r.destination.id) }));
    });
    nav('themes', 'inspirations', 2, 2, t.nav.ourThemes, null);
    topThemes.forEach((theme, i) => nav(`theme-${theme.id}`, 'themes', 3, i + 1, theme.name[lang], themeUrl(theme.id), i === 0 ? { variant: 'highlight' } : {}));
    nav('gifts', 'inspirations', 2, 3, t.nav.gifts, null);
    nav('gift-stay', 'gifts', 3, 1, t.nav.giftStay, `${base}/?flow=gifting`);
    if (market.features.boxes) nav('gift-box', 'gifts', 3, 2, t.nav.giftBox, `${base}/box`);
    if (market.features.giftcardBlocks) nav('gift-card', 'gifts', 3, 3, t.nav.giftCard, '/giftcard/customization');
    if (market.features.activityOnlySearch) nav('activities', null, 1, 2, t.nav.activities, `${base}/?flow=activity`, { variant: 'highlight' });

    for (const [id, page] of Object.entries(t.pages)) {
      out.staticPages.push({ locale, id, title: page.title, html: `<h1>${page.title}</h1>\n<p>${page.body}</p>` });
    }

    const giftItems: GiftBlockItem[] = [{
      title: t.giftBlock.stayTitle, subtitle: t.giftBlock.staySubtitle, imageS: rng.pick(pool.landscape.lake), imageL: rng.pick(pool.landscape.lake),
      boxURL: market.features.boxes ? `${base}/box` : null, singleVoucherURL: `${base}/?flow=gifting`,
      giftcardURL: market.features.giftcardBlocks ? '/giftcard/customization' : null, activityOnlyURL: `${base}/?flow=activity`,
      campaign: 'gift-always-on', category: 'gift',
    }];
    out.giftBlocks.push({ locale, items: JSON.stringify(giftItems) });
    out.boxBlocks.push({
      locale,
      block: JSON.stringify({
        id: `${locale}-box-block`, containerId: 'serp', title: t.boxesTitle, subtitle: t.boxesSubtitle, colorPalette: PALETTES[0],
        cta: { label: t.boxesCta, url: market.features.boxes ? `${base}/box` : '/giftcard/customization', newTab: false },
        boxes: boxesHere.map((b, i) => ({
          id: b.code, sku: b.code, handle: b.family_code.toLowerCase(), title: (JSON.parse(b.title as string) as Localized)[lang],
          image: b.main_image_id, includedContent: (JSON.parse(b.included_content as string) as Localized)[lang], rating: 4.5,
          price: b.ref_cents, promoPrice: b.sell_cents, discount: b.ref_cents > b.sell_cents ? Math.floor(100 * (1 - b.sell_cents / b.ref_cents)) : 0,
          url: `${base}/box/${b.code}`, position: i + 1, campaign: 'boxes',
        })),
      }),
    });

    const regions = input.destinations.filter((d) => d.destination.type === 'region' && d.hotelCount > 0 && soldCountries.some((c) => c.destination.id === d.destination.countryId)).slice(0, 12);
    out.weekendIdeas.push({
      locale, title: t.ideas.title, intro: t.ideas.intro,
      sections: JSON.stringify([
        { title: t.ideas.byTheme, cards: topThemes.map((theme) => ({ title: `${t.ideas.weekend} · ${theme.name[lang]}`, url: themeUrl(theme.id), imageId: rng.pick(pool.landscape.countryside) })) },
        { title: t.ideas.byRegion, cards: regions.map((r) => ({ title: r.destination.names[lang], url: destinationUrl(r.destination.id), imageId: rng.pick(pool.landscape.city) })) },
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

function footerFor(locale: Locale, base: string): Record<string, unknown> {
  const market = MARKETS[locale];
  const t = CONTENT_TEXTS[market.language].footer;
  return {
    contact: { title: t.contactTitle, hours: t.contactHours, helpHours: t.helpHours, button: { label: t.contactButton, url: `${base}/contact` }, faq: { label: t.faq, url: `${base}/faq` }, phone: market.phone },
    newsletter: { title: t.newsletterTitle, text: t.newsletterText },
    paymentMethods: ['visa', 'mastercard', 'amex', 'paypal', 'applepay', 'googlepay'],
    securedPayment: t.securePayment, instalments: market.features.payLaterTest || market.features.payPalPayLater ? t.instalments : null,
    helpLinks: [
      { label: t.faq, url: `${base}/faq` },
      { label: t.hotelPartner, url: `${base}/content/hotel-partner` },
      ...(market.features.allGiftBoxesLink ? [{ label: t.allBoxes, url: `${base}/box` }] : []),
    ],
    pressRoom: market.features.pressRoomLink ? { label: t.pressRoom, url: `${base}/content/press` } : null,
    workWithUs: { label: t.workWithUs, url: `${base}/content/careers` },
    legalLinks: [
      { label: t.salesConditions, url: `${base}/content/sales-conditions` },
      { label: t.conditionsOfUse, url: `${base}/content/conditions-of-use` },
      { label: t.dataProtection, url: `${base}/content/data-protection` },
      { label: t.cookies, url: `${base}/content/cookies` },
    ],
    cookiePreferences: t.cookiePreferences,
    countrySwitcher: LOCALES.map((l) => ({ locale: l, url: `/${MARKETS[l].segment}/` })),
    legal: t.legalText,
    rating: { value: 4.5, count: 4146, text: t.ratingText },
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
