import type { HotelOffer, HotelOffersResponse } from '@escapade/contracts/hotel';
import type { OfferListItem, PriceInfo } from '@escapade/contracts/product';
import { describe, expect, it } from 'vitest';
import { type HotelRoom, buildOffersView, defaultOfferId, selectedOffer, undatedAnswerOf } from './offers-model';

const images = { '120_80': 'a', '640_360': 'b', '960_540': 'c' };
const policy = { type: 'FLEXIBLE' as const, cancellable: true, cancellableUntilDays: 1, cancellableUntil: null, cancellationDeadline: null };
const price = (sellPrice: number): PriceInfo => ({
  sellPrice,
  refPrice: sellPrice,
  promoPercentageRounded: 0,
  moneySaved: 0,
  priceType: 'from_price',
  nbRooms: 1,
  nights: 1,
  pricePerNight: sellPrice,
});

function room(id: number): HotelRoom {
  return {
    id,
    uuid: `room-${id}`,
    label: `Room ${id}`,
    title: `Room ${id}`,
    type: 'DOUBLE',
    bedding: '1 bed',
    capacity: 2,
    maxCapacity: 2,
    size: 20,
    description: '',
    detailsSection: [],
    highlights: [],
    images: [images],
    imageUrl: null,
    importantInfos: [],
    offers: [],
  };
}

function availability(offerId: number, bookable: boolean, roomsLeft: number | null = null): OfferListItem {
  return {
    weekendId: offerId,
    label: `Offer ${offerId}`,
    roomId: 1,
    priceInfo: { ...price(20_000), priceType: 'final_price' },
    cancellationPolicy: { ...policy, cancellableUntil: '2026-05-14', cancellationDeadline: '2026-05-14' },
    localTaxTotalAmount: 0,
    programLineList: [],
    reservationCriteria: { offerId, checkin: '2026-05-15', checkout: '2026-05-16', nights: 1, adult: 2, child: 0, baby: 0 },
    modifiedReservationCriteria: null,
    flashDeal: false,
    roomsAmountMessage: roomsLeft === null ? null : { roomsLeft },
    bookable,
    error: null,
  };
}

function offer(id: number, roomId: number, extra: Partial<HotelOffer> = {}): HotelOffer {
  return {
    id,
    label: `Offer ${id}`,
    uri: `/sejour/${id}`,
    hotelId: 1,
    roomId,
    nights: 1,
    headwords: [],
    shortProgramIntroWithoutRoom: '',
    imagesBySize: images,
    imageUrl: 'b',
    programLineTitles: [],
    price: price(10_000 + id),
    cancellationPolicy: policy,
    marketingLabels: [],
    targetedLabel: null,
    lastMinute: false,
    expiration: null,
    autoDiscount: null,
    channelManagerId: null,
    connectivity: false,
    isSingleVoucherSellable: true,
    availability: null,
    priceDifferencePerNight: 0,
    ...extra,
  };
}

const rooms = [room(1), room(2), room(3)];

describe('buildOffersView', () => {
  it("\"Sorry, we currently don't have any offers for this hotel.\" when the hotel has none", () => {
    expect(buildOffersView(rooms, { hasSelectedDates: false, offers: [] })).toEqual({ kind: 'noOffers' });
  });

  it('groups the offers under their room in the hotel order, leaving out rooms without offers', () => {
    const answer: HotelOffersResponse = { hasSelectedDates: false, offers: [offer(5, 2), offer(6, 1), offer(7, 1, { priceDifferencePerNight: 900 })] };
    const view = buildOffersView(rooms, answer);
    expect(view.kind).toBe('rooms');
    if (view.kind !== 'rooms') return;
    expect(view.rooms.map((r) => [r.room.id, r.offers.map((o) => o.id)])).toEqual([
      [1, [6, 7]],
      [2, [5]],
    ]);
    expect(view.rooms[0]?.offers[1]?.priceDifferencePerNight).toBe(900);
    expect(view.rooms[0]?.offers[0]?.price?.sellPrice).toBe(10_006);
    expect(view.rooms[0]?.offers[0]?.isBookable).toBe(false);
  });

  it("'Sorry, no availability on your dates' when dates are set and no offer is bookable", () => {
    const answer: HotelOffersResponse = { hasSelectedDates: true, offers: [offer(1, 1, { availability: availability(1, false) })] };
    expect(buildOffersView(rooms, answer)).toEqual({ kind: 'noAvailability' });
  });

  it('prices a dated offer for the stay, and shows rooms left only at 3 or fewer', () => {
    const answer: HotelOffersResponse = {
      hasSelectedDates: true,
      offers: [offer(1, 1, { availability: availability(1, true, 3) }), offer(2, 1, { availability: availability(2, true, 4) })],
    };
    const view = buildOffersView(rooms, answer);
    if (view.kind !== 'rooms') throw new Error(view.kind);
    const [first, second] = view.rooms[0]?.offers ?? [];
    expect(first).toMatchObject({ isBookable: true, roomsLeft: 3, price: { sellPrice: 20_000, priceType: 'final_price' } });
    expect(first?.cancellationPolicy.cancellationDeadline).toBe('2026-05-14');
    expect(second?.roomsLeft).toBeNull();
  });
});

describe('selection', () => {
  const answer: HotelOffersResponse = {
    hasSelectedDates: true,
    offers: [offer(1, 1, { availability: availability(1, false) }), offer(2, 1, { availability: availability(2, true) })],
  };
  const view = buildOffersView(rooms, answer);
  const roomView = view.kind === 'rooms' ? view.rooms[0] : undefined;

  it('starts on the first bookable offer with dates, the first offer without', () => {
    expect(roomView && defaultOfferId(roomView, true)).toBe(2);
    expect(roomView && defaultOfferId(roomView, false)).toBe(1);
  });

  it('keeps the visitor’s pick unless it cannot be booked on the dates', () => {
    expect(roomView && selectedOffer(roomView, true, 1)?.id).toBe(2);
    expect(roomView && selectedOffer(roomView, false, 2)?.id).toBe(2);
  });
});

describe('undatedAnswerOf', () => {
  it('lists the offers of the hotel load without dates', () => {
    const hotelRooms = [{ ...room(1), offers: [offer(3, 1)] }];
    expect(undatedAnswerOf({ rooms: hotelRooms }).offers.map((o) => [o.id, o.availability])).toEqual([[3, null]]);
  });
});
