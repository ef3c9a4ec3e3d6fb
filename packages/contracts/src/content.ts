/**
 * The editorial content of the site shell and the content pages: the homepage of each market and
 * flow, the promo campaign landings, the navigation, the footer, the banners, the gift and box
 * blocks, the static pages, the weekend ideas page and the partner minisites. `GET /api/cms/*`.
 *
 * Links in content are site paths (`/fr-fr/idees-week-end`, `/giftcard/customization`), never
 * absolute URLs to another host. Images are the API image route's URLs (`/api/images/{id}/{size}.webp`).
 * Static page HTML is sanitised by the API before it is answered: no script, style, event handler or
 * `javascript:` URL can come through.
 */
import { PROMO_CAMPAIGN_PAGES } from '@escapade/domain/site-shell';
import { z } from 'zod';
import { safeString } from './input';
import { localeSchema } from './query';

/** The flows that have a homepage of their own; any other flow falls back to the booking flow. */
export const CONTENT_FLOWS = ['booking', 'gifting', 'activity'] as const;
export type ContentFlow = (typeof CONTENT_FLOWS)[number];
export const contentFlowSchema = z.enum(CONTENT_FLOWS);

/** A call to action: "cta (label, link url, newTab)". */
export const contentLinkSchema = z.object({ label: z.string(), url: z.string(), newTab: z.boolean() }).meta({ id: 'ContentLink' });
export type ContentLink = z.infer<typeof contentLinkSchema>;

/** "colorPalette (background, font light or dark)". */
export const colorPaletteSchema = z.object({ background: z.string(), font: z.enum(['light', 'dark']) }).meta({ id: 'ColorPalette' });
export type ColorPalette = z.infer<typeof colorPaletteSchema>;

/** A wide image in the sizes a banner or jumbotron draws (desktop 1920×595, mobile 750×360, card 640×360). */
export const wideImageSchema = z.object({ '640_360': z.string(), '750_360': z.string(), '1920_595': z.string() }).meta({ id: 'WideImage' });
export type WideImage = z.infer<typeof wideImageSchema>;

const blockBase = {
  id: z.string(),
  containerId: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  campaign: z.string().nullable(),
  category: z.string().nullable(),
};

export const jumbotronBlockSchema = z.object({
  ...blockBase,
  type: z.literal('jumbotron'),
  image: wideImageSchema,
  /** The flow the search box of the jumbotron searches in. */
  flow: contentFlowSchema,
});

/** "main selling points (secondary variant has 2 columns)". */
export const mainSellingPointsBlockSchema = z.object({
  ...blockBase,
  type: z.literal('mainSellingPoints'),
  variant: z.enum(['primary', 'secondary']),
  items: z.array(z.object({ icon: z.enum(['price', 'calendar', 'gift', 'support']), title: z.string(), text: z.string() })),
});

export const marketingBlockSchema = z.object({
  ...blockBase,
  type: z.literal('marketingBlock'),
  colorPalette: colorPaletteSchema,
  image: wideImageSchema,
  cta: contentLinkSchema.nullable(),
});

export const categoriesBlockSchema = z.object({
  ...blockBase,
  type: z.literal('categories'),
  items: z.array(z.object({ themeId: z.number().int(), label: z.string(), url: z.string(), imageUrl: z.string() })),
});

export const bannerBlockSchema = z.object({
  ...blockBase,
  type: z.literal('banner'),
  image: wideImageSchema,
  cta: contentLinkSchema.nullable(),
});

/**
 * "top search results (type stays, gifts or activities, default count 3)": the block names the
 * search; the site runs it (stays via the offers search, gifts via the gifting catalogue search,
 * activities via the activity search with 20 packages per hotel) and shows the first `count`
 * cards. A failed search gives an empty list, silently.
 */
export const topSearchResultsBlockSchema = z.object({
  ...blockBase,
  type: z.literal('topSearchResults'),
  resultType: z.enum(['stays', 'gifts', 'activities']),
  count: z.number().int().min(1).max(12),
  /** Where 'See all' leads: the search the cards come from. */
  cta: contentLinkSchema.nullable(),
});

/** "Gift box block item: id, sku, handle, title, image, includedContent, rating, price, promoPrice, discount, url, position, campaign." */
export const boxBlockItemSchema = z.object({
  id: z.string(),
  sku: z.string(),
  handle: z.string(),
  title: z.string(),
  image: z.string(),
  includedContent: z.string(),
  rating: z.number(),
  /** Cents. */
  price: z.number().int(),
  /** Cents. */
  promoPrice: z.number().int(),
  /** "Gift box discount rounded-up percent between price and promo price"; shown only over 5 percent. */
  discount: z.number().int(),
  url: z.string(),
  position: z.number().int(),
  campaign: z.string().nullable(),
}).meta({ id: 'BoxBlockItem' });
export type BoxBlockItem = z.infer<typeof boxBlockItemSchema>;

