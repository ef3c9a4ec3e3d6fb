'use client';

import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import { type Flow, switchFlow } from '@escapade/domain/flow';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { SearchBox } from '../../components/search-box';
import { type SearchPaths, jumbotronSearchHref } from './home-model';

const NO_CRITERIA: SearchCriteria = {};

/**
 * The jumbotron's search box: the search pages' own box, in the jumbotron's flow. A search opens
 * the stays or activity search with the criteria in the hash; the box's Stays / Gifts toggle
 * switches the box itself (`switchFlow`), the page stays where it is.
 */
export function JumbotronSearch({ flow: initialFlow, paths }: { flow: Flow; paths: SearchPaths }) {
  const router = useRouter();
  const [flow, setFlow] = useState<Flow>(initialFlow);
  const [criteria, setCriteria] = useState<SearchCriteria>(NO_CRITERIA);
  return (
    <EnsureQueryProvider>
      <SearchBox
        flow={flow}
        criteria={criteria}
        onSearch={(next) => router.push(jumbotronSearchHref(flow, next, paths))}
        onFlowChange={(to) => {
          if (to === 'activity' && !paths.activity) return;
          setCriteria(switchFlow(criteria, {}, flow, to).criteria);
          setFlow(to);
        }}
      />
    </EnsureQueryProvider>
  );
}
