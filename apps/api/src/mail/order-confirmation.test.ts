import { orderViewSchema, type OrderView } from '@escapade/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { renderOrderConfirmation } from './order-confirmation';
import { orderPdfFileName, renderOrderPdf, toWinAnsi } from './order-pdf';
import { pdfTextLines } from './test-support/pdf-text';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

/** A confirmed stay paid in three instalments, with insurance and a local tax paid at the hotel. */
const stayView: OrderView = orderViewSchema.parse({
  orderUUID: '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
  bookingNumber: '40512345',
  status: 'CONFIRMED',
  locale: 'fr_FR',
  createdAt: '2025-05-02T21:30:00.000Z',
  holdExpiresAt: '2025-05-02T21:45:00.000Z',
  paymentMethod: '3x',
  buyer: { firstName: 'Zoé <b>', lastName: "D'Artagnan & fils", email: 'zoe@example.com' },
  items: [
    {
      kind: 'SHORT_STAY',
      label: 'Escapade gourmande & spa',
      amountCents: 123456,
      hotelLabel: 'Hôtel du Lac',
      offerId: 1,
      checkin: '2025-06-14',
      checkout: '2025-06-16',
      nights: 2,
      party: { adults: 2, children: 1, babies: 0 },
      activities: [{ activityId: 3, title: 'Dégustation de vins', date: '2025-06-15' }],
      activityProductId: null,
      groupSize: null,
      isGift: false,
      giftFormat: null,
      giftNights: null,
      boxCode: null,
      giftCardId: null,
      sleeves: [],
    },
    { kind: 'INSURANCE', label: 'Assurance', amountCents: 5000, hotelLabel: null, offerId: null, checkin: null, checkout: null, nights: null, party: null, activities: [], activityProductId: null, groupSize: null, isGift: false, giftFormat: null, giftNights: null, boxCode: null, giftCardId: null, sleeves: [] },
  ],
  amounts: { totalCents: 130000, insuranceCents: 5000, payLaterFeeCents: 1544, paidCents: 43334, remainingCents: 86666, localTaxAtHotelCents: 440, shippingCents: 0, giftCardCents: 0, refundedCents: 0 }, cancelledAt: null,
  instalments: [
    { date: '2025-05-02', amountCents: 43334, status: 'PAID' },
    { date: '2025-06-02', amountCents: 43333, status: 'SCHEDULED' },
    { date: '2025-07-02', amountCents: 43333, status: 'SCHEDULED' },
  ],
  cancellationPolicy: { type: 'FLEXIBLE', cancellable: true, cancellableUntilDays: 7, cancellableUntil: '2025-06-07', cancellationDeadline: '2025-06-07' },
  hasInsurance: true,
  gift: null,
  giftCardPayments: [],
});

const activityView: OrderView = {
  ...stayView,
  paymentMethod: 'card',
  items: [
    { kind: 'ACTIVITY', label: 'Baptême de plongée', amountCents: 9000, hotelLabel: null, offerId: null, checkin: null, checkout: null, nights: null, party: null, activities: [], activityProductId: 12, groupSize: 2, isGift: false, giftFormat: null, giftNights: null, boxCode: null, giftCardId: null, sleeves: [] },
  ],
  amounts: { totalCents: 9000, insuranceCents: 0, payLaterFeeCents: 0, paidCents: 9000, remainingCents: 0, localTaxAtHotelCents: 0, shippingCents: 0, giftCardCents: 0, refundedCents: 0 }, cancelledAt: null,
  instalments: [],
  cancellationPolicy: null,
  hasInsurance: false,
};

const SITE = 'https://www.escapade.example';

