import type { Country, Locale } from '@escapade/domain';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import type { Insertable } from 'kysely';
import type { CancellationType, Localized, OfferTable, ProgramLineTable } from '../../schema';
import type { ImagePool } from '../images/generate-images';
import type { Random } from '../random';
import type { HotelBuild, RoomBuild } from './generate-hotels';
import {
  AND, BREAKFAST, BREAKFAST_SHORT, DINNERS, EXTRAS, LABEL_LEADS, MARKETING_LABELS, NIGHTS, TARGETED_LABELS, WITH_DINNER, join,
} from './phrases';
import { FAMILY_THEME_ID, GOURMET_DINNER_TAG, THEME } from './themes-and-tags';

const l = (fr: string, es: string, it: string, nl: string): Localized => ({ fr, es, it, nl });

export interface OfferBuild {
  row: Insertable<OfferTable>;
  hotel: HotelBuild;
  room: RoomBuild;
  programLines: Insertable<ProgramLineTable>[];
  /** Price of one night for 2 adults before seasonality, in cents. */
  baseCents: number;
  /** The offer has nightly availability (published, hotel active). */
  isBookable: boolean;
  /** Promotion plan of the year. */
  promo: 'none' | 'small' | 'campaign';
  hasFlashDeals: boolean;
  restrictsFridayCheckout: boolean;
}

const ENV_THEME: Readonly<Record<string, number>> = {
  sea: THEME.sea, mountain: THEME.mountain, city: THEME.cityBreak, countryside: THEME.nature, lake: THEME.nature, vineyard: THEME.wine,
};

const WITH_BREAKFAST = l('avec petit-déjeuner', 'con desayuno', 'con colazione', 'met ontbijt');
const WITH_DINNER_ONLY = l('avec dîner', 'con cena', 'con cena', 'met diner');

/** Markets that sell a hotel of each country (the home market first, then neighbours). */
function localesFor(rng: Random, country: Country): Locale[] {
  const maybe = (p: number, locale: Locale): Locale[] => (rng.chance(p) ? [locale] : []);
  switch (country) {
    case 'FR': return ['fr_FR', 'fr_BE', 'nl_BE', ...maybe(0.4, 'nl_NL'), ...maybe(0.25, 'es_ES'), ...maybe(0.2, 'it_IT')];
    case 'ES': return ['es_ES', ...maybe(0.35, 'fr_FR'), ...maybe(0.2, 'fr_BE'), ...maybe(0.2, 'nl_NL'), ...maybe(0.15, 'it_IT')];
    case 'IT': return ['it_IT', ...maybe(0.35, 'fr_FR'), ...maybe(0.2, 'fr_BE'), ...maybe(0.2, 'nl_NL'), ...maybe(0.15, 'es_ES')];
    case 'NL': return ['nl_NL', 'nl_BE', ...maybe(0.35, 'fr_BE'), ...maybe(0.2, 'fr_FR')];
    case 'BE': return ['fr_BE', 'nl_BE', 'nl_NL', ...maybe(0.45, 'fr_FR')];
  }
}

const ROOM_FACTOR: Readonly<Record<string, number>> = { DOUBLE: 1, TWIN: 1, QUEEN: 1.15, KING: 1.3, FAMILY: 1.45, SUITE: 1.75 };
const STAR_BASE: Readonly<Record<number, [number, number]>> = { 2: [6500, 9000], 3: [8500, 13500], 4: [13500, 21000], 5: [24000, 42000] };

