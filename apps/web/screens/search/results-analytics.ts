import type { ActivityOnlyHit } from '@escapade/contracts/activity-search';
import type { SelectItemEvent, ViewItemListEvent } from '@escapade/contracts/analytics';
import type { SearchResultCard } from '@escapade/contracts/search';
import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import type { Flow } from '@escapade/domain/flow';
import { activityCardPrice } from '../../components/cards/card-view';

/**
 * Analytics events on selecting an item and on list views: the items of the
 * results list as the collect endpoint takes them (packages/contracts/src/analytics.ts).
 */
export type ListItem = ViewItemListEvent['items'][number];

/** A stay or single-voucher result: its price for the searched party, in euros. */
export function stayListItem(card: SearchResultCard, index: number): ListItem {
  return { item_id: String(card.id), item_name: card.label, item_category: card.itemCategory, price: card.sellPrice / 100, index };
}

/** An activity result, priced for the group size its card shows (hash `a`, else 2, else the smallest sold). */
export function activityListItem(hit: ActivityOnlyHit, criteria: SearchCriteria, index: number): ListItem {
  const { entry } = activityCardPrice(hit, criteria);
  return { item_id: String(hit.id), item_name: hit.label, item_category: 'activity_only', price: (entry?.sellPrice ?? 0) / 100, index };
}

export function viewItemListEvent(flow: Flow, items: ListItem[]): ViewItemListEvent {
  return { event: 'view_item_list', item_list_id: flow, items };
}

export function selectItemEvent(flow: Flow, item: ListItem): SelectItemEvent {
  return { event: 'select_item', item_list_id: flow, items: [item] };
}