describe('the order confirmation e-mail', () => {
  it('tells a French traveller everything about the stay, in French, in both parts', () => {
    const mail = renderOrderConfirmation(stayView, SITE);
    expect(mail.subject).toBe('Votre réservation n° 40512345 est confirmée');
    for (const part of [mail.text, mail.html.replaceAll('&#39;', "'").replaceAll('&amp;', '&')]) {
      expect(part).toContain('Merci pour votre réservation ! Votre séjour est confirmé.');
      expect(part).toContain('40512345');
      expect(part).toContain('Escapade gourmande & spa');
      expect(part).toContain('Hôtel du Lac');
      expect(part).toContain('samedi 14 juin 2025');
      expect(part).toContain('lundi 16 juin 2025');
      expect(part).toContain('2 nuits');
      expect(part).toContain('2 adultes, 1 enfant');
      expect(part).toContain('Dégustation de vins (dimanche 15 juin 2025)');
      expect(part).toContain(`1${NNBSP}300,00${NBSP}€`);
      expect(part).toContain(`433,34${NBSP}€ (réglée)`);
      expect(part).toContain(`433,33${NBSP}€ (à venir)`);
      expect(part).toContain('mercredi 2 juillet 2025');
      expect(part).toContain("Taxe de séjour à régler sur place à l'hôtel");
      expect(part).toContain(`4,40${NBSP}€`);
      expect(part).toContain("Modifiable gratuitement jusqu'au samedi 7 juin 2025");
      expect(part).toContain("Après cette date, aucun remboursement n'est possible.");
      expect(part).toContain("Vous avez souscrit l'assurance annulation");
      expect(part).toContain(`${SITE}/fr-fr/confirmation/6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f`);
      expect(part).toContain(`${SITE}/fr-fr/account/booking`);
      expect(part).toContain('Une question ? Notre service client vous répond au');
      expect(part).toContain('+33 1 76 40 20 20');
    }
    expect(mail.text).toContain(`Numéro de réservation${NBSP}: 40512345`);
    expect(mail.text).toContain(`Voir ma réservation${NBSP}: ${SITE}/fr-fr/confirmation/6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f`);
    // The order was made on 2 May at 23:30 in Paris (21:30 UTC).
    expect(mail.text).toContain('Réservation effectuée le 2 mai 2025');
    expect(mail.text).toContain('Bonjour Zoé <b>,');
  });

  it('escapes what people typed in the HTML part, and loads nothing from elsewhere', () => {
    const { html } = renderOrderConfirmation(stayView, SITE);
    expect(html).toContain('Bonjour Zoé &lt;b&gt;,');
    expect(html).toContain('Zoé &lt;b&gt; D&#39;Artagnan &amp; fils');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('href="tel:+33176402020"');
    expect(html).not.toMatch(/<style|<script|<img|<link|src=/i);
  });

  it('speaks Dutch to a Belgian Dutch-speaking traveller, with a partial refund and the party of babies', () => {
    const view: OrderView = {
      ...stayView,
      locale: 'nl_BE',
      items: [{ ...stayView.items[0]!, party: { adults: 1, children: 0, babies: 2 }, activities: [] }],
      cancellationPolicy: { ...stayView.cancellationPolicy!, type: 'PARTIALLY_REFUNDABLE' },
      hasInsurance: false,
    };
    const mail = renderOrderConfirmation(view, SITE);
    expect(mail.subject).toBe('Je reservering nr. 40512345 is bevestigd');
    expect(mail.text).toContain('Hallo Zoé <b>,');
    expect(mail.text).toContain('Bedankt voor je reservering! Je verblijf is bevestigd.');
    expect(mail.text).toContain('Reserveringsnummer: 40512345');
    expect(mail.text).toContain('Aankomst: zaterdag 14 juni 2025');
    expect(mail.text).toContain('Deelnemers: 1 volwassene, 2 baby\'s');
    expect(mail.text).toContain(`Totaalbedrag: €${NBSP}1.300,00`);
    expect(mail.text).toContain('Gedeeltelijk terugbetaalbaar tot zaterdag 7 juni 2025');
    expect(mail.text).not.toContain('annuleringsverzekering afgesloten');
    expect(mail.text).toContain(`${SITE}/nl-be/confirmation/`);
    expect(mail.text).toContain('Een vraag? Onze klantenservice helpt je graag via +32 2 588 20 20.');
  });

  it('has the subject of the Spanish and Italian markets', () => {
    expect(renderOrderConfirmation({ ...stayView, locale: 'es_ES' }, SITE).subject).toBe('Tu reserva n.º 40512345 está confirmada');
    expect(renderOrderConfirmation({ ...stayView, locale: 'it_IT' }, SITE).subject).toBe('La tua prenotazione n. 40512345 è confermata');
  });

  it('says non-exchangeable and non-refundable when the stay cannot be cancelled', () => {
    const view: OrderView = { ...stayView, cancellationPolicy: { type: 'NCNR', cancellable: false, cancellableUntilDays: null, cancellableUntil: null, cancellationDeadline: null } };
    const { text } = renderOrderConfirmation(view, SITE);
    expect(text).toContain('Non échangeable, non remboursable');
    expect(text).not.toContain('Modifiable gratuitement');
  });

  it('describes an activity by its group, with nothing left to pay and no instalment', () => {
    const { text } = renderOrderConfirmation(activityView, SITE);
    expect(text).toContain('Merci pour votre réservation ! Votre activité est confirmée.');
    expect(text).toContain(`VOTRE ACTIVITÉ\n- Activité${NBSP}: Baptême de plongée\n- Groupe${NBSP}: 2 personnes`);
    expect(text).toContain(`Déjà réglé${NBSP}: 90,00${NBSP}€`);
    expect(text).not.toContain('Reste à régler');
    expect(text).not.toContain('Échéancier'.toUpperCase());
    expect(text).not.toContain('Votre séjour'.toUpperCase());
  });
});

