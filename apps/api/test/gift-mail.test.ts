/**
 * A paid gift's mail and parcel, on the real order path: gift orders are written as the order flow
 * leaves them while they wait for the payment, then settled by `settleSucceededPayment`, which
 * issues the vouchers, the shipment or the voucher's e-mail, and the buyer's confirmation in the
 * same transaction. The outbox worker sends to an SMTP server in the test process; the vouchers'
 * PDFs are read with a PDF reader; the staff advance the parcels through the API.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { OrderView } from '@escapade/contracts/checkout';
import { addDaysToDay, todayIn } from '@escapade/domain/calendar-day';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import { formatVoucherCode } from '@escapade/domain/voucher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { formatDate } from '../src/mail/order-confirmation';
import { deliverDueMail, type DeliveryReport, type OutboxDeps } from '../src/mail/outbox-worker';
import { pdfReaderText } from '../src/mail/test-support/pdf-text';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../src/mail/test-support/smtp-sink';
import { settleSucceededPayment } from '../src/orders/order-events';
import { loadOrderView } from '../src/orders/order-view';
import type { StoredGift } from '../src/vouchers/issue-vouchers';
import { buildTestApp } from './helpers';

const NBSP = '\u00a0';
const SITE = 'https://www.escapade.example';
const STAFF_TOKEN = 'staff-token-for-the-gift-mail-test-0123456789';
const DAY_MS = 86_400_000;
const DOMAIN = 'gift-mail-test.example.com';

let sink: SmtpSink;
let app: App;
/** The same database without STAFF_API_TOKEN. */
let tokenlessApp: App;
const orderIds: string[] = [];
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await buildTestApp({ config: { siteUrl: SITE, mail: { smtpUrl: sink.url, from: 'Escapade <reservations@escapade.example>' }, staffApiToken: STAFF_TOKEN } });
  tokenlessApp = await buildTestApp({ config: { siteUrl: SITE } });
});

afterAll(async () => {
  if (orderIds.length > 0) await app.db.deleteFrom('customer_order').where('id', 'in', orderIds).execute();
  await app.close();
  await tokenlessApp.close();
  await sink.stop();
});

interface GiftItem {
  kind: 'SHORT_STAY' | 'BOX' | 'GIFTCARD';
  format: 'digital' | 'physical';
  amountCents: number;
  offerId?: number;
  nights?: number;
  boxCode?: string;
  details: Record<string, unknown>;
}

interface GiftOrder {
  id: string;
  bookingNumber: string;
  buyerEmail: string;
}

/** A gift order as the order flow leaves it while it waits for its payment, then paid. */
async function paidGiftOrder(locale: Locale, item: GiftItem, gift: StoredGift): Promise<GiftOrder> {
  const id = randomUUID();
  const bookingNumber = String(randomInt(90_000_000, 100_000_000));
  const buyerEmail = `lea.${bookingNumber}@${DOMAIN}`;
  orderIds.push(id);
  await app.db
    .insertInto('customer_order')
    .values({
      id,
      booking_number: bookingNumber,
      locale,
      status: 'AWAITING_PAYMENT',
      buyer: JSON.stringify({ civility: 'MRS', firstName: 'Léa', lastName: 'Martin', email: buyerEmail }),
      total_cents: item.amountCents,
      payment_method: 'card',
      payment_provider: 'sandbox',
      payment_ref: `pi_giftmail_${bookingNumber}`,
      gift: JSON.stringify(gift),
      hold_expires_at: new Date(Date.now() + 15 * 60_000),
    })
    .execute();
  await app.db
    .insertInto('order_item')
    .values({
      order_id: id,
      position: 0,
      kind: item.kind,
      offer_id: item.offerId ?? null,
      box_code: item.boxCode ?? null,
      is_gift: true,
      gift_format: item.format,
      gift_nights: item.nights ?? null,
      amount_cents: item.amountCents,
      details: JSON.stringify(item.details),
    })
    .execute();
  const settled = await settleSucceededPayment(app.db, id, 'gift mail test payment', item.amountCents);
  expect(settled.status).toBe('CONFIRMED');
  return { id, bookingNumber, buyerEmail };
}

function deps(): OutboxDeps {
  return { mailer: app.mailer, loadOrderView, siteUrl: SITE, log: silent };
}

/** Runs the worker until nothing is due (rows of other test files may come first). */
async function deliverAll(now: Date = new Date()): Promise<DeliveryReport> {
  const total: DeliveryReport = { sent: 0, retried: 0, dead: 0 };
  for (let round = 0; round < 50; round += 1) {
    const report = await deliverDueMail(app.db, deps(), now);
    total.sent += report.sent;
    total.retried += report.retried;
    total.dead += report.dead;
    if (report.sent + report.retried + report.dead === 0) return total;
  }
  throw new Error('the outbox never ran dry');
}

