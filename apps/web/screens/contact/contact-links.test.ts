import { describe, expect, it } from 'vitest';
import { buildMarketHref, type UrlMode } from '../../i18n/market-urls';
import { contactLinksOf, POPULAR_QUESTIONS } from './contact-links';

const singleHost: UrlMode = { kind: 'single-host', origin: 'http://localhost:3000' };
const hrefOf = (mode: UrlMode) => (locale: Parameters<typeof buildMarketHref>[0], page: Parameters<typeof buildMarketHref>[2]) => buildMarketHref(locale, locale, page, mode);

describe('contact page links', () => {
  it('sends the quick actions to the booking lookup page with their hash, and the help banner to the FAQ', () => {
    const links = contactLinksOf('fr_FR', hrefOf(singleHost));
    expect(links.faq).toBe('/fr-fr/infos/faq');
    expect(links.quickActions).toEqual([
      { action: 'modify', href: '/fr-fr/account/booking#modify' },
      { action: 'cancel', href: '/fr-fr/account/booking#cancel' },
      { action: 'invoice', href: '/fr-fr/account/booking#invoice' },
    ]);
  });

  it('links five popular questions to their answers on the FAQ page of the market', () => {
    expect(POPULAR_QUESTIONS).toHaveLength(5);
    const dutch = contactLinksOf('nl_BE', hrefOf(singleHost));
    expect(dutch.popularQuestions.map((link) => link.href)).toEqual([
      '/nl-be/informatie/faq#booking-change',
      '/nl-be/informatie/faq#gift-validity',
      '/nl-be/informatie/faq#payment-methods',
      '/nl-be/informatie/faq#cancellation',
      '/nl-be/informatie/faq#voucher-use',
    ]);
    expect(contactLinksOf('it_IT', hrefOf(singleHost)).faq).toBe('/it-it/informazioni/faq');
  });
});
