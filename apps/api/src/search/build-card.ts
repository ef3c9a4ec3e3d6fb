/**
 * A package row and its display fields → a search result card.
 */
import type { SearchResultCard } from '@escapade/contracts/search';
import { cancellationInfo } from '@escapade/domain/cards';
import { isAutoDiscountActive, offerListPromo, pricePerNight, pricePerPerson } from '@escapade/domain/price';
import { hotelUri, productUri, searchLandingPath } from '../catalog/catalog-uris';
import { imageUrl } from '../catalog/image-urls';
import type { EngineCriteria } from './criteria';
import { rememberedAddDays } from './day-memo';
import type { RankedPackage } from './find-packages';
import { CARD_IMAGE_COUNT, type CardDetails } from './load-card-details';
import { bedPersonsOf } from './package-rows';

/**
 * The cancellation info of a card, through the domain's cancellationInfo. The deadline is the
 * checkin minus the offer's cancellable days; one already past is no deadline at all.
 */
export function cardCancellationPolicy(
  details: Pick<CardDetails, 'cancellationType' | 'cancellable' | 'cancellableUntilDays'>,
  checkin: string | null,
  today: string,
): SearchResultCard['cancellationPolicy'] {
  const base = { type: details.cancellationType, cancellable: details.cancellable };
  const dueDay =
    checkin !== null && details.cancellable && details.cancellableUntilDays !== null
      ? rememberedAddDays(checkin, -details.cancellableUntilDays)
      : null;
  const deadline = dueDay !== null && dueDay >= today ? dueDay : null;
  const info = cancellationInfo(checkin !== null, { ...base, cancellationDeadline: deadline });
  switch (info.kind) {
    case 'addDates':
      return { ...base, message: 'add_dates', cancellationDeadline: null };
    case 'nonExchangeableNonRefundable':
      return { ...base, message: 'non_refundable', cancellationDeadline: null };
    case 'modifiableUntil':
      return {
        ...base,
        message: details.cancellationType === 'FLEXIBLE' ? 'modifiable_until_deadline' : 'partially_refundable_until_deadline',
        cancellationDeadline: info.deadline,
      };
  }
}

export function buildCard(row: RankedPackage, details: CardDetails, criteria: EngineCriteria): SearchResultCard {
  const { language, party, stay } = criteria;
  const isGift = criteria.flow === 'gifting';
  const flowType = isGift ? 'gifting' : criteria.mode === 'hotelOffers' ? 'hotel' : 'booking';
  const imageIds = [...details.offerImageIds, ...details.hotelImageIds].slice(0, CARD_IMAGE_COUNT);
  const images = imageIds.map((id) => imageUrl(id, '640_360'));
  const persons = isGift ? party.adults : bedPersonsOf(criteria);
  const hotel = details.hotel;
  const city = hotel.cities[language];
  return {
    id: row.offer_id,
    label: details.label[language],
    images,
    imageUrl: images[0] ?? null,
    uri: productUri(language, row.offer_id),
    hotel: {
      id: hotel.id,
      uri: hotelUri(language, hotel.id),
      label: hotel.label,
      stars: hotel.stars,
      location: {
        label: city?.name ?? '',
        uri: city?.slug ? searchLandingPath({ destination: city.slug }) : '',
        address: hotel.streetAddress,
        zipCode: hotel.zipCode,
      },
      review: { count: hotel.reviewCount, average: hotel.reviewScore },
    },
    sellPrice: row.sell,
    refPrice: row.ref,
    promo: offerListPromo(row.sell, row.ref),
    priceType: isGift ? 'gift' : stay ? 'final_price' : 'from_price',
    pricePerPerson: pricePerPerson(row.sell, persons),
    pricePerNight: pricePerNight(row.sell, row.nights),
    nights: row.nights,
    distance: row.distance_km === null ? null : Math.round(row.distance_km * 10) / 10,
    participants: persons,
    availableRooms: row.rooms,
    lastMinute: details.lastMinute,
    expiration: details.expiration,
    marketingLabels: details.marketingLabels.map((label) => ({ code: label.code, label: label.label[language] })),
    targetedLabel: details.targetedLabel ? details.targetedLabel[language] : null,
    headwords: details.headwords.map((headword) => headword[language]),
    cancellationPolicy: cardCancellationPolicy(details, stay?.checkin ?? null, criteria.today),
    channelManagerId: details.channelManagerId,
    autoDiscount:
      details.autoDiscountCode && details.autoDiscountPercent !== null && isAutoDiscountActive({ code: details.autoDiscountCode }, criteria.flow)
        ? { code: details.autoDiscountCode, value: details.autoDiscountPercent }
        : null,
    checkin: stay?.checkin ?? null,
    checkout: stay?.checkout ?? null,
    adult: party.adults,
    child: party.children,
    baby: party.babies,
    flowType,
    searchType: criteria.searchType,
    paxCount: party.adults + party.children + party.babies,
    index: row.position - 1,
    topTheme: details.topTheme ? { id: details.topTheme.id, name: details.topTheme.name[language] } : null,
    itemCategory: isGift ? 'single_voucher' : 'weekend',
    connectivity: details.connectivity,
  };
}
