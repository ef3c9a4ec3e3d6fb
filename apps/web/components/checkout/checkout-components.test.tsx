import type { CancellationPolicy } from '@escapade/contracts/product';
import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { CheckoutFooter } from './CheckoutFooter';
import { InsuranceChoice } from './InsuranceChoice';
import { LegalConsent, missingConsents } from './LegalConsent';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { paymentOptionsOf } from './payment-options';
import { PriceLines } from './PriceLines';
import { TravellerFields, useTravellerForm } from './TravellerForm';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const noop = () => undefined;
const day = (value: string) => value;

const flexible: CancellationPolicy = { type: 'FLEXIBLE', cancellable: true, cancellableUntilDays: 3, cancellableUntil: '2030-05-29', cancellationDeadline: '2030-05-29' };
const ncnr: CancellationPolicy = { type: 'NCNR', cancellable: false, cancellableUntilDays: null, cancellableUntil: null, cancellationDeadline: null };

describe('insurance choice', () => {
  it("unselected by default; the flexible option '+0 €' when the policy is cancellable; the insurance with its premium and wording", async () => {
    const html = await renderInMarket(<InsuranceChoice policy={flexible} premiumCents={1890} value={undefined} onChange={noop} formatDay={day} />);
    expect(html).not.toMatch(/ checked=""/);
    const content = text(html);
    expect(content).toContain('Annulation flexible +0 €');
    expect(content).toContain('Assurance annulation +18,90 €');
    expect(content).toContain('Remboursement en moins de 72 h');
    expect(content).toContain('Couvre plus de 25 cas');
    expect(content).toContain("Annulable jusqu'au jour de l'arrivée");
    expect(content).not.toContain('Sans assurance');
  });

  it('the non-cancellable option when the policy is not cancellable; no insurance option without a premium', async () => {
    const content = text(await renderInMarket(<InsuranceChoice policy={ncnr} premiumCents={null} value={undefined} onChange={noop} formatDay={day} />));
    expect(content).toContain('Sans assurance +0 €');
    expect(content).not.toContain('Annulation flexible');
    expect(content).not.toContain('72 h');
  });

  it("'Please choose an option' is on the radios; an insurance error says 'Oops, something went wrong'", async () => {
    const html = await renderInMarket(<InsuranceChoice policy={flexible} premiumCents={null} isError value={undefined} onChange={noop} error="Veuillez choisir une option" formatDay={day} />);
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]*-error"/);
    expect(text(html)).toContain('Veuillez choisir une option');
    expect(text(html)).toContain("Oups, une erreur s'est produite");
  });
});

describe('payment method choice', () => {
  it('card, the wallet by its name, and each eligible pay-later option with its fee', async () => {
    const options = paymentOptionsOf({
      eligibility: {
        paymentMethods: [
          { type: 'deferred', paymentFee: 0, instalments: [{ date: '2030-05-30', amountCents: 30_000 }] },
          { type: '3x', paymentFee: 450, instalments: [{ date: '2030-05-01', amountCents: 10_450 }, { date: '2030-06-01', amountCents: 10_000 }, { date: '2030-07-01', amountCents: 10_000 }] },
        ],
      },
    });
    const content = text(await renderInMarket(<PaymentMethodChoice options={options} value="3x" onChange={noop} walletName="Portefeuille mobile" />));
    expect(content).toContain('Carte bancaire');
    expect(content).toContain('Paiement express avec Portefeuille mobile');
    expect(content).toContain('Payer plus tard');
    expect(content).toContain('300 € prélevés le 30 mai 2030');
    expect(content).toContain('Payer en 3 fois');
    expect(content).toContain('frais de +4,50 € inclus dans la première');
    // The chosen plan shows its monthly instalments from today, the fee on the first.
    expect(content).toContain('1 mai 2030 104,50 €');
    expect(content).toContain('1 juillet 2030 100 €');
  });

  it('in Spanish, PayPal when the API offers it', async () => {
    const options = paymentOptionsOf({ eligibility: { paymentMethods: [{ type: 'paypal', paymentFee: 0, instalments: [] }] } });
    expect(text(await renderInMarket(<PaymentMethodChoice options={options} value={undefined} onChange={noop} walletName="Monedero" />, 'es_ES'))).toContain('PayPal Paga más tarde');
  });
});

