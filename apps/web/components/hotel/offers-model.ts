/**
 * The offers section's view: room cards, each with its offers, or "Sorry, no availability on
 * your dates" / "Sorry, we currently don't have any offers for this hotel.", from the hotel
 * load and the `/hotel/{id}/offers` answer.
 */
import type { Hotel, HotelOffer, HotelOffersResponse } from '@escapade/contracts/hotel';
import type { CancellationPolicy, OfferListItem, PriceInfo } from '@escapade/contracts/product';
import { shouldShowScarcity } from '@escapade/domain/cards';

export type HotelRoom = Hotel['rooms'][number];

export interface OfferView {
  id: number;
  label: string;
  /** Market-relative path of the product page. */
  uri: string;
  nights: number;
  headwords: string[];
  shortProgram: string;
  programLineTitles: string[];
  /** "+N €" per night above the room's cheapest offer; null or 0 shows nothing. */
  priceDifferencePerNight: number | null;
  /** Dated: the stay's price for the party; undated: the "from" price. */
  price: PriceInfo | null;
  /** Dated and bookable: Book leads to the product page. */
  isBookable: boolean;
  /** Scarcity: the rooms-left message shows only when 3 or fewer are left. */
  roomsLeft: number | null;
  cancellationPolicy: CancellationPolicy;
  connectivity: boolean;
  /** The dated answer (program lines, local tax); null without dates. */
  availability: OfferListItem | null;
}

export interface RoomView {
  room: HotelRoom;
  offers: OfferView[];
}

export type OffersView =
  | { kind: 'noOffers' }
  | { kind: 'noAvailability' }
  | { kind: 'rooms'; rooms: RoomView[]; hasDates: boolean };

function toOfferView(offer: HotelOffer, hasDates: boolean): OfferView {
  const availability = hasDates ? offer.availability : null;
  const roomsLeft = availability?.roomsAmountMessage?.roomsLeft ?? null;
  return {
    id: offer.id,
    label: offer.label,
    uri: offer.uri,
    nights: offer.nights,
    headwords: offer.headwords,
    shortProgram: offer.shortProgramIntroWithoutRoom,
    programLineTitles: offer.programLineTitles,
    priceDifferencePerNight: offer.priceDifferencePerNight,
    price: availability ? availability.priceInfo : offer.price,
    isBookable: Boolean(availability?.bookable && availability.priceInfo),
    roomsLeft: shouldShowScarcity(roomsLeft) ? roomsLeft : null,
    cancellationPolicy: availability?.cancellationPolicy ?? offer.cancellationPolicy,
    connectivity: offer.connectivity,
    availability,
  };
}

/**
 * Rooms in the hotel's order, each with its offers in the answer's order (cheapest first); rooms
 * without an offer are left out. With dates and no bookable offer: no availability. Without any
 * offer at all: no offers.
 */
export function buildOffersView(rooms: readonly HotelRoom[], answer: HotelOffersResponse): OffersView {
  if (answer.offers.length === 0) return { kind: 'noOffers' };
  const hasDates = answer.hasSelectedDates;
  const views = rooms
    .map((room) => ({
      room,
      offers: answer.offers.filter((offer) => offer.roomId === room.id).map((offer) => toOfferView(offer, hasDates)),
    }))
    .filter((view) => view.offers.length > 0);
  if (views.length === 0) return { kind: 'noOffers' };
  if (hasDates && !views.some((view) => view.offers.some((offer) => offer.isBookable))) return { kind: 'noAvailability' };
  return { kind: 'rooms', rooms: views, hasDates };
}

/** The offer a room card starts on: the first bookable one with dates, the first one without. */
export function defaultOfferId(room: RoomView, hasDates: boolean): number | undefined {
  return (hasDates ? room.offers.find((offer) => offer.isBookable) : room.offers[0])?.id;
}

/** The selected offer of a room card: the visitor's pick when it can still be picked, else the default. */
export function selectedOffer(room: RoomView, hasDates: boolean, pickedId: number | undefined): OfferView | undefined {
  const picked = room.offers.find((offer) => offer.id === pickedId);
  if (picked && (!hasDates || picked.isBookable)) return picked;
  const fallback = defaultOfferId(room, hasDates);
  return room.offers.find((offer) => offer.id === fallback);
}

/** The undated offers answer built from the hotel load alone, for the first render before any call. */
export function undatedAnswerOf(hotel: Pick<Hotel, 'rooms'>): HotelOffersResponse {
  return {
    hasSelectedDates: false,
    offers: hotel.rooms.flatMap((room) => room.offers.map((offer) => ({ ...offer, availability: null, priceDifferencePerNight: null }))),
  };
}
