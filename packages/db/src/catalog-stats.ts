import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** What one market (a locale) sells and shows. */
export interface MarketCatalogStats {
  locale: string;
  hotels: number;
  offers: number;
  single_vouchers: number;
  boxes: number;
  activity_products: number;
  reviews: number;
  homepages: number;
  nav_links: number;
}

export interface CatalogStats {
  seed: { scale: string; seed: number; anchorDate: string; durationMs: number } | null;
  entities: Record<string, number>;
  markets: MarketCatalogStats[];
}

const ENTITY_TABLES = [
  'destination', 'destination_name', 'theme', 'activity_tag', 'hotel_attribute', 'hotel', 'hotel_destination', 'hotel_image', 'room',
  'activity_center', 'activity', 'activity_date', 'offer', 'program_line', 'offer_upsell', 'offer_night', 'offer_summary',
  'single_voucher_price', 'box', 'box_offer', 'gift_card', 'sleeve_category', 'sleeve', 'shipping_cost', 'activity_product',
  'activity_price', 'review', 'homepage', 'nav_link', 'static_page', 'minisite', 'targeted_banner', 'gift_block', 'box_block',
  'weekend_ideas', 'popular_date_shortcut', 'announcement_banner', 'image',
] as const;

/** Counts per entity and per market: the numbers the closing note quotes for each scale. */
export async function getCatalogStats(db: Kysely<Database>): Promise<CatalogStats> {
  const entities: Record<string, number> = {};
  for (const table of ENTITY_TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    entities[table] = rows[0]?.n ?? 0;
  }
  const { rows: byType } = await sql<{ type: string; n: number }>`select type, count(*)::int as n from destination group by type order by type`.execute(db);
  for (const r of byType) entities[`destination:${r.type}`] = r.n;
  const { rows: special } = await sql<Record<string, number>>`
    select
      (select count(*)::int from hotel where not active) as "hotel:inactive",
      (select count(*)::int from hotel where cardinality(eco_facilities) >= 8) as "hotel:eco_label",
      (select count(*)::int from hotel where review_count = 0) as "hotel:without_reviews",
      (select count(*)::int from offer where published) as "offer:published",
      (select count(*)::int from offer where expiration < (select anchor_date from catalog_seed)) as "offer:expired",
      (select count(*)::int from offer where cancellation_type = 'NCNR') as "offer:ncnr",
      (select count(*)::int from offer where 39 = any(theme_ids)) as "offer:family_theme_39",
      (select count(*)::int from offer_night where rooms_left = 0) as "offer_night:sold_out",
      (select count(*)::int from offer_night where min_stay >= 2) as "offer_night:min_stay_2",
      (select count(*)::int from offer_night where flash_deal) as "offer_night:flash_deal",
      (select count(*)::int from offer_night where ref_cents > sell_cents) as "offer_night:promo",
      (select count(distinct locale)::int from review) as "review:languages"
  `.execute(db);
  Object.assign(entities, special[0] ?? {});

  const { rows: markets } = await sql<MarketCatalogStats>`
    select m.locale,
      (select count(distinct o.hotel_id)::int from offer o where o.published and m.locale = any(o.locales)) as hotels,
      (select count(*)::int from offer o where o.published and m.locale = any(o.locales)) as offers,
      (select count(*)::int from offer o join single_voucher_price v on v.offer_id = o.id and v.nights = 1
         where o.published and m.locale = any(o.locales)) as single_vouchers,
      (select count(*)::int from box b where m.locale = any(b.locales)) as boxes,
      (select count(*)::int from activity_product p where p.published and m.locale = any(p.locales)) as activity_products,
      (select count(*)::int from review r where r.locale = m.locale) as reviews,
      (select count(*)::int from homepage h where h.locale = m.locale) as homepages,
      (select count(*)::int from nav_link n where n.locale = m.locale) as nav_links
    from unnest(array['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE']) as m(locale)
  `.execute(db);

  const seed = await db.selectFrom('catalog_seed').selectAll().executeTakeFirst();
  return {
    seed: seed ? { scale: seed.scale, seed: seed.seed, anchorDate: seed.anchor_date, durationMs: seed.duration_ms } : null,
    entities,
    markets,
  };
}

export function formatCatalogStats(stats: CatalogStats): string {
  const lines: string[] = [];
  lines.push(stats.seed
    ? `Catalog: scale ${stats.seed.scale}, seed ${stats.seed.seed}, 12 months from ${stats.seed.anchorDate}, seeded in ${(stats.seed.durationMs / 1000).toFixed(1)} s`
    : 'Catalog: not seeded');
  lines.push('', 'Per market:');
  const columns = Object.keys(stats.markets[0] ?? {}) as Array<keyof MarketCatalogStats>;
  lines.push(columns.map((c) => c.padStart(c === 'locale' ? 6 : 17)).join(' '));
  for (const m of stats.markets) lines.push(columns.map((c) => String(m[c]).padStart(c === 'locale' ? 6 : 17)).join(' '));
  lines.push('', 'Per entity:');
  const width = Math.max(...Object.keys(stats.entities).map((k) => k.length));
  for (const [k, v] of Object.entries(stats.entities)) lines.push(`  ${k.padEnd(width)} ${v.toLocaleString('en-US').padStart(12)}`);
  return lines.join('\n');
}
