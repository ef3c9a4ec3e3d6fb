/**
 * Reads of the editorial content (migrations 0005 and 0019): the homepage and landings of a
 * market, its navigation, banners, blocks, static pages, weekend ideas and the partner minisites.
 * Rows are mapped to camelCase records here; the API turns image ids into URLs.
 */
import type { Language } from '@escapade/domain/markets';
import { sql } from 'kysely';
import type { Db } from '../connect';
import type {
  AnnouncementBannerTable, ColorPalette, ContentCta, ContentSeo, GiftBlockItem, HomepageBlock, JumbotronBlock, StoredAnnouncement,
  StoredBoxBlock, StoredFooter, StoredPromoBar,
} from '../schema';

/** The content version: `epoch` tells databases apart, `version` counts content writes. */
export interface ContentVersion {
  epoch: string;
  version: number;
}

export async function readContentVersion(db: Db): Promise<ContentVersion> {
  const { rows } = await sql<{ epoch: string; version: string | number }>`select epoch, version from content_version where id = 1`.execute(db);
  const row = rows[0];
  return row ? { epoch: row.epoch, version: Number(row.version) } : { epoch: 'none', version: 0 };
}

/** The catalog version's counter (migration 0008), as `GET /api/cms/version` gives it beside the content's. */
export async function readCatalogVersionNumber(db: Db): Promise<number> {
  const { rows } = await sql<{ version: string | number }>`select version from catalog_version where id = 1`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

export interface HomepageRecord {
  locale: string;
  flow: 'booking' | 'gifting' | 'activity';
  seo: ContentSeo;
  announcementBanner: StoredAnnouncement | null;
  header: { title: string } | null;
  promoBar: StoredPromoBar | null;
  jumbotron: JumbotronBlock;
  blocks: HomepageBlock[];
  footer: StoredFooter;
}

export async function findHomepage(db: Db, locale: string, flow: string): Promise<HomepageRecord | undefined> {
  const row = await db.selectFrom('homepage').selectAll().where('locale', '=', locale).where('flow', '=', flow as HomepageRecord['flow']).executeTakeFirst();
  return row && {
    locale: row.locale, flow: row.flow, seo: row.seo, announcementBanner: row.announcement_banner, header: row.header,
    promoBar: row.promo_bar, jumbotron: row.jumbotron, blocks: row.blocks, footer: row.footer,
  };
}

export interface LandingPageRecord {
  locale: string;
  slug: string;
  seo: ContentSeo;
  topBar: { text: string; cta: ContentCta | null; colorPalette: ColorPalette } | null;
  jumbotron: JumbotronBlock;
  blocks: HomepageBlock[];
}

export async function findLandingPage(db: Db, locale: string, slug: string): Promise<LandingPageRecord | undefined> {
  const row = await db.selectFrom('landing_page').selectAll().where('locale', '=', locale).where('slug', '=', slug).executeTakeFirst();
  return row && { locale: row.locale, slug: row.slug, seo: row.seo, topBar: row.top_bar, jumbotron: row.jumbotron, blocks: row.blocks };
}

export interface NavLinkRecord {
  id: string;
  parentId: string | null;
  depth: number;
  position: number;
  label: string;
  uri: string | null;
  location: string | null;
  variant: 'highlight' | null;
  count: number | null;
}

/** The market's navigation links, parents before children, siblings by position. */
export async function listNavLinks(db: Db, locale: string): Promise<NavLinkRecord[]> {
  const rows = await db
    .selectFrom('nav_link')
    .select(['id', 'parent_id', 'depth', 'position', 'label', 'uri', 'location', 'variant', 'count'])
    .where('locale', '=', locale)
    .orderBy('depth')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id, parentId: r.parent_id, depth: r.depth, position: r.position, label: r.label, uri: r.uri, location: r.location, variant: r.variant, count: r.count,
  }));
}

export interface TargetedBannerRecord {
  flow: string;
  title: string;
  subtitle: string | null;
  imageId: string;
  imageMobileId: string;
  imagePosition: 'center' | 'left' | 'right';
  imageAlt: string;
  ctas: ContentCta[];
  url: string;
  newTab: boolean;
  category: string | null;
  campaign: string | null;
}

export async function listTargetedBanners(db: Db, locale: string): Promise<TargetedBannerRecord[]> {
  const rows = await db.selectFrom('targeted_banner').selectAll().where('locale', '=', locale).orderBy('flow').execute();
  return rows.map((r) => ({
    flow: r.flow, title: r.title, subtitle: r.subtitle, imageId: r.image_id, imageMobileId: r.image_mobile_id, imagePosition: r.image_position,
    imageAlt: r.image_alt, ctas: r.ctas, url: r.url, newTab: r.new_tab, category: r.category, campaign: r.campaign,
  }));
}

export interface AnnouncementRecord {
  pageGroup: AnnouncementBannerTable['page_group'];
  flow: string;
  content: string;
  colorVariation: string;
  linkUrl: string | null;
}

/** The announcements of one flow of a market, one per page group that has one. */
export async function listAnnouncements(db: Db, locale: string, flow: string): Promise<AnnouncementRecord[]> {
  const rows = await db.selectFrom('announcement_banner').selectAll().where('locale', '=', locale).where('flow', '=', flow).execute();
  return rows.map((r) => ({ pageGroup: r.page_group, flow: r.flow, content: r.content, colorVariation: r.color_variation, linkUrl: r.link_url }));
}

