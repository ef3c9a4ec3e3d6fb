/**
 * What a result card shows, from a search answer and the criteria: price and promo, call to
 * action, scarcity, stress messages, cancellation info. Pure, so each rule is tested once here
 * and the components only render.
 */
import type { ActivityOnlyHit } from '@escapade/contracts/activity-search';
import type { SearchResultCard } from '@escapade/contracts/search';
import {
  type CancellationInfo,
  type StressMessage,
  cancellationInfo,
  cardCta,
  cardHref,
  galleryImages,
  shouldShowScarcity,
  stressMessages,
} from '@escapade/domain/cards';
import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import type { Flow } from '@escapade/domain/flow';
import { DEFAULT_ACTIVITY_PARTICIPANTS, initialGroupSize } from '@escapade/domain/pax';
import { activityPromo, isAutoDiscountActive, offerListPromo, pricePerPerson } from '@escapade/domain/price';

/** Message keys of "Card CTAs: 'See offer', 'See gift', 'See activity'". */
const CTA_KEYS = { 'See offer': 'seeOffer', 'See gift': 'seeGift', 'See activity': 'seeActivity' } as const;
export type CardCta = (typeof CTA_KEYS)[keyof typeof CTA_KEYS];

function ctaOf(itemCategory: Parameters<typeof cardCta>[0]): CardCta {
  return CTA_KEYS[cardCta(itemCategory)];
}

export interface CardPrice {
  /** The amount shown, in cents. */
  amountCents: number;
  /** The struck-through reference for the same unit, when a promo is shown. */
  referenceCents?: number;
  /** 'perPerson' reads '/ pers'; 'forTwo' is the gift price "for 2 people". */
  unit: 'perPerson' | 'forTwo';
  /** "From" before the amount (a from price, not the final price of chosen dates). */
  isFrom: boolean;
  /** Promo percent shown on the card, 0 for none. */
  promo: number;
}

export interface StayCardView {
  kind: 'weekend' | 'single_voucher';
  id: number;
  title: string;
  /** Market-relative link (product uri with the flow, or the hotel route in the hotel flow). */
  href: string;
  images: string[];
  hotel: { id: number; label: string; stars: number | null; location: string; reviewAverage: number | null; reviewCount: number };
  nights: number;
  headwords: string[];
  labels: string[];
  theme: string | null;
  price: CardPrice;
  stress: StressMessage[];
  /** Rooms left, when scarce (3 or fewer). */
  roomsLeft?: number;
  /** Cancellation info of the booking and hotel flows; a gift has no dates to cancel. */
  cancellation?: CancellationInfo & { policyType: SearchResultCard['cancellationPolicy']['type'] };
  cta: CardCta;
  distanceKm: number | null;
}

/** A weekend-stay or single-voucher card. */
export function toStayCardView(card: SearchResultCard, flow: Flow, criteria: SearchCriteria): StayCardView {
  const isVoucher = card.itemCategory === 'single_voucher';
  const promo = offerListPromo(card.sellPrice, card.refPrice);
  const persons = Math.max(1, card.participants);
  const price: CardPrice = isVoucher
    ? { amountCents: card.sellPrice, unit: 'forTwo', isFrom: card.priceType === 'from_price', promo, ...(promo > 0 && { referenceCents: card.refPrice }) }
    : {
        amountCents: card.pricePerPerson,
        unit: 'perPerson',
        isFrom: card.priceType === 'from_price',
        promo,
        ...(promo > 0 && { referenceCents: pricePerPerson(card.refPrice, persons) }),
      };
  const autoDiscountPercent = isAutoDiscountActive(card.autoDiscount, flow) ? card.autoDiscount?.value : undefined;
  const hasDates = card.checkin !== null && card.checkout !== null;
  return {
    kind: isVoucher ? 'single_voucher' : 'weekend',
    id: card.id,
    title: card.label,
    href: cardHref({ uri: card.uri, itemCategory: card.itemCategory, hotel: { id: card.hotel.id, uri: card.hotel.uri } }, flow, criteria),
    images: galleryImages(card.images.length > 0 ? card.images : card.imageUrl ? [card.imageUrl] : []),
    hotel: {
      id: card.hotel.id,
      label: card.hotel.label,
      stars: card.hotel.stars,
      location: card.hotel.location.label,
      reviewAverage: card.hotel.review.count > 0 ? card.hotel.review.average : null,
      reviewCount: card.hotel.review.count,
    },
    nights: card.nights,
    headwords: card.headwords,
    labels: [...card.marketingLabels.map((label) => label.label), ...(card.targetedLabel ? [card.targetedLabel] : [])],
    theme: card.topTheme?.name ?? null,
    price,
    stress: stressMessages({ isBestPrice: false, isBestPromo: false, isFlashDeal: card.lastMinute, autoDiscountPercent }),
    ...(shouldShowScarcity(card.availableRooms) && { roomsLeft: card.availableRooms ?? undefined }),
    ...(flow !== 'gifting' && {
      cancellation: { ...cancellationInfo(hasDates, card.cancellationPolicy), policyType: card.cancellationPolicy.type },
    }),
    cta: ctaOf(card.itemCategory),
    distanceKm: card.distance,
  };
}

export interface ActivityCardView {
  kind: 'activity';
  id: number;
  title: string;
  href: string;
  image: string;
  /** The activity centre in the card's hotel slot. */
  place: { label: string; location: string; stars: number | null };
  description: string;
  participants: number;
  price: CardPrice | undefined;
  cta: CardCta;
}

/** The group size an activity card shows (hash `a`, else 2, when sold; else the smallest sold) and its price entry. */
export function activityCardPrice(hit: ActivityOnlyHit, criteria: SearchCriteria): { participants: number; entry: ActivityOnlyHit['prices'][number] | undefined } {
  const sizes = hit.prices.map((price) => price.paxComposition.adults);
  const participants = initialGroupSize(criteria.a ?? DEFAULT_ACTIVITY_PARTICIPANTS, sizes) ?? DEFAULT_ACTIVITY_PARTICIPANTS;
  return { participants, entry: hit.prices.find((price) => price.paxComposition.adults === participants) };
}

/**
 * An activity card. The price is the one of the searched participants (hash `a`, else 2) when the
 * activity sells that group size, else its smallest; shown per person ('/ pers' = total divided
 * by adults), with the activity promo rule ("counts at 5 or more").
 */
export function toActivityCardView(hit: ActivityOnlyHit, criteria: SearchCriteria): ActivityCardView {
  const { participants, entry } = activityCardPrice(hit, criteria);
  const promo = entry ? activityPromo(entry.sellPrice, entry.barPrice) : 0;
  return {
    kind: 'activity',
    id: hit.id,
    title: hit.label,
    href: cardHref({ uri: hit.uri, itemCategory: hit.itemCategory }, 'activity', { ...criteria, a: participants }),
    image: hit.imagesBySize['640_360'] ?? hit.imageUrl,
    place: { label: hit.hotel.label, location: hit.hotel.location.label, stars: hit.hotel.stars },
    description: hit.description,
    participants,
    price: entry && {
      amountCents: pricePerPerson(entry.sellPrice, participants),
      unit: 'perPerson',
      isFrom: false,
      promo,
      ...(promo > 0 && { referenceCents: pricePerPerson(entry.barPrice, participants) }),
    },
    cta: ctaOf(hit.itemCategory),
  };
}