/** The homepage's boxes block: the market's gift boxes as cards (none in a market without boxes). */
export const boxesBlockSchema = z.object({
  ...blockBase,
  type: z.literal('boxes'),
  cta: contentLinkSchema.nullable(),
  boxes: z.array(boxBlockItemSchema),
});

export const contentBlockSchema = z
  .discriminatedUnion('type', [
    jumbotronBlockSchema,
    mainSellingPointsBlockSchema,
    marketingBlockSchema,
    categoriesBlockSchema,
    bannerBlockSchema,
    topSearchResultsBlockSchema,
    boxesBlockSchema,
  ])
  .meta({ id: 'ContentBlock' });
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type ContentBlockType = ContentBlock['type'];

export const seoSchema = z.object({ title: z.string(), description: z.string(), index: z.boolean(), follow: z.boolean() }).meta({ id: 'ContentSeo' });
export type ContentSeo = z.infer<typeof seoSchema>;

/** "Announcement banner: content, colorVariation, link url, locale, flow." */
export const announcementBannerSchema = z
  .object({ content: z.string(), colorVariation: z.string(), link: z.object({ url: z.string() }).nullable(), locale: localeSchema, flow: z.string() })
  .meta({ id: 'AnnouncementBanner' });
export type AnnouncementBanner = z.infer<typeof announcementBannerSchema>;

/** "Promo bar: internalCode, campaign, category, flow, links {label, url, newTab, variation}." */
export const promoBarSchema = z
  .object({
    internalCode: z.string(),
    campaign: z.string().nullable(),
    category: z.string().nullable(),
    flow: z.string(),
    links: z.array(z.object({ label: z.string(), url: z.string(), newTab: z.boolean(), variation: z.enum(['active', 'default']) })),
  })
  .meta({ id: 'PromoBar' });
export type PromoBar = z.infer<typeof promoBarSchema>;

export const contentQuerySchema = z.strictObject({ locale: localeSchema }).meta({ id: 'ContentQuery' });

/** `GET /api/cms/homepage?locale&flow`: an unknown or absent flow is the booking flow. */
export const homepageQuerySchema = z
  .strictObject({ locale: localeSchema, flow: safeString().max(20).optional() })
  .meta({ id: 'HomepageQuery' });

/** "seo, announcementBanner, header, promoBar, jumbotron, blocks, footer" (the footer comes with the shell call). */
export const homepageResponseSchema = z
  .object({
    locale: localeSchema,
    /** The flow whose homepage this is (the booking flow when the asked one has none). */
    flow: contentFlowSchema,
    seo: seoSchema,
    announcementBanner: announcementBannerSchema.nullable(),
    header: z.object({ title: z.string() }).nullable(),
    promoBar: promoBarSchema.nullable(),
    jumbotron: jumbotronBlockSchema,
    blocks: z.array(contentBlockSchema),
  })
  .meta({ id: 'HomepageResponse' });
export type HomepageResponse = z.infer<typeof homepageResponseSchema>;