export function generateOffers(input: { rng: Random; hotels: readonly HotelBuild[]; pool: ImagePool; anchor: string; windowEnd: string }): OfferBuild[] {
  const { rng, pool } = input;
  const offers: OfferBuild[] = [];
  for (const hotel of input.hotels) {
    const count = rng.weighted([1, 2, 3, 4], (n) => ({ 1: 20, 2: 35, 3: 30, 4: 15 })[n] ?? 0);
    const locales = localesFor(rng, hotel.town.town.country);
    const [lo, hi] = STAR_BASE[hotel.stars] ?? [9000, 14000];
    const hotelBase = rng.int(lo, hi) * (['Paris', 'Venice', 'Amsterdam', 'Florence', 'Rome', 'Barcelona'].includes(hotel.town.town.name) ? 1.3 : 1);
    for (let k = 0; k < count; k++) {
      const id = offers.length + 1;
      const family = hotel.rooms.find((r) => r.kind.bedType === 'FAMILY');
      const isFamily = !!family && rng.chance(0.5) && k > 0;
      const room = isFamily && family ? family : rng.pick(hotel.rooms.filter((r) => r.kind.bedType !== 'FAMILY').length ? hotel.rooms.filter((r) => r.kind.bedType !== 'FAMILY') : hotel.rooms);
      const nights = rng.chance(0.25) ? 2 : 1;
      const activities = k === 0 ? [] : rng.sample(hotel.activities, rng.int(1, Math.min(2, hotel.activities.length)));
      const dinner = rng.chance(0.55) ? rng.pick(DINNERS) : undefined;
      const extra = rng.chance(0.3) ? rng.pick(EXTRAS.filter((e) => isFamily || e.themeId !== FAMILY_THEME_ID)) : undefined;

      const themeIds: number[] = [];
      const pushTheme = (t: number | null | undefined) => { if (t != null && !themeIds.includes(t)) themeIds.push(t); };
      if (isFamily) pushTheme(FAMILY_THEME_ID);
      for (const a of activities) for (const t of a.template.themeIds) if (t !== FAMILY_THEME_ID || isFamily) pushTheme(t);
      if (dinner) pushTheme(THEME.gastronomy);
      pushTheme(extra?.themeId === FAMILY_THEME_ID && !isFamily ? null : extra?.themeId);
      if (hotel.isCastle) pushTheme(THEME.castles);
      pushTheme(ENV_THEME[hotel.environment]);
      if (themeIds.length < 2 && room.kind.capacity === 2) pushTheme(THEME.romantic);
      const themes = themeIds.slice(0, 4);
      const tagIds = [...new Set([...activities.map((a) => a.template.tagId), ...(dinner?.gourmet ? [GOURMET_DINNER_TAG] : [])])];

      const lead = LABEL_LEADS[themes[0] ?? THEME.romantic] as Localized;
      const first = activities[0];
      const label = first
        ? join([lead, first.template.withPhrase, ...(dinner ? [WITH_DINNER] : [])])
        : join([lead, dinner ? WITH_DINNER_ONLY : WITH_BREAKFAST]);
      const program: Localized[] = [NIGHTS(nights), BREAKFAST_SHORT, ...(dinner ? [lower(dinner.title)] : []), ...activities.map((a) => lower(a.template.title))];
      const shortProgram = joinList(program);
      const headwords = [NIGHTS(nights), BREAKFAST.title, ...(dinner ? [dinner.title] : []), ...activities.map((a) => a.template.title), ...(extra ? [extra.title] : [])];

      const programLines: Insertable<ProgramLineTable>[] = [];
      const addLine = (line: Omit<Insertable<ProgramLineTable>, 'offer_id' | 'position'>) =>
        programLines.push({ offer_id: id, position: programLines.length + 1, ...line });
      addLine({ kind: 'breakfast', title: JSON.stringify(BREAKFAST.title), detail_list: JSON.stringify(BREAKFAST.details), schedules: JSON.stringify(BREAKFAST.schedules), repeated: nights > 1, single_day: nights === 1, icon: 'breakfast', image_id: rng.pick(pool.food) });
      if (dinner) addLine({ kind: 'dinner', title: JSON.stringify(dinner.title), menu: JSON.stringify(dinner.menu), schedules: JSON.stringify(l('De 19 h 30 à 21 h 30', 'De 19:30 a 21:30', 'Dalle 19:30 alle 21:30', 'Van 19.30 tot 21.30 uur')), icon: 'dinner', image_id: rng.pick(pool.food) });
      for (const a of activities) {
        addLine({
          kind: 'activity', title: JSON.stringify(a.template.title), detail_list: JSON.stringify([a.template.description, a.template.composition]),
          why_list: JSON.stringify([a.template.description]), must_know_list: JSON.stringify([a.template.how]),
          schedules: JSON.stringify(a.template.schedules), duration_minutes: a.template.durationMinutes, how: JSON.stringify(a.template.how),
          location: JSON.stringify(a.template.where), activity_id: a.row.id, needs_date: a.needsDate, participants: 2,
          icon: a.template.icon, image_id: (a.row.image_ids as string[])[0] ?? null,
        });
      }
      if (extra) addLine({ kind: 'extra', title: JSON.stringify(extra.title), icon: extra.icon });

      const cancellation = rng.weighted(['NCNR', 'PARTIALLY_REFUNDABLE', 'FLEXIBLE'] as CancellationType[], (c) => ({ NCNR: 15, PARTIALLY_REFUNDABLE: 50, FLEXIBLE: 35 })[c]);
      const cancellable = cancellation !== 'NCNR';
      const inactiveHotel = hotel.row.active === false;
      const expired = !inactiveHotel && id % 25 === 7;
      const published = !inactiveHotel && !expired;
      const withAutoDiscount = id % 12 === 5;
      const programCents = (dinner ? (dinner.gourmet ? 9500 : 5500) : 0) + activities.reduce((s, a) => s + a.template.priceCents, 0) + (extra ? 2000 : 0);
      const baseCents = Math.round(hotelBase * (ROOM_FACTOR[room.kind.bedType] ?? 1) + programCents / nights);
      const channelManager = rng.chance(0.4);

      offers.push({
        hotel, room, programLines, baseCents, isBookable: published,
        promo: rng.chance(0.45) ? 'campaign' : rng.chance(0.25) ? 'small' : 'none',
        hasFlashDeals: published && id % 20 === 3,
        restrictsFridayCheckout: nights === 1 && rng.chance(0.1),
        row: {
          id, hotel_id: hotel.row.id, room_id: room.row.id, label: JSON.stringify(label), headwords: JSON.stringify(headwords),
          short_program: JSON.stringify(shortProgram), important_infos: JSON.stringify(activities.some((a) => a.needsDate) ? [l('Les dates des activités sont à choisir lors de la réservation.', 'Las fechas de las actividades se eligen al reservar.', 'Le date delle attività si scelgono al momento della prenotazione.', 'De data van de activiteiten kiest u bij het boeken.')] : []),
          nights, theme_ids: themes, tag_ids: tagIds,
          image_ids: [...new Set([...activities.map((a) => (a.row.image_ids as string[])[0] as string), ...(dinner ? [rng.pick(pool.food)] : [])])],
          locales, cancellation_type: cancellation, cancellable, cancellable_until_days: cancellable ? rng.pick(cancellation === 'FLEXIBLE' ? [1, 2, 3] : [7, 14, 7, 3]) : null,
          channel_manager_id: channelManager ? `CM-${String(100000 + id)}` : null, connectivity: channelManager,
          auto_discount_code: withAutoDiscount ? rng.pick(['EXTRA5', 'EXTRA10', 'WEEKEND10']) : null,
          auto_discount_percent: null,
          marketing_labels: JSON.stringify(rng.chance(0.2) ? [rng.pick(MARKETING_LABELS)] : []),
          targeted_label: rng.chance(0.1) ? JSON.stringify(rng.pick(TARGETED_LABELS)) : null,
          last_minute: published && id % 20 === 11,
          expiration: expired ? addDaysToDay(input.anchor, -rng.int(10, 200)) : published && rng.chance(0.1) ? addDaysToDay(input.windowEnd, rng.int(15, 200)) : null,
          published, popularity: Math.round(rng.float() * 600 + hotel.stars * 60 + hotel.quality * 30),
          single_adult_percent: rng.pick([80, 85, 90]), extra_adult_percent: rng.pick([40, 45, 50, 60]),
          child_percent: rng.pick([25, 30, 35, 40]), baby_cents: rng.pick([0, 0, 1000, 1500]),
          // Giftable only when sold: a gift stay has its 1–3 night prices, and those are drawn for
          // published offers only. The draw comes first so the generator's stream stays the same.
          is_single_voucher_sellable: rng.chance(0.85) && published,
        },
      });
      const last = offers[offers.length - 1] as OfferBuild;
      if (last.row.auto_discount_code) last.row.auto_discount_percent = last.row.auto_discount_code === 'EXTRA5' ? 5 : 10;
    }
  }
  return offers;
}

function lower(text: Localized): Localized {
  return { fr: text.fr.toLowerCase(), es: text.es.toLowerCase(), it: text.it.toLowerCase(), nl: text.nl.toLowerCase() };
}

/** "1 nuit, petit-déjeuner, dîner 3 plats et massage en duo". */
function joinList(items: readonly Localized[]): Localized {
  const pick = (lang: keyof Localized) => {
    const words = items.map((i) => i[lang]);
    return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${AND[lang]} ${words[words.length - 1]}`;
  };
  return { fr: pick('fr'), es: pick('es'), it: pick('it'), nl: pick('nl') };
}
