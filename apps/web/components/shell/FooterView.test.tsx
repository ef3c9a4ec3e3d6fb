import { LOCALES, type Locale, MARKETS } from '@escapade/domain/markets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { footerContentFor } from './footer-fixtures';
import { FooterView } from './FooterView';

const query = vi.hoisted(() => ({ search: '' }));
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(query.search), usePathname: () => '/fr-fr/' }));

afterEach(() => {
  query.search = '';
});

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

function renderFooter(locale: Locale, options: { hasContent?: boolean; flow?: string } = {}) {
  query.search = options.flow ? `?flow=${options.flow}` : '';
  const market = MARKETS[locale];
  const footer = options.hasContent === false ? null : footerContentFor(locale);
  return renderInMarket(<FooterView market={market} footer={footer} year="2030" countrySwitcher={<nav aria-label="country-switcher-slot" />} />, locale);
}

describe('footer', () => {
  it('every part in fr_FR: contact block, newsletter, rating, payment methods, secured payment, instalments, help and about links, legal links, cookie preferences', async () => {
    const html = await renderFooter('fr_FR');
    const page = text(html);
    // Contact block: "Need help?", the help hours, the contact button, the FAQ, the phone as a tel: link with its hours.
    expect(html).toMatch(/<h2 id="footer-contact-title"[^>]*>Need help\?<\/h2>/);
    expect(page).toContain('Monday to Friday 10 AM to 7 PM and Saturday 10 AM to 6 PM');
    expect(html).toMatch(/<a class="button-primary" href="\/fr-fr\/contact">Contact us<\/a>/);
    expect(html).toContain('href="tel:+33176402020"');
    expect(page).toContain('+33 1 76 40 20 20');
    expect(page).toContain('Monday to Friday 10h-18h');
    // Newsletter block: its title names the form; the field has its label.
    expect(html).toMatch(/<form novalidate="" aria-labelledby="footer-newsletter-title"/i);
    expect(page).toContain('Votre adresse e-mail');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*autoComplete="email"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Je m&#x27;inscris<\/button>/);
    // Rating with its 5 stars, drawn (hidden from assistive technology) beside the text.
    expect(page).toContain('4.5/5 from 4146 reviews');
    expect(html.match(/footer-star-\d"/g)).toHaveLength(5);
    // Payment marks: our own SVGs, each named.
    for (const name of ['Visa', 'Mastercard', 'American Express', 'PayPal', 'Apple Pay', 'Google Pay']) expect(html).toContain(`role="img" aria-label="${name}"`);
    expect(html).not.toMatch(/<img /);
    expect(html).toMatch(/<ul aria-label="Moyens de paiement"/);
    expect(page).toContain('Secure payment');
    expect(page).toContain('Pay in 3 or 4 instalments');
    // Help links from content, then the site's own.
    for (const label of ['FAQ', 'Become a partner hotel', 'All gift boxes', 'Retrouver ma réservation', 'Utiliser mon cadeau']) expect(page).toContain(label);
    expect(html).toContain('href="/fr-fr/account/booking"');
    expect(html).toContain('href="/fr-fr/beneficiary/login"');
    // Press room and work with us (a new tab when the content says so).
    expect(html).toContain('href="/fr-fr/infos/press"');
    expect(html).toMatch(/<a class="[^"]*" target="_blank" rel="noopener noreferrer" href="\/fr-fr\/infos\/careers">Work with us<\/a>/);
    // Legal links and the cookie preferences button.
    for (const id of ['sales-conditions', 'conditions-of-use', 'data-protection', 'cookies']) expect(html).toContain(`href="/fr-fr/infos/${id}"`);
    expect(html).toMatch(/<button type="button" class="[^"]*">Cookie preferences<\/button>/);
    expect(html).toContain('aria-label="country-switcher-slot"');
    expect(page).toContain('© 2030 Escapade');
  });

  it('"press room link (es_ES and fr_FR only)"', async () => {
    for (const locale of LOCALES) {
      const html = await renderFooter(locale);
      expect(html.includes('Press room'), locale).toBe(locale === 'fr_FR' || locale === 'es_ES');
    }
  });

  it('"all gift boxes except Italy"', async () => {
    for (const locale of LOCALES) {
      const html = await renderFooter(locale);
      expect(html.includes('All gift boxes'), locale).toBe(locale !== 'it_IT');
    }
  });

  it('"instalment message" only where a pay-later method is sold (not in the Netherlands)', async () => {
    expect(text(await renderFooter('nl_NL'))).not.toContain('instalments');
    expect(text(await renderFooter('it_IT'))).toContain('Pay in 3 or 4 instalments');
  });

  it('"legal text (EU package travel directive and data protection) in the booking flow" only', async () => {
    const legal = 'Directive (EU) 2015/2302';
    expect(text(await renderFooter('fr_FR'))).toContain(legal);
    expect(text(await renderFooter('fr_FR', { flow: 'booking' }))).toContain(legal);
    expect(text(await renderFooter('fr_FR', { flow: 'gifting' }))).not.toContain(legal);
    expect(text(await renderFooter('fr_FR', { flow: 'activity' }))).not.toContain(legal);
  });

  it('without the shell content, the fixed parts still show: help links, legal links, cookie preferences, country switcher', async () => {
    const html = await renderFooter('nl_BE', { hasContent: false });
    const page = text(html);
    expect(page).toContain('Cookievoorkeuren');
    expect(html).toContain('href="/nl-be/account/booking"');
    expect(html).toContain('href="/nl-be/informatie/cookies"');
    expect(html).toContain('aria-label="country-switcher-slot"');
    expect(html).not.toContain('footer-newsletter-title');
    expect(html).not.toContain('footer-legal-text');
  });

  it('speaks the market\'s language (Italian labels of the site\'s own parts)', async () => {
    const html = await renderFooter('it_IT');
    expect(text(html)).toContain('Il tuo indirizzo e-mail');
    expect(text(html)).toContain('Mi iscrivo');
    expect(html).toContain('aria-label="Metodi di pagamento"');
  });
});
