/**
 * The booking confirmation e-mail, from the order as the API shows it (`OrderView`): one content
 * model in the order's language, rendered as a text part, an HTML part and (order-pdf.ts) the
 * attached PDF, so the three always say the same thing. Pure: a view in, a message out.
 */
import type { OrderItemView, OrderView } from '@escapade/contracts/checkout';
import { dayToUtcNoon } from '@escapade/domain/calendar-day';
import { MARKETS, type Language } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { interpolate, MAIL_MESSAGES, pluralize, type MailMessages } from './mail-messages';

export interface MailRow {
  label: string;
  value: string;
}

export interface MailSection {
  title: string;
  rows: MailRow[];
  /** Sentences under the rows. */
  notes: string[];
}

export interface MailLink {
  label: string;
  url: string;
}

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
function formatDay(day: string, bcp47: string): string {
  return new Intl.DateTimeFormat(bcp47, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dayToUtcNoon(day));
}

/** The day an instant falls on in the market's time zone, without the weekday. */
function formatInstantDay(iso: string, bcp47: string, timeZone: string): string {
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

function paymentSection(view: OrderView, m: MailMessages, bcp47: string): MailSection {
  // A receipt shows the cents of every amount, whole or not (cards round whole euros).
  const money = (cents: number) => formatMoney(cents, bcp47, { alwaysShowCents: true });
  const { amounts } = view;
  const rows: MailRow[] = view.items
    .filter((item) => item.kind === 'SHORT_STAY' || item.kind === 'ACTIVITY')
    .map((item) => ({ label: item.label, value: money(item.amountCents) }));
  if (amounts.insuranceCents > 0) rows.push({ label: m.payment.insurance, value: money(amounts.insuranceCents) });
  if (amounts.payLaterFeeCents > 0) rows.push({ label: m.payment.payLaterFee, value: money(amounts.payLaterFeeCents) });
  rows.push({ label: m.payment.total, value: money(amounts.totalCents) });
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
  const sections: MailSection[] = [];
  for (const item of view.items) {
    if (item.kind === 'SHORT_STAY') sections.push(staySection(item, m, bcp47));
    if (item.kind === 'ACTIVITY') sections.push(activitySection(item, m, bcp47));
  }
  sections.push({
    title: m.traveller,
    rows: [
      { label: m.name, value: `${view.buyer.firstName} ${view.buyer.lastName}` },
      { label: m.email, value: view.buyer.email },
    ],
    notes: [],
  });
  sections.push(paymentSection(view, m, bcp47));
  if (view.instalments.length > 0) sections.push(instalmentSection(view, m, bcp47));
  sections.push(cancellationSection(view, m, bcp47));
  const base = `${siteUrl.replace(/\/+$/, '')}/${market.segment}`;
  return {
    language,
    bcp47,
    subject: interpolate(m.subject, { bookingNumber: view.bookingNumber }),
    title: m.pdfTitle,
    greeting: interpolate(m.greeting, { firstName: view.buyer.firstName }),
    intro: isStay ? m.intro.stay : m.intro.activity,
    bookingNumber: { label: m.bookingNumber, value: view.bookingNumber },
    bookedOn: interpolate(m.bookedOn, { date: formatInstantDay(view.createdAt, bcp47, market.timeZone) }),
    sections,
    next: { title: m.next.title, text: isStay ? m.next.stay : m.next.activity },
    links: [
      { label: m.links.confirmation, url: `${base}/confirmation/${encodeURIComponent(view.orderUUID)}` },
      { label: m.links.lookup, url: `${base}/account/booking` },
    ],
    care: interpolate(m.care, { phone: market.phone }),
    carePhone: { display: market.phone, dial: market.phone.replace(/[^+\d]/g, '') },
    closing: m.closing,
    team: m.team,
  };
}

/** French typography puts a no-break space before a colon; the other languages do not. */
function colonOf(language: Language): string {
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

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text (names, labels, anything typed by a person) as HTML text or attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

// Inline styles only: mail clients drop <style> blocks and remote stylesheets.
const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#1f2937';
const CELL = 'padding:4px 12px 4px 0;vertical-align:top;font-size:14px';

function htmlSection(section: MailSection): string {
  const rows = section.rows
    .map((row) => `<tr><td style="${CELL};color:#6b7280;white-space:nowrap">${escapeHtml(row.label)}</td><td style="${CELL}">${escapeHtml(row.value)}</td></tr>`)
    .join('');
  const notes = section.notes.map((note) => `<p style="margin:4px 0;font-size:14px">${escapeHtml(note)}</p>`).join('');
  return [
    `<h2 style="margin:24px 0 8px;font-size:16px;color:#0f766e">${escapeHtml(section.title)}</h2>`,
    rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows}</table>` : '',
    notes,
  ].join('');
}

function renderHtml(content: OrderConfirmationContent): string {
  const links = content.links
    .map((link) => `<a href="${escapeHtml(link.url)}" style="display:inline-block;margin:0 12px 8px 0;padding:10px 16px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px;font-size:14px">${escapeHtml(link.label)}</a>`)
    .join('');
  const phone = escapeHtml(content.carePhone.display);
  const care = escapeHtml(content.care).replace(phone, () => `<a href="tel:${escapeHtml(content.carePhone.dial)}" style="color:#0f766e">${phone}</a>`);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(content.bcp47)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6"><div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;${FONT}">`,
    `<p style="margin:0 0 12px;font-size:15px">${escapeHtml(content.greeting)}</p>`,
    `<p style="margin:0 0 16px;font-size:15px">${escapeHtml(content.intro)}</p>`,
    `<p style="margin:0;font-size:15px">${escapeHtml(content.bookingNumber.label + colonOf(content.language))} <strong style="font-size:18px">${escapeHtml(content.bookingNumber.value)}</strong></p>`,
    `<p style="margin:4px 0 0;font-size:13px;color:#6b7280">${escapeHtml(content.bookedOn)}</p>`,
    ...content.sections.map(htmlSection),
    `<h2 style="margin:24px 0 8px;font-size:16px;color:#0f766e">${escapeHtml(content.next.title)}</h2>`,
    `<p style="margin:0 0 16px;font-size:14px">${escapeHtml(content.next.text)}</p>`,
    `<p style="margin:0 0 8px">${links}</p>`,
    `<p style="margin:16px 0;font-size:14px">${care}</p>`,
    `<p style="margin:16px 0 0;font-size:14px">${escapeHtml(content.closing)}<br>${escapeHtml(content.team)}</p>`,
    '</div></body></html>',
  ].join('\n');
}

/** The confirmation e-mail of a confirmed order: subject, text part and HTML part. */
export function renderOrderConfirmation(view: OrderView, siteUrl: string): RenderedMail & { content: OrderConfirmationContent } {
  const content = orderConfirmationContent(view, siteUrl);
  return { subject: content.subject, text: renderText(content), html: renderHtml(content), content };
}
