/**
 * A small analytics recorder: events go to `window.dataLayer` and, as a beacon, to the analytics
 * collect endpoint of the market's point of sale. Failures are ignored: analytics never stops a
 * booking.
 */
export interface AddToCartEvent {
  event: 'add_to_cart';
  currency: 'EUR';
  /** Euros, as carts count them (§9 "cart currency euros"). */
  value: number;
  items: { item_id: string; item_name: string; item_category: 'weekend' | 'single_voucher' | 'box' | 'activity_only' | 'giftcard'; price: number; quantity: 1 }[];
}

/** §7 "personalization_item": the gift's chosen format, sent before add_to_cart (§4 "Box"). */
export interface PersonalizationItemEvent {
  event: 'personalization_item';
  items: { item_id: string; item_name: string; item_category: 'box'; item_variant: string }[];
}

/**
 * Product spec §7 "A call records which test variation a visitor saw": sent when a screen applies
 * a variant (lib/variations.ts records it once per session and experiment).
 */
export interface VariationExposureEvent {
  event: 'variation_exposure';
  experiment: string;
  variant: string;
}

export type AnalyticsEvent = AddToCartEvent | PersonalizationItemEvent | VariationExposureEvent;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function recordEvent(event: AnalyticsEvent, pointOfSale: string): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
    navigator.sendBeacon?.(`/api/analytics/ga/collect/${encodeURIComponent(pointOfSale)}`, JSON.stringify(event));
  } catch {
    // Analytics must never stop a checkout.
  }
}
