import { LANGUAGES, LOCALES } from '@escapade/domain';
import { addDaysToDay, addMonthsToDay, daysBetween } from '@escapade/domain/calendar-day';
import { haversineKm } from '@escapade/domain/geo';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest } from '../migrate';
import type { HomepageBlock, HomepageBlockType } from '../schema';
import { seedCatalog, type SeedResult } from './seed-catalog';

/** The block types of the homepage. */
const HOMEPAGE_BLOCK_TYPES: readonly HomepageBlockType[] = [
  'boxes', 'jumbotron', 'mainSellingPoints', 'marketingBlock', 'categories', 'banner', 'topSearchResults',
];

describe('the seeded demo catalog (test scale, PGlite)', () => {
  let handle: DatabaseHandle;
  let result: SeedResult;
  let anchor: string;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle.db);
    result = await seedCatalog(handle.db, { scale: 'test', seed: 7 });
    anchor = result.anchorDate;
  }, 180_000);
  afterAll(async () => handle.close());

  const rows = async <T,>(query: ReturnType<typeof sql<T>>) => (await query.execute(handle.db)).rows;

  it('refuses to seed a seeded database twice unless asked to reset', async () => {
    expect(result.status).toBe('seeded');
    const again = await seedCatalog(handle.db, { scale: 'test', seed: 7 });
    expect(again.status).toBe('skipped');
    expect(again.anchorDate).toBe(anchor);
  });

  it('gives every published offer 12 months of availability rows, one per night from today', async () => {
    const nights = daysBetween(anchor, addMonthsToDay(anchor, 12));
    const perOffer = await rows(sql<{ id: number; n: number; first: string | null; last: string | null }>`
      select o.id, count(n.night)::int as n, min(n.night) as first, max(n.night) as last
      from offer o left join offer_night n on n.offer_id = o.id
      where o.published group by o.id`);
    expect(perOffer.length).toBeGreaterThan(50);
    for (const offer of perOffer) {
      expect(offer, `offer ${offer.id}`).toEqual({ id: offer.id, n: nights, first: anchor, last: addDaysToDay(anchor, nights - 1) });
    }
  });

  it('keeps prices positive integers in cents with reference ≥ sell', async () => {
    const [violations] = await rows(sql<Record<string, number>>`
      select
        (select count(*)::int from offer_night where sell_cents <= 0 or ref_cents < sell_cents) as nights,
        (select count(*)::int from single_voucher_price where sell_cents <= 0 or ref_cents < sell_cents) as vouchers,
        (select count(*)::int from activity_price where sell_cents <= 0 or bar_cents < sell_cents) as activities,
        (select count(*)::int from box where sell_cents <= 0 or ref_cents < sell_cents or value_cents <= 0) as boxes,
        (select count(*)::int from offer_upsell where price_difference_cents <= 0) as upsells`);
    expect(violations).toEqual({ nights: 0, vouchers: 0, activities: 0, boxes: 0, upsells: 0 });
    const sample = await rows(sql<{ sell_cents: number; ref_cents: number }>`select sell_cents, ref_cents from offer_night order by random() limit 500`);
    for (const price of sample) {
      expect(Number.isInteger(price.sell_cents) && Number.isInteger(price.ref_cents)).toBe(true);
    }
    const [promos] = await rows(sql<{ promo: number; flash: number }>`
      select count(*) filter (where ref_cents > sell_cents)::int as promo, count(*) filter (where flash_deal)::int as flash from offer_night`);
    expect(promos?.promo).toBeGreaterThan(0);
    expect(promos?.flash).toBeGreaterThan(0);
  });

  it("places every hotel's city inside its department, region and country, near the hotel", async () => {
    const hotels = await rows(sql<{
      id: number; country_code: string; lat: number; lng: number; city_type: string; city_country: string;
      city_lat: number; city_lng: number; dept_type: string | null; dept_region: number | null; dept_lat: number | null; dept_lng: number | null;
      region_id: number; region_type: string; region_country: number; region_lat: number; region_lng: number;
      country_id: number; country_type: string; country_code_of_country: string; closure: number[];
    }>`
      select h.id, h.country_code, h.latitude as lat, h.longitude as lng,
             c.type as city_type, c.country_code as city_country, c.latitude as city_lat, c.longitude as city_lng,
             d.type as dept_type, d.region_id as dept_region, d.latitude as dept_lat, d.longitude as dept_lng,
             r.id as region_id, r.type as region_type, r.country_id as region_country, r.latitude as region_lat, r.longitude as region_lng,
             k.id as country_id, k.type as country_type, k.country_code as country_code_of_country,
             (select array_agg(hd.destination_id) from hotel_destination hd where hd.hotel_id = h.id) as closure
      from hotel h
      join destination c on c.id = h.city_id
      left join destination d on d.id = c.department_id
      join destination r on r.id = c.region_id
      join destination k on k.id = c.country_id`);
    expect(hotels.length).toBe(40);
    for (const h of hotels) {
      expect([h.city_type, h.region_type, h.country_type]).toEqual(['city', 'region', 'country']);
      expect(h.city_country).toBe(h.country_code);
      expect(h.country_code_of_country).toBe(h.country_code);
      expect(h.region_country).toBe(h.country_id);
      expect(haversineKm({ lat: h.lat, lng: h.lng }, { lat: h.city_lat, lng: h.city_lng }), `hotel ${h.id} to its city`).toBeLessThanOrEqual(15);
      expect(haversineKm({ lat: h.city_lat, lng: h.city_lng }, { lat: h.region_lat, lng: h.region_lng })).toBeLessThanOrEqual(400);
      if (h.dept_type !== null) {
        expect(h.dept_type).toBe('department');
        expect(h.dept_region).toBe(h.region_id);
        expect(haversineKm({ lat: h.city_lat, lng: h.city_lng }, { lat: h.dept_lat ?? 0, lng: h.dept_lng ?? 0 })).toBeLessThanOrEqual(200);
      }
      expect(h.closure).toEqual(expect.arrayContaining([h.region_id, h.country_id]));
    }
  });

  it('has content for every homepage block type in every market', async () => {
    const homepages = await handle.db.selectFrom('homepage').select(['locale', 'flow', 'jumbotron', 'blocks']).where('flow', '=', 'booking').execute();
    expect(homepages.map((h) => h.locale).sort()).toEqual([...LOCALES].sort());
    for (const page of homepages) {
      // The hero jumbotron has its own column; the other blocks follow it.
      const blocks: HomepageBlock[] = [page.jumbotron, ...page.blocks];
      for (const type of HOMEPAGE_BLOCK_TYPES) {
        const block = blocks.find((b) => b.type === type);
        expect(block?.title, `${page.locale} ${type}`).toBeTruthy();
      }
    }
  });

  it('names every destination, theme, tag, hotel text, offer, room, box and activity in all four languages', async () => {
    const [names] = await rows(sql<{ destinations: number; incomplete: number }>`
      select count(distinct destination_id)::int as destinations,
             (select count(*)::int from (select destination_id from destination_name where name <> '' and slug <> ''
               group by destination_id having count(distinct language) <> 4) x) as incomplete
      from destination_name`);
    const [{ n: destinationCount } = { n: -1 }] = await rows(sql<{ n: number }>`select count(*)::int as n from destination`);
    expect(names).toEqual({ destinations: destinationCount, incomplete: 0 });

    const localizedColumns: Array<[string, string]> = [
      ['theme', 'name'], ['theme', 'slug'], ['activity_tag', 'name'], ['activity_tag_group', 'name'], ['hotel_attribute', 'name'],
      ['hotel', 'description'], ['room', 'label'], ['room', 'bedding'], ['offer', 'label'], ['offer', 'short_program'],
      ['program_line', 'title'], ['activity', 'title'], ['box', 'title'], ['box', 'included_content'], ['gift_card', 'title'],
      ['sleeve', 'name'], ['sleeve_category', 'names'], ['activity_product', 'label'],
    ];
    for (const [table, column] of localizedColumns) {
      const missing = await rows(sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table)}
        where ${sql.join(LANGUAGES.map((lang) => sql`coalesce(${sql.ref(column)} ->> ${lang}, '') = ''`), sql` or `)}`);
      expect(missing[0]?.n, `${table}.${column}`).toBe(0);
    }
  });

  it('shows the cases the pages need: NCNR, expired, inactive, eco label, no reviews, several review languages, family theme 39', async () => {
    const [cases] = await rows(sql<Record<string, number>>`
      select
        (select count(*)::int from offer where cancellation_type = 'NCNR' and published) as ncnr,
        (select count(*)::int from offer where expiration < ${anchor}::date and not published) as expired,
        (select count(*)::int from hotel where not active) as inactive,
        (select count(*)::int from hotel where cardinality(eco_facilities) >= 8) as eco,
        (select count(*)::int from hotel where review_count = 0 and review_score is null) as without_reviews,
        (select count(distinct locale)::int from review) as review_locales,
        (select count(*)::int from offer where 39 = any(theme_ids) and published) as family,
        (select count(*)::int from offer_night where rooms_left = 0) as sold_out,
        (select count(*)::int from offer_night where rooms_left between 1 and 3) as scarce,
        (select count(*)::int from offer_night where min_stay = 2) as min_stay_2,
        (select count(*)::int from activity_date) as activity_dates`);
    for (const [name, count] of Object.entries(cases ?? {})) expect(count, name).toBeGreaterThan(name === 'review_locales' ? 2 : 0);
  });

  it('rebuilds the keys of the bulk-loaded tables exactly as the migrations made them', async () => {
    const keysOf = async (db: DatabaseHandle['db']) => ({
      indexes: (await sql<{ indexdef: string }>`
        select indexdef from pg_indexes where tablename in ('offer_night', 'destination_name') order by indexname`.execute(db)).rows,
      constraints: (await sql<{ def: string }>`
        select conname || ' ' || pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = 'offer_night'::regclass order by conname`.execute(db)).rows,
    });
    const fresh = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateToLatest(fresh.db);
      const expected = await keysOf(fresh.db);
      expect(expected.indexes.length).toBeGreaterThanOrEqual(2);
      expect(await keysOf(handle.db)).toEqual(expected);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('gives every activity a programme needs a date for its bookable dates within the window', async () => {
    const [dates] = await rows(sql<{ undated: number; outside: number; lines: number }>`
      select
        (select count(*)::int from program_line p where p.needs_date
           and not exists (select 1 from activity_date d where d.activity_id = p.activity_id)) as undated,
        (select count(*)::int from activity_date where date < ${anchor}::date or date >= ${addMonthsToDay(anchor, 12)}::date) as outside,
        (select count(*)::int from program_line where needs_date) as lines`);
    expect(dates?.lines).toBeGreaterThan(0);
    expect({ undated: dates?.undated, outside: dates?.outside }).toEqual({ undated: 0, outside: 0 });
  });

  it('keeps hotel review counts and scores equal to their reviews', async () => {
    const mismatches = await rows(sql<{ id: number }>`
      select h.id from hotel h left join review r on r.hotel_id = h.id
      group by h.id having h.review_count <> count(r.id)
         or (count(r.id) > 0 and abs(h.review_score - round(avg(r.average), 1)) > 0.05)`);
    expect(mismatches).toEqual([]);
  });
});
