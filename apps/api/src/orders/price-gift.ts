/**
 * The server's price of a gift bought at checkout: a single voucher (a stay without dates, for 2
 * people), a gift box, a gift card; and the rules every gift order follows (its personalisation
 * and recipient, the delivery address of a physical gift with its shipping, no insurance, paid by
 * card or wallet). The total is the product, the sleeves of a physical gift and its shipping.
 */
import type { CreateOrderRequest } from '@escapade/contracts/checkout';
import type { Db } from '@escapade/db';
import { DEFAULT_SLEEVE_ID, giftFormatOfCode, isPhysicalFormatEnabled, type GiftFormat } from '@escapade/domain/gift';
import {
  GIFT_CARD_AMOUNT_TOO_HIGH,
  GIFT_CARD_AMOUNT_TOO_LOW,
  giftCardAmountError,
  giftCardSendDateError,
  isGiftCardSold,
} from '@escapade/domain/gift-card';
import { MARKETS, type Language } from '@escapade/domain/markets';
import { GIFT_ORDER, type PaymentMethod } from '@escapade/domain/order';
import { MANDATORY_FIELD_MESSAGE } from '@escapade/domain/validators';
import { normalizePostalCode, shippingCostCents } from '@escapade/domain/voucher';
import { sql } from 'kysely';
import { languageOf } from '../catalog/market-language';
import { AppError, isAppError } from '../errors/app-error';
import { getShippingCosts } from '../gift/get-shipping-costs';
import { priceSleeves, type PricedSleeve } from '../gift/price-sleeves';
import { productNotFound } from '../product/list-product-offers';
import { isSingleVoucherSold } from '../product/list-single-voucher-prices';
import { loadOffer } from '../product/load-offers';
import { marketClock } from '../product/market-clock';
import type { StoredGift } from '../vouchers/issue-vouchers';
import { fieldError } from './order-errors';
import type { PricedItem, PricedOrder } from './price-order';

type SingleVoucherItem = NonNullable<CreateOrderRequest['items']['singleVoucherItem']>;
type BoxItem = NonNullable<CreateOrderRequest['items']['boxItem']>;
type GiftCardItem = NonNullable<CreateOrderRequest['items']['giftCardItem']>;

/** Gifts are paid at once: card or wallet. */
const GIFT_METHODS: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>(['card', 'wallet']);

/** Whether the order buys a gift: a single voucher, a box, a gift card or an activity offered. */
export function isGiftOrder(order: CreateOrderRequest): boolean {
  const { singleVoucherItem, boxItem, giftCardItem, activityItem } = order.items;
  return singleVoucherItem !== undefined || boxItem !== undefined || giftCardItem !== undefined || activityItem?.customType === GIFT_ORDER;
}

/**
 * The gift details come with a gift and only with one; a gift has no cancellation insurance and
 * is paid by card or wallet (no pay-later).
 */
export function checkGiftRules(order: CreateOrderRequest): void {
  const isGift = isGiftOrder(order);
  if (isGift && !order.gift) throw fieldError('gift', MANDATORY_FIELD_MESSAGE);
  if (!isGift && order.gift) throw fieldError('gift', 'Gift details come with a gift only');
  if (!isGift) return;
  if (order.items.insuranceItem?.choice === 'insurance') {
    throw fieldError('items.insuranceItem.choice', 'Cancellation insurance is not sold with a gift');
  }
  if (!GIFT_METHODS.has(order.paymentMethod)) {
    throw fieldError('paymentMethod', `${order.paymentMethod} is not offered for a gift: card or wallet`);
  }
}

function giftDetailsOf(order: CreateOrderRequest): NonNullable<CreateOrderRequest['gift']> {
  if (!order.gift) throw fieldError('gift', MANDATORY_FIELD_MESSAGE);
  return order.gift;
}

/** The stored details of a digital gift (sent by e-mail: a delivery address is refused). */
export function digitalGiftOf(order: CreateOrderRequest, sendDate?: string): StoredGift {
  const gift = giftDetailsOf(order);
  if (gift.deliveryAddress) throw fieldError('gift.deliveryAddress', 'A digital gift is sent by e-mail: it has no delivery address');
  return { personalisation: gift.personalisation, recipient: gift.recipient, ...(sendDate ? { sendDate } : {}) };
}

interface Delivery {
  gift: StoredGift;
  shippingCents: number;
}

