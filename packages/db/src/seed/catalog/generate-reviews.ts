import { MARKETS, type Language, type Locale } from '@escapade/domain';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import { Faker, base, en, es, fr, it, nl } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import type { ReviewTable, TravellerType } from '../../schema';
import type { Random } from '../random';
import type { HotelBuild } from './generate-hotels';
import type { OfferBuild } from './generate-offers';
import { REVIEW_NEGATIVE, REVIEW_POSITIVE } from './phrases';

const FAKER_LOCALES = { fr, es, it, nl } as const;
const TRAVELLER_TYPES: readonly TravellerType[] = ['COUPLE', 'COUPLE', 'COUPLE', 'FAMILY', 'FRIENDS', 'SOLO', 'BUSINESS'];

const score = (rng: Random, centre: number) => Math.round(Math.min(10, Math.max(4, rng.normal(centre, 1.1))) * 10) / 10;

/**
 * Reviews in the languages of the markets that sell the hotel; some hotels have none (the
 * "Be the first to try this brand new experience!" case). Hotel review count and score follow.
 */
export function generateReviews(input: {
  rng: Random; seed: number; hotels: HotelBuild[]; offers: readonly OfferBuild[]; anchor: string; perHotel: [number, number];
}): Insertable<ReviewTable>[] {
  const { rng } = input;
  // A pool of localized customer names per language, drawn once: faker is slow per call.
  const names = Object.fromEntries(
    (Object.keys(FAKER_LOCALES) as Language[]).map((lang, i) => {
      const f = new Faker({ locale: [FAKER_LOCALES[lang], en, base] });
      f.seed(input.seed + i);
      return [lang, Array.from({ length: 400 }, () => `${f.person.firstName()} ${f.person.lastName().charAt(0)}.`)];
    }),
  ) as Record<Language, string[]>;
  const localesByHotel = new Map<number, Set<string>>();
  for (const o of input.offers) {
    const set = localesByHotel.get(o.hotel.row.id as number) ?? new Set<string>();
    for (const locale of o.row.locales as string[]) set.add(locale);
    localesByHotel.set(o.hotel.row.id as number, set);
  }
  const pastDays = Array.from({ length: 721 }, (_, i) => addDaysToDay(input.anchor, -i));
  const rows: Insertable<ReviewTable>[] = [];
  for (const hotel of input.hotels) {
    // "Be the first to try this brand new experience!": about one hotel in seven has no review yet.
    if ((hotel.row.id as number) % 7 === 3) continue;
    const locales = [...(localesByHotel.get(hotel.row.id as number) ?? new Set(['fr_FR']))] as Locale[];
    const count = rng.int(input.perHotel[0], input.perHotel[1]);
    // Summed in whole tenths: the score then rounds exactly as the database's round(avg(average), 1).
    let totalTenths = 0;
    for (let i = 0; i < count; i++) {
      const locale = rng.weighted(locales, (l) => (l === locales[0] ? 3 : 1));
      const language = MARKETS[locale].language;
      const criteria = {
        welcoming: score(rng, hotel.quality + 0.3), comfort: score(rng, hotel.quality), cleanliness: score(rng, hotel.quality + 0.2),
        food: score(rng, hotel.quality - 0.2), localization: score(rng, hotel.quality + 0.4), price_quality_ratio: score(rng, hotel.quality - 0.3),
      };
      const average = Math.round((Object.values(criteria).reduce((s, v) => s + v, 0) / 6) * 10) / 10;
      totalTenths += Math.round(average * 10);
      rows.push({
        id: rows.length + 1, hotel_id: hotel.row.id as number, locale,
        customer_name: rng.pick(names[language]),
        traveller_type: rng.pick(TRAVELLER_TYPES), reviewed_on: pastDays[rng.int(3, 720)] as string, average,
        positive: rng.chance(0.92) ? rng.sample(REVIEW_POSITIVE[language], rng.int(1, 2)).join(' ') : null,
        negative: rng.chance(average < 8 ? 0.7 : 0.3) ? rng.pick(REVIEW_NEGATIVE[language]) : null,
        ...criteria,
      });
    }
    if (count > 0) {
      hotel.row.review_count = count;
      hotel.row.review_score = Math.round(totalTenths / count) / 10;
    }
  }
  return rows;
}
