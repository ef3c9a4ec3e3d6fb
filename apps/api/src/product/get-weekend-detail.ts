import { QUOTE_ERROR_MESSAGES, type WeekendFullDetail } from '@escapade/contracts/product';
import { STAY_NIGHTS_MAX } from '@escapade/contracts/query';
import type { WeekendDetailQuery } from '@escapade/contracts/weekend';
import type { Db } from '@escapade/db';
import { PRODUCT_GALLERY_MAX_PICTURES } from '@escapade/domain/cards';
import { DEFAULT_PARTY, type Party } from '@escapade/domain/pax';
import { offerListPromo } from '@escapade/domain/price';
import { getOrLoad, type Cache } from '../cache/cache';
import { AppError } from '../errors/app-error';
import { hotelUri, productUri } from '../catalog/catalog-uris';
import { imagesBySize } from '../catalog/image-urls';
import { languageOf } from '../catalog/market-language';
import { loadHotelRecords } from '../hotel/load-hotel-records';
import { loadRooms, toRoom } from '../hotel/load-rooms';
import { buildCancellationPolicy } from './build-cancellation-policy';
import { uniqueImageIds } from './build-image-urls';
import { buildPageModel } from './build-page-model';
import { buildPriceInfo } from './build-price-info';
import { buildActivityDates } from './check-activity-dates';
import { computeLocalTax } from './compute-local-tax';
import { computeStressFlags } from './compute-stress-flags';
import { evaluateStay, isOfferExpired } from './evaluate-stay';
import { fromPriceOf } from './find-from-price';
import { listUpsells } from './list-upsells';
import { productNotFound } from './list-product-offers';
import { loadDatedActivities } from './load-dated-activities';
import { loadOfferNights } from './load-offer-nights';
import { loadOfferSummaries } from './load-offer-summaries';
import { loadOffer } from './load-offers';
import { datedActivityIds, loadProgramLines, toProgramLine } from './load-program-lines';
import { textsIn } from './localize-text';
import { availabilityWindowEnd, marketClock } from './market-clock';
import { PRODUCT_CACHE_TTL_MS, productCacheKey } from './product-cache-key';
import { toReservationCriteria } from './to-offer-list-item';
import { readCatalogVersion } from '../search/search-cache';
import { shiftDay } from './shift-day';

/**
 * `GET /api/weekend/{id}/detail.json`, the product page's full detail: the map card's fields and
 * the hotel, gallery, program, activity dates, room, upsells, price (final for a bookable stay,
 * "from" without dates), stress flags, expired/available state and page model.
 */
