/** "first N shown, then 'See more'": the idea cards a section shows before its 'See more' button. */
export const IDEAS_SHOWN_FIRST = 8;

/** The ideas grid: "4 columns" on desktop, 2 from a small tablet, 1 on a narrow phone. Written out in full so Tailwind sees it. */
export const IDEAS_GRID_CLASS = 'grid grid-cols-1 gap-4 min-[30rem]:grid-cols-2 md:gap-6 lg:grid-cols-4';

/** "8 loading cards": the skeleton's placeholder count. */
export const IDEAS_LOADING_CARDS = 8;

export interface IdeaCardsState {
  /** Index of the first card hidden, or null when every card shows. */
  hiddenFrom: number | null;
  showsSeeMore: boolean;
}

/**
 * Which idea cards show. Every card is in the HTML, so without scripts (and for search engines)
 * the whole section is there; once the page runs, cards past the first N hide behind 'See more'
 * until it is pressed.
 */
export function ideaCardsState(cardCount: number, { isEnhanced, isExpanded }: { isEnhanced: boolean; isExpanded: boolean }, shownFirst: number = IDEAS_SHOWN_FIRST): IdeaCardsState {
  const hasMore = cardCount > shownFirst;
  if (!isEnhanced || isExpanded || !hasMore) return { hiddenFrom: null, showsSeeMore: false };
  return { hiddenFrom: shownFirst, showsSeeMore: true };
}