/** "Promo campaign pages black-friday, spring, valentines, xmas exist per locale." */
export const landingSlugSchema = z.enum(PROMO_CAMPAIGN_PAGES);
export type LandingSlug = z.infer<typeof landingSlugSchema>;
/** Any slug-shaped segment: one that is not a campaign of the market answers 404, like a missing page. */
export const landingParamsSchema = z
  .strictObject({ slug: safeString().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a landing slug').max(60) })
  .meta({ id: 'LandingParams' });

/** The second landing-page renderer: the homepage's block kinds plus a top bar. */
export const landingResponseSchema = z
  .object({
    locale: localeSchema,
    slug: landingSlugSchema,
    seo: seoSchema,
    topBar: z.object({ text: z.string(), cta: contentLinkSchema.nullable(), colorPalette: colorPaletteSchema }).nullable(),
    jumbotron: jumbotronBlockSchema,
    blocks: z.array(contentBlockSchema),
  })
  .meta({ id: 'LandingResponse' });
export type LandingResponse = z.infer<typeof landingResponseSchema>;

/** "Nav link: _id, label, uri, location, variant (highlight), count, children to four levels." */
export interface NavLink {
  _id: string;
  label: string;
  uri: string | null;
  location: string | null;
  variant: 'highlight' | null;
  count: number | null;
  children: NavLink[];
}
export const navLinkSchema: z.ZodType<NavLink> = z
  .object({
    _id: z.string(),
    label: z.string(),
    uri: z.string().nullable(),
    location: z.string().nullable(),
    variant: z.enum(['highlight']).nullable(),
    count: z.number().int().nullable(),
    get children() {
      return z.array(navLinkSchema);
    },
  })
  .meta({ id: 'NavLink' });

/** "Targeted banner: title, subtitle, imageUrl, imageMobile, imagePosition (center/left/right), imageAlt, ctas, url, newTab, category, campaign." */
export const targetedBannerSchema = z
  .object({
    title: z.string(),
    subtitle: z.string().nullable(),
    imageUrl: z.string(),
    imageMobile: z.string(),
    imagePosition: z.enum(['center', 'left', 'right']),
    imageAlt: z.string(),
    ctas: z.array(contentLinkSchema),
    url: z.string(),
    newTab: z.boolean(),
    category: z.string().nullable(),
    campaign: z.string().nullable(),
  })
  .meta({ id: 'TargetedBanner' });
export type TargetedBanner = z.infer<typeof targetedBannerSchema>;

/** The footer's content, per market (the parts the spec lists; the newsletter form is the site's). */
export const footerContentSchema = z
  .object({
    contact: z.object({
      title: z.string(),
      /** "footer hours 10h-18h". */
      hours: z.string(),
      /** "help block Monday to Friday 10 AM to 7 PM and Saturday 10 AM to 6 PM". */
      helpHours: z.string(),
      button: contentLinkSchema,
      faq: contentLinkSchema,
      phone: z.string(),
    }),
    newsletter: z.object({ title: z.string(), text: z.string() }),
    paymentMethods: z.array(z.enum(['visa', 'mastercard', 'amex', 'paypal', 'applepay', 'googlepay'])),
    securedPayment: z.string(),
    /** Null where no pay-later method is sold. */
    instalments: z.string().nullable(),
    helpLinks: z.array(contentLinkSchema),
    /** "press room link (es_ES and fr_FR only)". */
    pressRoom: contentLinkSchema.nullable(),
    workWithUs: contentLinkSchema,
    legalLinks: z.array(contentLinkSchema),
    cookiePreferences: z.string(),
    countrySwitcher: z.array(z.object({ locale: localeSchema, url: z.string() })),
    /** "legal text (EU package travel directive and data protection) in the booking flow". */
    legal: z.string(),
    /** "Rating 4.5/5 from 4146 reviews." */
    rating: z.object({ value: z.number(), outOf: z.number(), count: z.number().int(), text: z.string() }),
  })
  .meta({ id: 'FooterContent' });
export type FooterContent = z.infer<typeof footerContentSchema>;

/** `GET /api/cms/shell?locale`: what every page's header and footer draw, one call per market. */
export const shellContentResponseSchema = z
  .object({
    locale: localeSchema,
    /** The 'Inspirations' menu and its siblings, up to four levels. */
    nav: z.array(navLinkSchema),
    /** "'Our themes' panel suggests this week's theme (button 'I want to go!')". */
    themeOfTheWeek: z.object({ themeId: z.number().int(), label: z.string(), url: z.string(), imageUrl: z.string() }).nullable(),
    /** The targeted banner of each flow that has one. */
    targetedBanners: z.object({ booking: targetedBannerSchema.nullable(), gifting: targetedBannerSchema.nullable() }),
    footer: footerContentSchema,
  })
  .meta({ id: 'ShellContentResponse' });
export type ShellContentResponse = z.infer<typeof shellContentResponseSchema>;

/** `GET /api/cms/announcement-banner?locale&flow`: "data grouped by homePages, searchPages, productPages". */
export const announcementBannersResponseSchema = z
  .object({
    homePages: announcementBannerSchema.nullable(),
    searchPages: announcementBannerSchema.nullable(),
    productPages: announcementBannerSchema.nullable(),
  })
  .meta({ id: 'AnnouncementBannersResponse' });
export type AnnouncementBannersResponse = z.infer<typeof announcementBannersResponseSchema>;

/** "Gift block item: title, subtitle, imageS, imageL, boxURL, singleVoucherURL, giftcardURL, activityOnlyURL, campaign, category." */
export const giftBlockItemSchema = z
  .object({
    title: z.string(),
    subtitle: z.string(),
    imageS: z.string(),
    imageL: z.string(),
    boxURL: z.string().nullable(),
    singleVoucherURL: z.string(),
    giftcardURL: z.string().nullable(),
    activityOnlyURL: z.string(),
    campaign: z.string().nullable(),
    category: z.string().nullable(),
  })
  .meta({ id: 'GiftBlockItem' });
export type GiftBlockItem = z.infer<typeof giftBlockItemSchema>;
export const giftBlockResponseSchema = z.object({ items: z.array(giftBlockItemSchema) }).meta({ id: 'GiftBlockResponse' });
export type GiftBlockResponse = z.infer<typeof giftBlockResponseSchema>;

/** `GET /api/cms/box-block-serp?locale`: "id, containerId, title, subtitle, colorPalette, cta, boxes". */
export const boxBlockResponseSchema = z
  .object({
    id: z.string(),
    containerId: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    colorPalette: colorPaletteSchema,
    cta: contentLinkSchema.nullable(),
    boxes: z.array(boxBlockItemSchema),
  })
  .meta({ id: 'BoxBlockResponse' });
export type BoxBlockResponse = z.infer<typeof boxBlockResponseSchema>;

/** A static page's id: the second path segment of the content screen. */
export const staticPageIdSchema = safeString().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a page id of lowercase letters, digits and hyphens').max(60);
export const staticPageParamsSchema = z.strictObject({ id: staticPageIdSchema }).meta({ id: 'StaticPageParams' });

/** "Second path segment is the content id; title and HTML content". `html` is sanitised. */
export const staticPageResponseSchema = z
  .object({ id: z.string(), locale: localeSchema, title: z.string(), description: z.string(), html: z.string() })
  .meta({ id: 'StaticPageResponse' });
export type StaticPageResponse = z.infer<typeof staticPageResponseSchema>;

/** The market's static pages (ids and titles), for the site's own links and sitemap. */
export const staticPageListResponseSchema = z
  .object({ pages: z.array(z.object({ id: z.string(), title: z.string() })) })
  .meta({ id: 'StaticPageListResponse' });
export type StaticPageListResponse = z.infer<typeof staticPageListResponseSchema>;

/** "Title, intro, sections of idea cards (first N shown, then 'See more'), list of regions." */
export const weekendIdeasResponseSchema = z
  .object({
    locale: localeSchema,
    title: z.string(),
    intro: z.string(),
    sections: z.array(z.object({ title: z.string(), cards: z.array(z.object({ title: z.string(), url: z.string(), imageUrl: z.string() })) })),
    regions: z.array(z.object({ id: z.number().int(), label: z.string(), url: z.string() })),
  })
  .meta({ id: 'WeekendIdeasResponse' });
export type WeekendIdeasResponse = z.infer<typeof weekendIdeasResponseSchema>;

/** A minisite's slug, its path segment after the minisite screen's. */
export const minisiteParamsSchema = z
  .strictObject({ slug: safeString().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a minisite slug').max(80) })
  .meta({ id: 'MinisiteParams' });

/**
 * "Partner minisite: minisiteId (number), minisiteUrl (slug), partnerName (optional), minisiteLocale,
 * bannerUrls (desktop, mobile), logoUrl (optional), footer (optional legal text)."
 */
export const minisiteResponseSchema = z
  .object({
    minisiteId: z.number().int(),
    minisiteUrl: z.string(),
    partnerName: z.string().nullable(),
    minisiteLocale: localeSchema,
    bannerUrls: z.object({ desktop: z.string(), mobile: z.string() }),
    logoUrl: z.string().nullable(),
    footer: z.string().nullable(),
  })
  .meta({ id: 'MinisiteResponse' });
export type MinisiteResponse = z.infer<typeof minisiteResponseSchema>;

/** Every minisite (the link check and the sitemap walk them). */
export const minisiteListResponseSchema = z.object({ minisites: z.array(minisiteResponseSchema) }).meta({ id: 'MinisiteListResponse' });

/**
 * `GET /api/cms/version`: what a page rendered from content and catalog depends on. The site's page
 * cache keys its entries by both; a content edit or a catalog change gives new numbers at once.
 */
export const contentVersionResponseSchema = z
  .object({ content: z.number().int().nonnegative(), catalog: z.number().int().nonnegative() })
  .meta({ id: 'ContentVersionResponse' });
export type ContentVersionResponse = z.infer<typeof contentVersionResponseSchema>;

/** `PUT /api/staff/content/pages/:id?locale` (staff token): an editor's change to a static page. */
export const staticPageUpdateSchema = z
  .strictObject({ title: safeString().min(1).max(200), html: z.string().min(1).max(200_000) })
  .meta({ id: 'StaticPageUpdate' });

/** `PUT /api/staff/content/announcement-banner?locale` (staff token): the announcement of every flow and page group. */
export const announcementUpdateSchema = z
  .strictObject({
    content: safeString().min(1).max(300),
    // A path of this site: `//host/…` would leave it.
    linkUrl: safeString().max(300).regex(/^\/(?!\/)/, 'expected a site path').nullable(),
  })
  .meta({ id: 'AnnouncementUpdate' });

/** The answer to an announcement update: how many announcements changed, and the content version that now holds them. */
export const announcementUpdateResponseSchema = z
  .object({ updated: z.number().int().nonnegative(), contentVersion: z.number().int().nonnegative() })
  .meta({ id: 'AnnouncementUpdateResponse' });
export type AnnouncementUpdateResponse = z.infer<typeof announcementUpdateResponseSchema>;
