'use client';

import { todayIn } from '@escapade/domain/calendar-day';
import { toggleMarker } from '@escapade/domain/map';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { GIFTING_PARTY, partyFrom } from '@escapade/domain/pax';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { browserMapApi, buildMapSearchRequest, buildMarkerDetailQuery } from '../../../lib/api/map';
import { buildOffersRequest, searchedStayOf } from '../../../lib/search-requests';
import type { MapOverlayProps } from '../props';
import { SearchIcon } from '../filters/icons';
import { useMarket } from '../../../components/market-context';
import { EnsureQueryProvider } from '../../../components/providers/QueryProvider';
import { Dialog, FullScreenHeader } from '../../../components/ui/Dialog';
import type { MapView } from './LeafletMap';
import { MarkerInfoCard } from './MarkerInfoCard';
import { answeredCenter, initialMapView, markersOf, searchInArea } from './map-view';

const LeafletMap = dynamic(() => import('./LeafletMap'), { ssr: false, loading: () => <MapLoading /> });

/**
 * The map overlay, a full-screen Radix dialog over the results: the user pans and refreshes; in
 * interactive mode a 'Search in this area' button is shown.
 */
export default function MapOverlayDialog(props: MapOverlayProps) {
  const t = useTranslations('map');
  return (
    <Dialog open={props.open} onClose={props.onClose} className="fixed inset-0 z-50 flex flex-col bg-white">
      <EnsureQueryProvider>
        <MapOverlayBody {...props} title={t('title')} />
      </EnsureQueryProvider>
    </Dialog>
  );
}

function MapOverlayBody({ criteria, flow, tileUrl, onSearchInArea, title }: MapOverlayProps & { title: string }) {
  const t = useTranslations('map');
  const { locale } = useMarket();
  const market = MARKETS[locale];
  const context = useMemo(() => ({ locale, flow, today: todayIn(market.timeZone, new Date()) }), [locale, flow, market.timeZone]);
  const request = useMemo(() => buildMapSearchRequest(buildOffersRequest(criteria, context, 0), flow), [criteria, context, flow]);
  const [initialView] = useState(() => initialMapView(criteria, market.country));
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [movedView, setMovedView] = useState<MapView | null>(null);

  const search = useQuery({
    queryKey: ['map-search', request],
    queryFn: ({ signal }) => browserMapApi.searchMap(request, signal),
    placeholderData: keepPreviousData,
  });
  const markers = useMemo(() => markersOf(search.data), [search.data]);
  const detailQuery = buildMarkerDetailQuery(locale, flow, searchedStayOf(criteria, context), flow === 'gifting' ? GIFTING_PARTY : partyFrom(criteria));
  const detail = useQuery({
    queryKey: ['weekend-detail', selected, detailQuery],
    queryFn: ({ signal }) => browserMapApi.getWeekendDetail(selected as number, detailQuery, signal),
    enabled: selected !== undefined,
  });

  function searchHere() {
    if (!movedView) return;
    setSelected(undefined);
    setMovedView(null);
    onSearchInArea(searchInArea(criteria, flow, movedView.center, movedView.bounds));
  }

  const count = search.data?.searchDetails.totalCount;
  return (
    <>
      <FullScreenHeader title={title} closeLabel={t('close')}>
        <p role="status" className="ml-auto pr-3 text-sm text-muted">
          {search.isError ? '' : count === undefined ? t('loading') : t('hotelsCount', { count })}
        </p>
      </FullScreenHeader>
      <div className="relative min-h-0 flex-1">
        <LeafletMap
          tileUrl={tileUrl}
          label={t('mapLabel')}
          initialView={initialView}
          recenterTo={answeredCenter(criteria, search.data)}
          markers={markers}
          selectedWeekendId={selected}
          markerText={(marker) => formatMoney(marker.price.amountCents, market.bcp47)}
          markerLabel={(marker, isSelected) => {
            const price = t('markerPrice', { kind: marker.price.kind, price: formatMoney(marker.price.amountCents, market.bcp47) });
            return isSelected ? t('markerSelected', { rank: marker.rank, price }) : t('marker', { rank: marker.rank, price });
          }}
          onSelect={(weekendId) => setSelected((current) => toggleMarker(current, weekendId))}
          onClear={() => setSelected(undefined)}
          onUserMove={setMovedView}
        />
        <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex flex-col items-center gap-2 px-3">
          {movedView ? (
            <button type="button" onClick={searchHere} className="button-primary pointer-events-auto min-h-11 gap-2 px-5 text-sm shadow-card">
              <SearchIcon />
              {t('searchInThisArea')}
            </button>
          ) : null}
          {search.isError ? (
            <p role="alert" className="pointer-events-auto rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-card">
              {t('error')}
            </p>
          ) : search.data?.capped ? (
            <p className="pointer-events-auto rounded-full bg-white px-4 py-2 text-sm text-ink shadow-card">{t('capped', { cap: search.data.cap })}</p>
          ) : null}
        </div>
        {selected !== undefined ? (
          <div className="pointer-events-none absolute inset-x-3 bottom-6 z-[1000] flex justify-center md:justify-start">
            <MarkerInfoCard
              detail={detail.data}
              isLoading={detail.isFetching}
              isError={detail.isError}
              flow={flow}
              criteria={criteria}
              onClose={() => setSelected(undefined)}
            />
          </div>
        ) : null}
      </div>
    </>
  );
}

function MapLoading() {
  const t = useTranslations('map');
  return (
    <div className="flex size-full items-center justify-center bg-canvas text-sm text-muted" role="status">
      {t('loading')}
    </div>
  );
}
