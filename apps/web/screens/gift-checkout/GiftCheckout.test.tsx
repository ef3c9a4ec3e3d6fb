import type { ActivityProduct } from '@escapade/contracts/activity-product';
import type { SleeveCategoryResponse } from '@escapade/contracts/gift';
import type { Locale } from '@escapade/domain/markets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../../components/search-box/test-render';
import { GiftActivityCheckout } from '../activity/ActivityCheckout';
import { GiftCheckout, type GiftCheckoutProps } from './GiftCheckout';
import { initialGiftDetails } from './gift-checkout-model';
import { GiftSummary } from './GiftSummary';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

const categories: SleeveCategoryResponse[] = [
  {
    id: 1,
    description: 'Sleeves',
    names: { fr: 'Étuis', es: 'Fundas', it: 'Custodie', nl: 'Hoezen' },
    name: 'Étuis',
    singleSelection: false,
    elements: [
      { id: '3', name: 'Ruban doré', imageUrl: null, categoryId: 1, price: 490, recommendedByWed: true },
      { id: '7', name: 'Carte pop-up', imageUrl: null, categoryId: 1, price: 350, recommendedByWed: false },
    ],
  },
];

function render(node: ReactNode, locale: Locale = 'fr_FR') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['sleeves', locale], { availableCustomSubElements: categories });
  return renderInMarket(<QueryClientProvider client={client}>{node}</QueryClientProvider>, locale);
}

const noop = () => undefined;
const summary = <GiftSummary title="Escapade gourmande" subtitle="Hôtel du Lac · Annecy" facts={[{ label: 'Séjour', value: '2 nuits pour 2 personnes' }]} />;

function singleVoucher(overrides: Partial<GiftCheckoutProps> = {}): GiftCheckoutProps {
  return {
    purchase: { kind: 'singleVoucher', offerId: 18, nights: 2, format: 'physical', sleeveIds: ['3', '7'] },
    productCents: 8_990,
    productLineLabel: 'Séjour cadeau',
    summary,
    analytics: { itemId: '18', label: 'Escapade gourmande' },
    formatControls: { formats: ['digital', 'physical'], onFormatChange: noop, sleeves: { Étuis: ['3', '7'] }, onSleevesChange: noop },
    physical: { status: 'enabled', costs: { amount: 0, internationalFee: 690 } },
    initialDetails: initialGiftDetails('FR'),
    back: { href: '/fr-fr/sejour/18?flow=gifting', label: 'Retour au séjour' },
    ...overrides,
  };
}