export async function getWeekendDetail(db: Db, id: number, query: WeekendDetailQuery, now: Date): Promise<WeekendFullDetail> {
  const clock = marketClock(query.locale, now);
  // "Check-in/out must be future": bad input whatever the id, as the map card's detail answers it.
  if (query.checkin !== undefined && query.checkin < clock.today) {
    throw new AppError('VALIDATION_FAILED', 'checkin: the day is in the past', {
      errors: [{ field: 'checkin', message: 'expected today or a later day' }],
    });
  }
  const offer = await loadOffer(db, id, query.locale);
  if (!offer) throw productNotFound(id);
  const language = languageOf(query.locale);
  const windowEnd = availabilityWindowEnd(clock.today);
  const party: Party = {
    adults: query.adult ?? DEFAULT_PARTY.adults,
    children: query.child ?? DEFAULT_PARTY.children,
    babies: query.baby ?? DEFAULT_PARTY.babies,
  };
  const stay = query.checkin && query.night ? { checkin: query.checkin, nights: query.night, party } : null;
  const lastNight = shiftDay(windowEnd, STAY_NIGHTS_MAX);
  const [hotels, rooms, linesByOffer, summaries, nightsByOffer, upsells] = await Promise.all([
    loadHotelRecords(db, [offer.hotelId], language),
    loadRooms(db, { ids: [offer.roomId] }),
    loadProgramLines(db, [offer.id]),
    loadOfferSummaries(db, [offer.id]),
    // The whole window: the stay, the month calendars of the stress flags and the availability state.
    loadOfferNights(db, [offer.id], clock.today, lastNight),
    listUpsells(db, offer.id, { locale: query.locale, flow: 'booking', checkin: stay?.checkin, nights: stay?.nights, party }, now),
  ]);
  const hotel = hotels.get(offer.hotelId);
  const room = rooms[0];
  if (!hotel || !room) throw productNotFound(id);
  const lines = linesByOffer.get(offer.id) ?? [];
  const nights = nightsByOffer.get(offer.id) ?? new Map();
  const summary = summaries.get(offer.id);
  const datedActivities = await loadDatedActivities(db, datedActivityIds(lines), clock.today, lastNight, language);

  const expired = isOfferExpired(offer, clock.today);
  const evaluation = stay ? evaluateStay(offer, nights, stay, clock) : null;
  const fromPrice = stay || expired ? undefined : fromPriceOf(offer, summary, party, clock.today);
  const priced = evaluation?.bookable && evaluation.price ? { ...evaluation.price, nbRooms: evaluation.nbRooms } : fromPrice;
  const nightCount = stay?.nights ?? offer.nights;
  const priceInfo = priced ? buildPriceInfo(priced, nightCount, stay ? 'final_price' : 'from_price', 'offerList', priced.nbRooms) : null;
  const gallery = uniqueImageIds(offer.imageIds, room.imageIds, hotel.imageIds).slice(0, PRODUCT_GALLERY_MAX_PICTURES);
  const cover = gallery[0];
  if (!cover) throw productNotFound(id);
  const uri = productUri(language, offer.id);

  return {
    id: offer.id,
    label: offer.label[language],
    uri,
    // The map card's meaning: the stay's nights when dated, else the offer's default length.
    nights: nightCount,
    hotel: {
      id: hotel.id,
      label: hotel.label,
      stars: hotel.stars,
      uri: hotelUri(language, hotel.id),
      location: {
        label: [hotel.cityName, hotel.countryName].filter(Boolean).join(', '),
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        address: hotel.street_address,
        zipCode: hotel.zip_code,
        completeAddress: { streetAddress: hotel.street_address, zipCode: hotel.zip_code },
      },
      review: { count: hotel.review_count, score: hotel.review_score },
      phone: hotel.phone,
      checkInOut: { checkin: hotel.checkin_hour, checkout: hotel.checkout_hour },
      active: hotel.active,
    },
    imagesBySize: imagesBySize(cover),
    price: priceInfo ? { ...priceInfo, promo: offerListPromo(priceInfo.sellPrice, priceInfo.refPrice) } : null,
    hasSelectedDates: stay !== null,
    checkin: stay?.checkin ?? null,
    paxCount: party.adults + party.children + party.babies,
    // The map card's meaning: sold today (published, hotel active, not expired).
    published: !expired,
    ...(query.fetchPageModel === false
      ? {}
      : {
          pageModel: buildPageModel({
            locale: query.locale,
            pageTitle: `${offer.label[language]} – ${hotel.label}`,
            soldIn: offer.locales,
            pathIn: (lang) => productUri(lang, offer.id),
            isIndexable: !expired,
          }),
        }),
    headwords: textsIn(offer.headwords, language),
    shortProgramIntroWithoutRoom: offer.shortProgram[language],
    importantInfos: textsIn(offer.importantInfos, language),
    images: gallery.map(imagesBySize),
    programLine: lines.map((line) => toProgramLine(line, language)),
    activities: buildActivityDates(datedActivities, stay, clock.today),
    room: toRoom(room, language),
    upsells: upsells.upsells,
    cancellationPolicy: buildCancellationPolicy(
      { type: offer.cancellationType, cancellable: offer.cancellable, cancellableUntilDays: offer.cancellableUntilDays },
      stay?.checkin ?? null,
    ),
    marketingLabels: offer.marketingLabels.map((label) => ({ code: label.code, label: label.label[language] })),
    targetedLabel: offer.targetedLabel ? offer.targetedLabel[language] : null,
    lastMinute: offer.lastMinute,
    expiration: offer.expiration,
    autoDiscount:
      offer.autoDiscountCode && offer.autoDiscountPercent !== null ? { code: offer.autoDiscountCode, value: offer.autoDiscountPercent } : null,
    channelManagerId: offer.channelManagerId,
    connectivity: offer.connectivity,
    themeIds: offer.themeIds,
    isSingleVoucherSellable: offer.isSingleVoucherSellable,
    expired,
    available: !expired && summary?.lastBookableNight != null && summary.lastBookableNight >= clock.today,
    stress: computeStressFlags({
      nights,
      stay,
      flashDeal: evaluation ? evaluation.bookable && evaluation.flashDeal : (summary?.hasFlashDeal ?? false),
      hasAutoDiscount: offer.autoDiscountCode !== null,
    }),
    localTaxTotalAmount:
      evaluation?.price && stay
        ? computeLocalTax(offer.localTax, { packageCents: evaluation.price.sellCents, nights: stay.nights, party })
        : null,
    reservationCriteria: stay ? toReservationCriteria(offer.id, stay) : null,
    error: evaluation?.errorCode ? { code: evaluation.errorCode, message: QUOTE_ERROR_MESSAGES[evaluation.errorCode] } : null,
  };
}

/**
 * The full detail read through the Cache plugin (a hot read of the product page), keyed by the
 * catalog version, the market's day and hour, and every input.
 */
export async function getWeekendDetailCached(
  deps: { db: Db; cache: Cache },
  id: number,
  query: WeekendDetailQuery,
  now: Date,
): Promise<WeekendFullDetail> {
  const key = productCacheKey('weekend-detail', await readCatalogVersion(deps.db), marketClock(query.locale, now), { id, ...query });
  return getOrLoad(deps.cache, key, PRODUCT_CACHE_TTL_MS, () => getWeekendDetail(deps.db, id, query, now));
}
