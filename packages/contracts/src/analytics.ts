import { LOCALES } from '@escapade/domain/markets';
import { z } from 'zod';

/**
 * Spec 000 §7 / 001 §7: "POST or beacon {endpoint}/analytics/ga/collect/{pos} | events | tracking
 * only". The events the site sends (001 §7 "Analytics events: add_to_cart, … personalization_item";
 * "A call records which test variation a visitor saw"), in the e-commerce shape a tag manager's
 * data layer takes: prices in euros, as carts count them (001 §9 "cart currency euros").
 */

/** The point of sale of the path: the market's locale (`fr_FR`). */
export const analyticsCollectParamsSchema = z.object({ pos: z.enum(LOCALES) });
export type AnalyticsCollectParams = z.output<typeof analyticsCollectParamsSchema>;

export const ANALYTICS_ITEM_CATEGORIES = ['weekend', 'single_voucher', 'box', 'activity_only', 'giftcard'] as const;

/** Euros (a price in cents divided by 100). */
const euros = z.number().nonnegative().max(1_000_000);

const itemIdentity = {
  item_id: z.string().min(1).max(100),
  item_name: z.string().min(1).max(200),
  item_category: z.enum(ANALYTICS_ITEM_CATEGORIES),
};

const addToCartEventSchema = z.object({
  event: z.literal('add_to_cart'),
  currency: z.literal('EUR'),
  value: euros,
  items: z.array(z.object({ ...itemIdentity, price: euros, quantity: z.literal(1) })).min(1).max(10),
});

/** The gift's chosen format, sent before add_to_cart (001 §4 "Box"). */
const personalizationItemEventSchema = z.object({
  event: z.literal('personalization_item'),
  items: z.array(z.object({ ...itemIdentity, item_variant: z.string().min(1).max(50) })).min(1).max(10),
});

const variationExposureEventSchema = z.object({
  event: z.literal('variation_exposure'),
  experiment: z.string().min(1).max(60),
  variant: z.string().min(1).max(60),
});

export const analyticsEventSchema = z
  .discriminatedUnion('event', [addToCartEventSchema, personalizationItemEventSchema, variationExposureEventSchema])
  .meta({ id: 'AnalyticsEvent' });
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
export type AddToCartEvent = z.output<typeof addToCartEventSchema>;
export type PersonalizationItemEvent = z.output<typeof personalizationItemEventSchema>;
export type VariationExposureEvent = z.output<typeof variationExposureEventSchema>;