describe('gift checkout', () => {
  it('a physical single voucher: the stay, the format, each paid sleeve, the shipping, the delivery estimate and the total', async () => {
    const html = await render(<GiftCheckout {...singleVoucher()} />);
    const page = text(html);
    expect(page).toContain('Escapade gourmande');
    expect(page).toContain('2 nuits pour 2 personnes');
    expect(page).toContain('Format Coffret physique');
    expect(page).toContain("Pour Vous, pour l'offrir vous-même");
    expect(page).toContain('Envoi Livré en 2 à 4 jours ouvrés');
    expect(page).toMatch(/Séjour cadeau 89,90\s€ Étui : Ruban doré \+4,90\s€ Étui : Carte pop-up \+3,50\s€ Livraison \(France\) \+0\s€ Total 98,30\s€/);
    expect(html).toContain('data-testid="gift-checkout-total"');
    expect(page).toMatch(/Payer 98,30\s€/);
  });

  it("then the words (the gift form's hints), the recipient choice, the delivery address to FR, BE, ES, IT or NL, the buyer, the gift card, card or wallet, the sales conditions", async () => {
    const html = await render(<GiftCheckout {...singleVoucher()} />);
    const page = text(html);
    expect(page).toContain('Personnalisez votre cadeau');
    expect(page).toContain('40 caractères max., texte uniquement');
    expect(page).toContain('Qui reçoit le bon cadeau ?');
    expect(page).toContain("L'envoyer au bénéficiaire");
    expect(page).toContain("Me l'envoyer");
    expect(page).toContain('Adresse de livraison');
    const deliverySelect = /<select[^>]*autoComplete="shipping country"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '';
    expect([...deliverySelect.matchAll(/<option value="([A-Z]{2})"/g)].map((match) => match[1])).toEqual(['BE', 'ES', 'FR', 'IT', 'NL']);
    // The delivery country starts as the market's.
    expect(deliverySelect).toContain('<option value="FR" selected="">France</option>');
    expect(page).toContain('Livraison offerte (France)');
    expect(page).toContain('Vos coordonnées');
    expect(page).toContain('Utiliser une carte cadeau');
    expect([...html.matchAll(/<input[^>]*type="radio"[^>]*name="[^"]*-method" value="([^"]+)"/g)].map((match) => match[1])).toEqual(['card', 'wallet']);
    expect(page).not.toContain('Assurance annulation');
    expect(page).not.toContain('voyages à forfait');
    expect(page).toContain("J'accepte les conditions générales de vente");
    expect(html).toContain('href="/fr-fr/infos/sales-conditions"');
  });

  it('physical not offered (flag off or shipping costs not loaded): digital only, with the notice that it is coming back soon', async () => {
    const html = await render(
      <GiftCheckout {...singleVoucher({ purchase: { kind: 'singleVoucher', offerId: 18, nights: 2, format: 'digital', sleeveIds: ['3'] }, physical: { status: 'disabled', costs: undefined } })} />,
    );
    const page = text(html);
    expect(page).toContain('Le format physique revient bientôt');
    const radio = (value: string) => new RegExp(`<input[^>]*value="${value}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(radio('physical')).toContain('disabled=""');
    expect(radio('digital')).toContain('checked=""');
    expect(page).not.toContain('Adresse de livraison');
    expect(page).not.toContain('Ruban doré');
    expect(page).toMatch(/Séjour cadeau 89,90\s€ Total 89,90\s€/);
    expect(page).toContain('Par e-mail, dès le paiement');
  });

  it('a gift card: its amount and send day, no format, no address', async () => {
    const html = await render(
      <GiftCheckout
        purchase={{ kind: 'giftCard', amountCents: 7_500, designId: 'seaside', sendDate: '2030-12-24' }}
        productCents={7_500}
        productLineLabel="Carte cadeau"
        summary={<GiftSummary title="Carte cadeau de 75 €" facts={[]} />}
        analytics={{ itemId: 'seaside', label: 'Carte cadeau de 75 €' }}
        initialDetails={initialGiftDetails('FR', { recipientName: 'Léa', recipientEmail: 'lea@example.com' })}
        back={{ href: '/fr-fr/giftcard/customization', label: 'Modifier' }}
      />,
    );
    const page = text(html);
    expect(page).toContain('Envoi Par e-mail, le 24 décembre 2030');
    // The recipient the gift card page took.
    expect(page).toContain('Pour Léa · lea@example.com');
    expect(page).not.toContain('Format');
    expect(page).not.toContain('Adresse de livraison');
    expect(page).toMatch(/Carte cadeau 75\s€ Total 75\s€/);
  });

  it('an activity offered, in Spanish', async () => {
    const product = { id: 15, label: 'Crucero por el Sena', prices: { '2': { sellPrice: 4_300 } } } as unknown as ActivityProduct;
    const page = text(await render(<GiftActivityCheckout product={product} groupSize={2} priceCents={4_300} activityHref="/es-es/actividad/15#a=2" />, 'es_ES'));
    expect(page).toContain('Crucero por el Sena');
    expect(page).toContain('Para Para regalar');
    expect(page).toMatch(/Actividad para 2 personas 43\s€ Total 43\s€/);
    expect(page).toContain('Validez 1 año desde el envío');
    expect(page).toContain('¿Quién recibe el bono regalo?');
    expect(page).toContain('Usar una tarjeta regalo');
    expect(page).toMatch(/Pagar 43\s€|43\s€ Pagar/);
  });
});
