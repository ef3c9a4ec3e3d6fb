import { MARKETS } from '@escapade/domain/markets';
import { describe, expect, it } from 'vitest';
import type { UrlMode } from '../i18n/market-urls';
import { buildPageMetadata } from './page-metadata';

const SINGLE_HOST: UrlMode = { kind: 'single-host', origin: 'https://escapade.test' };

describe('buildPageMetadata', () => {
  it('sets the canonical link, seven alternates and index,follow on an indexable page', () => {
    const metadata = buildPageMetadata({ market: MARKETS.nl_BE, path: { screen: 'home' }, indexable: true, title: 'Home', description: 'D', urlMode: SINGLE_HOST });
    expect(metadata.title).toBe('Home');
    expect(metadata.description).toBe('D');
    expect(metadata.alternates?.canonical).toBe('https://escapade.test/nl-be/');
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['fr-FR', 'es-ES', 'it-IT', 'nl-NL', 'fr-BE', 'nl-BE', 'x-default']);
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it('is noindex,follow unless the page is marked indexable, with its canonical and no alternates', () => {
    const metadata = buildPageMetadata({ market: MARKETS.fr_FR, path: { screen: 'search' }, indexable: false, title: 'S', urlMode: SINGLE_HOST });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toBe('https://escapade.test/fr-fr/recherche');
    expect(metadata.alternates).not.toHaveProperty('languages');
    expect(metadata).not.toHaveProperty('description');
  });

  it('leaves out the markets where the screen is switched off (gift boxes in Italy)', () => {
    const metadata = buildPageMetadata({ market: MARKETS.fr_FR, path: { screen: 'boxes' }, indexable: true, title: 'B', urlMode: SINGLE_HOST });
    const languages = metadata.alternates?.languages ?? {};
    expect(Object.keys(languages)).not.toContain('it-IT');
    expect(Object.keys(languages)).toHaveLength(6);
  });

  it('lists only the given markets for pages addressed by one language slugs', () => {
    const metadata = buildPageMetadata({ market: MARKETS.fr_BE, path: { screen: 'home', rest: ['bretagne'] }, indexable: true, title: 'L', locales: ['fr_FR', 'fr_BE'], urlMode: SINGLE_HOST });
    expect(metadata.alternates?.languages).toEqual({
      'fr-FR': 'https://escapade.test/fr-fr/bretagne',
      'fr-BE': 'https://escapade.test/fr-be/bretagne',
      'x-default': 'https://escapade.test/fr-fr/bretagne',
    });
  });

  it('keeps to the given markets where the screen is on: a product sold in Italy has no Italian gift-box alternate', () => {
    const metadata = buildPageMetadata({ market: MARKETS.fr_FR, path: { screen: 'boxes', rest: ['x'] }, indexable: true, title: 'B', locales: ['fr_FR', 'it_IT'], urlMode: SINGLE_HOST });
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['fr-FR', 'x-default']);
  });
});
