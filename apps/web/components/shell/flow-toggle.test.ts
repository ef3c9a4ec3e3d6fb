import { describe, expect, it } from 'vitest';
import { currentFlow } from './FlowToggle';
import { pathHasScreenSegment } from './screen-path';

const giftOnly = ['coffrets-cadeaux', 'giftcard'];

describe('the Stays / Gifts toggle', () => {
  it('follows the flow of the query', () => {
    expect(currentFlow('gifting', '/fr-fr/recherche', giftOnly)).toBe('gifting');
    expect(currentFlow('booking', '/fr-fr/coffrets-cadeaux', giftOnly)).toBe('booking');
    expect(currentFlow(null, '/fr-fr/sejour/12', giftOnly)).toBe('booking');
  });

  it('shows Gifts on the pages that only sell gifts (gift boxes, gift cards) when the query names no flow', () => {
    expect(currentFlow(null, '/fr-fr/coffrets-cadeaux', giftOnly)).toBe('gifting');
    expect(currentFlow(null, '/fr-fr/coffrets-cadeaux/SEJOUR-EBOX', giftOnly)).toBe('gifting');
    expect(currentFlow(null, '/fr/giftcard/customization', giftOnly)).toBe('gifting');
  });

  it('reads the screen segment after an optional market or language prefix only', () => {
    expect(pathHasScreenSegment('/giftcard/customization', giftOnly)).toBe(true);
    expect(pathHasScreenSegment('/fr-fr/annecy/giftcard', giftOnly)).toBe(false);
    expect(pathHasScreenSegment('/fr-fr/Coffrets-Cadeaux', giftOnly)).toBe(true);
  });
});