function received(order: GiftOrder): ReceivedMail[] {
  return sink.messages.filter((message) => message.parsed.messageId?.includes(order.id));
}

function receivedBy(order: GiftOrder, address: string): ReceivedMail[] {
  return received(order).filter((message) => message.recipients.includes(address));
}

async function outboxKinds(orderId: string): Promise<string[]> {
  const rows = await app.db.selectFrom('outbox_message').select('kind').where('order_id', '=', orderId).orderBy('kind').execute();
  return rows.map((row) => row.kind);
}

async function orderView(orderId: string): Promise<OrderView> {
  const response = await app.inject({ method: 'GET', url: `/api/purchase/orders/${orderId}` });
  expect(response.statusCode).toBe(200);
  return response.json() as OrderView;
}

let stay: { offerId: number; label: string; hotelLabel: string };
let box: { code: string; title: string };

beforeAll(async () => {
  const offer = await app.db
    .selectFrom('offer as o')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .select(['o.id', 'o.label', 'h.label as hotel_label'])
    .where(({ eb, val, fn }) => eb(val('fr_FR'), '=', fn.any('o.locales')))
    .orderBy('o.id')
    .executeTakeFirstOrThrow();
  stay = { offerId: offer.id, label: offer.label.fr, hotelLabel: offer.hotel_label };
  const physicalBox = await app.db.selectFrom('box').select(['code', 'title']).where('format', '=', 'physical').orderBy('code').executeTakeFirstOrThrow();
  box = { code: physicalBox.code, title: physicalBox.title.fr };
});

describe('a paid digital gift', () => {
  let order: GiftOrder;
  let code: string;
  let validUntil: string;
  const message = 'Joyeux anniversaire Marc ! Un week-end rien que pour vous deux.';
  const beneficiary = `marc.${randomInt(1_000_000)}@${DOMAIN}`;

  beforeAll(async () => {
    order = await paidGiftOrder(
      'fr_FR',
      { kind: 'SHORT_STAY', format: 'digital', amountCents: 25900, offerId: stay.offerId, nights: 2, details: { label: stay.label, hotelLabel: stay.hotelLabel } },
      { personalisation: { fromName: 'Léa', message }, recipient: { kind: 'beneficiary', name: 'Marc Dupont', email: beneficiary } },
    );
    const voucher = await app.db.selectFrom('voucher').select(['code', 'valid_until']).where('order_id', '=', order.id).executeTakeFirstOrThrow();
    code = voucher.code;
    validUntil = String(voucher.valid_until);
    await deliverAll();
  });

  it('sends the voucher to the beneficiary with its PDF, whose text holds the code, the valid-until day and the message', async () => {
    const messages = receivedBy(order, beneficiary);
    expect(messages).toHaveLength(1);
    const [{ parsed }] = messages as [ReceivedMail];
    expect(parsed.subject).toBe('Léa vous offre un cadeau');
    expect(parsed.headers.get('content-language')).toBe('fr-FR');
    expect(parsed.text).toContain('Bonjour Marc Dupont,');
    expect(parsed.text).toContain(`Léa vous offre un cadeau : ${stay.label} (${stay.hotelLabel}), 2 nuits pour 2 personnes.`);
    expect(parsed.text).toContain(message);
    expect(parsed.text).toContain(`Code cadeau${NBSP}: ${formatVoucherCode(code)}`);
    expect(parsed.html).toContain(`${SITE}/fr-fr/beneficiary/login#code=${code}`);

    expect(parsed.attachments).toHaveLength(1);
    const [pdf] = parsed.attachments;
    expect(pdf?.filename).toBe(`voucher-${order.bookingNumber}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    const text = await pdfReaderText(pdf!.content);
    expect(text).toContain(formatVoucherCode(code));
    expect(text).toContain(`Valable jusqu'au ${formatDate(validUntil, 'fr-FR')}`);
    expect(text).toContain(message);
    expect(text).toContain(stay.label);
  });

  it("sends the buyer the order's confirmation, which describes the gift and its recipient", async () => {
    const messages = receivedBy(order, order.buyerEmail);
    expect(messages).toHaveLength(1);
    const [{ parsed }] = messages as [ReceivedMail];
    expect(parsed.subject).toBe(`Votre commande n° ${order.bookingNumber} est confirmée`);
    expect(parsed.text).toContain('VOTRE CADEAU');
    expect(parsed.text).toContain(`Séjour${NBSP}: ${stay.label}`);
    expect(parsed.text).toContain(`Durée${NBSP}: 2 nuits pour 2 personnes`);
    expect(parsed.text).toContain(`Destinataire${NBSP}: Marc Dupont (${beneficiary})`);
    expect(parsed.text).toContain(`Le bon cadeau est envoyé par e-mail à Marc Dupont (${beneficiary})`);
    // The buyer's copy carries no code: the voucher is the beneficiary's.
    expect(parsed.text).not.toContain(formatVoucherCode(code));
    expect(parsed.attachments.map((attachment) => attachment.filename)).toEqual([`confirmation-${order.bookingNumber}.pdf`]);
    expect(await outboxKinds(order.id)).toEqual(['gift_voucher', 'order_confirmation']);
  });

  it('downloads the voucher again through the signed link of the order view, and refuses it tampered or expired', async () => {
    const view = await orderView(order.id);
    const [voucher] = view.gift?.vouchers ?? [];
    expect(voucher?.downloadUrl).toMatch(/^\/api\/vouchers\/[0-9a-f-]{36}\/pdf\?expires=\d+&signature=[0-9a-f]{64}$/);
    const url = voucher!.downloadUrl!;

    const download = await app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="voucher-${order.bookingNumber}.pdf"`);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(await pdfReaderText(download.rawPayload)).toContain(formatVoucherCode(code));

    const signature = url.slice(-64);
    const tampered = url.slice(0, -64) + (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    const later = url.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3_600}`);
    for (const refused of [tampered, later]) {
      const response = await app.inject({ method: 'GET', url: refused });
      expect(response.statusCode, refused).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    const expired = app.voucherLinks.signer(new Date(Date.now() - 8 * DAY_MS))(voucher!.id);
    const gone = await app.inject({ method: 'GET', url: expired });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ status: 410, code: 'GONE', detail: expect.stringContaining('expired') });
    // Another process's secret signs nothing here.
    const foreign = tokenlessApp.voucherLinks.signer(new Date())(voucher!.id);
    expect((await app.inject({ method: 'GET', url: foreign })).statusCode).toBe(404);
  });

  it('sends nothing more on later ticks', async () => {
    await deliverAll(new Date(Date.now() + DAY_MS));
    expect(received(order)).toHaveLength(2);
  });
});

