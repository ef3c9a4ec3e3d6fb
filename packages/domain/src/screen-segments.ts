import type { Language } from './markets';

/**
 * The screens the catch-all route dispatcher knows, by their first path segment (home, search,
 * product pages, booking, account, gift boxes, static content, customer-care mode, minisite page
 * and others). Home has no segment.
 *
 * Fixed paths are kept as written, the same in every market: `/account/...`,
 * `/contact`, `/giftcard/customization`, `/confirmation/{orderUUID}`, `/beneficiary/login`.
 * The other paths are localized, so a French visitor reads French URLs.
 */
export const SCREEN_SEGMENTS = {
  search: { fr: 'recherche', es: 'busqueda', it: 'ricerca', nl: 'zoeken' },
  activitySearch: { fr: 'recherche-activites', es: 'busqueda-actividades', it: 'ricerca-attivita', nl: 'zoeken-activiteiten' },
  product: { fr: 'sejour', es: 'estancia', it: 'soggiorno', nl: 'verblijf' },
  hotel: { fr: 'hotel', es: 'hotel', it: 'hotel', nl: 'hotel' },
  activity: { fr: 'activite', es: 'actividad', it: 'attivita', nl: 'activiteit' },
  boxes: { fr: 'coffrets-cadeaux', es: 'cajas-regalo', it: 'cofanetti-regalo', nl: 'cadeauboxen' },
  weekendIdeas: { fr: 'idees-week-end', es: 'ideas-escapadas', it: 'idee-weekend', nl: 'weekend-ideeen' },
  booking: { fr: 'reservation', es: 'reserva', it: 'prenotazione', nl: 'boeking' },
  content: { fr: 'infos', es: 'informacion', it: 'informazioni', nl: 'informatie' },
  account: { fr: 'account', es: 'account', it: 'account', nl: 'account' },
  contact: { fr: 'contact', es: 'contact', it: 'contact', nl: 'contact' },
  giftcard: { fr: 'giftcard', es: 'giftcard', it: 'giftcard', nl: 'giftcard' },
  confirmation: { fr: 'confirmation', es: 'confirmation', it: 'confirmation', nl: 'confirmation' },
  beneficiary: { fr: 'beneficiary', es: 'beneficiary', it: 'beneficiary', nl: 'beneficiary' },
  customerCare: { fr: 'customer-care', es: 'customer-care', it: 'customer-care', nl: 'customer-care' },
  minisite: { fr: 'partenaire', es: 'socio', it: 'partner', nl: 'partner' },
  /** The promo campaign landings: `/promo/black-friday`, `/promo/xmas`… */
  landing: { fr: 'promo', es: 'promo', it: 'promo', nl: 'promo' },
} as const satisfies Record<string, Record<Language, string>>;

/**
 * The product page's nested path: "the product prefix, a stays segment, the search segment and the
 * product id" (`/fr-fr/sejour/sejours/recherche/18`), the same page as `/fr-fr/sejour/18`, whose
 * canonical it names. The stays segment is the plural of the product's own.
 */
export const NESTED_PRODUCT_STAYS_SEGMENT = { fr: 'sejours', es: 'estancias', it: 'soggiorni', nl: 'verblijven' } as const satisfies Record<Language, string>;

/** The path segment after the gift card screen's, "the same for each locale". */
export const GIFT_CARD_CUSTOMISATION_SEGMENT = 'customization';
/** The checkout entry of a gift card (chosen: beside the customisation page). */
export const GIFT_CARD_CHECKOUT_SEGMENT = 'checkout';
/**
 * The box checkout entry, a sub-path of the box section ("Box checkout has search giftFormat and
 * code"). The same word in every language, like the site's other checkout-type paths
 * (`/confirmation/…`): the dispatcher's hreflang alternates keep the path after the section as it
 * is, so a localized word would point the other markets at a 404.
 */
export const BOX_CHECKOUT_SEGMENT = 'checkout';
