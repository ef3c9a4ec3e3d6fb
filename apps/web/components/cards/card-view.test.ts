import type { ActivityOnlyHit } from '@escapade/contracts/activity-search';
import type { SearchResultCard } from '@escapade/contracts/search';
import { describe, expect, it } from 'vitest';
import { toActivityCardView, toStayCardView } from './card-view';

function card(overrides: Partial<SearchResultCard> = {}): SearchResultCard {
  return {
    id: 18,
    label: 'City break',
    images: ['/api/images/a/640_360.webp', '/api/images/b/640_360.webp', '/api/images/c/640_360.webp', '/api/images/d/640_360.webp', '/api/images/e/640_360.webp'],
    imageUrl: '/api/images/a/640_360.webp',
    uri: '/sejour/18',
    hotel: { id: 6, uri: '/hotel/6', label: 'La Bergerie', stars: 3, location: { label: 'Paris', uri: '/paris', address: '1 rue', zipCode: '75001' }, review: { count: 30, average: 8.4 } },
    sellPrice: 11100,
    refPrice: 15400,
    promo: 27,
    priceType: 'from_price',
    pricePerPerson: 5550,
    pricePerNight: 11100,
    nights: 1,
    distance: 2.2,
    participants: 2,
    availableRooms: null,
    lastMinute: false,
    expiration: null,
    marketingLabels: [{ code: 'ECO', label: 'Éco' }],
    targetedLabel: null,
    headwords: ['1 nuit'],
    cancellationPolicy: { type: 'FLEXIBLE', cancellable: true, message: 'add_dates', cancellationDeadline: null },
    channelManagerId: null,
    autoDiscount: null,
    checkin: null,
    checkout: null,
    adult: 2,
    child: 0,
    baby: 0,
    flowType: 'booking',
    searchType: 'exactMatch',
    paxCount: 2,
    index: 0,
    topTheme: { id: 1, name: 'Romantique' },
    itemCategory: 'weekend',
    connectivity: true,
    ...overrides,
  };
}

describe('stay card view', () => {
  it("a weekend shows the price per person with '/ pers', the reference per person and the offer-list promo", () => {
    const view = toStayCardView(card(), 'booking', {});
    expect(view.price).toEqual({ amountCents: 5550, unit: 'perPerson', isFrom: true, promo: 27, referenceCents: 7700 });
    expect(view.cta).toBe('seeOffer');
  });

  it('"offer lists show promo only at 10 percent or more"', () => {
    expect(toStayCardView(card({ sellPrice: 9100, refPrice: 10000 }), 'booking', {}).price.promo).toBe(0);
    expect(toStayCardView(card({ sellPrice: 9000, refPrice: 10000 }), 'booking', {}).price.promo).toBe(10);
    expect(toStayCardView(card({ sellPrice: 9100, refPrice: 10000 }), 'booking', {}).price.referenceCents).toBeUndefined();
  });

  it('a single voucher shows the gift price for 2 people, links with flow=gifting and reads "See gift"', () => {
    const view = toStayCardView(card({ itemCategory: 'single_voucher', priceType: 'gift', sellPrice: 8700, refPrice: 10800 }), 'gifting', { giftNights: 2 });
    expect(view.price).toMatchObject({ amountCents: 8700, unit: 'forTwo', isFrom: false, promo: 19, referenceCents: 10800 });
    expect(view.href).toBe('/sejour/18?flow=gifting#giftNights=2');
    expect(view.cta).toBe('seeGift');
    expect(view.cancellation).toBeUndefined();
  });

  it('links to the product with the booking flow and the stay, or to the hotel in the hotel flow', () => {
    const criteria = { checkin: '2030-04-04', checkout: '2030-04-06', a: 3 };
    expect(toStayCardView(card(), 'booking', criteria).href).toBe('/sejour/18?flow=booking#a=3&checkin=2030-04-04&checkout=2030-04-06');
    expect(toStayCardView(card(), 'hotel', criteria).href).toBe('/hotel/6#a=3&checkin=2030-04-04&checkout=2030-04-06&hotelId=6');
  });

  it('"Image gallery shows up to 4 photos"', () => {
    expect(toStayCardView(card(), 'booking', {}).images).toHaveLength(4);
    expect(toStayCardView(card({ images: ['/a.webp', '/b.webp'] }), 'booking', {}).images).toEqual(['/a.webp']);
  });

  it('"Scarcity: rooms-left message when 3 or fewer"', () => {
    expect(toStayCardView(card({ availableRooms: 3 }), 'booking', {}).roomsLeft).toBe(3);
    expect(toStayCardView(card({ availableRooms: 4 }), 'booking', {}).roomsLeft).toBeUndefined();
    expect(toStayCardView(card({ availableRooms: null }), 'booking', {}).roomsLeft).toBeUndefined();
  });

  it('stress messages: flash deal then the auto discount, which never shows in gifting', () => {
    const offer = card({ lastMinute: true, autoDiscount: { code: 'AUTO5', value: 5 } });
    expect(toStayCardView(offer, 'booking', {}).stress).toEqual([{ kind: 'flashDeal' }, { kind: 'autoDiscount', discount: 5 }]);
    expect(toStayCardView(offer, 'gifting', {}).stress).toEqual([{ kind: 'flashDeal' }]);
  });

  it('cancellation info: modifiable until the deadline with dates, non-refundable otherwise, add dates without dates', () => {
    const dated = { checkin: '2030-04-04', checkout: '2030-04-06' };
    expect(toStayCardView(card({ ...dated, cancellationPolicy: { type: 'FLEXIBLE', cancellable: true, message: 'modifiable_until_deadline', cancellationDeadline: '2030-04-01' } }), 'booking', {}).cancellation).toEqual({
      kind: 'modifiableUntil',
      deadline: '2030-04-01',
      policyType: 'FLEXIBLE',
    });
    expect(toStayCardView(card({ ...dated, cancellationPolicy: { type: 'NCNR', cancellable: false, message: 'non_refundable', cancellationDeadline: null } }), 'booking', {}).cancellation?.kind).toBe(
      'nonExchangeableNonRefundable',
    );
    expect(toStayCardView(card(), 'booking', {}).cancellation?.kind).toBe('addDates');
  });
});

