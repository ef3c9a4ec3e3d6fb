import type { Language } from '@escapade/domain/markets';

/**
 * The activity checkout entry lives under the activity screen (`/activite/commande#id=15&a=2`)
 * until the checkout issue gives checkouts their own route: only its hash and search are fixed
 * (hash id and a, default 2; own use adds search customType=OWN_USE), not its path. Not a
 * number, so it never shadows an activity id.
 */
const ACTIVITY_CHECKOUT_SEGMENTS: Readonly<Record<Language, string>> = { fr: 'commande', es: 'pedido', it: 'ordine', nl: 'bestelling' };

export function activityCheckoutSegment(language: Language): string {
  return ACTIVITY_CHECKOUT_SEGMENTS[language];
}
