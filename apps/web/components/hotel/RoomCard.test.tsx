import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { RoomCard } from './RoomCard';
import type { OfferView, RoomView } from './offers-model';

const policy = { type: 'FLEXIBLE' as const, cancellable: true, cancellableUntilDays: 1, cancellableUntil: null, cancellationDeadline: null };
const price = { sellPrice: 18_000, refPrice: 24_000, promoPercentageRounded: 25, moneySaved: 6000, priceType: 'final_price' as const, nbRooms: 1, nights: 2, pricePerNight: 9000 };

function offer(id: number, extra: Partial<OfferView> = {}): OfferView {
  return {
    id,
    label: `Offre ${id}`,
    uri: `/sejour/${id}`,
    nights: 2,
    headwords: ['2 nuits', 'Petit-déjeuner'],
    shortProgram: '',
    programLineTitles: [],
    priceDifferencePerNight: 0,
    price,
    isBookable: true,
    roomsLeft: null,
    cancellationPolicy: policy,
    connectivity: false,
    availability: null,
    ...extra,
  };
}

const view: RoomView = {
  room: {
    id: 1,
    uuid: 'r1',
    label: 'Chambre Supérieure',
    title: 'Chambre Supérieure',
    type: 'KING',
    bedding: '1 lit king size (180 cm)',
    capacity: 3,
    maxCapacity: 3,
    size: 28,
    description: '',
    detailsSection: [],
    highlights: ['Balcon'],
    images: [],
    imageUrl: null,
    importantInfos: [],
    offers: [],
  },
  offers: [offer(1), offer(2, { priceDifferencePerNight: 1500, roomsLeft: 2 }), offer(3, { isBookable: false })],
};

const party = { adults: 2, children: 0, babies: 0 };
const noop = () => undefined;

describe('RoomCard markup', () => {
  it("shows the room's capacity, bed type, size and highlights, and '+N €' per night for the dearer offer", async () => {
    const html = await renderInMarket(
      <RoomCard view={view} hasDates party={party} selected={view.offers[0]} onSelect={noop} onShowDetails={noop} bookHref="/fr-fr/sejour/1?flow=booking#a=2" bookLabel="Réserver" onSeeAvailability={noop} />,
    );
    expect(html).toContain('Chambre Supérieure');
    expect(html).toContain('Jusqu&#x27;à 3 personnes');
    expect(html).toContain('Lit king size');
    expect(html).toContain('28 m²');
    expect(html).toContain('Balcon');
    expect(html).toMatch(/\+15\s€ \/ nuit/);
    expect(html).toContain('Plus que 2 chambres !');
    expect(html).toContain('Indisponible à ces dates');
    expect(html).toContain('href="/fr-fr/sejour/1?flow=booking#a=2"');
    expect(html).toMatch(/180\s€/);
    expect(html).toContain('−25%');
  });

  it("offers 'See availability' instead of Book without a bookable selection", async () => {
    const html = await renderInMarket(
      <RoomCard view={view} hasDates={false} party={party} selected={view.offers[0]} onSelect={noop} onShowDetails={noop} bookHref={undefined} bookLabel="Réserver" onSeeAvailability={noop} />,
    );
    expect(html).toContain('Voir les disponibilités');
    expect(html).not.toContain('Réserver');
    expect(html).toContain('À partir de');
  });
});
