import type { ReviewsResponse } from '@escapade/contracts/reviews';
import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { ReviewsSection } from './ReviewsSection';

const answer: ReviewsResponse = {
  totalCount: 2,
  score: 8.6,
  hotelReviewCount: 12,
  list: [
    { id: 1, locale: 'fr_FR', customer: 'Anne B.', type: 'COUPLE', date: '2026-03-02', average: 9, positive: 'Très calme.', negative: null },
    { id: 2, locale: 'fr_FR', customer: 'Marc D.', type: 'SOLO', date: '2026-02-01', average: 8, positive: null, negative: 'Bruyant.' },
  ],
  details: [{ label: 'comfort', score: 8.4 }],
  page: 0,
  pageSize: 10,
  hasMore: false,
  sort: 'DATE_DESC',
  language: 'fr_FR',
  isOtherLanguageFallback: false,
};

describe('ReviewsSection markup', () => {
  it('shows the score with its label, the criteria bar at score × 10 %, the positive reviews and the count in the language', async () => {
    const html = await renderInMarket(<ReviewsSection hotelId={1} initial={answer} />);
    expect(html).toContain('8,6');
    expect(html).toContain('Excellent');
    expect(html).toContain('width:84%');
    expect(html).toContain('2 avis en français');
    expect(html).toContain('Anne B.');
    // "Positive reviews shown up to 4": a review without a positive comment is not in the excerpt.
    expect(html).not.toContain('Marc D.');
    expect(html).toContain('Voir 12 avis');
  });

  it("says 'Be the first to try this brand new experience!' without any review", async () => {
    const html = await renderInMarket(<ReviewsSection hotelId={1} initial={{ ...answer, hotelReviewCount: 0, totalCount: 0, score: null, list: [], details: [] }} />);
    expect(html).toContain('Soyez le premier à tester cette toute nouvelle expérience !');
    expect(html).not.toContain('Voir 0 avis');
  });

  it("offers 'See all the languages' when the language has none", async () => {
    const html = await renderInMarket(<ReviewsSection hotelId={1} initial={{ ...answer, language: 'it_IT', isOtherLanguageFallback: true }} />, 'it_IT');
    expect(html).toContain('Al momento non ci sono recensioni pubblicate in italiano.');
    expect(html).toContain('Vedi tutte le lingue');
  });

  it('hides the block when the reviews call failed', async () => {
    expect(await renderInMarket(<ReviewsSection hotelId={1} initial={null} />)).toBe('');
  });
});
