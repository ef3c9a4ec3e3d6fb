import type { SitemapFile, SitemapIndex } from '@escapade/contracts/sitemap';
import { describe, expect, it } from 'vitest';
import { parseMarketHosts } from '../../i18n/market-hosts';
import type { UrlMode } from '../../i18n/market-urls';
import { localesOfHost, parseSitemapFileName, renderSitemapFile, renderSitemapIndex, sitemapFileName } from './sitemap-xml';

const SINGLE_HOST: UrlMode = { kind: 'single-host', origin: 'https://escapade.test' };
const HOSTS: UrlMode = {
  kind: 'market-hosts',
  hosts: parseMarketHosts('www.escapade.fr=fr_FR,www.escapade.es=es_ES,www.escapade.it=it_IT,www.escapade.nl=nl_NL,www.escapade.be=BE'),
};

describe('sitemap file names', () => {
  it('round-trip a market, a kind and a block', () => {
    const name = sitemapFileName({ locale: 'nl_BE', kind: 'landing', page: 2 });
    expect(name).toBe('nl-be-landing-2.xml');
    expect(parseSitemapFileName(name)).toEqual({ locale: 'nl_BE', kind: 'landing', page: 2 });
  });

  it('name nothing else: unknown market or kind, no extension, traversal', () => {
    for (const name of ['en-gb-product-0.xml', 'fr-fr-box-0.xml', 'fr-fr-product-0', 'fr-fr-product-0.xml.gz', '..%2Fetc-product-0.xml', 'fr-fr-product--1.xml']) {
      expect(parseSitemapFileName(name), name).toBeUndefined();
    }
  });
});

describe('localesOfHost', () => {
  it('serves every market on the single host, and a host its own markets', () => {
    expect(localesOfHost(SINGLE_HOST, 'anything')).toHaveLength(6);
    expect(localesOfHost(HOSTS, 'www.escapade.be')).toEqual(['fr_BE', 'nl_BE']);
    expect(localesOfHost(HOSTS, 'evil.test')).toEqual([]);
  });
});

describe('renderSitemapIndex', () => {
  it('lists one file per block of each kind, on the market own origin', () => {
    const index: SitemapIndex = { locale: 'fr_BE', lastModified: '2026-11-27T10:00:00.000Z', kinds: [{ kind: 'product', count: 50_001, files: 2 }, { kind: 'hotel', count: 0, files: 0 }] };
    const xml = renderSitemapIndex([index], HOSTS);
    expect(xml).toContain('<loc>https://www.escapade.be/sitemaps/fr-be-product-0.xml</loc>');
    expect(xml).toContain('<loc>https://www.escapade.be/sitemaps/fr-be-product-1.xml</loc>');
    expect(xml).not.toContain('hotel');
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
    expect(xml).toContain('<lastmod>2026-11-27T10:00:00.000Z</lastmod>');
  });
});

describe('renderSitemapFile', () => {
  it("writes each page's URL in the market and its hreflang alternates, as the page head does", () => {
    const file: SitemapFile = { locale: 'fr_FR', kind: 'product', page: 0, lastModified: '2026-11-27T10:00:00.000Z', entries: [{ rest: ['18'], locales: ['fr_FR', 'nl_BE'] }] };
    const xml = renderSitemapFile(file, SINGLE_HOST);
    expect(xml).toContain('<loc>https://escapade.test/fr-fr/sejour/18</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr-FR" href="https://escapade.test/fr-fr/sejour/18"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="nl-BE" href="https://escapade.test/nl-be/verblijf/18"/>');
    expect(xml).toContain('hreflang="x-default" href="https://escapade.test/fr-fr/sejour/18"');
    expect(xml).not.toContain('es-ES');
  });

  it('puts a landing under the market home, slugs encoded in the URL and escaped in the XML', () => {
    const file: SitemapFile = { locale: 'fr_FR', kind: 'landing', page: 0, lastModified: 'x', entries: [{ rest: ['annecy', "l'été&spa"], locales: ['fr_FR'] }] };
    expect(renderSitemapFile(file, SINGLE_HOST)).toContain("<loc>https://escapade.test/fr-fr/annecy/l&apos;%C3%A9t%C3%A9%26spa</loc>");
  });
});
