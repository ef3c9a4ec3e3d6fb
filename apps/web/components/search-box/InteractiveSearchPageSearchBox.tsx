'use client';

import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import { type Flow, switchFlow } from '@escapade/domain/flow';
import { useState } from 'react';
import { EnsureQueryProvider } from '../providers/QueryProvider';
import { SearchBox } from './SearchBox';
import { type SearchPaths, searchPageHref } from './search-page-link';

const NO_CRITERIA: SearchCriteria = {};

/**
 * The search box on a page that is not a search page (home, promo landings, partner minisites, the
 * not-found page): it holds its own criteria and flow (the toggle's Stays, Gifts or Activities), and
 * Search opens the search page of that flow with them.
 */
export interface SearchPageSearchBoxProps {
  searchPaths: SearchPaths;
  initialFlow: Flow;
  /** Query parameters every search keeps (a partner minisite's id). */
  extraParams?: Readonly<Record<string, string>>;
  stickySummary?: boolean;
}

export default function InteractiveSearchPageSearchBox({ searchPaths, initialFlow, extraParams, stickySummary = false }: SearchPageSearchBoxProps) {
  const [flow, setFlow] = useState<Flow>(initialFlow);
  const [criteria, setCriteria] = useState<SearchCriteria>(NO_CRITERIA);
  return (
    <EnsureQueryProvider>
      <SearchBox
        flow={flow}
        criteria={criteria}
        stickySummary={stickySummary}
        onSearch={(next) => {
          // A full load: the search page reads its criteria from the hash as it starts.
          window.location.assign(searchPageHref(searchPaths, flow, next, extraParams));
        }}
        onFlowChange={(to) => {
          if (to === 'activity' && !searchPaths.activity) return;
          setCriteria(switchFlow(criteria, {}, flow, to).criteria);
          setFlow(to);
        }}
      />
    </EnsureQueryProvider>
  );
}
