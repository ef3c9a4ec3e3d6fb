import { LOCALES, MARKETS } from '@escapade/domain/markets';
import { describe, expect, it } from 'vitest';
import { footerContentFor } from './footer-fixtures';
import { footerHelpLinks, footerPressRoom, isBookingFlow, starFills, telHref } from './footer-model';

const asIs = (url: string) => url;

describe('footer model', () => {
  it('"press room link (es_ES and fr_FR only)"', () => {
    const withPressRoom = LOCALES.filter((locale) => footerPressRoom(MARKETS[locale], footerContentFor(locale), asIs) !== undefined);
    expect(withPressRoom.sort()).toEqual(['es_ES', 'fr_FR']);
    expect(footerPressRoom(MARKETS.fr_FR, footerContentFor('fr_FR', { pressRoom: null }), asIs)).toBeUndefined();
  });

  it('"help links (FAQ, hotel partner signup, all gift boxes except Italy)"', () => {
    for (const locale of LOCALES) {
      const labels = footerHelpLinks(MARKETS[locale], footerContentFor(locale), asIs).map((link) => link.label);
      expect(labels, locale).toEqual(locale === 'it_IT' ? ['FAQ', 'Become a partner hotel'] : ['FAQ', 'Become a partner hotel', 'All gift boxes']);
    }
  });

  it('builds hrefs with the page\'s own link builder', () => {
    const links = footerHelpLinks(MARKETS.nl_BE, footerContentFor('nl_BE'), (url) => `https://www.escapade.be${url.replace('/nl-be', '/nl')}`);
    expect(links[0]?.href).toBe('https://www.escapade.be/nl/informatie/faq');
  });

  it('the contact phone is a tel: link', () => {
    expect(telHref('+33 1 76 40 20 20')).toBe('tel:+33176402020');
    expect(telHref('+39 02 9475 2020')).toBe('tel:+390294752020');
  });

  it('"Rating 4.5/5": four full stars and a half', () => {
    expect(starFills(4.5, 5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(9, 10)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(7, 5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(1, 0)).toEqual([0, 0, 0, 0, 0]);
  });

  it('"legal text … in the booking flow": the `flow` query, booking when absent', () => {
    expect(isBookingFlow(null)).toBe(true);
    expect(isBookingFlow('booking')).toBe(true);
    expect(isBookingFlow('unknown')).toBe(true);
    expect(isBookingFlow('gifting')).toBe(false);
    expect(isBookingFlow('activity')).toBe(false);
  });
});
