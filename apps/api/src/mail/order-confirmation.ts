/**
 * The booking confirmation e-mail, from the order as the API shows it (`OrderView`): one content
 * model in the order's language, rendered as a text part, an HTML part and (order-pdf.ts) the
 * attached PDF, so the three always say the same thing. Pure: a view in, a message out. A gift
 * order's confirmation (to its buyer) describes the gift: what, format, sleeves, words, recipient,
 * send day or delivery.
 */
import type { OrderGiftView, OrderItemView, OrderView } from '@escapade/contracts/checkout';
import { dayToUtcNoon, todayIn } from '@escapade/domain/calendar-day';
import { GIFT_ADULTS } from '@escapade/domain/gift';
import { MARKETS, type Language } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { escapeHtml, htmlButtons, htmlCare, htmlClosing, htmlDocument, htmlHeading, htmlParagraph, htmlSection, type MailLink, type MailRow, type MailSection } from './mail-html';
import { interpolate, MAIL_MESSAGES, pluralize, type MailMessages } from './mail-messages';

export { escapeHtml, type MailLink, type MailRow, type MailSection };

export interface OrderConfirmationContent {
  language: Language;
  bcp47: string;
  subject: string;
  /** The PDF's heading. */
  title: string;
  greeting: string;
  intro: string;
  bookingNumber: MailRow;
  bookedOn: string;
  sections: MailSection[];
  next: { title: string; text: string };
  links: MailLink[];
  care: string;
  /** The customer care number as written in `care`, and as dialled (`tel:` link). */
  carePhone: { display: string; dial: string };
  closing: string;
  team: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A calendar day in words, in the market's language ("samedi 14 juin 2025"). */
export function formatDay(day: string, bcp47: string): string {
  return new Intl.DateTimeFormat(bcp47, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dayToUtcNoon(day));
}

/** A calendar day without its weekday ("14 juin 2032"): a validity's last day. */
export function formatDate(day: string, bcp47: string): string {
  return new Intl.DateTimeFormat(bcp47, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dayToUtcNoon(day));
}

/** A receipt's amount: the cents of every amount, whole or not (cards round whole euros). */
export function formatReceiptMoney(cents: number, bcp47: string): string {
  return formatMoney(cents, bcp47, { alwaysShowCents: true });
}

/** A delivery address on one line, its country named in the market's language. */
export function addressLine(address: NonNullable<OrderGiftView['delivery']>['address'], bcp47: string): string {
  const country = new Intl.DisplayNames([bcp47], { type: 'region' }).of(address.country) ?? address.country;
  return [address.name, address.addressLine, `${address.postalCode} ${address.city}`, country].join(', ');
}

/** The day an instant falls on in the market's time zone, without the weekday. */
export function formatInstantDay(iso: string, bcp47: string, timeZone: string): string {
  return new Intl.DateTimeFormat(bcp47, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(iso));
}

function partyOf(party: NonNullable<OrderItemView['party']>, m: MailMessages, bcp47: string): string {
  const parts = [pluralize(m.stay.adults, party.adults, bcp47)];
  if (party.children > 0) parts.push(pluralize(m.stay.children, party.children, bcp47));
  if (party.babies > 0) parts.push(pluralize(m.stay.babies, party.babies, bcp47));
  return parts.join(', ');
}

function staySection(item: OrderItemView, m: MailMessages, bcp47: string): MailSection {
  const rows: MailRow[] = [{ label: m.stay.offer, value: item.label }];
  if (item.hotelLabel) rows.push({ label: m.stay.hotel, value: item.hotelLabel });
  if (item.checkin) rows.push({ label: m.stay.arrival, value: formatDay(item.checkin, bcp47) });
  if (item.checkout) rows.push({ label: m.stay.departure, value: formatDay(item.checkout, bcp47) });
  if (item.nights !== null) rows.push({ label: m.stay.duration, value: pluralize(m.stay.nights, item.nights, bcp47) });
  if (item.party) rows.push({ label: m.stay.party, value: partyOf(item.party, m, bcp47) });
  for (const activity of item.activities) rows.push({ label: m.stay.activities, value: `${activity.title} (${formatDay(activity.date, bcp47)})` });
  return { title: m.stay.title, rows, notes: [] };
}

function activitySection(item: OrderItemView, m: MailMessages, bcp47: string): MailSection {
  const rows: MailRow[] = [{ label: m.activity.activity, value: item.label }];
  if (item.groupSize !== null) rows.push({ label: m.activity.group, value: pluralize(m.activity.groupSize, item.groupSize, bcp47) });
  return { title: m.activity.title, rows, notes: [] };
}

/** What a gift is, as its rows: the stay and hotel and nights for 2, the box, the card's amount, the activity. */
function giftWhatRows(item: OrderItemView, gift: OrderGiftView | null, m: MailMessages, bcp47: string): MailRow[] {
  switch (item.kind) {
    case 'SHORT_STAY': {
      const rows: MailRow[] = [{ label: m.gift.offer, value: item.label }];
      if (item.hotelLabel) rows.push({ label: m.stay.hotel, value: item.hotelLabel });
      const people = pluralize(m.gift.people, GIFT_ADULTS, bcp47);
      rows.push({ label: m.stay.duration, value: item.giftNights === null ? people : `${pluralize(m.stay.nights, item.giftNights, bcp47)} ${people}` });
      return rows;
    }
    case 'BOX':
      return [{ label: m.gift.box, value: item.label }];
    case 'GIFTCARD': {
      const valueCents = gift?.vouchers.find((voucher) => voucher.kind === 'GIFTCARD')?.valueCents ?? item.amountCents;
      return [
        { label: m.gift.giftCard, value: item.label },
        { label: m.gift.amount, value: formatReceiptMoney(valueCents, bcp47) },
      ];
    }
    case 'ACTIVITY': {
      const rows: MailRow[] = [{ label: m.gift.activity, value: item.label }];
      if (item.groupSize !== null) rows.push({ label: m.activity.group, value: pluralize(m.activity.groupSize, item.groupSize, bcp47) });
      return rows;
    }
    default:
      return [{ label: m.gift.title, value: item.label }];
  }
}

/** The gift of a gift order: what, format, sleeves, the sender's words, recipient, send day, validity. */
function giftSection(item: OrderItemView, gift: OrderGiftView | null, m: MailMessages, bcp47: string): MailSection {
  const rows = giftWhatRows(item, gift, m, bcp47);
  if (item.giftFormat) rows.push({ label: m.gift.format, value: item.giftFormat === 'physical' ? m.gift.physical : m.gift.digital });
  if (item.sleeves.length > 0) {
    const sleeves = item.sleeves.map((sleeve) => (sleeve.priceCents > 0 ? `${sleeve.name} (${formatReceiptMoney(sleeve.priceCents, bcp47)})` : sleeve.name));
    rows.push({ label: m.gift.sleeves, value: sleeves.join(', ') });
  }
  const notes: string[] = [];
  if (gift) {
    if (gift.personalisation.fromName) rows.push({ label: m.gift.fromName, value: gift.personalisation.fromName });
    if (gift.personalisation.message) rows.push({ label: m.gift.message, value: gift.personalisation.message });
    // A physical gift goes to its delivery address; a digital one to its recipient's inbox.
    if (!gift.delivery) {
      const recipient = gift.recipient.kind === 'beneficiary' ? `${gift.recipient.name} (${gift.recipient.email})` : m.gift.recipientBuyer;
      rows.push({ label: m.gift.recipient, value: recipient });
      if (gift.sendDate) rows.push({ label: m.gift.sendDate, value: formatDay(gift.sendDate, bcp47) });
    }
    const validUntil = gift.vouchers[0]?.validUntil;
    if (validUntil) notes.push(interpolate(m.gift.validUntil, { date: formatDate(validUntil, bcp47) }));
  }
  return { title: m.gift.title, rows, notes };
}

function deliverySection(delivery: NonNullable<OrderGiftView['delivery']>, m: MailMessages, bcp47: string): MailSection {
  const range = { min: delivery.workingDaysMin, max: delivery.workingDaysMax };
  return {
    title: m.delivery.title,
    rows: [{ label: m.delivery.address, value: addressLine(delivery.address, bcp47) }],
    notes: [
      delivery.expectedBy
        ? interpolate(m.delivery.estimate, { ...range, date: formatDay(delivery.expectedBy, bcp47) })
        : interpolate(m.delivery.estimateRange, range),
    ],
  };
}

/** What comes next for a gift: its e-mail (now or on its send day, to whom) or its parcel. */
function giftNext(view: OrderView, gift: OrderGiftView, m: MailMessages, bcp47: string): string {
  if (gift.delivery) return m.gift.next.physical;
  const orderedOn = todayIn(MARKETS[view.locale].timeZone, new Date(view.createdAt));
  const later = gift.sendDate !== null && gift.sendDate > orderedOn;
  const date = gift.sendDate ? formatDay(gift.sendDate, bcp47) : '';
  if (gift.recipient.kind === 'beneficiary') {
    const values = { name: gift.recipient.name, email: gift.recipient.email, date };
    return interpolate(later ? m.gift.next.beneficiaryLater : m.gift.next.beneficiary, values);
  }
  return later ? interpolate(m.gift.next.buyerLater, { date }) : m.gift.next.buyer;
}

/** Items that are a product (what the order pays for), not an option or a discount. */
const PRODUCT_KINDS: ReadonlySet<OrderItemView['kind']> = new Set(['SHORT_STAY', 'ACTIVITY', 'BOX', 'GIFTCARD']);

function paymentSection(view: OrderView, m: MailMessages, bcp47: string): MailSection {
  const money = (cents: number) => formatReceiptMoney(cents, bcp47);
  const { amounts } = view;
  const rows: MailRow[] = view.items.filter((item) => PRODUCT_KINDS.has(item.kind)).map((item) => ({ label: item.label, value: money(item.amountCents) }));
  if (amounts.shippingCents > 0) rows.push({ label: m.payment.shipping, value: money(amounts.shippingCents) });
  if (amounts.insuranceCents > 0) rows.push({ label: m.payment.insurance, value: money(amounts.insuranceCents) });
  if (amounts.payLaterFeeCents > 0) rows.push({ label: m.payment.payLaterFee, value: money(amounts.payLaterFeeCents) });
  rows.push({ label: m.payment.total, value: money(amounts.totalCents) });
  if (amounts.giftCardCents > 0) rows.push({ label: m.payment.giftCards, value: money(amounts.giftCardCents) });
  rows.push({ label: m.payment.paid, value: money(amounts.paidCents) });
  if (amounts.remainingCents > 0) rows.push({ label: m.payment.remaining, value: money(amounts.remainingCents) });
  // Not part of the total: the party pays it to the hotel.
  if (amounts.localTaxAtHotelCents > 0) rows.push({ label: m.payment.localTax, value: money(amounts.localTaxAtHotelCents) });
  return { title: m.payment.title, rows, notes: [] };
}

function instalmentSection(view: OrderView, m: MailMessages, bcp47: string): MailSection {
  return {
    title: m.instalments.title,
    rows: view.instalments.map((instalment) => ({
      label: formatDay(instalment.date, bcp47),
      value: `${formatMoney(instalment.amountCents, bcp47, { alwaysShowCents: true })} (${instalment.status === 'PAID' ? m.instalments.paid : m.instalments.scheduled})`,
    })),
    notes: [],
  };
}

/**
 * "With a cancellable policy with deadline: modifiable or partially refundable until the deadline.
 * Otherwise non-exchangeable and non-refundable." The cancellation insurance, when taken, follows.
 */
function cancellationSection(view: OrderView, m: MailMessages, bcp47: string): MailSection {
  const policy = view.cancellationPolicy;
  const notes: string[] = [];
  if (policy?.cancellable && policy.cancellableUntil) {
    const date = formatDay(policy.cancellableUntil, bcp47);
    notes.push(interpolate(policy.type === 'PARTIALLY_REFUNDABLE' ? m.cancellation.partiallyRefundableUntil : m.cancellation.modifiableUntil, { date }));
    notes.push(m.cancellation.afterDeadline);
  } else {
    notes.push(m.cancellation.nonRefundable);
  }
  if (view.hasInsurance) notes.push(m.insurance);
  return { title: m.cancellation.title, rows: [], notes };
}

/** Everything the e-mail and its PDF say, in the order's language. */
export function orderConfirmationContent(view: OrderView, siteUrl: string): OrderConfirmationContent {
  const market = MARKETS[view.locale];
  const { bcp47, language } = market;
  const m = MAIL_MESSAGES[language];
  const isStay = view.items.some((item) => item.kind === 'SHORT_STAY');
  const isGift = view.gift !== null || view.items.some((item) => item.isGift);
  const sections: MailSection[] = [];
  for (const item of view.items) {
    if (item.isGift) sections.push(giftSection(item, view.gift, m, bcp47));
    else if (item.kind === 'SHORT_STAY') sections.push(staySection(item, m, bcp47));
    else if (item.kind === 'ACTIVITY') sections.push(activitySection(item, m, bcp47));
  }
  if (view.gift?.delivery) sections.push(deliverySection(view.gift.delivery, m, bcp47));
  sections.push({
    title: isGift ? m.order.buyer : m.traveller,
    rows: [
      { label: m.name, value: `${view.buyer.firstName} ${view.buyer.lastName}` },
      { label: m.email, value: view.buyer.email },
    ],
    notes: [],
  });
  sections.push(paymentSection(view, m, bcp47));
  if (view.instalments.length > 0) sections.push(instalmentSection(view, m, bcp47));
  // A voucher's own terms are its validity (in the gift section), not a stay's cancellation policy.
  if (!isGift || view.cancellationPolicy) sections.push(cancellationSection(view, m, bcp47));
  const base = `${siteUrl.replace(/\/+$/, '')}/${market.segment}`;
  const orderedOn = formatInstantDay(view.createdAt, bcp47, market.timeZone);
  let next = isStay ? m.next.stay : m.next.activity;
  if (isGift) next = view.gift ? giftNext(view, view.gift, m, bcp47) : m.gift.next.buyer;
  return {
    language,
    bcp47,
    subject: interpolate(isGift ? m.order.subject : m.subject, { bookingNumber: view.bookingNumber }),
    title: isGift ? m.order.pdfTitle : m.pdfTitle,
    greeting: interpolate(m.greeting, { firstName: view.buyer.firstName }),
    intro: isGift ? m.order.intro : isStay ? m.intro.stay : m.intro.activity,
    bookingNumber: { label: isGift ? m.order.bookingNumber : m.bookingNumber, value: view.bookingNumber },
    bookedOn: interpolate(isGift ? m.order.orderedOn : m.bookedOn, { date: orderedOn }),
    sections,
    next: { title: m.next.title, text: next },
    links: [
      { label: isGift ? m.order.link : m.links.confirmation, url: `${base}/confirmation/${encodeURIComponent(view.orderUUID)}` },
      { label: m.links.lookup, url: `${base}/account/booking` },
    ],
    care: interpolate(m.care, { phone: market.phone }),
    carePhone: { display: market.phone, dial: market.phone.replace(/[^+\d]/g, '') },
    closing: m.closing,
    team: m.team,
  };
}

/** French typography puts a no-break space before a colon; the other languages do not. */
export function colonOf(language: Language): string {
  return language === 'fr' ? '\u00a0:' : ':';
}

/** "Label : value" in French, "Label: value" elsewhere. */
export function labelled(row: MailRow, language: Language): string {
  return `${row.label}${colonOf(language)} ${row.value}`;
}

function renderText(content: OrderConfirmationContent): string {
  const lines = [content.greeting, '', content.intro, '', labelled(content.bookingNumber, content.language), content.bookedOn];
  for (const section of content.sections) {
    lines.push('', section.title.toUpperCase());
    for (const row of section.rows) lines.push(`- ${labelled(row, content.language)}`);
    for (const note of section.notes) lines.push(note);
  }
  lines.push('', content.next.title.toUpperCase(), content.next.text, '');
  for (const link of content.links) lines.push(labelled({ label: link.label, value: link.url }, content.language));
  lines.push('', content.care, '', content.closing, content.team, '');
  return lines.join('\n');
}

function renderHtml(content: OrderConfirmationContent): string {
  return htmlDocument(content.bcp47, content.subject, [
    htmlParagraph(content.greeting),
    htmlParagraph(content.intro, 'margin:0 0 16px;font-size:15px'),
    `<p style="margin:0;font-size:15px">${escapeHtml(content.bookingNumber.label + colonOf(content.language))} <strong style="font-size:18px">${escapeHtml(content.bookingNumber.value)}</strong></p>`,
    htmlParagraph(content.bookedOn, 'margin:4px 0 0;font-size:13px;color:#6b7280'),
    ...content.sections.map(htmlSection),
    htmlHeading(content.next.title),
    htmlParagraph(content.next.text, 'margin:0 0 16px;font-size:14px'),
    htmlButtons(content.links),
    htmlCare(content.care, content.carePhone),
    htmlClosing(content.closing, content.team),
  ]);
}

/** The confirmation e-mail of a confirmed order: subject, text part and HTML part. */
export function renderOrderConfirmation(view: OrderView, siteUrl: string): RenderedMail & { content: OrderConfirmationContent } {
  const content = orderConfirmationContent(view, siteUrl);
  return { subject: content.subject, text: renderText(content), html: renderHtml(content), content };
}
