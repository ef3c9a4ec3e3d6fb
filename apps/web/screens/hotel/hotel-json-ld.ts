import type { Hotel } from '@escapade/contracts/hotel';
import { HOTEL_SCHEMA_RATING } from '@escapade/domain/reviews';

/**
 * schema.org markup of the hotel page, with an aggregate rating from 0 to 10.
 * The rating is left out without reviews: an AggregateRating needs a count.
 */
export function buildHotelJsonLd(hotel: Hotel, input: { url: string; origin: string }): Record<string, unknown> {
  const image = hotel.images.slice(0, 5).map((picture) => `${input.origin}${picture['960_540']}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.label,
    description: hotel.description,
    url: input.url,
    ...(image.length > 0 ? { image } : {}),
    telephone: hotel.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.location.completeAddress.streetAddress,
      postalCode: hotel.location.completeAddress.zipCode,
      addressLocality: hotel.location.label,
    },
    geo: { '@type': 'GeoCoordinates', latitude: hotel.location.latitude, longitude: hotel.location.longitude },
    ...(hotel.stars ? { starRating: { '@type': 'Rating', ratingValue: hotel.stars } } : {}),
    checkinTime: hotel.checkInOut.checkin,
    checkoutTime: hotel.checkInOut.checkout,
    petsAllowed: hotel.policy.petsAllowed,
    ...(hotel.review.count > 0 && hotel.review.score !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: hotel.review.score,
            reviewCount: hotel.review.count,
            bestRating: HOTEL_SCHEMA_RATING.bestRating,
            worstRating: HOTEL_SCHEMA_RATING.worstRating,
          },
        }
      : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
