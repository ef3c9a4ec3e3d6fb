import type { HomepageResponse } from '@escapade/contracts/content';
import { MARKETS } from '@escapade/domain/markets';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCKS, BOX_BLOCK, GIFT_ITEM, homepage, stayCard } from '../../components/content-blocks/test-fixtures';
import { MarketProvider } from '../../components/market-context';
import { loadMessages } from '../../i18n/messages';
import { ApiError } from '../../lib/api-transport';

const api = vi.hoisted(() => ({
  content: { getHomepage: vi.fn(), getAnnouncementBanners: vi.fn(), getGiftBlock: vi.fn(), getBoxBlock: vi.fn() },
  search: { searchOffers: vi.fn(), searchActivities: vi.fn() },
}));
vi.mock('../../lib/server-api', () => ({ serverApi: () => api }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages: load } = await import('../../i18n/messages');
  const messages = await load('fr');
  return { getTranslations: async (namespace?: string) => createTranslator({ locale: 'fr-FR', messages, namespace: namespace as never }) };
});
// The search box is the search pages' own (tested with them); here it only shows which flow it searches.
vi.mock('../../components/search-box/SearchPageSearchBox', () => ({ SearchPageSearchBox: ({ initialFlow }: { initialFlow: string }) => <form role="search" data-search-flow={initialFlow} /> }));
// The targeted banner reads the shell content on its own (its tests are the navigation's).
vi.mock('../../components/shell/nav/TargetedBanner', () => ({ TargetedBanner: () => null }));

const { HomeScreen, describeHome } = await import('./HomeScreen');

const market = MARKETS.fr_FR;
const messages = await loadMessages('fr');

/** The server's markup of the page (async components included), inside the market's providers. */
async function renderPage(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone="Europe/Paris">
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>{node}</MarketProvider>
    </NextIntlClientProvider>,
  );
  return new Response(prelude).text();
}

function answerHomepage(page: HomepageResponse) {
  api.content.getHomepage.mockImplementation(async (_locale: string, flow: string) => ({ ...page, flow: flow === 'gifting' || flow === 'activity' ? flow : 'booking' }));
}

const headingsOf = (html: string) => [...html.matchAll(/<h([12])[^>]*>([^<]*)<\/h\1>/g)].map((match) => `h${match[1]} ${match[2]}`);

describe('HomeScreen', () => {
  beforeEach(() => {
    for (const group of Object.values(api)) for (const call of Object.values(group)) call.mockReset();
    answerHomepage(homepage());
    api.content.getAnnouncementBanners.mockResolvedValue({
      homePages: { content: 'Annonce des pages d’accueil', colorVariation: 'promo', link: null, locale: 'fr_FR', flow: 'booking' },
      searchPages: null,
      productPages: null,
    });
    api.content.getGiftBlock.mockResolvedValue({ items: [GIFT_ITEM] });
    api.content.getBoxBlock.mockResolvedValue(BOX_BLOCK);
    api.search.searchOffers.mockResolvedValue({ exactMatch: [1, 2, 3, 4, 5].map((id) => stayCard(id)) });
  });

  it('draws the booking homepage: announcement, promo bar, one h1 with the search box, then an h2 per block in order', async () => {
    const html = await renderPage(<HomeScreen market={market} flowParam={undefined} />);
    expect(api.content.getHomepage).toHaveBeenCalledWith('fr_FR', 'booking');
    expect(headingsOf(html)).toEqual([
      'h1 Des week-ends qui font du bien',
      'h2 Pourquoi réserver chez nous',
      'h2 Nos thèmes',
      'h2 Nos séjours du moment',
      'h2 Des idées pour ce week-end',
      'h2 Nos coffrets cadeaux',
      'h2 10 % de remise en plus',
    ]);
    // The announcement of the home pages' group, the flow tabs, the search box in the jumbotron's flow.
    expect(html).toContain('Annonce des pages d’accueil');
    expect(html).toMatch(/<a href="\/fr-fr\/\?flow=booking" aria-current="page"/);
    expect(html).toContain('data-search-flow="booking"');
    // "top search default 3": three of the five cards the search found.
    expect(html.match(/<article/g)).toHaveLength(3);
    // The gifting flow's gift block is not the booking flow's; the boxes block already lists the boxes.
    expect(html).not.toContain('data-block="giftBlock"');
    expect(html).not.toContain('data-block="boxBlock"');
    expect(api.content.getGiftBlock).not.toHaveBeenCalled();
  });

  it('"falls back to the booking flow" for an unknown flow', async () => {
    await renderPage(<HomeScreen market={market} flowParam="hotel" />);
    expect(api.content.getHomepage).toHaveBeenCalledWith('fr_FR', 'booking');
  });

  it('adds the gift block in the gifting flow, and the box block where the page lists no boxes', async () => {
    answerHomepage(homepage({ blocks: [BLOCKS.usp, BLOCKS.top] }));
    const html = await renderPage(<HomeScreen market={market} flowParam="gifting" />);
    expect(api.content.getHomepage).toHaveBeenCalledWith('fr_FR', 'gifting');
    expect(html).toContain('data-block="giftBlock"');
    expect(html).toContain('data-block="boxBlock"');
    expect(html).toContain('data-flow="gifting"');
    expect(api.search.searchOffers.mock.calls[0]?.[0]).toMatchObject({ pagination: { limit: 3, page: 0 } });
  });

  it('keeps the page when a block fails: no top results, no gift block, the box block error only where errors are shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerHomepage(homepage({ blocks: [BLOCKS.usp, BLOCKS.top] }));
    api.search.searchOffers.mockRejectedValue(new ApiError('API answered 503', 503));
    api.content.getGiftBlock.mockRejectedValue(new ApiError('API answered 500', 500));
    api.content.getBoxBlock.mockRejectedValue(new ApiError('API answered 500', 500, { problem: { type: 'about:blank', title: 'Internal', status: 500, detail: 'Boxes unavailable' } as never }));
    const html = await renderPage(<HomeScreen market={market} flowParam="gifting" />);
    expect(html).toContain('Pourquoi réserver chez nous');
    expect(html).not.toContain('data-block="topSearchResults"');
    expect(html).not.toContain('data-block="giftBlock"');
    // Tests run outside production, where errors are set to be shown.
    expect(html).toContain('Erreur : Boxes unavailable');
    vi.mocked(console.warn).mockRestore();
  });

  it('stands on the site\'s own jumbotron and search box when the homepage content cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.content.getHomepage.mockRejectedValue(new ApiError('API answered 503', 503));
    api.content.getAnnouncementBanners.mockRejectedValue(new ApiError('API answered 503', 503));
    const html = await renderPage(<HomeScreen market={market} flowParam={undefined} />);
    // The box block, a call of its own, still shows the market's boxes.
    expect(headingsOf(html)).toEqual(["h1 Des week-ends à l&#x27;hôtel, activités incluses", 'h2 Offrez un coffret']);
    expect(html).toContain('role="search"');
    expect(html).not.toContain('data-testid="promo-bar"');
    expect(await describeHome(market, undefined)).toMatchObject({ indexable: true, follow: true });
    vi.mocked(console.warn).mockRestore();
  });

  it('takes its head from the homepage\'s SEO data (title, description, index/follow)', async () => {
    answerHomepage(homepage({ seo: { title: 'Escapade – cadeaux', description: 'Offrez un séjour', index: false, follow: true } }));
    expect(await describeHome(market, 'gifting')).toEqual({ title: 'Escapade – cadeaux', description: 'Offrez un séjour', indexable: false, follow: true });
  });
});