function hit(overrides: Partial<ActivityOnlyHit> = {}): ActivityOnlyHit {
  return {
    id: 15,
    label: 'Croisière',
    hotel: { label: 'Évasion', location: { label: 'Annecy' }, stars: null, uri: '/activite/15' },
    imageUrl: '/api/images/boat/640_360.webp',
    uri: '/activite/15',
    prices: [
      { paxComposition: { adults: 1 }, barPrice: 2600, sellPrice: 2600, promo: 0 },
      { paxComposition: { adults: 2 }, barPrice: 5000, sellPrice: 4300, promo: 14 },
    ],
    description: 'Une heure sur l’eau',
    imagesBySize: { '120_80': '/s.webp', '640_360': '/m.webp', '960_540': '/l.webp' },
    activities: [],
    published: true,
    pageModel: { pageTitle: 'Croisière', canonicalUrl: '/fr-fr/activite/15', alternateUrls: [], metaRobots: 'index,follow' },
    distance: null,
    itemCategory: 'activity_only',
    ...overrides,
  };
}

describe('activity card view', () => {
  it('the price of the searched participants, per person, with the activity promo (≥ 5)', () => {
    const view = toActivityCardView(hit(), { a: 2 });
    expect(view.participants).toBe(2);
    expect(view.price).toEqual({ amountCents: 2150, unit: 'perPerson', isFrom: false, promo: 14, referenceCents: 2500 });
    expect(view.href).toBe('/activite/15?flow=activity#a=2');
    expect(view.cta).toBe('seeActivity');
  });

  it('defaults to 2 participants; a size the activity does not sell falls back to its smallest', () => {
    expect(toActivityCardView(hit(), {}).participants).toBe(2);
    expect(toActivityCardView(hit({ prices: [{ paxComposition: { adults: 1 }, barPrice: 2600, sellPrice: 2500, promo: 0 }] }), { a: 2 }).participants).toBe(1);
  });

  it('"activity promo counts at 5 or more"', () => {
    const prices = [{ paxComposition: { adults: 1 }, barPrice: 10000, sellPrice: 9600, promo: 0 }];
    expect(toActivityCardView(hit({ prices }), { a: 1 }).price?.promo).toBe(0);
    expect(toActivityCardView(hit({ prices: [{ ...prices[0]!, sellPrice: 9500 }] }), { a: 1 }).price?.promo).toBe(5);
  });
});
