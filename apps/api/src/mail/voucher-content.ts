/**
 * What a voucher says, in its order's language: the sender's words, what the gift is, the code
 * (in groups of four, and the redemption link its QR code carries), its last valid day and how to
 * redeem it. One content model for the voucher's PDF (vouchers/voucher-pdf.ts) and its e-mail
 * (gift-voucher-mail.ts). Pure: a voucher in, words out.
 */
import type { CalendarDay } from '@escapade/domain/calendar-day';
import { GIFT_ADULTS } from '@escapade/domain/gift';
import { MARKETS, type Language, type Locale } from '@escapade/domain/markets';
import { formatVoucherCode, type VoucherKind, type VoucherState } from '@escapade/domain/voucher';
import { interpolate, MAIL_MESSAGES, pluralize, type MailMessages } from './mail-messages';
import { formatDate, formatReceiptMoney } from './order-confirmation';

/** Who receives a digital voucher by e-mail. */
export type VoucherRecipient = { kind: 'beneficiary'; name: string; email: string } | { kind: 'buyer' };

/** A voucher as printed: its code and terms, what it gives, and the order it comes from. */
export interface VoucherPrint {
  id: string;
  /** Stored form (no separators). */
  code: string;
  kind: VoucherKind;
  state: VoucherState;
  locale: Locale;
  validUntil: CalendarDay;
  valueCents: number;
  /** SINGLE_VOUCHER: nights of the gift stay. */
  nights: number | null;
  /** ACTIVITY: people. */
  groupSize: number | null;
  /** The product as the buyer saw it (the offer, the box, the activity). */
  label: string;
  hotelLabel: string | null;
  personalisation: { fromName: string; message: string };
  recipient: VoucherRecipient;
  /** A physical gift's voucher travels in its parcel. */
  isPhysical: boolean;
  order: { id: string; bookingNumber: string; status: string; buyer: { firstName: string; lastName: string; email: string } };
}

export interface VoucherContent {
  language: Language;
  bcp47: string;
  /** "Votre cadeau". */
  title: string;
  /** "De la part de Léa", or null without a sender's name. */
  from: string | null;
  messageTitle: string;
  /** The sender's message, or null. */
  message: string | null;
  /** What the gift is: a heading and its lines ("Hôtel des Dunes", "2 nuits pour 2 personnes"). */
  gift: { title: string; lines: string[] };
  /** The gift in one phrase, for a sentence. */
  giftSummary: string;
  codeLabel: string;
  /** In groups of four. */
  code: string;
  /** What the QR code carries: the market's beneficiary login with the code in its fragment. */
  redeemUrl: string;
  /** The beneficiary login page, as printed in the steps. */
  loginUrl: string;
  /** "Valable jusqu'au 14 juin 2032". */
  validUntil: string;
  howTo: { title: string; steps: string[] };
  scan: string;
  care: string;
  team: string;
}

function giftOf(print: VoucherPrint, m: MailMessages, bcp47: string): { title: string; lines: string[]; summary: string } {
  const people = (count: number) => pluralize(m.gift.people, count, bcp47);
  switch (print.kind) {
    case 'SINGLE_VOUCHER': {
      const length = print.nights === null ? people(GIFT_ADULTS) : `${pluralize(m.stay.nights, print.nights, bcp47)} ${people(GIFT_ADULTS)}`;
      const lines = [...(print.hotelLabel ? [print.hotelLabel] : []), length];
      const where = print.hotelLabel ? ` (${print.hotelLabel})` : '';
      return { title: print.label, lines, summary: `${print.label}${where}, ${length}` };
    }
    case 'GIFTCARD': {
      const amount = interpolate(m.voucher.giftCardAmount, { amount: formatReceiptMoney(print.valueCents, bcp47) });
      return { title: amount, lines: [], summary: amount };
    }
    case 'ACTIVITY': {
      const lines = print.groupSize === null ? [] : [people(print.groupSize)];
      return { title: print.label, lines, summary: [print.label, ...lines].join(', ') };
    }
    case 'BOX':
      return { title: print.label, lines: [m.gift.box], summary: print.label };
  }
}

/** The voucher's words in its order's language; links under `siteUrl`. */
export function voucherContent(print: VoucherPrint, siteUrl: string): VoucherContent {
  const market = MARKETS[print.locale];
  const { bcp47, language } = market;
  const m = MAIL_MESSAGES[language];
  const gift = giftOf(print, m, bcp47);
  const loginUrl = `${siteUrl.replace(/\/+$/, '')}/${market.segment}/beneficiary/login`;
  const { fromName, message } = print.personalisation;
  return {
    language,
    bcp47,
    title: m.voucher.pdfTitle,
    from: fromName ? interpolate(m.voucher.from, { fromName }) : null,
    messageTitle: m.voucher.message,
    message: message || null,
    gift: { title: gift.title, lines: gift.lines },
    giftSummary: gift.summary,
    codeLabel: m.voucher.code,
    code: formatVoucherCode(print.code),
    redeemUrl: `${loginUrl}#code=${encodeURIComponent(print.code)}`,
    loginUrl,
    validUntil: interpolate(m.voucher.validUntil, { date: formatDate(print.validUntil, bcp47) }),
    howTo: {
      title: m.voucher.howTo.title,
      steps: [interpolate(m.voucher.howTo.visit, { url: loginUrl }), m.voucher.howTo.enterCode, m.voucher.howTo.choose[print.kind]],
    },
    scan: m.voucher.scan,
    care: interpolate(m.care, { phone: market.phone }),
    team: m.team,
  };
}
