/**
 * Where the contact page sends visitors before they write: the FAQ ("Help banner linking to FAQ"),
 * the booking lookup page for the quick actions ("modify booking, cancel booking, invoice request
 * … with a hash"), and five popular questions, each an anchor of the FAQ page.
 */
import type { Locale } from '@escapade/domain/markets';
import type { ScreenPath } from '../../i18n/routes';

/** The quick actions, each the hash the booking lookup page opens with. */
export const CONTACT_QUICK_ACTIONS = ['modify', 'cancel', 'invoice'] as const;
export type ContactQuickAction = (typeof CONTACT_QUICK_ACTIONS)[number];

/** "five popular-question links": the ids of their answers on the FAQ page. */
export const POPULAR_QUESTIONS = ['booking-change', 'gift-validity', 'payment-methods', 'cancellation', 'voucher-use'] as const;
export type PopularQuestion = (typeof POPULAR_QUESTIONS)[number];

export const FAQ_PAGE: ScreenPath = { screen: 'content', rest: ['faq'] };
export const BOOKING_LOOKUP_PAGE: ScreenPath = { screen: 'account', rest: ['booking'] };

export interface ContactLinks {
  faq: string;
  quickActions: Array<{ action: ContactQuickAction; href: string }>;
  popularQuestions: Array<{ question: PopularQuestion; href: string }>;
}

/** The page's links in a market; `hrefOf` builds a page's href for the URL mode (hrefTo on the server). */
export function contactLinksOf(locale: Locale, hrefOf: (locale: Locale, page: ScreenPath) => string): ContactLinks {
  const faq = hrefOf(locale, FAQ_PAGE);
  const lookup = hrefOf(locale, BOOKING_LOOKUP_PAGE);
  return {
    faq,
    quickActions: CONTACT_QUICK_ACTIONS.map((action) => ({ action, href: `${lookup}#${action}` })),
    popularQuestions: POPULAR_QUESTIONS.map((question) => ({ question, href: `${faq}#${question}` })),
  };
}
