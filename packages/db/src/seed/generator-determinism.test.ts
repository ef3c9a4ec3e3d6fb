import { describe, expect, it } from 'vitest';
import { availabilityWindow, emptyColumns, generateOfferNights, holidaysFor } from './catalog/availability';
import { allocateHotels, generateHotels } from './catalog/generate-hotels';
import { generateOffers } from './catalog/generate-offers';
import { buildGeography } from './geography/build-geography';
import { HOTEL_TOWNS, TEST_TOWNS } from './geography/hotel-towns';
import { planImagePool } from './images/generate-images';
import { Random } from './random';

const towns = HOTEL_TOWNS.filter((t) => TEST_TOWNS.includes(`${t.country}:${t.name}`));
const geo = buildGeography({ towns, otherCities: 'none' });
const { pool } = planImagePool(1);

function generate(seed: number) {
  const hotels = generateHotels({ rng: new Random(seed, 1), geo, towns: geo.towns, count: 40, pool, firstActivityId: 1 });
  const offers = generateOffers({ rng: new Random(seed, 2), hotels, pool, anchor: '2026-03-01', windowEnd: '2027-02-28' });
  const window = availabilityWindow('2026-03-01');
  const nights = emptyColumns();
  for (const offer of offers.filter((o) => o.isBookable).slice(0, 5)) generateOfferNights(offer, window, seed, holidaysFor(window, ['FR', 'ES', 'IT', 'NL', 'BE']), nights);
  return JSON.stringify({ hotels: hotels.map((h) => h.row), offers: offers.map((o) => o.row), nights });
}

describe('the catalog generator', () => {
  it('is a pure function of the seed number', () => {
    expect(generate(11)).toBe(generate(11));
    expect(generate(11)).not.toBe(generate(12));
  });

  it('shares hotels among towns by weight, all of them placed', () => {
    const counts = allocateHotels(geo.towns, 40);
    expect(counts.reduce((s, c) => s + c, 0)).toBe(40);
    const paris = geo.towns.findIndex((t) => t.town.name === 'Paris');
    const durbuy = geo.towns.findIndex((t) => t.town.name === 'Durbuy');
    expect(counts[paris]).toBeGreaterThan(counts[durbuy] ?? Infinity);
  });

  it('prices weekend nights and high season dearer than weekday nights off season', () => {
    const hotels = generateHotels({ rng: new Random(3, 1), geo, towns: geo.towns, count: 40, pool, firstActivityId: 1 });
    const offers = generateOffers({ rng: new Random(3, 2), hotels, pool, anchor: '2026-03-01', windowEnd: '2027-02-28' });
    const seaside = offers.find((o) => o.isBookable && o.hotel.environment === 'sea' && o.promo === 'none' && !o.hasFlashDeals);
    expect(seaside).toBeDefined();
    const window = availabilityWindow('2026-03-01');
    const nights = emptyColumns();
    generateOfferNights(seaside!, window, 3, holidaysFor(window, ['FR', 'ES', 'IT', 'NL', 'BE']), nights);
    const price = (date: string) => nights.sellCents[nights.nights.indexOf(date)] ?? NaN;
    // Saturday 15 August 2026 (summer, holiday, weekend) against Tuesday 10 November 2026.
    expect(price('2026-08-15')).toBeGreaterThan(price('2026-11-10') * 1.5);
    expect(price('2026-03-07')).toBeGreaterThan(price('2026-03-03'));
    expect(nights.sellCents.every((c) => Number.isInteger(c) && c > 0 && c % 100 === 0)).toBe(true);
  });
});
