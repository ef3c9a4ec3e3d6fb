'use client';

import type { FacetsResponse } from '@escapade/contracts/search';
import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import type { FilterState } from '@escapade/domain/filters';
import type { Flow } from '@escapade/domain/flow';
import { effectiveOrderBy } from '@escapade/domain/sort-options';
import { useState } from 'react';
import { FilterBar } from './filters/FilterBar';
import { MobileActionBar } from './filters/MobileActionBar';
import { MapOverlay } from './map/MapOverlay';
import { SearchBox } from '../../components/search-box';
import { useThemes } from '../../components/search-box/use-search-box-data';
import { useMarket } from '../../components/market-context';
import { SortControl } from './sort/SortControl';
import { hasLatLng } from '../../lib/search-requests';
import type { SearchedDestination } from '../../components/search-box/props';

export interface SearchControlsProps {
  flow: Flow;
  criteria: SearchCriteria;
  destination: SearchedDestination;
  facets: { facets: FacetsResponse | undefined; isFacetsLoading: boolean; onDraftChange(draft: FilterState | null): void };
  mapTileUrl: string;
  onSearch(next: SearchCriteria): void;
  onApply(next: SearchCriteria): void;
  onFlowChange(to: Flow): void;
}

/**
 * The search box, the filter bars (desktop sticky bar, mobile action bar), the sort and the map
 * overlay, composed per `contracts.ts`. They are controlled: each answers the next criteria.
 */
export function SearchControls({ flow, criteria, destination, facets, mapTileUrl, onSearch, onApply, onFlowChange }: SearchControlsProps) {
  const [isMapOpen, setIsMapOpen] = useState(false);
  const [isSearchModalOpen, setIsSearchModalOpen] = useState(false);
  const latLng = hasLatLng(criteria);
  const { locale } = useMarket();
  // The same cached themes query as the search box's theme field.
  const themes = useThemes(locale);
  const themeLabel = criteria.theme === undefined ? undefined : themes.find((theme) => theme.id === criteria.theme)?.name;
  const sortControl = (
    <SortControl
      flow={flow}
      hasLatLng={latLng}
      value={effectiveOrderBy(flow, criteria.sort, { hasLatLng: latLng })}
      onChange={(sort) => onApply({ ...criteria, sort })}
    />
  );
  const filterProps = {
    flow,
    criteria,
    facets: facets.facets,
    isFacetsLoading: facets.isFacetsLoading,
    onApply,
    onDraftChange: facets.onDraftChange,
    onOpenMap: () => setIsMapOpen(true),
    sortControl,
  };
  return (
    <>
      <div className="container-page relative z-10 -mt-6 mb-2">
        <div className="rounded-card bg-white p-3 shadow-card md:p-4">
          <SearchBox
            flow={flow}
            criteria={criteria}
            onSearch={onSearch}
            onFlowChange={onFlowChange}
            destination={destination}
            stickySummary={false}
            searchModalOpen={isSearchModalOpen}
            onSearchModalOpenChange={setIsSearchModalOpen}
          />
        </div>
      </div>
      <FilterBar {...filterProps} />
      <MobileActionBar {...filterProps} destination={destination} themeLabel={flow === 'activity' ? undefined : themeLabel} onEditSearch={() => setIsSearchModalOpen(true)} />
      <MapOverlay
        open={isMapOpen}
        criteria={criteria}
        flow={flow}
        tileUrl={mapTileUrl}
        onClose={() => setIsMapOpen(false)}
        onSearchInArea={onApply}
      />
    </>
  );
}
