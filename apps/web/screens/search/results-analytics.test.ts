import type { ActivityOnlyHit } from '@escapade/contracts/activity-search';
import { analyticsEventSchema } from '@escapade/contracts/analytics';
import type { SearchResultCard } from '@escapade/contracts/search';
import { describe, expect, it } from 'vitest';
import { activityListItem, selectItemEvent, stayListItem, viewItemListEvent } from './results-analytics';

const card = { id: 408, label: 'Week-end gourmand', itemCategory: 'weekend', sellPrice: 25980, pricePerPerson: 12990 } as SearchResultCard;
const hit = {
  id: 77,
  label: 'Kayak au lac',
  prices: [
    { paxComposition: { adults: 1 }, sellPrice: 4500, barPrice: 4500 },
    { paxComposition: { adults: 2 }, sellPrice: 8000, barPrice: 9000 },
  ],
} as unknown as ActivityOnlyHit;

describe('search results analytics (events on selecting an item, list views)', () => {
  it('a stay result: its total price for the party in euros, its category, its place in the whole result', () => {
    expect(stayListItem(card, 23)).toEqual({ item_id: '408', item_name: 'Week-end gourmand', item_category: 'weekend', price: 259.8, index: 23 });
    expect(stayListItem({ ...card, itemCategory: 'single_voucher' }, 0).item_category).toBe('single_voucher');
  });

  it('an activity result: priced for the group size its card shows (hash a, else 2, else the smallest sold)', () => {
    expect(activityListItem(hit, {}, 0).price).toBe(80);
    expect(activityListItem(hit, { a: 1 }, 0).price).toBe(45);
    expect(activityListItem({ ...hit, prices: [hit.prices[0]!] } as ActivityOnlyHit, {}, 0).price).toBe(45);
    expect(activityListItem(hit, {}, 4)).toMatchObject({ item_id: '77', item_category: 'activity_only', index: 4 });
  });

  it('builds events the collect endpoint accepts', () => {
    const items = [stayListItem(card, 0), stayListItem({ ...card, id: 409 }, 1)];
    expect(analyticsEventSchema.parse(viewItemListEvent('booking', items))).toEqual({ event: 'view_item_list', item_list_id: 'booking', items });
    expect(analyticsEventSchema.parse(selectItemEvent('activity', activityListItem(hit, {}, 0)))).toMatchObject({ event: 'select_item', item_list_id: 'activity' });
  });
});
