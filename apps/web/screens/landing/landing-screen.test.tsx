import type { LandingResponse } from '@escapade/contracts/content';
import { MARKETS } from '@escapade/domain/markets';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCKS, stayCard } from '../../components/content-blocks/test-fixtures';
import { MarketProvider } from '../../components/market-context';
import { loadMessages } from '../../i18n/messages';

const api = vi.hoisted(() => ({ content: { getLanding: vi.fn() }, search: { searchOffers: vi.fn(), searchActivities: vi.fn() } }));
vi.mock('../../lib/server-api', () => ({ serverApi: () => api }));
vi.mock('../../components/search-box/SearchPageSearchBox', () => ({ SearchPageSearchBox: ({ initialFlow }: { initialFlow: string }) => <form role="search" data-search-flow={initialFlow} /> }));

const { landingScreen } = await import('./landing-screen');

const market = MARKETS.fr_FR;
const messages = await loadMessages('fr');

async function renderPage(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone="Europe/Paris">
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>{node}</MarketProvider>
    </NextIntlClientProvider>,
  );
  return new Response(prelude).text();
}

const blackFriday: LandingResponse = {
  locale: 'fr_FR',
  slug: 'black-friday',
  seo: { title: 'Black Friday | Escapade', description: 'Nos meilleures offres', index: true, follow: true },
  topBar: { text: 'Black Friday : jusqu’à -40 %', cta: { label: 'Voir les offres', url: '/fr-fr/recherche', newTab: false }, colorPalette: { background: '#111111', font: 'light' } },
  jumbotron: { ...BLOCKS.jumbotron, title: 'Black Friday', flow: 'gifting' },
  blocks: [BLOCKS.banner, BLOCKS.top, BLOCKS.usp],
};

describe('landing screen', () => {
  beforeEach(() => {
    api.content.getLanding.mockReset();
    api.search.searchOffers.mockReset();
    api.search.searchOffers.mockResolvedValue({ exactMatch: [1, 2, 3].map((id) => stayCard(id)) });
  });

  it('describes a campaign from its SEO data, indexable per seo.index', async () => {
    api.content.getLanding.mockResolvedValue(blackFriday);
    expect(await landingScreen.describe({ market, rest: ['black-friday'], flow: 'booking' })).toEqual({ title: 'Black Friday | Escapade', description: 'Nos meilleures offres', indexable: true });
    expect(api.content.getLanding).toHaveBeenCalledWith('fr_FR', 'black-friday');
    api.content.getLanding.mockResolvedValue({ ...blackFriday, seo: { ...blackFriday.seo, index: false } });
    expect(await landingScreen.describe({ market, rest: ['black-friday'], flow: 'booking' })).toMatchObject({ indexable: false });
  });

  it('is a 404 for an unknown campaign (without asking the API) or one the market has no page for', async () => {
    expect(await landingScreen.describe({ market, rest: ['easter'], flow: 'booking' })).toBeUndefined();
    expect(await landingScreen.describe({ market, rest: [], flow: 'booking' })).toBeUndefined();
    expect(api.content.getLanding).not.toHaveBeenCalled();
    api.content.getLanding.mockResolvedValue(null);
    expect(await landingScreen.describe({ market, rest: ['xmas'], flow: 'booking' })).toBeUndefined();
  });

  it('"the same kinds plus a top bar": top bar, the jumbotron\'s h1 and search box in its flow, then the blocks', async () => {
    api.content.getLanding.mockResolvedValue(blackFriday);
    const html = await renderPage(await landingScreen.render({ market, rest: ['black-friday'], flow: 'booking' }));
    expect(html.indexOf('data-testid="landing-top-bar"')).toBeLessThan(html.indexOf('<h1'));
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('data-search-flow="gifting"');
    const headings = [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(['10 % de remise en plus', 'Nos séjours du moment', 'Pourquoi réserver chez nous']);
    expect(html.match(/<article/g)).toHaveLength(3);
  });
});
