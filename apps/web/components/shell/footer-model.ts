/**
 * What the footer shows of its content in a market, without React: the help links ("FAQ, hotel
 * partner signup, all gift boxes except Italy"), the press room ("es_ES and fr_FR only"), the
 * phone as a `tel:` link, the rating's stars and the flows the legal text shows in. The content
 * decides; the market's toggles guard it (a content edit cannot bring a link the market forbids).
 */
import type { ContentLink, FooterContent } from '@escapade/contracts/content';
import { flowFrom } from '@escapade/domain/flow-names';
import type { Market } from '@escapade/domain/markets';
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';

export interface FooterLink {
  label: string;
  href: string;
  newTab: boolean;
}

/** Builds a link's href from its content path (contentHref of the page's market, on the server). */
export type ContentHrefOf = (url: string) => string;

const linkOf = (link: ContentLink, hrefOf: ContentHrefOf): FooterLink => ({ label: link.label, href: hrefOf(link.url), newTab: link.newTab });

/** A content path (`/it-it/cofanetti-regalo…`) to the gift boxes screen of its market's language. */
function isGiftBoxesPath(url: string, market: Market): boolean {
  const [, screen = ''] = url.split(/[?#]/, 1)[0]?.split('/').filter(Boolean) ?? [];
  return screen === SCREEN_SEGMENTS.boxes[market.language];
}

/** The content's help links; the gift boxes link only where the market has it ("all gift boxes except Italy"). */
export function footerHelpLinks(market: Market, footer: FooterContent, hrefOf: ContentHrefOf): FooterLink[] {
  return footer.helpLinks.filter((link) => market.features.allGiftBoxesLink || !isGiftBoxesPath(link.url, market)).map((link) => linkOf(link, hrefOf));
}

/** "press room link (es_ES and fr_FR only)". */
export function footerPressRoom(market: Market, footer: FooterContent, hrefOf: ContentHrefOf): FooterLink | undefined {
  return footer.pressRoom && market.features.pressRoomLink ? linkOf(footer.pressRoom, hrefOf) : undefined;
}

export function footerLink(link: ContentLink, hrefOf: ContentHrefOf): FooterLink {
  return linkOf(link, hrefOf);
}

/** The phone as written (`+33 1 76 40 20 20`) to dial: `tel:+33176402020`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** How much of each of the 5 stars is filled for a score (4.5 of 5: four full, one half). */
export function starFills(value: number, outOf: number, stars = 5): number[] {
  const filled = outOf > 0 ? Math.min(Math.max((value / outOf) * stars, 0), stars) : 0;
  return Array.from({ length: stars }, (_, index) => Math.min(Math.max(filled - index, 0), 1));
}

/** "legal text … in the booking flow": the `flow` query, booking when absent or unknown. */
export function isBookingFlow(flowParam: string | null): boolean {
  return flowFrom(flowParam) === 'booking';
}
