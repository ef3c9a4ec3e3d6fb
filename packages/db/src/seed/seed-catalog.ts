import { LANGUAGES, type Country } from '@escapade/domain';
import { todayIn } from '@escapade/domain/calendar-day';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, DestinationTable, HotelTable, Localized } from '../schema';
import { ACTIVITY_TEMPLATES } from './catalog/activities';
import { availabilityWindow, emptyColumns, generateOfferNights, holidaysFor, type OfferPriceDigest } from './catalog/availability';
import { generateActivityProducts } from './catalog/generate-activity-products';
import {
  generateBoxes, generateGiftCards, generateShippingCosts, generateSingleVoucherPrices, generateSleeves, generateUpsells,
} from './catalog/generate-gifts';
import { generateHotels } from './catalog/generate-hotels';
import { generateOffers } from './catalog/generate-offers';
import { generateReviews } from './catalog/generate-reviews';
import { ALL_ATTRIBUTES } from './catalog/hotel-attributes';
import { TAG_GROUPS, THEMES } from './catalog/themes-and-tags';
import { generateContent } from './content/generate-content';
import { assignDestinationSlugs, localizedSlug } from './geography/assign-slugs';
import { CATALOG_COUNTRIES, buildGeography } from './geography/build-geography';
import { HOTEL_TOWNS, TEST_TOWNS } from './geography/hotel-towns';
import { generateImages, planImagePool } from './images/generate-images';
import {
  insertDestinationNames, insertDestinations, insertHotelDestinations, insertOfferNights, insertPairs, insertRows,
} from './bulk-insert';
import { createOfferNightKeys, dropOfferNightKeys, dropSecondaryIndexes, restoreIndexes } from './offer-night-indexes';
import { refreshOfferSummary } from './offer-summary';
import { Random } from './random';
import { DEFAULT_SEED, SCALES, type SeedScale } from './scales';

/** "today" is the anchor of the 12-month window, taken in Europe/Paris. */
export const ANCHOR_TIME_ZONE = 'Europe/Paris';

export interface SeedProgress {
  phase: string;
  /** 0–100 over the whole seed. */
  percent: number;
}

