import type { FacetsResponse } from '@escapade/contracts/search';
import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import type { FilterState } from '@escapade/domain/filters';
import type { Flow } from '@escapade/domain/flow';

/** What every filter section edits: the draft, through an update of the previous draft. */
export interface SectionProps {
  draft: FilterState;
  onDraftChange(update: (state: FilterState) => FilterState): void;
}

/** Everything a section may read besides the draft. */
export interface SectionContext {
  facets: FacetsResponse | undefined;
  criteria: SearchCriteria;
  flow: Flow;
}
