import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../../../components/search-box/test-render';
import { tripsFixture } from './trip-fixtures';
import { TripsList } from './TripsList';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');

const tripHref = (orderUUID: string) => `/fr-fr/account/trips/${orderUUID}`;

describe('trips page (server markup)', () => {
  it('four sections under their headings; each card its label linking to the detail, hotel, dates, status and total', async () => {
    const html = await renderInMarket(<TripsList trips={tripsFixture()} locale="fr_FR" tripHref={tripHref} searchHref="/fr-fr/recherche" />);
    expect([...html.matchAll(/<h2 id="trips-([a-zA-Z]+)"[^>]*>([^<]+)<\/h2>/g)].map((match) => [match[1], match[2]])).toEqual([
      ['upcoming', 'À venir'],
      ['past', 'Passés'],
      ['gifts', 'Cadeaux achetés'],
      ['vouchersReceived', 'Bons cadeaux reçus'],
    ]);
    expect(html).toMatch(/<section aria-labelledby="trips-upcoming"/);
    const page = text(html);
    // The next trip first.
    expect(page.indexOf('Week-end bien-être en Provence')).toBeLessThan(page.indexOf('Week-end en Alsace'));
    expect(page).toContain('Week-end bien-être en Provence Mas des Oliviers Du 12 juin 2030 au 14 juin 2030 Réservation n° 48210001 Confirmée Total : 420 €');
    expect(page).toContain('Balade en kayak Le 14 juillet 2029');
    expect(page).toContain('Nuit insolite en cabane Mas des Oliviers Du 20 octobre 2029 au 21 octobre 2029 Réservation n° 48210004 Annulée et remboursée');
    expect(page).toContain('Coffret Escapade gourmande Commandé le 2 mars 2030');
    expect(html).toContain('<a href="/fr-fr/account/trips/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f0001"');
    expect(page).toContain('Séjour cadeau en Bretagne Offert par Marc Télécharger le bon (PDF)');
    expect(html).toContain('href="/api/vouchers/v-9/pdf?expires=1900000000&amp;signature=ab12"');
  });

  it('says each empty section, and invites to look for a stay when nothing is to come', async () => {
    const page = text(await renderInMarket(<TripsList trips={{ upcoming: [], past: [], gifts: [], vouchersReceived: [] }} locale="fr_FR" tripHref={tripHref} searchHref="/fr-fr/recherche" />));
    expect(page).toContain("À venir Vous n'avez aucun voyage à venir. Trouver un séjour");
    expect(page).toContain("Passés Vous n'avez pas encore de voyage passé.");
    expect(page).toContain("Cadeaux achetés Vous n'avez encore offert aucun cadeau.");
    expect(page).toContain("Bons cadeaux reçus Vous n'avez reçu aucun bon cadeau.");
  });

  it("speaks the market's language and writes its dates (Dutch in Belgium)", async () => {
    const page = text(await renderInMarket(<TripsList trips={tripsFixture()} locale="nl_BE" tripHref={tripHref} searchHref="/nl-be/zoeken" />, 'nl_BE'));
    expect(page).toContain('Gepland');
    expect(page).toContain('Van 12 juni 2030 tot 14 juni 2030');
    expect(page).toContain('Bevestigd Totaal: € 420');
  });
});
