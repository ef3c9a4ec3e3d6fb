import type { OrderItemView, OrderView } from '@escapade/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { QueryProvider } from '../../components/providers/QueryProvider';
import { renderInMarket } from '../../components/search-box/test-render';
import { OrderConfirmation } from './OrderConfirmation';

const order: OrderView = {
  orderUUID: '3f2c8a6e-1b4d-4e9a-8c7f-2d5e6f7a8b9c',
  bookingNumber: '48213977',
  status: 'CONFIRMED',
  locale: 'fr_FR',
  createdAt: '2026-06-01T10:00:00.000Z',
  holdExpiresAt: '2026-06-01T10:15:00.000Z',
  paymentMethod: '3x',
  buyer: { firstName: 'Camille', lastName: 'Durand', email: 'camille@example.fr' },
  items: [
    {
      kind: 'SHORT_STAY',
      label: 'Escapade gourmande',
      amountCents: 32_900,
      hotelLabel: 'Hôtel du Lac',
      offerId: 418,
      checkin: '2026-07-10',
      checkout: '2026-07-12',
      nights: 2,
      party: { adults: 2, children: 1, babies: 0 },
      activities: [{ activityId: 7, title: 'Kayak', date: '2026-07-11' }],
      activityProductId: null,
      groupSize: null,
      isGift: false, giftFormat: null, giftNights: null, boxCode: null, giftCardId: null, sleeves: [],
    },
  ],
  amounts: { totalCents: 34_400, insuranceCents: 1_500, payLaterFeeCents: 0, paidCents: 11_468, remainingCents: 22_932, localTaxAtHotelCents: 660, shippingCents: 0, giftCardCents: 0, refundedCents: 0 }, cancelledAt: null,
  instalments: [
    { date: '2026-06-01', amountCents: 11_468, status: 'PAID' },
    { date: '2026-07-01', amountCents: 11_466, status: 'SCHEDULED' },
    { date: '2026-08-01', amountCents: 11_466, status: 'SCHEDULED' },
  ],
  cancellationPolicy: { type: 'FLEXIBLE', cancellable: true, cancellableUntilDays: 7, cancellableUntil: '2026-07-03', cancellationDeadline: '2026-07-03' },
  hasInsurance: true,
  gift: null,
  giftCardPayments: [],
};

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

function render(view: OrderView, locale: 'fr_FR' | 'nl_BE' = 'fr_FR') {
  return renderInMarket(
    <QueryProvider>
      <OrderConfirmation initialOrder={view} retryPaths={{ bookingPath: '/fr-fr/reservation', activityCheckoutPath: '/fr-fr/activite/commande' }} bookingLookupHref="/fr-fr/account/booking" />
    </QueryProvider>,
    locale,
  );
}

