import type { FacetsResponse } from '@escapade/contracts/search';
import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../../../components/search-box/test-render';
import { SortControl } from '../sort/SortControl';
import { FilterBar } from './FilterBar';
import { MobileActionBar } from './MobileActionBar';
import { SearchSummaryBar } from './SearchSummaryBar';

const noop = () => undefined;

const FACETS: FacetsResponse = {
  totalCount: 12,
  properties: [
    {
      propertyType: 'tag',
      values: [
        { id: 5, name: 'Dîner gastronomique', count: 8 },
        { id: 2, name: 'Massage', count: 4 },
        { id: 15, name: 'Forfait ski', count: 0 },
      ],
    },
  ],
};

/** Two stars, pets (a facility), a price minimum, a score: "one per … star, facility …, plus one for score, one for a budget". */
const CRITERIA: SearchCriteria = { city: 7, lat: 45.9, lng: 6.1, stars: [5, 4], petsAllowed: true, priceMin: 5000, hotelScore: 8, tags: [2] };

function bar(criteria: SearchCriteria, flow: 'booking' | 'activity' = 'booking') {
  return (
    <FilterBar
      flow={flow}
      criteria={criteria}
      facets={FACETS}
      isFacetsLoading={false}
      onApply={noop}
      onDraftChange={noop}
      onOpenMap={noop}
      sortControl={<SortControl flow={flow} hasLatLng value="priceQuality" onChange={noop} />}
    />
  );
}

describe('FilterBar markup', () => {
  it('names the badge in words: "Filter count badge: one per activity, star, facility and amenity, plus one for score, one for a budget"', async () => {
    const html = await renderInMarket(bar(CRITERIA));
    expect(html).toContain('aria-label="Filtres, 6 filtres actifs"');
    expect(html).toContain('aria-label="Activités, 1 sélectionné"');
    expect(html).toContain('aria-label="Prix, 1 sélectionné"');
    expect(html).toContain('aria-label="Équipements, 1 sélectionné"');
    expect(html).toContain('aria-label="Plus de filtres, 3 sélectionnés"');
    expect(html).not.toContain('aria-label="Distance,');
  });

  it('has no badge without filters, and the five dropdowns, the map button and the sort', async () => {
    const html = await renderInMarket(bar({ city: 7 }));
    expect(html).not.toContain('filtres actifs');
    for (const name of ['Activités', 'Prix', 'Distance', 'Équipements', 'Plus de filtres', 'Carte']) expect(html).toContain(`>${name}<`);
    expect(html).toContain('Trier : Qualité/Prix');
  });

  it('highlights activity chips, the selected one pressed, one without offers disabled', async () => {
    const html = await renderInMarket(bar(CRITERIA));
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*?Massage/);
    expect(html).toMatch(/aria-pressed="false"[^>]*disabled=""[^>]*>Forfait ski/);
  });

  it('offers Activities and Price only, and no map, in the activity flow', async () => {
    const html = await renderInMarket(bar({}, 'activity'));
    expect(html).toContain('>Activités<');
    expect(html).toContain('>Prix<');
    expect(html).not.toContain('>Distance<');
    expect(html).not.toContain('>Carte<');
  });
});

describe('MobileActionBar markup', () => {
  it('shows Filter with the count of active filters, Map and Sort', async () => {
    const html = await renderInMarket(
      <MobileActionBar
        flow="booking"
        criteria={CRITERIA}
        facets={FACETS}
        isFacetsLoading={false}
        onApply={noop}
        onDraftChange={noop}
        onOpenMap={noop}
        sortControl={<SortControl flow="booking" hasLatLng={false} value="promo" onChange={noop} />}
      />,
      'nl_NL',
    );
    expect(html).toContain('aria-label="Filteren, 6 actieve filters"');
    expect(html).toContain('>Kaart<');
    expect(html).toContain('aria-label="Sorteren: Korting"');
  });
});

describe('SearchSummaryBar markup', () => {
  it('"a sticky summary bar with destination, dates, pax and theme"', async () => {
    const html = await renderInMarket(
      <SearchSummaryBar criteria={{ a: 2, c: 1, checkin: '2026-12-18', checkout: '2026-12-20', theme: 39 }} flow="booking" destination={{ label: 'Annecy' }} themeLabel="En famille" />,
    );
    expect(html).toContain('Annecy');
    expect(html).toContain('18 déc.');
    expect(html).toContain('3 voyageurs');
    expect(html).toContain('En famille');
  });
});