describe('the confirmation PDF', () => {
  it('is a one-page PDF with the booking number, accents and euro amounts', async () => {
    const { content } = renderOrderConfirmation(stayView, SITE);
    const pdf = await renderOrderPdf(content);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const lines = pdfTextLines(pdf);
    expect(lines).toContain('Confirmation de réservation');
    expect(lines).toContain(`Numéro de réservation${NBSP}: 40512345`);
    expect(lines).toContain(`Hôtel${NBSP}: Hôtel du Lac`);
    // Intl's narrow no-break space is not in the PDF fonts' encoding: a no-break space stands in.
    expect(lines).toContain(`Montant total${NBSP}: 1${NBSP}300,00${NBSP}€`);
    expect(lines.join('\n')).toContain("Modifiable gratuitement jusqu'au samedi 7 juin 2025");
    expect(orderPdfFileName('40512345')).toBe('confirmation-40512345.pdf');
  });

  it('keeps what the fonts can draw and marks what they cannot', () => {
    expect(toWinAnsi(`1${NNBSP}300 € – « Hôtel » œuvre`)).toBe(`1${NBSP}300 € – « Hôtel » œuvre`);
    expect(toWinAnsi('Ryokan 旅館')).toBe('Ryokan ??');
  });
});

/** A digital gift stay (2 nights) offered to a beneficiary, paid at once. */
const giftView: OrderView = orderViewSchema.parse({
  ...stayView,
  paymentMethod: 'card',
  items: [
    {
      ...stayView.items[0],
      checkin: null,
      checkout: null,
      nights: null,
      party: null,
      activities: [],
      isGift: true,
      giftFormat: 'digital',
      giftNights: 2,
      amountCents: 25900,
    },
  ],
  amounts: { totalCents: 25900, insuranceCents: 0, payLaterFeeCents: 0, paidCents: 25900, remainingCents: 0, localTaxAtHotelCents: 0, shippingCents: 0, giftCardCents: 0, refundedCents: 0 }, cancelledAt: null,
  instalments: [],
  cancellationPolicy: null,
  hasInsurance: false,
  gift: {
    personalisation: { fromName: 'Zoé', message: 'Bon anniversaire <3' },
    recipient: { kind: 'beneficiary', name: 'Marc Dupont', email: 'marc@example.com' },
    delivery: null,
    sendDate: null,
    vouchers: [{ id: '0b6f3c1e-2a4d-4e8f-9a1b-2c3d4e5f6a7b', kind: 'SINGLE_VOUCHER', state: 'ACTIVE', validUntil: '2026-05-02', valueCents: 25900, downloadUrl: null }],
  },
});

