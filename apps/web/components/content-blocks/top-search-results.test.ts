import type { ActivitySearchRequestInput } from '@escapade/contracts/activity-search';
import type { OffersRequestInput, OffersResponse } from '@escapade/contracts/search';
import { describe, expect, it, vi } from 'vitest';
import { BLOCKS, activityHit, stayCard } from './test-fixtures';
import { type TopResultsBlock, type TopResultsSearch, loadTopResults } from './top-search-results';

const context = { locale: 'fr_FR' as const, today: '2030-01-10', prefix: '/fr-fr' };

function offers(count: number, itemCategory: 'weekend' | 'single_voucher' = 'weekend'): OffersResponse {
  return { exactMatch: Array.from({ length: count }, (_, index) => stayCard(index + 1, { itemCategory })) } as unknown as OffersResponse;
}

function searchReturning(answer: { offers?: OffersResponse; activities?: number }) {
  const calls: { offers: OffersRequestInput[]; activities: ActivitySearchRequestInput[] } = { offers: [], activities: [] };
  const search: TopResultsSearch = {
    async searchOffers(request) {
      calls.offers.push(request);
      if (!answer.offers) throw new Error('offers down');
      return answer.offers;
    },
    async searchActivities(request) {
      calls.activities.push(request);
      if (answer.activities === undefined) throw new Error('activities down');
      return { results: Array.from({ length: answer.activities }, (_, index) => activityHit(index + 1)), totalCount: answer.activities, pageSize: 20 } as never;
    },
  };
  return { search, calls };
}

const block = (overrides: Partial<TopResultsBlock>): TopResultsBlock => ({ ...BLOCKS.top, ...overrides });

describe('top search results', () => {
  it('"stays use the offers search": booking flow, default sort, one page of the block\'s count, cards of the search', async () => {
    const { search, calls } = searchReturning({ offers: offers(3) });
    const results = await loadTopResults(block({ resultType: 'stays', count: 3 }), search, context);
    expect(calls.offers).toHaveLength(1);
    const request = calls.offers[0];
    expect(request).toMatchObject({ locale: 'fr_FR', pagination: { limit: 3, page: 0 }, searchProvider: 'search', sorting: { orderBy: 'priceQuality' } });
    expect(request?.type).toBeUndefined();
    expect(results.resultType).toBe('stays');
    expect(results.cards.map((card) => card.href)).toEqual(['/fr-fr/sejour/1?flow=booking', '/fr-fr/sejour/2?flow=booking', '/fr-fr/sejour/3?flow=booking']);
  });

  it('"gifts the catalogue search": the gifting flow (type gift) on the catalog provider, gift cards', async () => {
    const { search, calls } = searchReturning({ offers: offers(2, 'single_voucher') });
    const results = await loadTopResults(block({ resultType: 'gifts', count: 2 }), search, context);
    expect(calls.offers[0]).toMatchObject({ type: 'gift', searchProvider: 'catalog', pagination: { limit: 2, page: 0 } });
    expect(results.cards[0]?.href).toBe('/fr-fr/sejour/1?flow=gifting');
    expect(results.cards[0]?.view).toMatchObject({ kind: 'single_voucher', cta: 'seeGift' });
  });

  it('cuts an answer longer than the count', async () => {
    const { search } = searchReturning({ offers: offers(6) });
    expect((await loadTopResults(block({ resultType: 'stays', count: 3 }), search, context)).cards).toHaveLength(3);
  });

  it('"activities a search body of limit, locale, numberOfPackagesPerHotel 20, page 0, searchCriterias"; "activity top results cut to 3"', async () => {
    const { search, calls } = searchReturning({ activities: 20 });
    const results = await loadTopResults(block({ resultType: 'activities', count: 3 }), search, context);
    expect(calls.activities[0]).toMatchObject({ locale: 'fr_FR', page: 0, numberOfPackagesPerHotel: 20 });
    expect(calls.activities[0]?.searchCriterias).toBeDefined();
    expect(results.resultType).toBe('activities');
    expect(results.cards).toHaveLength(3);
    expect(results.cards[0]?.href).toMatch(/^\/fr-fr\/activite\/1/);
  });

  it('"Top search result failures …: empty list silently"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { search } = searchReturning({});
    expect(await loadTopResults(block({ resultType: 'stays' }), search, context)).toEqual({ resultType: 'stays', cards: [] });
    expect(await loadTopResults(block({ resultType: 'activities' }), search, context)).toEqual({ resultType: 'activities', cards: [] });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
