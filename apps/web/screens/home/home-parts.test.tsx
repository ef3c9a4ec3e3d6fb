import { beforeAll, describe, expect, it } from 'vitest';
import { homepage } from '../../components/content-blocks/test-fixtures';
import { renderInMarket } from '../../components/search-box/test-render';
import { LandingTopBar } from '../landing/LandingTopBar';
import { AnnouncementBanner } from './AnnouncementBanner';
import { PromoBar } from './PromoBar';

// Market hosts: a link that went through contentHref loses its `/fr-fr` segment.
beforeAll(() => {
  process.env.MARKET_HOSTS = 'fr.example=fr_FR,es.example=es_ES,it.example=it_IT,nl.example=nl_NL,be.example=BE';
});

const page = homepage();

describe('PromoBar', () => {
  it('"promo bar with optional flow tabs": a named navigation whose active tab is the current page', async () => {
    const html = await renderInMarket(<PromoBar bar={page.promoBar} locale="fr_FR" />);
    expect(html).toContain('<nav aria-label="Séjours, cadeaux et activités"');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<a href="\/\?flow=booking" aria-current="page"[^>]*>Séjours<\/a>/);
    expect(html).toMatch(/<a href="\/\?flow=gifting" class="[^"]*"[^>]*>Cadeaux<\/a>/);
  });

  it('is absent without a promo bar or links', async () => {
    expect(await renderInMarket(<PromoBar bar={null} locale="fr_FR" />)).toBe('');
    expect(await renderInMarket(<PromoBar bar={page.promoBar && { ...page.promoBar, links: [] }} locale="fr_FR" />)).toBe('');
  });
});

describe('AnnouncementBanner', () => {
  it('is one line leading to its link, in the colours of its variation', async () => {
    const html = await renderInMarket(<AnnouncementBanner banner={page.announcementBanner} locale="fr_FR" />);
    expect(html).toContain('data-tone="promo"');
    expect(html).toMatch(/<a href="\/promo\/black-friday"[^>]*>10 % en plus sur une sélection de séjours/);
  });

  it('draws nothing when there is no announcement', async () => {
    expect(await renderInMarket(<AnnouncementBanner banner={null} locale="fr_FR" />)).toBe('');
    const empty = page.announcementBanner && { ...page.announcementBanner, content: ' ' };
    expect(await renderInMarket(<AnnouncementBanner banner={empty} locale="fr_FR" />)).toBe('');
  });
});

describe('LandingTopBar', () => {
  it('"plus a top bar": its text and call to action on its palette', async () => {
    const topBar = { text: 'Black Friday : jusqu’à -40 %', cta: { label: 'J’en profite', url: '/fr-fr/recherche', newTab: false }, colorPalette: { background: '#111111', font: 'light' as const } };
    const html = await renderInMarket(<LandingTopBar topBar={topBar} locale="fr_FR" />);
    expect(html).toContain('Black Friday : jusqu’à -40 %');
    expect(html).toMatch(/<a href="\/recherche"[^>]*>J’en profite<\/a>/);
    expect(html).toMatch(/class="text-white" data-testid="landing-top-bar"/);
    expect(await renderInMarket(<LandingTopBar topBar={null} locale="fr_FR" />)).toBe('');
  });
});
