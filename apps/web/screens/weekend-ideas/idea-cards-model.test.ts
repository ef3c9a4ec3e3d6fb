import { describe, expect, it } from 'vitest';
import { IDEAS_LOADING_CARDS, IDEAS_SHOWN_FIRST, ideaCardsState } from './idea-cards-model';

describe('idea cards: "first N shown, then \'See more\'"', () => {
  it('shows the first 8 and offers See more once the page runs', () => {
    expect(IDEAS_SHOWN_FIRST).toBe(8);
    expect(ideaCardsState(11, { isEnhanced: true, isExpanded: false })).toEqual({ hiddenFrom: 8, showsSeeMore: true });
  });

  it('See more reveals the rest', () => {
    expect(ideaCardsState(11, { isEnhanced: true, isExpanded: true })).toEqual({ hiddenFrom: null, showsSeeMore: false });
  });

  it('hides nothing without scripts (the HTML carries every card) and has no button for 8 cards or fewer', () => {
    expect(ideaCardsState(11, { isEnhanced: false, isExpanded: false })).toEqual({ hiddenFrom: null, showsSeeMore: false });
    expect(ideaCardsState(8, { isEnhanced: true, isExpanded: false })).toEqual({ hiddenFrom: null, showsSeeMore: false });
    expect(ideaCardsState(9, { isEnhanced: true, isExpanded: false })).toEqual({ hiddenFrom: 8, showsSeeMore: true });
  });

  it('"8 loading cards"', () => {
    expect(IDEAS_LOADING_CARDS).toBe(8);
  });
});