/** A physical gift box with two paid sleeves, shipped to Belgium. */
const boxView: OrderView = {
  ...giftView,
  items: [
    {
      ...giftView.items[0]!,
      kind: 'BOX',
      label: 'Coffret Évasion gourmande',
      hotelLabel: null,
      offerId: null,
      giftNights: null,
      giftFormat: 'physical',
      boxCode: 'EVASIONPBOX',
      amountCents: 9990,
      sleeves: [
        { id: '3', name: 'Fourreau doré', priceCents: 300 },
        { id: '4', name: 'Ruban rouge', priceCents: 150 },
      ],
    },
  ],
  amounts: { ...giftView.amounts, totalCents: 11380, paidCents: 11380, shippingCents: 940 },
  gift: {
    ...giftView.gift!,
    recipient: { kind: 'buyer' },
    delivery: {
      address: { name: 'Marc Dupont', addressLine: '12 rue Haute', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
      state: 'TO_SHIP',
      workingDaysMin: 2,
      workingDaysMax: 4,
      expectedBy: '2025-05-08',
    },
    vouchers: [{ ...giftView.gift!.vouchers[0]!, kind: 'BOX', validUntil: '2026-11-02', valueCents: 9990 }],
  },
};

describe("a gift order's confirmation", () => {
  it('describes the gift stay, its words, its recipient and its validity, and says the voucher goes to the beneficiary', () => {
    const mail = renderOrderConfirmation(giftView, SITE);
    expect(mail.subject).toBe('Votre commande n° 40512345 est confirmée');
    expect(mail.text).toContain('Merci pour votre commande ! Votre cadeau est confirmé.');
    expect(mail.text).toContain(`VOTRE CADEAU\n- Séjour${NBSP}: Escapade gourmande & spa\n- Hôtel${NBSP}: Hôtel du Lac\n- Durée${NBSP}: 2 nuits pour 2 personnes`);
    expect(mail.text).toContain(`- Format${NBSP}: Numérique, envoyé par e-mail`);
    expect(mail.text).toContain(`- De la part de${NBSP}: Zoé`);
    expect(mail.text).toContain(`- Message${NBSP}: Bon anniversaire <3`);
    expect(mail.text).toContain(`- Destinataire${NBSP}: Marc Dupont (marc@example.com)`);
    expect(mail.text).toContain("Valable jusqu'au 2 mai 2026");
    expect(mail.text).toContain('Le bon cadeau est envoyé par e-mail à Marc Dupont (marc@example.com)');
    expect(mail.text).toContain(`Numéro de commande${NBSP}: 40512345`);
    expect(mail.text).toContain(`ACHETEUR\n- Nom${NBSP}: Zoé <b> D'Artagnan & fils`);
    // A voucher has its validity, not a stay's cancellation terms.
    expect(mail.text).not.toContain('CONDITIONS');
    expect(mail.html).toContain('Bon anniversaire &lt;3');
    expect(mail.html).not.toContain('<3');
  });

  it('names the send day of a gift sent later, to the beneficiary or to the buyer', () => {
    const later: OrderView = { ...giftView, gift: { ...giftView.gift!, sendDate: '2025-05-24' } };
    expect(renderOrderConfirmation(later, SITE).text).toContain('Le bon cadeau sera envoyé par e-mail à Marc Dupont (marc@example.com) le samedi 24 mai 2025.');
    expect(renderOrderConfirmation(later, SITE).text).toContain(`- Date d'envoi${NBSP}: samedi 24 mai 2025`);
    const toBuyer: OrderView = { ...later, gift: { ...later.gift!, recipient: { kind: 'buyer' } } };
    expect(renderOrderConfirmation(toBuyer, SITE).text).toContain('Vous recevrez le bon cadeau en PDF par e-mail le samedi 24 mai 2025');
    expect(renderOrderConfirmation(toBuyer, SITE).text).toContain(`- Destinataire${NBSP}: Vous-même, pour l'offrir`);
  });

  it('describes a physical box: sleeves with their price, the delivery address and day, the shipping in the payment', () => {
    const { text } = renderOrderConfirmation(boxView, SITE);
    expect(text).toContain(`- Coffret cadeau${NBSP}: Coffret Évasion gourmande`);
    expect(text).toContain(`- Format${NBSP}: Coffret physique, livré à domicile`);
    expect(text).toContain(`- Fourreaux${NBSP}: Fourreau doré (3,00${NBSP}€), Ruban rouge (1,50${NBSP}€)`);
    expect(text).toContain(`LIVRAISON\n- Adresse${NBSP}: Marc Dupont, 12 rue Haute, 1000 Bruxelles, Belgique`);
    expect(text).toContain('Livraison sous 2 à 4 jours ouvrés, au plus tard le jeudi 8 mai 2025.');
    expect(text).toContain(`- Livraison${NBSP}: 9,40${NBSP}€`);
    expect(text).toContain(`- Montant total${NBSP}: 113,80${NBSP}€`);
    expect(text).toContain('Votre coffret sera expédié à l\'adresse de livraison indiquée.');
    // The parcel's recipient is its address.
    expect(text).not.toContain('Destinataire');
  });

  it('speaks the gift in Spanish, Italian and Dutch', () => {
    expect(renderOrderConfirmation({ ...giftView, locale: 'es_ES' }, SITE).text).toContain('Duración: 2 noches para 2 personas');
    expect(renderOrderConfirmation({ ...giftView, locale: 'it_IT' }, SITE).subject).toBe('Il tuo ordine n. 40512345 è confermato');
    const dutch = renderOrderConfirmation({ ...boxView, locale: 'nl_BE' }, SITE).text;
    expect(dutch).toContain('Bezorging binnen 2 tot 4 werkdagen, uiterlijk op donderdag 8 mei 2025.');
    expect(dutch).toContain('Adres: Marc Dupont, 12 rue Haute, 1000 Bruxelles, België');
  });

  it('carries the gift into its PDF', async () => {
    const { content } = renderOrderConfirmation(boxView, SITE);
    const lines = pdfTextLines(await renderOrderPdf(content));
    expect(lines).toContain('Confirmation de commande');
    expect(lines).toContain(`Coffret cadeau${NBSP}: Coffret Évasion gourmande`);
    expect(lines.join('\n')).toContain('Livraison sous 2 à 4 jours ouvrés');
  });
});