export async function findGiftBlockItems(db: Db, locale: string): Promise<GiftBlockItem[] | undefined> {
  const row = await db.selectFrom('gift_block').select('items').where('locale', '=', locale).executeTakeFirst();
  return row?.items;
}

export async function findBoxBlock(db: Db, locale: string): Promise<StoredBoxBlock | undefined> {
  const row = await db.selectFrom('box_block').select('block').where('locale', '=', locale).executeTakeFirst();
  return row?.block;
}

/** A gift box as a content card draws it, in the market's language. */
export interface BoxCardRecord {
  code: string;
  familyCode: string;
  title: string;
  includedContent: string;
  mainImageId: string;
  refCents: number;
  sellCents: number;
  /** The reviews' score of the hotels the box opens (0–10, weighted by their review counts); 0 without reviews. */
  rating: number;
}

/**
 * The market's gift boxes of one format suffix (the code's), by their list position, or the ones
 * named (in any order; the caller orders them).
 */
export async function listBoxCards(
  db: Db,
  input: { locale: string; language: Language; codeSuffix: string; codes?: readonly string[] },
): Promise<BoxCardRecord[]> {
  if (input.codes && input.codes.length === 0) return [];
  let query = db
    .selectFrom('box as b')
    .select((eb) => [
      'b.code', 'b.family_code', 'b.main_image_id', 'b.ref_cents', 'b.sell_cents',
      eb.ref('b.title', '->>').key(input.language).as('title'),
      eb.ref('b.included_content', '->>').key(input.language).as('included_content'),
      eb
        .selectFrom('box_offer as bo')
        .innerJoin('offer as o', 'o.id', 'bo.offer_id')
        .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
        .whereRef('bo.box_code', '=', 'b.code')
        .where('h.review_count', '>', 0)
        .select(sql<string | number | null>`round(sum(h.review_score * h.review_count)::numeric / nullif(sum(h.review_count), 0), 1)`.as('r'))
        .as('rating'),
    ])
    .where(sql<boolean>`${input.locale} = any(b.locales)`)
    .where('b.code', 'like', `%${input.codeSuffix}`);
  if (input.codes) query = query.where('b.code', 'in', [...input.codes]);
  const rows = await query.orderBy('b.position').orderBy('b.code').execute();
  return rows.map((r) => ({
    code: r.code, familyCode: r.family_code, title: r.title ?? '', includedContent: r.included_content ?? '', mainImageId: r.main_image_id,
    refCents: r.ref_cents, sellCents: r.sell_cents, rating: Number(r.rating ?? 0),
  }));
}

export async function listStaticPages(db: Db, locale: string): Promise<Array<{ id: string; title: string }>> {
  return db.selectFrom('static_page').select(['id', 'title']).where('locale', '=', locale).orderBy('id').execute();
}

export interface StaticPageRecord {
  id: string;
  locale: string;
  title: string;
  description: string;
  html: string;
}

export async function findStaticPage(db: Db, locale: string, id: string): Promise<StaticPageRecord | undefined> {
  return db.selectFrom('static_page').select(['id', 'locale', 'title', 'description', 'html']).where('locale', '=', locale).where('id', '=', id).executeTakeFirst();
}

export interface WeekendIdeasRecord {
  title: string;
  intro: string;
  sections: Array<{ title: string; cards: Array<{ title: string; url: string; imageId: string }> }>;
  regionIds: number[];
}

export async function findWeekendIdeas(db: Db, locale: string): Promise<WeekendIdeasRecord | undefined> {
  const row = await db.selectFrom('weekend_ideas').selectAll().where('locale', '=', locale).executeTakeFirst();
  return row && { title: row.title, intro: row.intro, sections: row.sections, regionIds: row.region_ids };
}

/** Destinations' names and slugs in one language, by id. */
export async function listDestinationNames(db: Db, language: Language, ids: readonly number[]): Promise<Map<number, { name: string; slug: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('destination_name')
    .select(['destination_id', 'name', 'slug'])
    .where('language', '=', language)
    .where('destination_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.destination_id, { name: r.name, slug: r.slug }]));
}

export interface MinisiteRecord {
  id: number;
  url: string;
  partnerName: string | null;
  locale: string;
  bannerDesktopImageId: string;
  bannerMobileImageId: string;
  logoImageId: string | null;
  footer: string | null;
}

function toMinisite(r: {
  id: number; url: string; partner_name: string | null; locale: string; banner_desktop_image_id: string; banner_mobile_image_id: string;
  logo_image_id: string | null; footer: string | null;
}): MinisiteRecord {
  return {
    id: r.id, url: r.url, partnerName: r.partner_name, locale: r.locale, bannerDesktopImageId: r.banner_desktop_image_id,
    bannerMobileImageId: r.banner_mobile_image_id, logoImageId: r.logo_image_id, footer: r.footer,
  };
}

export async function listMinisites(db: Db): Promise<MinisiteRecord[]> {
  return (await db.selectFrom('minisite').selectAll().orderBy('id').execute()).map(toMinisite);
}

export async function findMinisite(db: Db, slug: string): Promise<MinisiteRecord | undefined> {
  const row = await db.selectFrom('minisite').selectAll().where('url', '=', slug).executeTakeFirst();
  return row && toMinisite(row);
}
