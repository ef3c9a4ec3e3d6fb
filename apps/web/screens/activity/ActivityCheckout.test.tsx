import type { ActivityProduct } from '@escapade/contracts/activity-product';
import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../../components/search-box/test-render';
import { ActivityCheckout } from './ActivityCheckout';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

const product = { id: 15, label: 'Croisière sur la Seine', prices: { '2': { sellPrice: 4_300 } } } as unknown as ActivityProduct;
const paths = { confirmationPath: '/fr-fr/confirmation', salesConditionsHref: '/fr-fr/infos/sales-conditions' };

function render(locale: 'fr_FR' | 'es_ES' = 'fr_FR') {
  return renderInMarket(<ActivityCheckout product={product} groupSize={2} priceCents={4_300} activityHref="/fr-fr/activite/15#a=2" paths={paths} />, locale);
}

describe('activity checkout (own use)', () => {
  it('summary: the activity, for myself, the group size and its price; traveller form; card and wallet; the sales conditions; Pay', async () => {
    const html = await render();
    const page = text(html);
    expect(page).toContain('Croisière sur la Seine');
    expect(page).toContain('Pour Moi-même');
    expect(page).toContain('Participants 2 participants');
    expect(page).toMatch(/Activité pour 2 personnes 43\s€ Total 43\s€/);
    expect(page).toMatch(/soit 21,50\s€ \/ pers\./);
    expect(page).toContain('Voyageur');
    expect(html).toMatch(/autoComplete="given-name"/i);
    expect(page).toContain('Utiliser une carte cadeau');
    expect(page).toContain('Carte bancaire');
    expect(page).toContain('Paiement express avec Portefeuille mobile');
    expect(page).toContain("J'accepte les conditions générales de vente");
    expect(html).toContain('href="/fr-fr/infos/sales-conditions"');
    expect(page).toMatch(/Payer 43\s€/);
  });

  it('offers no insurance, no pay-later and no package travel consent for an activity', async () => {
    const page = text(await render());
    expect(page).not.toContain('Assurance annulation');
    expect(page).not.toContain('Payer en');
    expect(page).not.toContain('Payer plus tard');
    expect(page).not.toContain('voyages à forfait');
    expect((await render()).match(/<input[^>]*type="radio"[^>]*name="[^"]*-method" value="[^"]+"/g)?.map((radio) => /value="([^"]+)"/.exec(radio)?.[1])).toEqual(['card', 'wallet']);
  });

  it('starts with no method chosen and the consent unticked', async () => {
    const html = await render();
    expect(html).not.toMatch(/<input[^>]*type="radio"[^>]*checked=""/);
    expect(html).not.toMatch(/type="checkbox"[^>]*checked=""/);
  });

  it('speaks the market language', async () => {
    const page = text(await render('es_ES'));
    expect(page).toContain('Actividad para 2 personas');
    expect(page).toContain('Tarjeta');
  });
});