describe('a gift card sent later to the buyer', () => {
  it('waits for the start of its send day, then goes to the buyer to hand over', async () => {
    const { timeZone } = MARKETS.nl_BE;
    const sendDate = addDaysToDay(todayIn(timeZone, new Date()), 3);
    const order = await paidGiftOrder(
      'nl_BE',
      { kind: 'GIFTCARD', format: 'digital', amountCents: 5000, details: { label: 'Cadeaukaart Escapade' } },
      { personalisation: { fromName: '', message: '' }, recipient: { kind: 'buyer' }, sendDate },
    );
    await deliverAll();
    expect(received(order).map((message) => message.parsed.subject)).toEqual([`Je bestelling nr. ${order.bookingNumber} is bevestigd`]);
    expect(receivedBy(order, order.buyerEmail)[0]?.parsed.text).toContain('Je ontvangt de cadeaubon op');

    await deliverAll(new Date(Date.now() + 4 * DAY_MS));
    const voucherMails = received(order).filter((message) => message.parsed.subject?.startsWith('Je cadeaubon'));
    expect(voucherMails).toHaveLength(1);
    expect(voucherMails[0]?.recipients).toEqual([order.buyerEmail]);
    expect(voucherMails[0]?.parsed.text).toContain(`Cadeaukaart van €${NBSP}50,00`);
    expect(voucherMails[0]?.parsed.attachments).toHaveLength(1);
  });
});

