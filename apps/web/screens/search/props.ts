/**
 * The composition contract of the search results screen.
 *
 * The screen (`screens/search/`) OWNS the state: the criteria live in the location hash
 * (`@escapade/domain/criteria-hash`), the flow and page in the search part; the screen fetches
 * results and facets. The search box, the filter bar, the sort control and the map are CONTROLLED
 * components: they receive the current criteria and answer with the NEXT criteria; the screen
 * writes the hash (dropping `page`) and searches when `criteriaEqual` says the criteria changed.
 *
 * Every prop below is what the screen passes; a component may ignore a prop it does not need, but
 * must not require more. Components read the market with `useMarket()` (components/market-context)
 * and their strings with `useTranslations('<their namespace>')`.
 */
import type { FacetsResponse } from '@escapade/contracts/search';
import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import type { FilterState } from '@escapade/domain/filters';
import type { Flow } from '@escapade/domain/flow';
import type { OrderBy } from '@escapade/domain/sort-options';
import type { ReactNode } from 'react';
import type { SearchedDestination } from '../../components/search-box/props';

/**
 * `filters/` — `<FilterBar … />` (desktop sticky bar, drawer 'Filter by').
 * `onApply(next)`: the complete next criteria (e.g. `filtersToHash(criteria, draft)`,
 * `clearFilter(criteria, name)`, `clearAllFilters(criteria)`, an activity chip toggled).
 * `onDraftChange(draft)`: the draft while a filter panel is open, `null` when every panel is closed;
 * the screen then refreshes `facets` for the draft ("Facets are refreshed when a panel is open and
 * the draft differs from the last request") — `facets.totalCount` gives 'View {{count}} offers'.
 */
export interface FilterBarProps {
  flow: Flow;
  criteria: SearchCriteria;
  /** The latest facets (for the draft while a panel is open); undefined until the first answer. */
  facets: FacetsResponse | undefined;
  isFacetsLoading: boolean;
  onApply(next: SearchCriteria): void;
  onDraftChange(draft: FilterState | null): void;
  onOpenMap(): void;
  /** The `<SortControl …/>` element, placed by the bar where its design wants it. */
  sortControl: ReactNode;
}

/**
 * `filters/` — `<MobileActionBar … />` (mobile: Filter with the active count / Map /
 * Sort, the full-screen 'Filters' modal, and the sticky summary bar after 250 px of scroll).
 */
export interface MobileActionBarProps extends FilterBarProps {
  /** For the sticky summary bar (destination, dates, pax, theme). */
  destination?: SearchedDestination;
  /** The name of the searched theme, for the summary bar. */
  themeLabel?: string;
  /** Opens the full-screen search modal from the summary bar ('I am looking for a weekend'…). */
  onEditSearch?(): void;
}

/** `sort/` — `<SortControl flow hasLatLng value onChange />` (dropdown / 'Sort by' drawer). */
export interface SortControlProps {
  flow: Flow;
  hasLatLng: boolean;
  /** The sort in effect (`effectiveOrderBy`). */
  value: OrderBy;
  onChange(next: OrderBy): void;
}

/**
 * `map/` — `<MapOverlay open criteria flow onClose onSearchInArea />`, loaded with
 * `next/dynamic` (ssr: false). `onSearchInArea(next)`: the complete next criteria
 * (`applySearchInArea`). The tile URL is passed by the screen (server config).
 */
export interface MapOverlayProps {
  open: boolean;
  criteria: SearchCriteria;
  flow: Flow;
  tileUrl: string;
  onClose(): void;
  onSearchInArea(next: SearchCriteria): void;
}