describe('legal consent', () => {
  it('the sales conditions (linked) and, for a stay, the package travel directive information', async () => {
    const html = await renderInMarket(<LegalConsent values={{ salesConditions: false, packageTravelInformation: false }} onChange={noop} isPackageTravel salesConditionsHref="/fr-fr/infos/sales-conditions" />);
    expect(html).toContain('href="/fr-fr/infos/sales-conditions"');
    expect(html).toContain('https://eur-lex.europa.eu/legal-content/FR/TXT/?uri=CELEX:32015L2302');
    expect(text(html)).toContain('directive (UE) 2015/2302');
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
  });

  it('an activity has the sales conditions only; both are needed for a stay', async () => {
    const html = await renderInMarket(<LegalConsent values={{ salesConditions: true, packageTravelInformation: false }} onChange={noop} isPackageTravel={false} salesConditionsHref="/c" />);
    expect(html.match(/type="checkbox"/g)).toHaveLength(1);
    expect(missingConsents({ salesConditions: true, packageTravelInformation: false }, false)).toEqual([]);
    expect(missingConsents({ salesConditions: true, packageTravelInformation: false }, true)).toEqual(['packageTravelInformation']);
    expect(missingConsents({ salesConditions: false, packageTravelInformation: false }, true)).toEqual(['salesConditions', 'packageTravelInformation']);
  });
});

function TravellerFormInPage() {
  const form = useTravellerForm();
  return <TravellerFields form={form} />;
}

describe('traveller form', () => {
  it("a label for every field, the browser's autofill names, the countries in the visitor's language", async () => {
    const html = await renderInMarket(<TravellerFormInPage />, 'nl_BE');
    for (const name of ['given-name', 'family-name', 'email', 'tel', 'street-address', 'postal-code', 'address-level2', 'country']) expect(html).toContain(`autoComplete="${name}"`);
    const ids = [...html.matchAll(/<input[^>]* id="([^"]+)"/g), ...html.matchAll(/<select[^>]* id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBe(8);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
    // The market's country is chosen in the server's HTML already.
    expect(html).toContain('<option value="BE" selected="">België</option>');
    expect(text(html)).toContain('Dhr.');
  });
});

describe('price lines', () => {
  it('adds each line to the total, options as +N €', async () => {
    const content = text(
      await renderInMarket(
        <PriceLines lines={[{ id: 'stay', label: 'Séjour', amountCents: 30_000 }, { id: 'insurance', label: 'Assurance annulation', amountCents: 1890, isAddition: true }]} totalLabel="Total" totalCents={31_890} />,
      ),
    );
    expect(content).toContain('Séjour 300 €');
    expect(content).toContain('Assurance annulation +18,90 €');
    expect(content).toContain('Total 318,90 €');
  });
});

describe('checkout footer', () => {
  const noAvailability = { text: 'Plus de disponibilités.', href: '/fr-fr/sejour/12', linkLabel: 'Modifier mon séjour' };

  it('the total and Pay, nothing else while nothing went wrong', async () => {
    const html = await renderInMarket(<CheckoutFooter failure={undefined} hasUnplacedProblem={false} noAvailability={noAvailability} totalCents={31_890} status="idle" payLabel="Payer 318,90 €" />);
    expect(text(html)).toMatch(/Total 318,90\s€ Payer 318,90 €/);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('no availability: the way back; a failure or a field the page does not show: the failure; busy while sending', async () => {
    const none = await renderInMarket(<CheckoutFooter failure={{ kind: 'noAvailability' }} hasUnplacedProblem={false} noAvailability={noAvailability} totalCents={100} status="idle" payLabel="Payer" />);
    expect(none).toContain('href="/fr-fr/sejour/12"');
    expect(text(none)).toContain('Plus de disponibilités.');
    const failed = await renderInMarket(<CheckoutFooter failure={undefined} hasUnplacedProblem noAvailability={noAvailability} totalCents={100} status="submitting" payLabel="Payer" />);
    expect(text(failed)).toContain("Oups, une erreur s'est produite. Veuillez réessayer.");
    expect(text(failed)).toContain('Envoi de votre commande…');
    expect(failed).toMatch(/<button[^>]*disabled/);
  });
});
