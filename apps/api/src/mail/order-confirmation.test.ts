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
  amounts: { totalCents: 130000, insuranceCents: 5000, payLaterFeeCents: 1544, paidCents: 43334, remainingCents: 86666, localTaxAtHotelCents: 440, shippingCents: 0, giftCardCents: 0 },
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
  amounts: { totalCents: 9000, insuranceCents: 0, payLaterFeeCents: 0, paidCents: 9000, remainingCents: 0, localTaxAtHotelCents: 0, shippingCents: 0, giftCardCents: 0 },
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
