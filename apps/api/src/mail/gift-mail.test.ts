import { orderViewSchema, type OrderView } from '@escapade/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { renderVoucherPdf } from '../vouchers/voucher-pdf';
import { renderGiftShippedMail } from './gift-shipped-mail';
import { renderGiftVoucherMail } from './gift-voucher-mail';
import { pdfReaderText } from './test-support/pdf-text';
import { voucherContent, type VoucherPrint } from './voucher-content';

const NBSP = '\u00a0';
const SITE = 'https://www.escapade.example';

const stayPrint: VoucherPrint = {
  id: '0b6f3c1e-2a4d-4e8f-9a1b-2c3d4e5f6a7b',
  code: 'K7QM3XRT9WEPHC',
  kind: 'SINGLE_VOUCHER',
  state: 'ACTIVE',
  locale: 'fr_FR',
  validUntil: '2032-06-14',
  valueCents: 25900,
  nights: 2,
  groupSize: null,
  label: 'Week-end détente & spa',
  hotelLabel: 'Hôtel des Dunes',
  personalisation: { fromName: 'Léa', message: 'Joyeux anniversaire <Marc> !' },
  recipient: { kind: 'beneficiary', name: 'Marc', email: 'marc@example.com' },
  isPhysical: false,
  order: { id: '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f', bookingNumber: '40512345', status: 'CONFIRMED', buyer: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com' } },
};

describe('the voucher', () => {
  it('says what the gift is, the code in groups of four, its last day and how to redeem, in the order language', () => {
    const content = voucherContent(stayPrint, SITE);
    expect(content).toMatchObject({
      title: 'Votre cadeau',
      from: 'De la part de Léa',
      message: 'Joyeux anniversaire <Marc> !',
      gift: { title: 'Week-end détente & spa', lines: ['Hôtel des Dunes', '2 nuits pour 2 personnes'] },
      code: 'K7QM-3XRT-9WEP-HC',
      redeemUrl: `${SITE}/fr-fr/beneficiary/login#code=K7QM3XRT9WEPHC`,
      validUntil: "Valable jusqu'au 14 juin 2032",
    });
    expect(content.howTo.steps).toEqual([
      `Rendez-vous sur ${SITE}/fr-fr/beneficiary/login`,
      'Saisissez votre code cadeau',
      'Choisissez vos dates et confirmez votre séjour',
    ]);
    const card = voucherContent({ ...stayPrint, kind: 'GIFTCARD', valueCents: 5000, locale: 'nl_BE', personalisation: { fromName: '', message: '' } }, SITE);
    expect(card).toMatchObject({ from: null, message: null, gift: { title: `Cadeaukaart van €${NBSP}50,00`, lines: [] }, validUntil: 'Geldig tot 14 juni 2032' });
    expect(card.redeemUrl).toBe(`${SITE}/nl-be/beneficiary/login#code=K7QM3XRT9WEPHC`);
    const activity = voucherContent({ ...stayPrint, kind: 'ACTIVITY', label: 'Baptême de plongée', groupSize: 2, hotelLabel: null, locale: 'it_IT' }, SITE);
    expect(activity.gift).toEqual({ title: 'Baptême de plongée', lines: ['per 2 persone'] });
    expect(activity.howTo.steps[2]).toBe('Scegli la data e conferma la tua attività');
  });

  it('is a one-page PDF whose text holds the message, the gift, the code, its last day and the steps', async () => {
    const pdf = await renderVoucherPdf(voucherContent(stayPrint, SITE));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    // The QR code is an image of the page.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = await pdfReaderText(pdf);
    for (const expected of ['Votre cadeau', 'De la part de Léa', 'Joyeux anniversaire <Marc> !', 'Week-end détente & spa', 'Hôtel des Dunes', '2 nuits pour 2 personnes', 'K7QM-3XRT-9WEP-HC', "Valable jusqu'au 14 juin 2032", `1. Rendez-vous sur ${SITE}/fr-fr/beneficiary/login`]) {
      expect(text).toContain(expected);
    }
  });
});

describe('the voucher e-mail', () => {
  it('tells the beneficiary who offers what, with the message and the code, everything escaped in HTML', () => {
    const mail = renderGiftVoucherMail([stayPrint], SITE);
    expect(mail.to).toBe('marc@example.com');
    expect(mail.subject).toBe('Léa vous offre un cadeau');
    expect(mail.text).toContain('Bonjour Marc,');
    expect(mail.text).toContain('Léa vous offre un cadeau : Week-end détente & spa (Hôtel des Dunes), 2 nuits pour 2 personnes.');
    expect(mail.text).toContain("LE MESSAGE QUI L'ACCOMPAGNE\nJoyeux anniversaire <Marc> !");
    expect(mail.text).toContain(`Code cadeau${NBSP}: K7QM-3XRT-9WEP-HC`);
    expect(mail.text).toContain("Valable jusqu'au 14 juin 2032");
    expect(mail.text).toContain('3. Choisissez vos dates et confirmez votre séjour');
    expect(mail.text).toContain('Le bon cadeau est joint à cet e-mail en PDF');
    expect(mail.html).toContain('Joyeux anniversaire &lt;Marc&gt; !');
    expect(mail.html).toContain('Week-end détente &amp; spa');
    expect(mail.html).toContain(`<a href="${SITE}/fr-fr/beneficiary/login#code=K7QM3XRT9WEPHC"`);
    expect(mail.html).not.toMatch(/<script|<img|<link|<style|<Marc>/i);
  });

  it('goes to the buyer to hand over, and without a sender name says a gift is waiting', () => {
    const toBuyer = renderGiftVoucherMail([{ ...stayPrint, recipient: { kind: 'buyer' } }], SITE);
    expect(toBuyer.to).toBe('lea@example.com');
    expect(toBuyer.subject).toBe('Votre bon cadeau à offrir (commande n° 40512345)');
    expect(toBuyer.text).toContain('Bonjour Léa,');
    expect(toBuyer.text).toContain('Voici le bon cadeau de votre commande, prêt à être offert');
    const anonymous = renderGiftVoucherMail([{ ...stayPrint, locale: 'es_ES', personalisation: { fromName: '', message: '' } }], SITE);
    expect(anonymous.subject).toBe('Te espera un regalo');
    expect(anonymous.text).toContain('Has recibido un regalo: Week-end détente & spa (Hôtel des Dunes), 2 noches para 2 personas.');
    expect(anonymous.text).not.toContain('EL MENSAJE');
  });
});

const shippedView: OrderView = orderViewSchema.parse({
  orderUUID: '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
  bookingNumber: '40512345',
  status: 'CONFIRMED',
  locale: 'it_IT',
  createdAt: '2025-05-02T08:00:00.000Z',
  holdExpiresAt: '2025-05-02T08:15:00.000Z',
  paymentMethod: 'card',
  buyer: { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.com' },
  items: [{ kind: 'BOX', label: 'Cofanetto Relax', amountCents: 9990, hotelLabel: null, offerId: null, checkin: null, checkout: null, nights: null, party: null, activities: [], activityProductId: null, groupSize: null, isGift: true, giftFormat: 'physical', giftNights: null, boxCode: 'RELAXPBOX', giftCardId: null, sleeves: [] }],
  amounts: { totalCents: 10930, insuranceCents: 0, payLaterFeeCents: 0, paidCents: 10930, remainingCents: 0, localTaxAtHotelCents: 0, shippingCents: 940, giftCardCents: 0, refundedCents: 0 }, cancelledAt: null,
  instalments: [],
  cancellationPolicy: null,
  hasInsurance: false,
  gift: {
    personalisation: { fromName: '', message: '' },
    recipient: { kind: 'buyer' },
    delivery: { address: { name: 'Giulia Rossi', addressLine: 'Via Roma 1', postalCode: '20121', city: 'Milano', country: 'IT' }, state: 'SHIPPED', workingDaysMin: 2, workingDaysMax: 4, expectedBy: '2025-05-08' },
    sendDate: null,
    vouchers: [],
  },
  giftCardPayments: [],
});

describe('the shipped e-mail', () => {
  it('tells the buyer the day it left, the address and the expected day, in Italian', () => {
    const mail = renderGiftShippedMail(shippedView, new Date('2025-05-05T22:30:00.000Z'), SITE);
    expect(mail.subject).toBe('Il tuo regalo è in viaggio (ordine n. 40512345)');
    // 22:30 UTC on 5 May is 6 May in Rome.
    expect(mail.text).toContain('Buone notizie: il tuo cofanetto regalo è stato spedito il 6 maggio 2025 a questo indirizzo:\nGiulia Rossi, Via Roma 1, 20121 Milano, Italia');
    expect(mail.text).toContain('Consegna prevista al più tardi il giovedì 8 maggio 2025.');
    expect(mail.text).toContain(`Vedi il mio ordine: ${SITE}/it-it/confirmation/6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f`);
    expect(mail.html).toContain('<html lang="it-IT">');
  });
});
