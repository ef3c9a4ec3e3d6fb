import { describe, expect, it } from 'vitest';
import { buildContentHref } from './content-links';
import { parseMarketHosts } from './market-hosts';
import type { UrlMode } from './market-urls';

const single: UrlMode = { kind: 'single-host', origin: 'http://localhost:3000' };

describe('buildContentHref', () => {
  it('keeps a single-host content path as it is in single-host mode', () => {
    expect(buildContentHref('fr_FR', '/fr-fr/idees-week-end', single)).toBe('/fr-fr/idees-week-end');
    expect(buildContentHref('fr_FR', '/fr-fr/?flow=gifting', single)).toBe('/fr-fr/?flow=gifting');
    expect(buildContentHref('nl_BE', '/nl-be/infos/faq#top', single)).toBe('/nl-be/infos/faq#top');
  });

  it('keeps absolute URLs, mail and phone links, and paths of no market', () => {
    expect(buildContentHref('fr_FR', 'https://example.org/x', single)).toBe('https://example.org/x');
    expect(buildContentHref('fr_FR', 'tel:+33176402020', single)).toBe('tel:+33176402020');
    expect(buildContentHref('fr_FR', '/api/images/a/640_360.webp', single)).toBe('/api/images/a/640_360.webp');
  });

  it('rebuilds a market path for the market hosts, with the Belgian language prefix', () => {
    const hosts: UrlMode = { kind: 'market-hosts', hosts: parseMarketHosts('fr.example=fr_FR,es.example=es_ES,it.example=it_IT,nl.example=nl_NL,be.example=BE') };
    expect(buildContentHref('fr_BE', '/nl-be/weekend-ideeen', hosts)).toBe('/nl/weekend-ideeen');
    expect(buildContentHref('fr_BE', '/fr-fr/promo/xmas?x=1', hosts)).toBe('https://fr.example/promo/xmas?x=1');
  });
});
