/**
 * The search box's props: a controlled component, it receives the current criteria and answers
 * with the next ones; the screen that holds it writes them (search results, activity search).
 */
import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import type { Flow } from '@escapade/domain/flow';

/** What the screen knows of the searched destination (from the search answer's searchDetails). */
export interface SearchedDestination {
  /** The destination's name in the page language ("Paris"), null while unknown. */
  label: string | null;
}

/**
 * `<SearchBox flow criteria onSearch />`.
 * Destination (with suggestions and last searches), theme, dates (calendar), pax, and the
 * Stays / Gifts toggle. `onSearch` receives the complete next criteria (destination picked with
 * `selectDestination`, dates, pax `a`/`c`/`b`/`s`, theme); the screen keeps the filters the box
 * did not touch only if the box kept them in `next`.
 */
export interface SearchBoxProps {
  flow: Flow;
  criteria: SearchCriteria;
  onSearch(next: SearchCriteria): void;
  /** Stays / Gifts toggle inside the box (booking ↔ gifting); the screen applies `switchFlow`. */
  onFlowChange?(to: Flow): void;
  /** Label of the current destination, to show in the destination field without a lookup. */
  destination?: SearchedDestination;
}

