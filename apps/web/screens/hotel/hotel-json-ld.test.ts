import type { Hotel } from '@escapade/contracts/hotel';
import { describe, expect, it } from 'vitest';
import { buildHotelJsonLd, serializeJsonLd } from './hotel-json-ld';

const hotel = {
  id: 1,
  label: 'Villa Marguerite',
  description: 'Au calme.',
  phone: '+33 1 00 00 00 00',
  stars: 4,
  images: [{ '120_80': '/api/images/a/120_80.webp', '640_360': '/api/images/a/640_360.webp', '960_540': '/api/images/a/960_540.webp' }],
  location: { label: 'Paris', latitude: 48.8, longitude: 2.3, completeAddress: { streetAddress: '70 place des Lilas', zipCode: '75001' } },
  checkInOut: { checkin: '14:00', checkout: '10:30' },
  policy: { petsAllowed: false },
  review: { count: 5, score: 7.3 },
} as unknown as Hotel;

describe('buildHotelJsonLd', () => {
  it('is a schema.org Hotel with an AggregateRating from 0 to 10', () => {
    const data = buildHotelJsonLd(hotel, { url: 'http://x/fr-fr/hotel/1', origin: 'http://x' });
    expect(data).toMatchObject({
      '@type': 'Hotel',
      name: 'Villa Marguerite',
      image: ['http://x/api/images/a/960_540.webp'],
      address: { streetAddress: '70 place des Lilas', postalCode: '75001', addressLocality: 'Paris' },
      starRating: { ratingValue: 4 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 7.3, reviewCount: 5, bestRating: 10, worstRating: 0 },
    });
  });

  it('has no AggregateRating without reviews', () => {
    const data = buildHotelJsonLd({ ...hotel, review: { count: 0, score: null } }, { url: 'u', origin: 'o' });
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