describe('a paid physical gift', () => {
  let order: GiftOrder;
  const address = { name: 'Marc Dupont', addressLine: '12 rue Haute', postalCode: '1000', city: 'Bruxelles', country: 'BE' };
  const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
  const advance = (target: GiftOrder, body?: object, headers: Record<string, string> = staff) =>
    app.inject({ method: 'POST', url: `/api/staff/shipments/${target.id}/advance`, headers, ...(body ? { payload: body } : {}) });

  beforeAll(async () => {
    order = await paidGiftOrder(
      'fr_BE',
      { kind: 'BOX', format: 'physical', amountCents: 10930, boxCode: box.code, details: { label: box.title } },
      { personalisation: { fromName: 'Léa', message: 'Pour toi' }, recipient: { kind: 'buyer' }, deliveryAddress: address },
    );
    await deliverAll();
  });

  it('has no voucher e-mail and no download link: its voucher travels in a parcel to ship', async () => {
    expect(await outboxKinds(order.id)).toEqual(['order_confirmation']);
    const shipment = await app.db.selectFrom('shipment').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({ state: 'TO_SHIP', address, shipped_at: null, delivered_at: null });
    const view = await orderView(order.id);
    expect(view.gift?.delivery).toMatchObject({ address, state: 'TO_SHIP', workingDaysMin: 2, workingDaysMax: 4, expectedBy: String(shipment.expected_by) });
    expect(view.gift?.vouchers).toHaveLength(1);
    expect(view.gift?.vouchers[0]?.downloadUrl).toBeNull();
    const [confirmation] = receivedBy(order, order.buyerEmail);
    expect(confirmation?.parsed.text).toContain(`Adresse${NBSP}: Marc Dupont, 12 rue Haute, 1000 Bruxelles, Belgique`);
    expect(confirmation?.parsed.text).toContain('Livraison sous 2 à 4 jours ouvrés, au plus tard le');
  });

  it('is listed for the staff to ship, then advanced to shipped (the buyer is told), to delivered, and no further', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/staff/shipments?state=TO_SHIP', headers: staff });
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { shipments: Array<Record<string, unknown>> }).shipments.find((shipment) => shipment.orderUUID === order.id);
    expect(listed).toMatchObject({ bookingNumber: order.bookingNumber, address, state: 'TO_SHIP', expectedBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    const shipped = await advance(order, { from: 'TO_SHIP' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ orderUUID: order.id, state: 'SHIPPED', shippedAt: expect.any(String), deliveredAt: null });
    // The route started a tick of the jobs for the e-mail: wait for it (a later ask shares it).
    await app.jobs.runNow();
    await deliverAll();
    const news = received(order).filter((message) => message.parsed.subject === `Votre cadeau est en route (commande n° ${order.bookingNumber})`);
    expect(news).toHaveLength(1);
    expect(news[0]?.recipients).toEqual([order.buyerEmail]);
    expect(news[0]?.parsed.text).toContain('Marc Dupont, 12 rue Haute, 1000 Bruxelles, Belgique');
    const stillToShip = (await app.inject({ method: 'GET', url: '/api/staff/shipments?state=TO_SHIP', headers: staff })).json() as { shipments: Array<{ orderUUID: string }> };
    expect(stillToShip.shipments.map((shipment) => shipment.orderUUID)).not.toContain(order.id);

    const delivered = await advance(order);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ state: 'DELIVERED', deliveredAt: expect.any(String) });
    const again = await advance(order);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', detail: 'The gift is already delivered.' });
    expect((await orderView(order.id)).gift?.delivery?.state).toBe('DELIVERED');
  });

  it('advances once for a double click, whichever way the two requests meet', async () => {
    const twice = await paidGiftOrder(
      'fr_FR',
      { kind: 'BOX', format: 'physical', amountCents: 9990, boxCode: box.code, details: { label: box.title } },
      { personalisation: { fromName: '', message: '' }, recipient: { kind: 'buyer' }, deliveryAddress: { ...address, postalCode: '75011', city: 'Paris', country: 'FR' } },
    );
    const answers = await Promise.all([advance(twice, { from: 'TO_SHIP' }), advance(twice, { from: 'TO_SHIP' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const shipment = await app.db.selectFrom('shipment').select(['state', 'delivered_at']).where('order_id', '=', twice.id).executeTakeFirstOrThrow();
    expect(shipment).toEqual({ state: 'SHIPPED', delivered_at: null });
    expect(await outboxKinds(twice.id)).toEqual(['gift_shipped', 'order_confirmation']);
  });

  it('answers 404 without the staff token or where none is configured, 401 with a wrong one', async () => {
    const list = (target: App, headers: Record<string, string> = {}) => target.inject({ method: 'GET', url: '/api/staff/shipments', headers });
    expect((await list(app)).statusCode).toBe(404);
    expect((await advance(order, undefined, {})).statusCode).toBe(404);
    expect((await list(tokenlessApp, staff)).statusCode).toBe(404);
    expect((await tokenlessApp.inject({ method: 'POST', url: `/api/staff/shipments/${order.id}/advance`, headers: staff })).statusCode).toBe(404);
    const wrong = await list(app, { authorization: `Bearer ${STAFF_TOKEN.replace(/.$/, 'x')}` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="staff"');
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect((await advance(order, undefined, { authorization: 'Basic c3RhZmY6c3RhZmY=' })).statusCode).toBe(401);
    // The token is checked before the input: a wrong token learns nothing of the route's parameters.
    expect((await app.inject({ method: 'POST', url: '/api/staff/shipments/not-a-uuid/advance', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/staff/shipments?state=LOST', headers: staff })).statusCode).toBe(400);
  });
});
