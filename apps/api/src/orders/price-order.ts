/**
 * The server's price of an order, from the catalog at this moment: the browser sends ids and
 * criteria only, and the total it showed, which must match. Every refusal is an AppError: a 400
 * naming the field, 404 for an unknown product, 409 NO_AVAILABILITY or PRICE_CHANGED. Gifts (a
 * single voucher, a box, a gift card) are priced in price-gift.ts; an activity offered as a gift
 * is priced here, as one bought for one's own use.
 */
import { PRICE_CHANGED_MESSAGE, type CreateOrderRequest } from '@escapade/contracts/checkout';
import type { CancellationPolicy } from '@escapade/contracts/product';
import { STAY_NIGHTS_MAX } from '@escapade/contracts/query';
import { QUOTE_ERROR_MESSAGES } from '@escapade/contracts/quote-errors';
import type { Db } from '@escapade/db';
import { daysBetween } from '@escapade/domain/calendar-day';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import type { GiftFormat } from '@escapade/domain/gift';
import { GIFT_ORDER, type OrderItemKind, type PaymentMethod } from '@escapade/domain/order';
import { payLaterOptionsFor, type Instalment, type PayLaterOption } from '@escapade/domain/pay-later';
import { INSURANCE_CHOICE_MESSAGE } from '@escapade/domain/validators';
import { sql } from 'kysely';
import { activityNotFound } from '../activity/load-activity-product-row';
import { languageOf } from '../catalog/market-language';
import { AppError } from '../errors/app-error';
import { productNotFound } from '../product/list-product-offers';
import { loadOffer } from '../product/load-offers';
import { marketClock } from '../product/market-clock';
import { priceStay } from '../product/price-stay';
import type { StoredGift } from '../vouchers/issue-vouchers';
import { INSURANCE_LABELS, quoteInsurance } from './insurance';
import type { RoomHold } from './inventory';
import { fieldError, noAvailability } from './order-errors';
import { payLaterPlan } from './pay-later-plan';
import { checkGiftRules, digitalGiftOf, priceGift } from './price-gift';

export { fieldError, noAvailability };

type ShortStayItem = NonNullable<CreateOrderRequest['items']['shortStayItem']>;
type ActivityItem = NonNullable<CreateOrderRequest['items']['activityItem']>;

/** One line of the order, ready to insert. */
export interface PricedItem {
  kind: OrderItemKind;
  amountCents: number;
  offerId: number | null;
  activityProductId: number | null;
  checkin: string | null;
  checkout: string | null;
  party: { adults: number; children: number; babies: number } | null;
  rooms: number;
  groupSize: number | null;
  activityDates: Array<{ activityId: number; date: string }>;
  /** A gift (single voucher, box, gift card, activity offered): the beneficiary gets a voucher. */
  isGift: boolean;
  giftFormat: GiftFormat | null;
  /** Single voucher: nights of the gift stay. */
  giftNights: number | null;
  boxCode: string | null;
  giftCardId: string | null;
  /** Paid sleeves of a physical gift (the free standard one is not listed). */
  sleeveIds: number[];
  /** What the buyer saw, in the order's language. */
  details: Record<string, unknown>;
}

export interface PricedOrder {
  /** Everything the traveller pays us: the items and the pay-later fee (a local tax paid at the hotel is not in it). */
  totalCents: number;
  insuranceCents: number;
  payLaterFeeCents: number;
  localTaxAtHotelCents: number;
  hasInsurance: boolean;
  /** Shipping of a physical gift, part of the total. */
  shippingCents: number;
  /** A gift order's words, recipient, delivery and send day (null for a booking). */
  gift: StoredGift | null;
  /** The payment plan of 3x, 4x and deferred; empty when the total is paid at once. */
  instalments: Instalment[];
  /** What the provider charges now: the total, a first instalment, or nothing for a deferred payment. */
  chargedNowCents: number;
  cancellationPolicy: CancellationPolicy | null;
  items: PricedItem[];
  holds: RoomHold[];
  /** The product's label, for the provider's payment description. */
  label: string;
}

const STAY_FIELD = 'items.shortStayItem.reservationCriteria';
const PAY_LATER: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>(['deferred', '3x', '4x', 'paypal']);
/** Activities are paid at once: "card and wallet only". */
const ACTIVITY_METHODS: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>(['card', 'wallet']);

