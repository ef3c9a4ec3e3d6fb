/**
 * The e-mails' message catalogs (fr, es, it, nl), checked against one schema when the module loads:
 * a missing or misspelt key fails the start, not a customer's e-mail.
 */
import type { Language } from '@escapade/domain/markets';
import { z } from 'zod';
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };

const text = z.string().min(1);
/** A count's forms: Intl.PluralRules' `one`, and `other` for every other category. */
const plural = z.strictObject({ one: text, other: text });

const mailMessagesSchema = z.strictObject({
  subject: text,
  greeting: text,
  intro: z.strictObject({ stay: text, activity: text }),
  bookingNumber: text,
  bookedOn: text,
  traveller: text,
  name: text,
  email: text,
  stay: z.strictObject({
    title: text,
    offer: text,
    hotel: text,
    arrival: text,
    departure: text,
    duration: text,
    party: text,
    activities: text,
    nights: plural,
    adults: plural,
    children: plural,
    babies: plural,
  }),
  activity: z.strictObject({ title: text, activity: text, group: text, groupSize: plural }),
  payment: z.strictObject({ title: text, insurance: text, payLaterFee: text, total: text, paid: text, remaining: text, localTax: text, shipping: text, giftCards: text }),
  instalments: z.strictObject({ title: text, paid: text, scheduled: text }),
  cancellation: z.strictObject({ title: text, modifiableUntil: text, partiallyRefundableUntil: text, afterDeadline: text, nonRefundable: text }),
  insurance: text,
  next: z.strictObject({ title: text, stay: text, activity: text }),
  links: z.strictObject({ confirmation: text, lookup: text }),
  care: text,
  closing: text,
  team: text,
  pdfTitle: text,
  /** A gift order's confirmation says order where a booking's says booking. */
  order: z.strictObject({ subject: text, intro: text, bookingNumber: text, orderedOn: text, buyer: text, pdfTitle: text, link: text }),
  gift: z.strictObject({
    title: text,
    offer: text,
    box: text,
    giftCard: text,
    amount: text,
    activity: text,
    people: plural,
    format: text,
    digital: text,
    physical: text,
    sleeves: text,
    fromName: text,
    message: text,
    recipient: text,
    recipientBuyer: text,
    sendDate: text,
    validUntil: text,
    next: z.strictObject({ beneficiary: text, beneficiaryLater: text, buyer: text, buyerLater: text, physical: text }),
  }),
  delivery: z.strictObject({ title: text, address: text, estimate: text, estimateRange: text }),
  /** The voucher's e-mail and its PDF. */
  voucher: z.strictObject({
    pdfTitle: text,
    subject: z.strictObject({ from: text, anonymous: text, buyer: text }),
    greeting: z.strictObject({ name: text, anonymous: text }),
    intro: z.strictObject({ from: text, anonymous: text, buyer: text }),
    from: text,
    message: text,
    code: text,
    validUntil: text,
    giftCardAmount: text,
    howTo: z.strictObject({
      title: text,
      visit: text,
      enterCode: text,
      choose: z.strictObject({ SINGLE_VOUCHER: text, BOX: text, GIFTCARD: text, ACTIVITY: text }),
    }),
    scan: text,
    attached: text,
  }),
  /** The buyer's e-mail when a physical gift leaves. */
  shipped: z.strictObject({ subject: text, intro: text, expected: text }),
  /** The newsletter's confirmation e-mail (double opt-in) and the unsubscribe line of every newsletter e-mail. */
  newsletter: z.strictObject({ subject: text, greeting: text, intro: text, confirm: text, expiry: text, ignore: text, unsubscribe: text, unsubscribeLink: text }),
});

export type MailMessages = z.infer<typeof mailMessagesSchema>;
export type PluralMessage = z.infer<typeof plural>;

export const MAIL_MESSAGES: Readonly<Record<Language, MailMessages>> = {
  fr: mailMessagesSchema.parse(fr),
  es: mailMessagesSchema.parse(es),
  it: mailMessagesSchema.parse(it),
  nl: mailMessagesSchema.parse(nl),
};

/** Replaces each `{name}` by its value; a placeholder without a value is left as it is. */
export function interpolate(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of a count in a language (`{count}` replaced by the number). */
export function pluralize(forms: PluralMessage, count: number, bcp47: string): string {
  let rules = pluralRules.get(bcp47);
  if (!rules) {
    rules = new Intl.PluralRules(bcp47);
    pluralRules.set(bcp47, rules);
  }
  return interpolate(rules.select(count) === 'one' ? forms.one : forms.other, { count });
}
