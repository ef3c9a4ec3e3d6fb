import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../../components/search-box/test-render';
import { selectionOf } from './beneficiary-gift-model';
import { RedemptionFailureMessage, RedemptionForm } from './RedemptionForm';
import { stayOf } from './test-fixtures';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
const paths = { loginPath: '/fr-fr/beneficiary/login', confirmationPath: '/fr-fr/confirmation', salesConditionsHref: '/fr-fr/infos/sales-conditions' };
const noop = () => undefined;

describe('redemption step', () => {
  it('the chosen stay and dates for 2 adults, nothing to pay, the traveller, the consents (sales conditions, package travel) and Book', async () => {
    const html = await renderInMarket(<RedemptionForm token="tok" selection={selectionOf(stayOf(3), '2030-06-01', 2)} adults={2} paths={paths} onChooseOtherDates={noop} onSessionEnded={noop} />);
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

  it('anything else: try again', async () => {
    expect(text(await renderInMarket(<RedemptionFailureMessage failure={{ kind: 'failed' }} loginPath={paths.loginPath} onChooseOtherDates={noop} />))).toContain("La réservation n'a pas pu aboutir.");
  });
});