function emptyItem(kind: OrderItemKind, amountCents: number, details: Record<string, unknown>): PricedItem {
  return {
    kind, amountCents, details, offerId: null, activityProductId: null, checkin: null, checkout: null,
    party: null, rooms: 0, groupSize: null, activityDates: [],
    isGift: false, giftFormat: null, giftNights: null, boxCode: null, giftCardId: null, sleeveIds: [],
  };
}

/** Prices the order; throws the AppError that refuses it. */
export async function priceOrder(db: Db, order: CreateOrderRequest, now: Date): Promise<PricedOrder> {
  const { shortStayItem, activityItem } = order.items;
  checkGiftRules(order);
  const priced = shortStayItem
    ? await priceShortStay(db, order, shortStayItem, now)
    : activityItem
      ? await priceActivity(db, order, activityItem)
      : await priceGift(db, order, now);
  if (priced.totalCents !== order.expectedAmount) {
    throw new AppError('PRICE_CHANGED', PRICE_CHANGED_MESSAGE, { extensions: { expectedAmount: priced.totalCents } });
  }
  return priced;
}

async function priceShortStay(db: Db, order: CreateOrderRequest, item: ShortStayItem, now: Date): Promise<PricedOrder> {
  const { locale } = order;
  const criteria = item.reservationCriteria;
  const { checkinDate: checkin, checkoutDate: checkout } = criteria.travelPeriod;
  const nights = daysBetween(checkin, checkout);
  if (nights < 1 || nights > STAY_NIGHTS_MAX) {
    throw fieldError(`${STAY_FIELD}.travelPeriod.checkoutDate`, `expected a checkout 1 to ${STAY_NIGHTS_MAX} nights after the checkin`);
  }
  if (!order.consents.packageTravelInformation) {
    throw fieldError('consents.packageTravelInformation', 'The package travel information must be accepted for a stay');
  }
  const offer = await loadOffer(db, criteria.offerId, locale);
  if (!offer) throw productNotFound(criteria.offerId);
  const party = { adults: criteria.pax.numberOfAdults, children: criteria.pax.numberOfChildren, babies: criteria.pax.numberOfBabies };
  const stay = await priceStay(db, offer, { checkin, nights, party }, criteria.activityDaySelections, locale, now);
  const price = stay.evaluation.price;
  if (!stay.evaluation.bookable || !price || stay.amountToPayTodayCents === null) throw noAvailability();
  if (stay.errorCode) throw fieldError(`${STAY_FIELD}.activityDaySelections`, QUOTE_ERROR_MESSAGES[stay.errorCode]);

  const language = languageOf(locale);
  const stayCents = stay.amountToPayTodayCents;
  const insurance = await priceInsurance(db, order, stayCents);
  const basketCents = stayCents + insurance.cents;
  const today = marketClock(locale, now).today;
  const method = order.paymentMethod;
  let plan: { feeCents: number; instalments: Instalment[] } = { feeCents: 0, instalments: [] };
  if (PAY_LATER.has(method)) {
    const offered = payLaterOptionsFor({ today, checkin, amountCents: basketCents, locale });
    if (!offered.includes(method as PayLaterOption)) {
      throw fieldError('paymentMethod', `${method} is not offered for this stay: ${offered.length ? offered.join(', ') : 'no pay-later option'} is`);
    }
    plan = payLaterPlan(method as PayLaterOption, {
      amountCents: basketCents,
      today,
      checkin,
      cancellationDeadline: stay.cancellationPolicy.cancellationDeadline,
    });
  }
  const totalCents = basketCents + plan.feeCents;
  const hotel = await db.selectFrom('hotel').select('label').where('id', '=', offer.hotelId).executeTakeFirstOrThrow();
  const titles = new Map(stay.datedActivities.map((activity) => [activity.activityId, activity.title]));
  const activityDates = criteria.activityDaySelections.map(({ activityId, date }) => ({ activityId, date }));
  const label = offer.label[language];
  const items: PricedItem[] = [
    {
      ...emptyItem('SHORT_STAY', stayCents, {
        label,
        hotelLabel: hotel.label,
        activities: activityDates.map((selection) => ({ ...selection, title: titles.get(selection.activityId) ?? '' })),
        packageCents: price.sellCents,
        localTaxCents: stay.localTaxCents,
        localTaxAtHotel: stay.localTaxAtHotel,
        ...(item.specialRequest ? { specialRequest: item.specialRequest } : {}),
        ...(criteria.minisiteId !== undefined ? { minisiteId: criteria.minisiteId } : {}),
      }),
      offerId: offer.id,
      checkin,
      checkout,
      party,
      rooms: stay.evaluation.nbRooms,
      activityDates,
    },
  ];
  if (insurance.cents > 0) {
    items.push(emptyItem('INSURANCE', insurance.cents, { label: INSURANCE_LABELS[language], quoteId: insurance.quoteId, policy: insurance.policy }));
  }
  const instalments = method === 'deferred' || method === '3x' || method === '4x' ? plan.instalments : [];
  return {
    totalCents,
    insuranceCents: insurance.cents,
    payLaterFeeCents: plan.feeCents,
    localTaxAtHotelCents: stay.localTaxAtHotel ? stay.localTaxCents : 0,
    hasInsurance: insurance.cents > 0,
    shippingCents: 0,
    gift: null,
    instalments,
    chargedNowCents: method === 'deferred' ? 0 : method === '3x' || method === '4x' ? (instalments[0]?.amountCents ?? totalCents) : totalCents,
    cancellationPolicy: stay.cancellationPolicy,
    items,
    holds: [{ offerId: offer.id, checkin, checkout, rooms: stay.evaluation.nbRooms }],
    label,
  };
}