/** The market's shipping costs, or undefined where it has none (the physical format is not sold there). */
async function shippingCostsOf(db: Db, order: CreateOrderRequest): Promise<{ amount: number; internationalFee: number } | undefined> {
  try {
    return await getShippingCosts(db, order.locale);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * A physical gift goes to its delivery address (required; its postal code stored in the country's
 * form) at the market's shipping cost, plus the international fee abroad. It is sold only where
 * the flag is on and the market has shipping costs; else a 400 on `formatField`.
 */
async function deliveryOf(db: Db, order: CreateOrderRequest, format: GiftFormat, formatField: string): Promise<Delivery> {
  if (format === 'digital') return { gift: digitalGiftOf(order), shippingCents: 0 };
  const market = MARKETS[order.locale];
  const costs = market.features.physicalGift ? await shippingCostsOf(db, order) : undefined;
  if (!isPhysicalFormatEnabled(market.features.physicalGift, costs !== undefined) || !costs) {
    throw fieldError(formatField, 'The physical format is not available in this market');
  }
  const gift = giftDetailsOf(order);
  const address = gift.deliveryAddress;
  if (!address) throw fieldError('gift.deliveryAddress', MANDATORY_FIELD_MESSAGE);
  return {
    gift: {
      personalisation: gift.personalisation,
      recipient: gift.recipient,
      deliveryAddress: { ...address, postalCode: normalizePostalCode(address.country, address.postalCode) },
    },
    shippingCents: shippingCostCents(costs.amount, costs.internationalFee, market.country, address.country),
  };
}

/** Sleeves dress a physical gift only; the free standard one ('default') is not a choice to refuse. */
async function sleevesOf(db: Db, format: GiftFormat, sleeveIds: readonly string[], field: string, language: Language): Promise<PricedSleeve[]> {
  if (format === 'digital') {
    if (sleeveIds.some((id) => id !== DEFAULT_SLEEVE_ID)) throw fieldError(field, 'Sleeves come with the physical format only');
    return [];
  }
  return priceSleeves(db, sleeveIds, language, field);
}

function sleevesTotal(sleeves: readonly PricedSleeve[]): number {
  return sleeves.reduce((total, sleeve) => total + sleeve.priceCents, 0);
}

function giftItem(kind: PricedItem['kind'], amountCents: number, format: GiftFormat, details: Record<string, unknown>): PricedItem {
  return {
    kind, amountCents, details, offerId: null, activityProductId: null, checkin: null, checkout: null,
    party: null, rooms: 0, groupSize: null, activityDates: [],
    isGift: true, giftFormat: format, giftNights: null, boxCode: null, giftCardId: null, sleeveIds: [],
  };
}

function sleeveIdsOf(sleeves: readonly PricedSleeve[]): number[] {
  return sleeves.map((sleeve) => Number(sleeve.id));
}

/** A gift order: the item, its shipping, paid at once. */
function giftOrder(item: PricedItem, delivery: Delivery, label: string): PricedOrder {
  const totalCents = item.amountCents + delivery.shippingCents;
  return {
    totalCents,
    insuranceCents: 0,
    payLaterFeeCents: 0,
    localTaxAtHotelCents: 0,
    hasInsurance: false,
    shippingCents: delivery.shippingCents,
    gift: delivery.gift,
    instalments: [],
    chargedNowCents: totalCents,
    cancellationPolicy: null,
    items: [item],
    holds: [],
    label,
  };
}

/** Prices the order's single voucher, box or gift card (the caller checked `checkGiftRules`). */
export async function priceGift(db: Db, order: CreateOrderRequest, now: Date): Promise<PricedOrder> {
  const { singleVoucherItem, boxItem, giftCardItem } = order.items;
  if (singleVoucherItem) return priceSingleVoucher(db, order, singleVoucherItem, now);
  if (boxItem) return priceBox(db, order, boxItem);
  if (giftCardItem) return priceGiftCard(db, order, giftCardItem, now);
  throw fieldError('items', 'expected exactly one product item');
}

const SINGLE_VOUCHER_FIELD = 'items.singleVoucherItem';

/**
 * A gift stay: the offer's single-voucher price for the nights, for 2 people, where the offer is
 * sold as a gift today (the single-voucher prices' own rule).
 */
async function priceSingleVoucher(db: Db, order: CreateOrderRequest, item: SingleVoucherItem, now: Date): Promise<PricedOrder> {
  const { locale } = order;
  const offer = await loadOffer(db, item.offerId, locale);
  if (!offer) throw productNotFound(item.offerId);
  if (!isSingleVoucherSold(offer, marketClock(locale, now).today)) {
    throw fieldError(`${SINGLE_VOUCHER_FIELD}.offerId`, 'This stay is not sold as a gift');
  }
  const price = await db
    .selectFrom('single_voucher_price')
    .select('sell_cents')
    .where('offer_id', '=', offer.id)
    .where('nights', '=', item.nights)
    .executeTakeFirst();
  if (!price) throw fieldError(`${SINGLE_VOUCHER_FIELD}.nights`, `This stay is not sold as a gift of ${item.nights} nights`);
  const language = languageOf(locale);
  const delivery = await deliveryOf(db, order, item.giftFormat, `${SINGLE_VOUCHER_FIELD}.giftFormat`);
  const sleeves = await sleevesOf(db, item.giftFormat, item.sleeves, `${SINGLE_VOUCHER_FIELD}.sleeves`, language);
  const hotel = await db.selectFrom('hotel').select('label').where('id', '=', offer.hotelId).executeTakeFirstOrThrow();
  const label = offer.label[language];
  // The voucher is worth the stay; sleeves and shipping are what the gift's wrapping and trip cost.
  const priced = giftItem('SHORT_STAY', price.sell_cents + sleevesTotal(sleeves), item.giftFormat, {
    label,
    hotelLabel: hotel.label,
    valueCents: price.sell_cents,
    sleeves,
  });
  return giftOrder({ ...priced, offerId: offer.id, giftNights: item.nights, sleeveIds: sleeveIdsOf(sleeves) }, delivery, label);
}

/**
 * A gift box by its code in the market; its format is its code's suffix. The beneficiary gets what
 * was paid for the box (its sell price); the box's face value is kept beside it.
 */
async function priceBox(db: Db, order: CreateOrderRequest, item: BoxItem): Promise<PricedOrder> {
  const { locale } = order;
  const box = MARKETS[locale].features.boxes
    ? await db
        .selectFrom('box')
        .select(['code', 'format', 'title', 'value_cents', 'sell_cents'])
        .where('code', '=', item.code)
        .where(sql<boolean>`${locale} = any(locales)`)
        .executeTakeFirst()
    : undefined;
  if (!box) throw new AppError('NOT_FOUND', `No gift box has the code ${item.code} in this market.`);
  const format = giftFormatOfCode(box.code) ?? box.format;
  const language = languageOf(locale);
  const delivery = await deliveryOf(db, order, format, 'items.boxItem.code');
  const sleeves = await sleevesOf(db, format, item.sleeves, 'items.boxItem.sleeves', language);
  const label = box.title[language];
  const priced = giftItem('BOX', box.sell_cents + sleevesTotal(sleeves), format, {
    label,
    valueCents: box.sell_cents,
    boxValueCents: box.value_cents,
    sleeves,
  });
  return giftOrder({ ...priced, boxCode: box.code, sleeveIds: sleeveIdsOf(sleeves) }, delivery, label);
}

const GIFT_CARD_FIELD = 'items.giftCardItem';

/**
 * A gift card of the market (where gift cards are sold): an amount in whole euros within the
 * card's bounds, a design, sent at payment or on a send day that is not past in the market's
 * calendar. Always digital.
 */
async function priceGiftCard(db: Db, order: CreateOrderRequest, item: GiftCardItem, now: Date): Promise<PricedOrder> {
  const { locale } = order;
  const card = isGiftCardSold(MARKETS[locale])
    ? await db
        .selectFrom('gift_card')
        .select(['id', 'title', 'min_amount_cents', 'max_amount_cents'])
        .where(sql<boolean>`${locale} = any(locales)`)
        .orderBy('id')
        .executeTakeFirst()
    : undefined;
  if (!card) throw fieldError(GIFT_CARD_FIELD, `Gift cards are not sold in ${locale}`);
  const amount = item.amountCents;
  const amountError =
    giftCardAmountError(amount) ??
    (amount < card.min_amount_cents ? GIFT_CARD_AMOUNT_TOO_LOW : amount > card.max_amount_cents ? GIFT_CARD_AMOUNT_TOO_HIGH : undefined);
  if (amountError) throw fieldError(`${GIFT_CARD_FIELD}.amountCents`, amountError);
  const today = marketClock(locale, now).today;
  const sendDateError = item.sendDate === undefined ? undefined : giftCardSendDateError(item.sendDate, today);
  if (sendDateError) throw fieldError(`${GIFT_CARD_FIELD}.sendDate`, sendDateError);
  const label = card.title[languageOf(locale)];
  const delivery: Delivery = { gift: digitalGiftOf(order, item.sendDate), shippingCents: 0 };
  const priced = giftItem('GIFTCARD', amount, 'digital', { label, valueCents: amount, designId: item.designId });
  return giftOrder({ ...priced, giftCardId: card.id }, delivery, label);
}
