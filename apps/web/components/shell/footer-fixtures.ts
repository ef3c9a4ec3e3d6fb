/** Tests only: a market's footer content as the content API answers it (links in single-host form). */
import type { FooterContent } from '@escapade/contracts/content';
import { FOOTER_RATING } from '@escapade/domain/site-shell';
import { LOCALES, type Locale, MARKETS } from '@escapade/domain/markets';
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';

/**
 * Every optional link present in every market (press room, gift boxes): the footer itself must
 * keep each one to the markets the spec names.
 */
export function footerContentFor(locale: Locale, overrides: Partial<FooterContent> = {}): FooterContent {
  const market = MARKETS[locale];
  const base = `/${market.segment}`;
  const page = (id: string) => `${base}/${SCREEN_SEGMENTS.content[market.language]}/${id}`;
  return {
    contact: {
      title: 'Need help?',
      hours: 'Monday to Friday 10h-18h',
      helpHours: 'Monday to Friday 10 AM to 7 PM and Saturday 10 AM to 6 PM',
      button: { label: 'Contact us', url: `${base}/${SCREEN_SEGMENTS.contact[market.language]}`, newTab: false },
      faq: { label: 'FAQ', url: page('faq'), newTab: false },
      phone: market.phone,
    },
    newsletter: { title: 'Sign up to the newsletter', text: 'Deals and ideas every week.' },
    paymentMethods: ['visa', 'mastercard', 'amex', 'paypal', 'applepay', 'googlepay'],
    securedPayment: 'Secure payment',
    instalments: market.features.payLaterTest || market.features.payPalPayLater ? 'Pay in 3 or 4 instalments' : null,
    helpLinks: [
      { label: 'FAQ', url: page('faq'), newTab: false },
      { label: 'Become a partner hotel', url: page('hotel-partner'), newTab: false },
      { label: 'All gift boxes', url: `${base}/${SCREEN_SEGMENTS.boxes[market.language]}`, newTab: false },
    ],
    pressRoom: { label: 'Press room', url: page('press'), newTab: false },
    workWithUs: { label: 'Work with us', url: page('careers'), newTab: true },
    legalLinks: [],
    cookiePreferences: 'Cookie preferences',
    countrySwitcher: LOCALES.map((target) => ({ locale: target, url: `/${MARKETS[target].segment}/` })),
    legal: 'The combinations of travel services offered are packages within the meaning of Directive (EU) 2015/2302.',
    rating: { value: FOOTER_RATING.score, outOf: FOOTER_RATING.outOf, count: FOOTER_RATING.reviews, text: '4.5/5 from 4146 reviews' },
    ...overrides,
  };
}