/**
 * The traveller must choose where insurance is sold ('Please choose an option'); elsewhere no
 * choice means none. The premium is quoted on the stay's amount to pay today.
 */
async function priceInsurance(
  db: Db,
  order: CreateOrderRequest,
  stayCents: number,
): Promise<{ cents: number; quoteId: string | null; policy: string | null }> {
  const none = { cents: 0, quoteId: null, policy: null };
  const isSold = MARKETS[order.locale].features.cancellationInsurance;
  const choice = order.items.insuranceItem?.choice;
  if (choice === undefined) {
    if (isSold) throw fieldError('items.insuranceItem', INSURANCE_CHOICE_MESSAGE);
    return none;
  }
  if (choice === 'noInsurance') return none;
  if (!isSold) throw fieldError('items.insuranceItem.choice', `Cancellation insurance is not sold in ${order.locale}`);
  const quote = await quoteInsurance(db, order.locale, stayCents);
  if (!quote) throw fieldError('items.insuranceItem.choice', 'No cancellation insurance covers the amount of this stay');
  return { cents: quote.sellPrice, quoteId: quote.id, policy: quote.cancellationPolicy };
}

async function priceActivity(db: Db, order: CreateOrderRequest, item: ActivityItem): Promise<PricedOrder> {
  const locale: Locale = order.locale;
  if (order.items.insuranceItem?.choice === 'insurance') {
    throw fieldError('items.insuranceItem.choice', 'Cancellation insurance is sold with stays only');
  }
  if (!ACTIVITY_METHODS.has(order.paymentMethod)) {
    throw fieldError('paymentMethod', `${order.paymentMethod} is not offered for an activity: card or wallet`);
  }
  const product = await db
    .selectFrom('activity_product')
    .select(['id', 'label', 'published'])
    .where('id', '=', item.activityProductId)
    .where(sql<boolean>`${locale} = any(locales)`)
    .executeTakeFirst();
  if (!product) throw activityNotFound(item.activityProductId);
  if (!product.published) throw noAvailability();
  const price = await db
    .selectFrom('activity_price')
    .select('sell_cents')
    .where('product_id', '=', product.id)
    .where('group_size', '=', item.groupSize)
    .executeTakeFirst();
  if (!price) throw fieldError('items.activityItem.groupSize', `This activity is not sold for a group of ${item.groupSize}`);
  const label = product.label[languageOf(locale)];
  // An activity offered is a voucher sent by e-mail: digital only.
  const isGift = item.customType === GIFT_ORDER;
  const gift = isGift ? digitalGiftOf(order) : null;
  return {
    totalCents: price.sell_cents,
    insuranceCents: 0,
    payLaterFeeCents: 0,
    localTaxAtHotelCents: 0,
    hasInsurance: false,
    shippingCents: 0,
    gift,
    instalments: [],
    chargedNowCents: price.sell_cents,
    cancellationPolicy: null,
    items: [
      {
        ...emptyItem('ACTIVITY', price.sell_cents, { label, customType: item.customType, ...(isGift ? { valueCents: price.sell_cents } : {}) }),
        activityProductId: product.id,
        groupSize: item.groupSize,
        ...(isGift ? { isGift: true, giftFormat: 'digital' as const } : {}),
      },
    ],
    holds: [],
    label,
  };
}
