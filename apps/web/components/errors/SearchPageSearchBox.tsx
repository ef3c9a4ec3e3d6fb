'use client';

import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import { type Flow, switchFlow } from '@escapade/domain/flow';
import { useState } from 'react';
import { SearchBox } from '../search-box';
import { EnsureQueryProvider } from '../providers/QueryProvider';
import { type SearchPaths, searchPageHref } from './search-page-href';

/** `from` "set to the search bar": the search pages' value for a search started from a search box. */
const FROM_SEARCH_BAR = 'searchbar';

/**
 * The search box on a page that is not the search page (the not-found page, a partner minisite):
 * it holds its own criteria and flow (the toggle's Stays, Gifts or Activities), and Search opens
 * the search page of that flow with them.
 */
export function SearchPageSearchBox({ searchPaths, initialFlow, extraParams }: { searchPaths: SearchPaths; initialFlow: Flow; extraParams?: Readonly<Record<string, string>> }) {
  const [flow, setFlow] = useState<Flow>(initialFlow);
  const [criteria, setCriteria] = useState<SearchCriteria>({});
  return (
    <EnsureQueryProvider>
      <SearchBox
        flow={flow}
        criteria={criteria}
        stickySummary={false}
        onSearch={(next) => {
          // A full load: the search page reads its criteria from the hash as it starts.
          window.location.assign(searchPageHref(searchPaths, flow, next, { ...extraParams, from: FROM_SEARCH_BAR }));
        }}
        onFlowChange={(to) => {
          setCriteria(switchFlow(criteria, {}, flow, to).criteria);
          setFlow(to);
        }}
      />
    </EnsureQueryProvider>
  );
}
