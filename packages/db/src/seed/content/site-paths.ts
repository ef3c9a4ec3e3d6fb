import { GIFT_CARD_CUSTOMISATION_SEGMENT } from '@escapade/domain/screen-segments';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';
import type { PROMO_CAMPAIGN_PAGES } from '@escapade/domain/site-shell';

export type PromoCampaign = (typeof PROMO_CAMPAIGN_PAGES)[number];
export type StaticPageId =
  | 'sales-conditions' | 'conditions-of-use' | 'data-protection' | 'cookies' | 'faq' | 'about-us' | 'hotel-partner' | 'press' | 'careers';

/** The pages editorial content links to in one market, in single-host form (market first). */
export interface SitePaths {
  home: string;
  homeFlow(flow: 'booking' | 'gifting' | 'activity'): string;
  search(flow: 'booking' | 'gifting'): string;
  activitySearch: string;
  /** Null where the market sells no gift box ("gift boxes only when the boxes toggle is on"). */
  boxes: string | null;
  weekendIdeas: string;
  page(id: StaticPageId): string;
  promo(slug: PromoCampaign): string;
  contact: string;
  /** "Path /giftcard/customization, the same for each locale" (blocks promote it only where giftcardBlocks is on). */
  giftcard: string;
  bookingLookup: string;
  beneficiaryLogin: string;
}

/**
 * Links written into the seeded content, with the dispatcher's localized screen segments of the
 * market's language (`/fr-fr/coffrets-cadeaux`, `/nl-be/informatie/faq`): never a hard-coded
 * segment, so a renamed screen renames its links.
 */
export function sitePaths(locale: Locale): SitePaths {
  const market = MARKETS[locale];
  const base = `/${market.segment}`;
  const segment = (screen: keyof typeof SCREEN_SEGMENTS) => `${base}/${SCREEN_SEGMENTS[screen][market.language]}`;
  return {
    home: `${base}/`,
    homeFlow: (flow) => `${base}/?flow=${flow}`,
    search: (flow) => `${segment('search')}?flow=${flow}`,
    activitySearch: segment('activitySearch'),
    boxes: market.features.boxes ? segment('boxes') : null,
    weekendIdeas: segment('weekendIdeas'),
    page: (id) => `${segment('content')}/${id}`,
    promo: (slug) => `${segment('landing')}/${slug}`,
    contact: segment('contact'),
    giftcard: `${segment('giftcard')}/${GIFT_CARD_CUSTOMISATION_SEGMENT}`,
    bookingLookup: `${segment('account')}/booking`,
    beneficiaryLogin: `${segment('beneficiary')}/login`,
  };
}

/**
 * The campaign the announcement and the promo banner point to on the seed's anchor day: the next
 * one to come (Valentine's Day until mid-February, then spring until the end of May, Black Friday
 * until the end of November, Christmas in December).
 */
export function currentPromoCampaign(anchorDay: string): PromoCampaign {
  const month = Number(anchorDay.slice(5, 7));
  const day = Number(anchorDay.slice(8, 10));
  if (month === 1 || (month === 2 && day <= 14)) return 'valentines';
  if (month <= 5) return 'spring';
  if (month <= 11) return 'black-friday';
  return 'xmas';
}