export interface SeedOptions {
  scale?: SeedScale;
  seed?: number;
  /** Drop the existing catalog first (customer tables that reference it are emptied too). */
  reset?: boolean;
  /** The anchor day (yyyy-MM-dd); defaults to today in Europe/Paris. */
  today?: string;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedResult {
  status: 'seeded' | 'skipped';
  scale: SeedScale;
  seed: number;
  anchorDate: string;
  durationMs: number;
  counts: Record<string, number>;
  /** Seconds spent in each phase. */
  phases: Record<string, number>;
}

/** Every table the seed fills, children first (the reset truncates them together). */
export const CATALOG_TABLES = [
  'login_attempt', 'staff_audit_log', 'auth_mail', 'invoice', 'invoice_sequence', 'shipment', 'gift_card_payment', 'voucher', 'outbox_message', 'payment_event', 'order_transition', 'idempotency_key', 'psp_sandbox_payment', 'order_item', 'customer_order', 'wishlist_item', 'catalog_seed', 'landing_page', 'popular_date_shortcut', 'weekend_ideas', 'box_block', 'gift_block',
  'targeted_banner', 'minisite', 'static_page', 'nav_link', 'announcement_banner', 'homepage', 'review', 'activity_price',
  'activity_product_activity', 'activity_product', 'sleeve', 'sleeve_category', 'gift_card', 'box_offer', 'box', 'shipping_cost',
  'single_voucher_price', 'offer_summary', 'offer_night', 'program_line', 'offer_upsell', 'offer', 'activity_date', 'activity',
  'activity_center', 'room_image', 'room', 'hotel_image', 'hotel_destination', 'hotel', 'hotel_attribute', 'activity_tag',
  'activity_tag_group', 'theme', 'destination_name', 'destination', 'image',
] as const;

const NIGHTS_BATCH_ROWS = 120_000;

/**
 * Generates the demo catalog, deterministically from the seed number, and writes it in one
 * transaction. Refuses to touch a seeded database unless `reset` is set (then it reports
 * `skipped`).
 */
export async function seedCatalog(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const scaleName = options.scale ?? 'demo';
  const scale = SCALES[scaleName];
  const seed = options.seed ?? DEFAULT_SEED;
  const anchor = options.today ?? todayIn(ANCHOR_TIME_ZONE, new Date());
  const phases: Record<string, number> = {};
  let phaseName = '';
  let phaseStart = performance.now();
  const report = (phase: string, percent: number) => {
    if (phase !== phaseName) {
      if (phaseName) phases[phaseName] = Math.round((phases[phaseName] ?? 0) * 1000 + performance.now() - phaseStart) / 1000;
      phaseName = phase;
      phaseStart = performance.now();
    }
    options.onProgress?.({ phase, percent: Math.min(100, Math.round(percent)) });
  };

  const existing = await db.selectFrom('catalog_seed').selectAll().executeTakeFirst();
  if (existing && !options.reset) {
    return { status: 'skipped', scale: existing.scale as SeedScale, seed: existing.seed, anchorDate: existing.anchor_date, durationMs: 0, counts: {}, phases };
  }

  report('images', 0);
  const { specs, pool } = planImagePool(scale.imageVariants);
  let drawn = 0;
  const images = await generateImages(specs, seed, scale.imageWidth, () => report('images', (15 * ++drawn) / specs.length));

  report('geography', 15);
  const towns = scale.towns === 'test' ? HOTEL_TOWNS.filter((t) => TEST_TOWNS.includes(`${t.country}:${t.name}`)) : HOTEL_TOWNS;
  const geo = buildGeography({ towns, otherCities: scale.otherCities });
  const slugs = assignDestinationSlugs(geo.destinations, geo.byId);

  report('hotels', 20);
  const window = availabilityWindow(anchor);
  const windowEnd = window[window.length - 1]?.date ?? anchor;
  const hotels = generateHotels({ rng: new Random(seed, 1), geo, towns: geo.towns, count: scale.hotels, pool, firstActivityId: 1 });
  const offers = generateOffers({ rng: new Random(seed, 2), hotels, pool, anchor, windowEnd });
  const reviews = generateReviews({ rng: new Random(seed, 3), seed, hotels, offers, anchor, perHotel: scale.reviewsPerHotel });
  const hotelActivityCount = hotels.reduce((s, h) => s + h.activities.length, 0);
  const activityProducts = generateActivityProducts({ rng: new Random(seed, 4), towns: geo.towns, count: scale.activityProducts, pool, firstActivityId: hotelActivityCount + 1 });

  const hotelCount = new Map<number, number>();
  for (const h of hotels) for (const c of h.closure) hotelCount.set(c.destinationId, (hotelCount.get(c.destinationId) ?? 0) + 1);
  const themeSlugs = new Map(THEMES.map((t) => [t.id, localizedSlug(t.name)]));

  const counts: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    if (options.reset) {
      await sql`truncate ${sql.join(CATALOG_TABLES.map((t) => sql.table(t)))} restart identity cascade`.execute(trx);
    }
    report('images', 21);
    await insertRows(trx, 'image', images.map((i) => ({ id: i.id, kind: i.kind, width: i.width, height: i.height, webp: i.webp })));
    const destinationRows: Insertable<DestinationTable>[] = geo.destinations.map((d) => ({
      id: d.id, type: d.type, country_code: d.countryCode, parent_id: d.parentId, country_id: d.countryId, region_id: d.regionId,
      department_id: d.departmentId, latitude: d.lat, longitude: d.lng, postal_code: d.postalCode, radius_km: d.radiusKm,
      importance: (hotelCount.get(d.id) ?? 0) * 100 + (d.postalCode ? 10 : 0),
    }));
    report('destinations', 22);
    await insertDestinations(trx, destinationRows);
    report('destination names', 24);
    const names = { ids: [] as number[], languages: [] as string[], names: [] as string[], slugs: [] as string[] };
    for (const d of geo.destinations) {
      for (const lang of LANGUAGES) {
        names.ids.push(d.id);
        names.languages.push(lang);
        names.names.push(d.names[lang]);
        names.slugs.push((slugs.get(d.id) as Localized)[lang]);
      }
    }
    const nameIndexes = await dropSecondaryIndexes(trx, 'destination_name');
    await insertDestinationNames(trx, names);
    await restoreIndexes(trx, nameIndexes);

    report('themes and hotels', 28);
    await insertRows(trx, 'theme', THEMES.map((t, i) => ({
      id: t.id, parent_id: t.parentId, name: JSON.stringify(t.name), slug: JSON.stringify(themeSlugs.get(t.id)), position: i + 1,
      image_id: pool.landscape.countryside[i % pool.landscape.countryside.length] ?? null,
    })));
    await insertRows(trx, 'activity_tag_group', TAG_GROUPS.map((g, i) => ({ id: g.id, name: JSON.stringify(g.name), position: i + 1 })));
    await insertRows(trx, 'activity_tag', TAG_GROUPS.flatMap((g) => g.tags.map((t, i) => ({ id: t.id, group_id: g.id, name: JSON.stringify(t.name), position: i + 1 }))));
    await insertRows(trx, 'hotel_attribute', ALL_ATTRIBUTES.map((a, i) => ({ kind: a.kind, code: a.code, name: JSON.stringify(a.name), icon: a.icon, position: i + 1 })));
    await insertRows(trx, 'hotel', hotels.map((h) => h.row as Insertable<HotelTable>));
    const closure = { hotels: [] as number[], destinations: [] as number[], km: [] as number[] };
    for (const h of hotels) for (const c of h.closure) {
      closure.hotels.push(h.row.id);
      closure.destinations.push(c.destinationId);
      closure.km.push(c.distanceKm);
    }
    await insertHotelDestinations(trx, closure.hotels, closure.destinations, closure.km);
    await insertRows(trx, 'hotel_image', hotels.flatMap((h) => h.imageIds.map((image_id, i) => ({ hotel_id: h.row.id, position: i + 1, image_id }))));
    await insertRows(trx, 'room', hotels.flatMap((h) => h.rooms.map((r) => r.row)));
    await insertRows(trx, 'room_image', hotels.flatMap((h) => h.rooms.flatMap((r) => r.imageIds.map((image_id, i) => ({ room_id: r.row.id, position: i + 1, image_id })))));
    await insertRows(trx, 'activity_center', activityProducts.centers);
    await insertRows(trx, 'activity', [...hotels.flatMap((h) => h.activities.map((a) => a.row)), ...activityProducts.activities]);
    // Dates only for the activities a programme asks a date for ("each activity needs a date").
    const datedActivityIds = new Set(offers.flatMap((o) => o.programLines.filter((l) => l.needs_date).map((l) => l.activity_id as number)));
    const dated = { ids: [] as number[], dates: [] as string[] };
    const dateRng = new Random(seed, 5);
    for (const h of hotels) for (const a of h.activities) {
      if (!a.needsDate || !datedActivityIds.has(a.row.id)) continue;
      for (const day of window) {
        if (a.weekdays.includes(day.weekday) && !dateRng.chance(0.1)) {
          dated.ids.push(a.row.id);
          dated.dates.push(day.date);
        }
      }
    }
    await insertPairs(trx, 'activity_date', dated.ids, dated.dates);

    report('offers', 35);
    await insertRows(trx, 'offer', offers.map((o) => o.row));
    await insertRows(trx, 'program_line', offers.flatMap((o) => o.programLines));

    const holidays = holidaysFor(window, CATALOG_COUNTRIES as Country[]);
    const digests = new Map<number, OfferPriceDigest>();
    const bookable = offers.filter((o) => o.isBookable);
    const nightIndexes = await dropOfferNightKeys(trx);
    // Pipelined: the database loads one batch while the next is generated (two cores, two workers).
    let columns = emptyColumns();
    let loading: Promise<void> = Promise.resolve();
    let done = 0;
    for (const offer of bookable) {
      digests.set(offer.row.id, generateOfferNights(offer, window, seed, holidays, columns));
      done++;
      if (columns.offerIds.length >= NIGHTS_BATCH_ROWS || done === bookable.length) {
        await loading;
        loading = insertOfferNights(trx, columns);
        // Marked handled now; its failure is rethrown by the next `await loading`.
        loading.catch(() => undefined);
        columns = emptyColumns();
        // Let the statement reach the socket before the next synchronous batch of generation.
        await new Promise((resolve) => setImmediate(resolve));
        report('availability', 38 + (45 * done) / bookable.length);
      }
    }
    await loading;
    report('availability keys', 83);
    await createOfferNightKeys(trx, nightIndexes);
    report('offer summary', 86);
    await refreshOfferSummary(trx);

    report('gifts and activities', 90);
    await insertRows(trx, 'single_voucher_price', generateSingleVoucherPrices(new Random(seed, 6), offers, digests));
    await insertRows(trx, 'offer_upsell', generateUpsells(offers, digests));
    const { boxes, links } = generateBoxes(new Random(seed, 7), offers, pool, scale.offersPerBox);
    await insertRows(trx, 'box', boxes);
    await insertRows(trx, 'box_offer', links);
    await insertRows(trx, 'gift_card', generateGiftCards(pool));
    const sleeves = generateSleeves(pool);
    await insertRows(trx, 'sleeve_category', sleeves.categories);
    await insertRows(trx, 'sleeve', sleeves.sleeves);
    await insertRows(trx, 'shipping_cost', generateShippingCosts());
    await insertRows(trx, 'activity_product', activityProducts.products);
    await insertRows(trx, 'activity_product_activity', activityProducts.links);
    await insertRows(trx, 'activity_price', activityProducts.prices);
    await insertRows(trx, 'review', reviews);

    report('content', 95);
    const content = generateContent({
      rng: new Random(seed, 8), pool, themes: THEMES, themeSlugs, destinationSlugs: slugs, boxes, anchor,
      destinations: geo.destinations
        .filter((d) => d.type !== 'city')
        .map((destination) => ({ destination, hotelCount: hotelCount.get(destination.id) ?? 0 }))
        .sort((a, b) => b.hotelCount - a.hotelCount),
    });
    await insertRows(trx, 'homepage', content.homepages);
    await insertRows(trx, 'landing_page', content.landingPages);
    await insertRows(trx, 'announcement_banner', content.announcementBanners);
    await insertRows(trx, 'nav_link', [...content.navLinks].sort((a, b) => a.depth - b.depth));
    await insertRows(trx, 'static_page', content.staticPages);
    await insertRows(trx, 'minisite', content.minisites);
    await insertRows(trx, 'targeted_banner', content.targetedBanners);
    await insertRows(trx, 'gift_block', content.giftBlocks);
    await insertRows(trx, 'box_block', content.boxBlocks);
    await insertRows(trx, 'weekend_ideas', content.weekendIdeas);
    await insertRows(trx, 'popular_date_shortcut', content.shortcuts);

    Object.assign(counts, {
      images: images.length, destinations: geo.destinations.length, hotels: hotels.length, offers: offers.length,
      offerNights: bookable.length * window.length, reviews: reviews.length, boxes: boxes.length,
      activityProducts: activityProducts.products.length, activityTemplates: ACTIVITY_TEMPLATES.length,
    });
    await trx.insertInto('catalog_seed').values({
      id: 1, scale: scaleName, seed, anchor_date: anchor, duration_ms: Math.round(performance.now() - started),
    }).execute();
  });
  // Planner statistics for the freshly loaded tables: PGlite has no autovacuum, and without them
  // it picks the wrong index (an autocomplete lookup measured 800 ms instead of a few ms).
  await sql`analyze`.execute(db);
  report('done', 100);
  return { status: 'seeded', scale: scaleName, seed, anchorDate: anchor, durationMs: Math.round(performance.now() - started), counts, phases };
}
