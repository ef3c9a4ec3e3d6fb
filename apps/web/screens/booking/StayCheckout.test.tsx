import type { QuoteResponse, WeekendFullDetail } from '@escapade/contracts/product';
import type { Locale } from '@escapade/domain/markets';
import { payLaterEligibilityQuery } from '@escapade/domain/pay-later';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../../components/search-box/test-render';
import { parseBookingHash } from './booking-hash';
import { StayCheckout } from './StayCheckout';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

const selection = parseBookingHash('#id=12&offerId=12&a=2&c=0&b=0&checkin=2030-06-01&night=2&activityDates=5_2030-06-02')!;
const stay = selection.stay!;
const paths = { confirmationPath: '/fr-fr/confirmation', salesConditionsHref: '/fr-fr/infos/sales-conditions', productPathTemplate: '/fr-fr/sejour/__ID__' };

const detail = {
  label: 'Escapade gourmande',
  hotel: { label: 'Hôtel du Lac', location: { label: 'Annecy' } },
  room: { label: 'Chambre double' },
  programLine: [
    { position: 1, activityId: 5, title: 'Balade en bateau', type: 'activity' },
    { position: 2, activityId: null, title: 'Bouteille de champagne', type: 'extra' },
  ],
} as unknown as WeekendFullDetail;

function quote(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return {
    bookable: true,
    priceInfo: { sellPrice: 30_000, refPrice: 30_000, promoPercentageRounded: 0, moneySaved: 0, priceType: 'final_price', nbRooms: 1, nights: 2, pricePerNight: 15_000 },
    reservationCriteria: { offerId: 12, checkin: '2030-06-01', checkout: '2030-06-03', nights: 2, adult: 2, child: 0, baby: 0 },
    activityDaySelections: [{ activityId: 5, date: '2030-06-02' }],
    cancellationPolicy: { type: 'FLEXIBLE', cancellable: true, cancellableUntilDays: 3, cancellableUntil: '2030-05-29', cancellationDeadline: '2030-05-29' },
    localTaxTotalAmount: 660,
    amountToPayToday: 30_000,
    ...overrides,
  };
}

/** The page as it renders once the API has answered (the answers put in the query cache under the page's keys). */
async function renderCheckout(locale: Locale, answers: { quote: QuoteResponse; premiumCents?: number; payLater?: { type: '3x'; paymentFee: number }[] }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['booking-detail', selection.id, locale, selection.party, stay], detail);
  client.setQueryData(['booking-quote', selection.offerId, locale, selection.party, stay, selection.activityDates], answers.quote);
  if (answers.premiumCents !== undefined) {
    client.setQueryData(['insurance-quote', { locale, cancellationType: answers.quote.cancellationPolicy.type, orderAmount: answers.quote.amountToPayToday }], {
      id: 'ins-1',
      sellPrice: answers.premiumCents,
      cancellationPolicy: 'FLEXIBLE',
    });
  }
  const payLaterQuery = payLaterEligibilityQuery({
    isEnabled: true,
    amountCents: answers.quote.amountToPayToday,
    cancellationPolicyType: answers.quote.cancellationPolicy.type,
    cancellableUntil: answers.quote.cancellationPolicy.cancellableUntil,
    checkin: stay.checkin,
    locale,
  });
  client.setQueryData(['pay-later-eligibility', payLaterQuery], { paymentMethods: (answers.payLater ?? []).map((option) => ({ ...option, instalments: [] })) });
  return renderInMarket(
    <QueryClientProvider client={client}>
      <StayCheckout selection={selection} stay={stay} paths={paths} />
    </QueryClientProvider>,
    locale,
  );
}

describe('stay checkout page', () => {
  it('summarises the stay: hotel, offer, dates, nights, party, activities with their dates, extras, the local tax to pay at the hotel', async () => {
    const content = text(await renderCheckout('fr_FR', { quote: quote(), premiumCents: 1890 }));
    expect(content).toContain('Escapade gourmande');
    expect(content).toContain('Hôtel du Lac · Annecy');
    expect(content).toContain('Du samedi 1 juin 2030 au lundi 3 juin 2030');
    expect(content).toContain('2 nuits');
    expect(content).toContain('2 adultes, 0 enfant, 0 bébé');
    expect(content).toContain('Balade en bateau – dimanche 2 juin 2030');
    expect(content).toContain('Bouteille de champagne');
    expect(content).toContain("Taxe de séjour à régler à l'hôtel : 6,60 €");
    expect(content).toContain('Total 300 €');
  });

  it('then the traveller, the insurance (unselected), the payment methods, the consent and Pay with the total', async () => {
    const html = await renderCheckout('fr_FR', { quote: quote(), premiumCents: 1890, payLater: [{ type: '3x', paymentFee: 450 }] });
    const content = text(html);
    expect(content).toContain('Voyageur');
    expect(content).toContain('Assurance annulation +18,90 €');
    expect(content).toContain('Annulation flexible +0 €');
    expect(html).not.toMatch(/ checked=""/);
    expect(content).toContain('Carte bancaire');
    expect(content).toContain('Paiement express avec Portefeuille mobile');
    expect(content).toContain('Payer en 3 fois');
    expect(content).toContain('Utiliser une carte cadeau');
    expect(content).toContain('conditions générales de vente');
    expect(content).toContain('directive (UE) 2015/2302');
    expect(content).toContain('Payer 300 €');
    expect(html).toContain('data-testid="booking-total"');
  });

  it('a local tax not paid at the hotel is in the total; in the Netherlands there is no insurance to choose', async () => {
    const content = text(await renderCheckout('nl_NL', { quote: quote({ amountToPayToday: 30_660 }) }));
    expect(content).toContain('Toeristenbelasting € 6,60');
    expect(content).toContain('Totaal € 306,60');
    expect(content).not.toContain('Annuleringsverzekering');
    expect(content).toContain('€ 306,60 betalen');
  });

  it("a quote that stops the checkout shows why, with a way back to the offer, and no form", async () => {
    const html = await renderCheckout('fr_FR', { quote: quote({ bookable: false, priceInfo: null, amountToPayToday: null, error: { code: 'PACKAGE_NOT_AVAILABLE_CHECKIN', message: 'x' } }) });
    expect(html).toContain('href="/fr-fr/sejour/12#checkin=2030-06-01&amp;night=2&amp;a=2&amp;c=0&amp;b=0"');
    expect(html).not.toContain('type="submit"');
  });
});
