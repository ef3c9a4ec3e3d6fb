import type { WeekendDetail, WeekendDetailQuery } from '@escapade/contracts/weekend';
import type { Db } from '@escapade/db';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import type { Language } from '@escapade/domain/markets';
import { DEFAULT_PARTY } from '@escapade/domain/pax';
import { offerListPromo, priceForParty } from '@escapade/domain/price';
import { AppError } from '../errors/app-error';
import { hotelUri, marketPath, productUri } from './catalog-uris';
import { imagesBySize } from './image-urls';
import { languageOf } from './market-language';
import { priceStay } from './price-weekend-stay';
import { marketToday } from './sellable-offers';

async function loadOffer(db: Db, id: number, language: Language) {
  return db
    .selectFrom('offer as o')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .innerJoin('room as r', 'r.id', 'o.room_id')
    .leftJoin('offer_summary as s', 's.offer_id', 'o.id')
    .leftJoin('destination as city', 'city.id', 'h.city_id')
    .leftJoin('destination_name as town', (join) => join.onRef('town.destination_id', '=', 'h.city_id').on('town.language', '=', language))
    .leftJoin('destination_name as country', (join) => join.onRef('country.destination_id', '=', 'city.country_id').on('country.language', '=', language))
    .select((eb) => [
      'o.id', 'o.label', 'o.nights', 'o.locales', 'o.published', 'o.expiration', 'o.image_ids',
      'o.single_adult_percent', 'o.extra_adult_percent', 'o.child_percent', 'o.baby_cents',
      'h.id as hotel_id', 'h.label as hotel_label', 'h.stars', 'h.latitude', 'h.longitude', 'h.street_address', 'h.zip_code',
      'h.review_count', 'h.review_score', 'h.active',
      'r.max_capacity', 's.from_sell_cents', 's.from_ref_cents',
      'town.name as town_name', 'country.name as country_name',
      eb
        .selectFrom('hotel_image')
        .select('image_id')
        .whereRef('hotel_image.hotel_id', '=', 'h.id')
        .orderBy('position')
        .limit(1)
        .as('hotel_image_id'),
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/**
 * The weekend (offer) detail the map info card needs (search spec §7 "Marker detail"): label, hotel,
 * pictures and the price — for the party and dates when given (priceType final_price, null when
 * the stay cannot be booked), else the "from" price of the offer's default length. Undefined for
 * an id the market does not sell.
 */
export async function getWeekendMapDetail(db: Db, id: number, query: WeekendDetailQuery, now: Date = new Date()): Promise<WeekendDetail | undefined> {
  const today = marketToday(query.locale, now);
  if (query.checkin !== undefined && query.checkin < today) {
    throw new AppError('VALIDATION_FAILED', 'checkin: the day is in the past', { errors: [{ field: 'checkin', message: 'expected today or a later day' }] });
  }
  const language = languageOf(query.locale);
  const offer = await loadOffer(db, id, language);
  if (!offer || !offer.locales.includes(query.locale)) return undefined;
  const party = { adults: query.adult ?? DEFAULT_PARTY.adults, children: query.child ?? DEFAULT_PARTY.children, babies: query.baby ?? DEFAULT_PARTY.babies };
  const rule = {
    singleAdultPercent: offer.single_adult_percent,
    extraAdultPercent: offer.extra_adult_percent,
    childPercent: offer.child_percent,
    babyCents: offer.baby_cents,
  };
  const isSold = offer.published && offer.active && (offer.expiration === null || offer.expiration >= today);

  let price: WeekendDetail['price'] = null;
  let nights = offer.nights;
  if (query.checkin !== undefined && query.night !== undefined) {
    nights = query.night;
    const rows = await db
      .selectFrom('offer_night')
      .select(['night', 'sell_cents', 'ref_cents', 'rooms_left', 'min_stay', 'allowed_nights'])
      .where('offer_id', '=', id)
      .where('night', '>=', query.checkin)
      .where('night', '<', addDaysToDay(query.checkin, query.night))
      .execute();
    const stay = isSold ? priceStay(rows, { checkin: query.checkin, nights: query.night, party, maxCapacity: offer.max_capacity, rule }) : undefined;
    if (stay) price = { sellPrice: stay.sellCents, refPrice: stay.refCents, promo: offerListPromo(stay.sellCents, stay.refCents), priceType: 'final_price' };
  } else if (isSold && offer.from_sell_cents !== null && offer.from_ref_cents !== null) {
    const night = { sellCents: offer.from_sell_cents, refCents: offer.from_ref_cents };
    const stay = priceForParty(Array.from({ length: offer.nights }, () => night), party, rule);
    price = { sellPrice: stay.sellCents, refPrice: stay.refCents, promo: offerListPromo(stay.sellCents, stay.refCents), priceType: 'from_price' };
  }

  const imageId = offer.image_ids[0] ?? offer.hotel_image_id;
  const uri = productUri(language, id);
  const label = offer.label[language];
  return {
    id,
    label,
    uri,
    nights,
    hotel: {
      id: offer.hotel_id,
      label: offer.hotel_label,
      stars: offer.stars,
      uri: hotelUri(language, offer.hotel_id),
      location: {
        label: [offer.town_name, offer.country_name].filter(Boolean).join(', '),
        latitude: offer.latitude,
        longitude: offer.longitude,
        address: offer.street_address,
        zipCode: offer.zip_code,
      },
      review: { count: offer.review_count, score: offer.review_score },
    },
    imagesBySize: imageId ? imagesBySize(imageId) : { '120_80': '', '640_360': '', '960_540': '' },
    price,
    hasSelectedDates: query.checkin !== undefined,
    checkin: query.checkin ?? null,
    paxCount: party.adults + party.children + party.babies,
    published: isSold,
    ...(query.fetchPageModel
      ? { pageModel: { pageTitle: `${label} – ${offer.hotel_label}`, canonicalUrl: marketPath(query.locale, uri), metaRobots: isSold ? 'index,follow' : 'noindex,follow' } }
      : {}),
  };
}