describe('confirmation page', () => {
  it('a confirmed stay: booking number, e-mail, the stay, amounts with instalments, local tax, cancellation, next steps, lookup', async () => {
    const html = await render(order);
    const page = text(html);
    expect(html).toMatch(/<h1[^>]*>Votre réservation est confirmée<\/h1>/);
    expect(page).toContain('Numéro de réservation 48213977');
    expect(page).toContain('Un e-mail de confirmation a été envoyé à camille@example.fr');
    expect(page).toContain('Escapade gourmande');
    expect(page).toContain('Hôtel du Lac');
    expect(page).toContain('Du vendredi 10 juillet 2026 au dimanche 12 juillet 2026');
    expect(page).toContain('2 nuits');
    expect(page).toContain('2 adultes, 1 enfant');
    expect(page).toContain('Kayak – samedi 11 juillet 2026');
    expect(page).toMatch(/Total 344\s€/);
    expect(page).toMatch(/Payé aujourd'hui 114,68\s€/);
    expect(page).toMatch(/Reste à payer 229,32\s€/);
    expect(page).toContain('Paiement en 3 fois');
    expect(page).toMatch(/mercredi 1 juillet 2026 114,66\s€ Prévue/);
    expect(page).toMatch(/lundi 1 juin 2026 114,68\s€ Payée/);
    expect(page).toMatch(/Taxe de séjour à régler à l'hôtel 6,60\s€/);
    expect(page).toMatch(/Séjour 329\s€ Assurance annulation 15\s€ Total 344\s€/);
    expect(page).toContain("Modifiable gratuitement jusqu'au vendredi 3 juillet 2026");
    expect(page).toContain("L'établissement Hôtel du Lac vous attend le vendredi 10 juillet 2026.");
    expect(page).toContain('numéro de réservation 48213977');
    expect(html).toContain('href="/fr-fr/account/booking"');
    // Headings in order: one h1, then h2 sections.
    expect([...html.matchAll(/<h([1-6])/g)].map((match) => match[1])).toEqual(['1', '2', '3', '2', '2', '2']);
  });

  it('a confirmed activity: its label and group size, no hotel step', async () => {
    const page = text(
      await render({
        ...order,
        paymentMethod: 'card',
        items: [{ kind: 'ACTIVITY', label: 'Croisière sur la Seine', amountCents: 4_300, hotelLabel: null, offerId: null, checkin: null, checkout: null, nights: null, party: null, activities: [], activityProductId: 15, groupSize: 2, isGift: false, giftFormat: null, giftNights: null, boxCode: null, giftCardId: null, sleeves: [] }],
        amounts: { totalCents: 4_300, insuranceCents: 0, payLaterFeeCents: 0, paidCents: 4_300, remainingCents: 0, localTaxAtHotelCents: 0, shippingCents: 0, giftCardCents: 0, refundedCents: 0 }, cancelledAt: null,
        instalments: [],
        cancellationPolicy: null,
        hasInsurance: false,
        gift: null,
        giftCardPayments: [],
      }),
    );
    expect(page).toContain('Votre activité');
    expect(page).toContain('Croisière sur la Seine');
    expect(page).toContain('2 participants');
    expect(page).toContain('Carte bancaire');
    expect(page).not.toContain('Reste à payer');
    expect(page).not.toContain('vous attend');
    expect(page).not.toContain("Conditions d'annulation");
  });

  const noStay: Pick<OrderItemView, 'hotelLabel' | 'checkin' | 'checkout' | 'nights' | 'party' | 'activities' | 'activityProductId' | 'groupSize'> = {
    hotelLabel: null, checkin: null, checkout: null, nights: null, party: null, activities: [], activityProductId: null, groupSize: null,
  };

  it('a digital gift stay: the gift, its nights for 2, the words, the beneficiary, the voucher to download again', async () => {
    const html = await render({
      ...order,
      paymentMethod: 'card',
      items: [{ kind: 'SHORT_STAY', label: 'Escapade gourmande', amountCents: 18_900, offerId: 418, ...noStay, isGift: true, giftFormat: 'digital', giftNights: 2, boxCode: null, giftCardId: null, sleeves: [] }],
      amounts: { totalCents: 18_900, insuranceCents: 0, payLaterFeeCents: 0, paidCents: 18_900, remainingCents: 0, localTaxAtHotelCents: 0, shippingCents: 0, giftCardCents: 0, refundedCents: 0 }, cancelledAt: null,
      instalments: [],
      cancellationPolicy: null,
      hasInsurance: false,
      gift: {
        personalisation: { fromName: 'Camille', message: 'Joyeux anniversaire !' },
        recipient: { kind: 'beneficiary', name: 'Léa Martin', email: 'lea@example.com' },
        delivery: null,
        sendDate: null,
        vouchers: [{ id: 'v1', kind: 'SINGLE_VOUCHER', state: 'ACTIVE', validUntil: '2027-06-01', valueCents: 18_900, downloadUrl: '/api/vouchers/v1/pdf?expires=1&signature=abc' }],
      },
      giftCardPayments: [],
    });
    const page = text(html);
    expect(html).toMatch(/<h1[^>]*>Votre commande est confirmée<\/h1>/);
    expect(page).toContain('Votre cadeau');
    expect(page).toContain('Cadeau Séjour cadeau · 2 nuits pour 2 personnes');
    expect(page).toContain('Format E-carte');
    expect(page).toContain('De la part de Camille');
    expect(page).toContain('Message Joyeux anniversaire !');
    expect(page).toContain('Destinataire Léa Martin (lea@example.com)');
    expect(page).toContain("Valable jusqu'au mardi 1 juin 2027");
    expect(html).toMatch(/<a href="\/api\/vouchers\/v1\/pdf\?expires=1&amp;signature=abc"[^>]*download=""[^>]*>Télécharger le bon cadeau \(PDF\)<\/a>/);
    expect(page).toMatch(/Séjour cadeau 189\s€ Total 189\s€/);
    expect(page).toContain('Le bon cadeau est envoyé par e-mail à Léa Martin.');
    expect(page).not.toContain('vous attend');
  });

  it('a physical box with two sleeves to Belgium, half paid by a gift card: sleeves, address, state, expected by, shipping and the gift card in the amounts', async () => {
    const page = text(
      await render({
        ...order,
        paymentMethod: 'card',
        items: [
          {
            kind: 'BOX', label: 'Coffret Romantique', amountCents: 10_830, offerId: null, ...noStay, isGift: true, giftFormat: 'physical', giftNights: null, boxCode: 'ROMANTICPBOX', giftCardId: null,
            sleeves: [{ id: '3', name: 'Ruban doré', priceCents: 490 }, { id: '7', name: 'Carte pop-up', priceCents: 350 }],
          },
        ],
        amounts: { totalCents: 11_520, insuranceCents: 0, payLaterFeeCents: 0, paidCents: 11_520, remainingCents: 0, localTaxAtHotelCents: 0, shippingCents: 690, giftCardCents: 5_000, refundedCents: 0 }, cancelledAt: null,
        instalments: [],
        cancellationPolicy: null,
        hasInsurance: false,
        gift: {
          personalisation: { fromName: '', message: '' },
          recipient: { kind: 'buyer' },
          delivery: { address: { name: 'Léa Martin', addressLine: 'Rue Neuve 12', postalCode: '1000', city: 'Bruxelles', country: 'BE' }, state: 'TO_SHIP', workingDaysMin: 2, workingDaysMax: 4, expectedBy: '2026-06-05' },
          sendDate: null,
          vouchers: [{ id: 'v2', kind: 'BOX', state: 'ACTIVE', validUntil: '2027-12-01', valueCents: 9_990, downloadUrl: null }],
        },
        giftCardPayments: [{ codeEnd: 'X4HC', amountCents: 5_000 }],
      }),
    );
    expect(page).toContain('Cadeau Coffret cadeau');
    expect(page).toContain('Format Coffret physique');
    expect(page).toMatch(/Étuis Ruban doré 4,90\s€ Carte pop-up 3,50\s€/);
    expect(page).not.toContain('De la part de');
    expect(page).toContain("Destinataire Vous : le bon cadeau vous est envoyé pour que vous l'offriez vous-même");
    expect(page).toContain('Livraison Léa Martin Rue Neuve 12 1000 Bruxelles Belgique En préparation Livraison prévue au plus tard le vendredi 5 juin 2026');
    expect(page).toContain('Le bon cadeau voyage dans le coffret.');
    expect(page).not.toContain('Télécharger');
    expect(page).toMatch(/Coffret cadeau 108,30\s€ Livraison 6,90\s€ Total 115,20\s€ Carte cadeau …X4HC [-−]50\s€/);
    expect(page).toContain("Le coffret est livré à l'adresse indiquée au plus tard le vendredi 5 juin 2026.");
  });

  it('a gift card sent later, in Dutch: its send day', async () => {
    const page = text(
      await render(
        {
          ...order,
          paymentMethod: 'card',
          items: [{ kind: 'GIFTCARD', label: 'Cadeaukaart', amountCents: 7_500, offerId: null, ...noStay, isGift: true, giftFormat: 'digital', giftNights: null, boxCode: null, giftCardId: 'seaside', sleeves: [] }],
          amounts: { totalCents: 7_500, insuranceCents: 0, payLaterFeeCents: 0, paidCents: 7_500, remainingCents: 0, localTaxAtHotelCents: 0, shippingCents: 0, giftCardCents: 0, refundedCents: 0 }, cancelledAt: null,
          instalments: [],
          cancellationPolicy: null,
          hasInsurance: false,
          gift: { personalisation: { fromName: 'Camille', message: '' }, recipient: { kind: 'beneficiary', name: 'Léa', email: 'lea@example.com' }, delivery: null, sendDate: '2026-12-24', vouchers: [] },
          giftCardPayments: [],
        },
        'nl_BE',
      ),
    );
    expect(page).toContain('Je bestelling is bevestigd');
    expect(page).toContain('Cadeau Cadeaukaart');
    expect(page).not.toContain('Formaat');
    expect(page).toContain('Verzending Per e-mail, op donderdag 24 december 2026');
    expect(page).toContain('De cadeaukaart gaat op donderdag 24 december 2026 per e-mail naar Léa.');
  });

  it('while the payment is being confirmed it says so in a live status, whatever the URL claims', async () => {
    for (const status of ['PENDING', 'AWAITING_PAYMENT', 'PAID'] as const) {
      const html = await render({ ...order, status });
      expect(html).toMatch(/role="status" aria-live="polite"/);
      expect(text(html)).toContain('Nous confirmons votre paiement…');
      expect(text(html)).not.toContain('Votre réservation est confirmée');
    }
  });

  it('a failed payment says so, with the Book button back to the booking summary', async () => {
    const html = await render({ ...order, status: 'FAILED' });
    expect(text(html)).toContain('Votre paiement a échoué');
    expect(html).toContain('href="/fr-fr/reservation#id=418&amp;offerId=418&amp;a=2&amp;c=1&amp;b=0&amp;checkin=2026-07-10&amp;night=2&amp;activityDates=7_2026-07-11"');
    expect(text(html)).toContain('Réserver');
  });

  it('an expired order says so, with the hold duration and the Book button', async () => {
    const html = await render({ ...order, status: 'EXPIRED' });
    expect(text(html)).toContain('Votre réservation a expiré');
    expect(text(html)).toContain('15 minutes');
    expect(html).toContain('href="/fr-fr/reservation#');
  });

  it('speaks the market language (Dutch in Belgium)', async () => {
    const page = text(await render(order, 'nl_BE'));
    expect(page).toContain('Je boeking is bevestigd');
    expect(page).toContain('Boekingsnummer 48213977');
  });
});
