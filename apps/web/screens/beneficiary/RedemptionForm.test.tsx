import type { WeekendFullDetail } from '@escapade/contracts/product';
import type { Locale } from '@escapade/domain/markets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../../components/search-box/test-render';
import { selectionOf } from './beneficiary-gift-model';
import { RedemptionFailureMessage, RedemptionForm } from './RedemptionForm';
import { stayOf } from './test-fixtures';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
const paths = { loginPath: '/fr-fr/beneficiary/login', confirmationPath: '/fr-fr/confirmation', salesConditionsHref: '/fr-fr/infos/sales-conditions' };
const noop = () => undefined;
const selection = selectionOf(stayOf(3), '2030-06-01', 2);

/** The stay's step once its dated detail has answered (put in the query cache under the form's key); null: still loading. */
function renderStay(detail: Pick<WeekendFullDetail, 'activities'> | null = { activities: [] }, locale: Locale = 'fr_FR') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (detail) client.setQueryData(['voucher-stay-detail', 3, locale, '2030-06-01', 2], detail);
  return renderInMarket(
    <QueryClientProvider client={client}>
      <RedemptionForm token="tok" target={{ kind: 'stay', selection }} people={2} paths={paths} onChooseOtherDates={noop} onSessionEnded={noop} />
    </QueryClientProvider>,
    locale,
  );
}

describe('redemption step', () => {
  it('the chosen stay and dates for 2 adults, nothing to pay, the traveller, the consents (sales conditions, package travel) and Book', async () => {
    const html = await renderStay();
    const page = text(html);
    expect(html).toMatch(/<h2 id="beneficiary-booking-title" tabindex="-1"[^>]*>Votre séjour<\/h2>/);
    expect(page).toContain('Séjour 3');
    expect(page).toContain('Hôtel 3 · Annecy');
    expect(page).toContain('Du samedi 1 juin 2030 au lundi 3 juin 2030');
    expect(page).toContain('2 nuits · 2 adultes');
    expect(page).toContain('Rien à payer : votre cadeau couvre ce séjour.');
    expect(page).toContain('Voyageur');
    expect(html).toContain('autoComplete="given-name"');
    expect(page).toContain('conditions générales de vente');
    expect(html).toContain('href="/fr-fr/infos/sales-conditions"');
    expect(page).toContain('directive (UE) 2015/2302');
    expect(html).toMatch(/<div role="alert" tabindex="-1"[^>]*><\/div>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Réserver<\/button>/);
    expect(page).not.toContain('Payer');
  });

  it('a stay with activities: one date to choose for each, in the stay; Book waits for them to load', async () => {
    const activities = [{ activityId: 5, title: 'Balade en bateau', dates: [{ value: '5_2030-06-01', date: '2030-06-01' }, { value: '5_2030-06-02', date: '2030-06-02' }] }];
    const html = await renderStay({ activities });
    const page = text(html);
    expect(page).toContain('Dates de vos activités');
    const select = /<select[^>]*>/.exec(html)?.[0] ?? '';
    const id = /id="([^"]+)"/.exec(select)?.[1];
    expect(html).toContain(`<label for="${id}" class="font-semibold">Balade en bateau</label>`);
    expect(select).toContain('aria-required="true"');
    expect(page).toContain('samedi 1 juin');
    expect(page).toContain('dimanche 2 juin');

    const loading = await renderStay(null);
    expect(loading).toMatch(/<p role="status"[^>]*>Chargement des activités du séjour…<\/p>/);
    expect(loading).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Réserver<\/button>/);
  });

  it('an activity voucher: the activity for its group, the traveller, the sales conditions only, and Book', async () => {
    const html = await renderInMarket(
      <QueryClientProvider client={new QueryClient()}>
        <RedemptionForm token="tok" target={{ kind: 'activity', label: 'Baptême de plongée' }} people={4} paths={paths} onSessionEnded={noop} />
      </QueryClientProvider>,
      'it_IT',
    );
    const page = text(html);
    expect(page).toContain('La tua attività');
    expect(page).toContain('Baptême de plongée');
    expect(page).toContain('per 4 persone');
    expect(page).toContain('il tuo regalo copre questa attività');
    expect(page).not.toContain('2015/2302');
    expect(html).toMatch(/<button type="submit"[^>]*>Prenota<\/button>/);
  });

  it('a gift used meanwhile: said, with the way back to another code', async () => {
    const html = await renderInMarket(<RedemptionFailureMessage failure={{ kind: 'alreadyUsed' }} loginPath={paths.loginPath} onChooseOtherDates={noop} />);
    expect(text(html)).toContain('Ce cadeau a déjà été utilisé : il ne permet plus de réserver.');
    expect(html).toMatch(/<a href="\/fr-fr\/beneficiary\/login"[^>]*>Saisir un autre code<\/a>/);
  });

  it('the nights gone: choose other dates', async () => {
    const html = await renderInMarket(<RedemptionFailureMessage failure={{ kind: 'noAvailability' }} loginPath={paths.loginPath} onChooseOtherDates={noop} />, 'es_ES');
    expect(text(html)).toContain('Estas fechas ya no están disponibles para tu regalo. Elige otras fechas.');
    expect(html).toMatch(/<button type="button"[^>]*>Elegir otras fechas<\/button>/);
  });

  it('an activity no longer offered: said, with no dates to choose', async () => {
    const html = await renderInMarket(<RedemptionFailureMessage failure={{ kind: 'noAvailability' }} loginPath={paths.loginPath} />);
    expect(text(html)).toContain("Cette activité n'est plus disponible.");
    expect(html).not.toContain('<button');
  });

  it('anything else: try again', async () => {
    expect(text(await renderInMarket(<RedemptionFailureMessage failure={{ kind: 'failed' }} loginPath={paths.loginPath} onChooseOtherDates={noop} />))).toContain("La réservation n'a pas pu aboutir.");
  });
});
