import { FLOWS } from '@escapade/domain/flow';
import { LOCALES } from '@escapade/domain/markets';
import { PAYMENT_METHODS } from '@escapade/domain/order';
import { z } from 'zod';
import { safeString } from './input';

/**
 * `POST` (or beacon) `/analytics/ga/collect/{pos}`: events, tracking only. The events the site
 * sends — select_item and view_item_list from search results; add_to_cart, view_item,
 * view_item_list, select_item and personalization_item from product pages; begin_checkout,
 * add_payment_info and the wallet's actions from the checkout; purchase from the confirmation; the
 * test variation a visitor saw — in the e-commerce shape a tag manager's data layer takes: prices in euros, as
 * carts count them.
 */

/** The point of sale of the path: the market's locale (`fr_FR`). */
export const analyticsCollectParamsSchema = z.strictObject({ pos: z.enum(LOCALES) });

export const ANALYTICS_ITEM_CATEGORIES = ['weekend', 'single_voucher', 'box', 'activity_only', 'giftcard'] as const;

/** Euros (a price in cents divided by 100). */
const euros = z.number().nonnegative().max(1_000_000);

const itemIdentity = {
  item_id: safeString().min(1).max(100),
  item_name: safeString().min(1).max(200),
  item_category: z.enum(ANALYTICS_ITEM_CATEGORIES),
};

/** A results list: the search of a flow (its exact matches). */
const itemListId = z.enum(FLOWS);
/** An item of a list, with its position in it (0-based over the whole result, pages included). */
const listItem = z.object({ ...itemIdentity, price: euros, index: z.number().int().min(0).max(100_000) });

/** The results a search showed (one event per answered page). */
const viewItemListEventSchema = z.object({
  event: z.literal('view_item_list'),
  item_list_id: itemListId,
  items: z.array(listItem).min(1).max(100),
});

/** A result card followed (in the tab or a new one). */
const selectItemEventSchema = z.object({
  event: z.literal('select_item'),
  item_list_id: itemListId,
  items: z.array(listItem).length(1),
});

/** A product page seen: stay, single voucher, activity or gift box. Its price when it has one. */
const viewItemEventSchema = z.object({
  event: z.literal('view_item'),
  currency: z.literal('EUR'),
  value: euros.optional(),
  items: z.array(z.object({ ...itemIdentity, price: euros.optional() })).length(1),
});

const addToCartEventSchema = z.object({
  event: z.literal('add_to_cart'),
  currency: z.literal('EUR'),
  value: euros,
  items: z.array(z.object({ ...itemIdentity, price: euros, quantity: z.literal(1) })).min(1).max(10),
});

/** The gift's chosen format, sent before add_to_cart. */
const personalizationItemEventSchema = z.object({
  event: z.literal('personalization_item'),
  items: z.array(z.object({ ...itemIdentity, item_variant: safeString().min(1).max(50) })).min(1).max(10),
});

/** A checkout item: what the order buys (quantity 1; a party is one stay). */
const checkoutItems = z.array(z.object({ ...itemIdentity, price: euros, quantity: z.literal(1) })).min(1).max(10);

/** The checkout page showed its priced summary (once per page view). */
const beginCheckoutEventSchema = z.object({
  event: z.literal('begin_checkout'),
  currency: z.literal('EUR'),
  value: euros,
  items: checkoutItems,
});

/** A payment method was chosen on the checkout page (once per page view). */
const addPaymentInfoEventSchema = z.object({
  event: z.literal('add_payment_info'),
  currency: z.literal('EUR'),
  value: euros,
  payment_type: z.enum(PAYMENT_METHODS),
  items: checkoutItems,
});

/** An order confirmed (once per order): its booking number, total and items. */
const purchaseEventSchema = z.object({
  event: z.literal('purchase'),
  currency: z.literal('EUR'),
  value: euros,
  transaction_id: safeString().min(1).max(100),
  items: checkoutItems,
});

/**
 * The wallet fast checkout: opened, paying, or failed — the order was refused, the payment declined,
 * the network failed, or the answer carried no order.
 */
const walletActionEventSchema = z.object({
  event: z.literal('wallet_action'),
  action: z.enum(['open', 'pay', 'failure']),
  reason: z.enum(['order', 'payment', 'network', 'response']).optional(),
});

const variationExposureEventSchema = z.object({
  event: z.literal('variation_exposure'),
  experiment: safeString().min(1).max(60),
  variant: safeString().min(1).max(60),
});

export const analyticsEventSchema = z
  .discriminatedUnion('event', [
    viewItemListEventSchema,
    selectItemEventSchema,
    viewItemEventSchema,
    addToCartEventSchema,
    personalizationItemEventSchema,
    beginCheckoutEventSchema,
    addPaymentInfoEventSchema,
    purchaseEventSchema,
    walletActionEventSchema,
    variationExposureEventSchema,
  ])
  .meta({ id: 'AnalyticsEvent' });
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
export type AnalyticsItemCategory = (typeof ANALYTICS_ITEM_CATEGORIES)[number];
export type ViewItemListEvent = z.output<typeof viewItemListEventSchema>;
export type SelectItemEvent = z.output<typeof selectItemEventSchema>;
export type CheckoutAnalyticsItem = z.output<typeof checkoutItems>[number];
export type BeginCheckoutEvent = z.output<typeof beginCheckoutEventSchema>;
export type AddPaymentInfoEvent = z.output<typeof addPaymentInfoEventSchema>;
export type PurchaseEvent = z.output<typeof purchaseEventSchema>;
