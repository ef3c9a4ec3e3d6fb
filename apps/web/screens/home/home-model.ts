/**
 * The homepage's rules: which flow's homepage a request shows, which parts besides the content
 * blocks it draws, and the announcement's colours.
 */
import { CONTENT_FLOWS, type ContentBlock, type ContentFlow } from '@escapade/contracts/content';
import type { Market } from '@escapade/domain/markets';

/**
 * "Content comes from the homepage content call for the locale and current flow (falls back to
 * the booking flow)": `?flow=` booking, gifting or activity (the last only where day activities
 * are sold on their own); anything else is the booking flow.
 */
export function homeFlowOf(value: string | string[] | null | undefined, market: Market): ContentFlow {
  const first = Array.isArray(value) ? value[0] : value;
  const flow = (CONTENT_FLOWS as readonly string[]).includes(first ?? '') ? (first as ContentFlow) : 'booking';
  return flow === 'activity' && !market.features.activityOnlySearch ? 'booking' : flow;
}

export interface HomeExtras {
  /** The gift block (single voucher, box, gift card, activity): the gifting flow's. */
  giftBlock: boolean;
  /** The box block: where boxes are sold, unless the page's blocks already list the boxes. */
  boxBlock: boolean;
}

/**
 * The parts of the homepage after its content blocks. The gift block belongs to the gifting flow;
 * the box block shows in the stays and gifts flows of a market that sells boxes, and not on a page
 * whose own boxes block already lists them (the same boxes twice on one page add nothing).
 */
export function homeExtrasFor(flow: ContentFlow, market: Market, blocks: readonly ContentBlock[]): HomeExtras {
  const listsBoxes = blocks.some((block) => block.type === 'boxes' && block.boxes.length > 0);
  return {
    giftBlock: flow === 'gifting',
    boxBlock: market.features.boxes && flow !== 'activity' && !listsBoxes,
  };
}

/** The optional header's title, when it says something the jumbotron's h1 does not already say. */
export function headerTitleOf(header: { title: string } | null, jumbotronTitle: string): string | null {
  const title = header?.title.trim() ?? '';
  return title !== '' && title !== jumbotronTitle.trim() ? title : null;
}

export type AnnouncementTone = 'promo' | 'info' | 'neutral';

/** "colorVariation" of an announcement → its colours; an unknown variation is drawn neutral. */
export function announcementToneOf(colorVariation: string): AnnouncementTone {
  const variation = colorVariation.trim().toLowerCase();
  if (variation === 'promo' || variation === 'promotion' || variation === 'sale') return 'promo';
  if (variation === 'info' || variation === 'information' || variation === 'brand') return 'info';
  return 'neutral';
}
