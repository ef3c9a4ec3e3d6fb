import { MARKETS } from '@escapade/domain/markets';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInMarket } from '../../components/search-box/test-render';
import { ApiError } from '../../lib/api-transport';
import { IdeaCardsSection, IdeaCardsView } from './IdeaCards';
import { ideaCardsState } from './idea-cards-model';

const content = vi.hoisted(() => ({ getWeekendIdeas: vi.fn() }));
vi.mock('../../lib/server-api', () => ({ serverApi: () => ({ content }) }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('../../i18n/messages');
  const messages = await loadMessages('fr');
  return { getTranslations: async (namespace?: string) => createTranslator({ locale: 'fr-FR', messages, namespace: namespace as never }) };
});

const { weekendIdeasScreen } = await import('./weekend-ideas-screen');
const { WeekendIdeasContent } = await import('./WeekendIdeasScreen');
const market = MARKETS.fr_FR;

/** The markup of a tree of server components (async ones included) inside the market's providers. */
async function renderServer(node: ReactNode): Promise<string> {
  const { NextIntlClientProvider } = await import('next-intl');
  const { loadMessages } = await import('../../i18n/messages');
  const { MarketProvider } = await import('../../components/market-context');
  const { prelude } = await prerender(
    <NextIntlClientProvider locale="fr-FR" messages={await loadMessages('fr')} timeZone={market.timeZone}>
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>{node}</MarketProvider>
    </NextIntlClientProvider>,
  );
  return new Response(prelude).text();
}

const cards = Array.from({ length: 11 }, (_, index) => ({ title: `Idée ${index + 1}`, href: `/fr-fr/recherche#theme=${index + 1}`, imageUrl: `/api/images/i${index}/640_360.webp` }));
const liTags = (html: string) => [...html.matchAll(/<li\b[^>]*>/g)].map((match) => match[0]);
const ideas = {
  locale: 'fr_FR' as const,
  title: 'Idées de week-end',
  intro: 'Besoin d’inspiration ?',
  sections: [
    { title: 'Par envie', cards: cards.map((card) => ({ title: card.title, url: card.href, imageUrl: card.imageUrl })) },
    { title: 'Vide', cards: [] },
  ],
  regions: [{ id: 7, label: 'Bretagne', url: '/fr-fr/bretagne' }],
};

describe('weekend ideas: sections of idea cards (first N shown, then "See more")', () => {
  it('sends every card in the HTML, none hidden and no button: without scripts the whole section is reachable', async () => {
    const html = await renderInMarket(<IdeaCardsSection title="Par envie" cards={cards} seeMoreLabel="Voir plus" isFirstSection />);
    expect(liTags(html)).toHaveLength(11);
    expect(liTags(html).filter((tag) => tag.includes('hidden'))).toHaveLength(0);
    expect(html).not.toContain('<button');
    expect(html).toContain('href="/fr-fr/recherche#theme=11"');
  });

  it("once the page runs, the first 8 show with 'See more'; pressing it reveals the rest and removes the button", async () => {
    const draw = (isExpanded: boolean) =>
      renderInMarket(<IdeaCardsView title="Par envie" cards={cards} state={ideaCardsState(cards.length, { isEnhanced: true, isExpanded })} seeMoreLabel="Voir plus" isFirstSection onSeeMore={() => undefined} />);
    const before = await draw(false);
    expect(liTags(before).map((tag) => tag.includes('hidden'))).toEqual([...Array(8).fill(false), true, true, true]);
    const listId = /<ul id="([^"]+)"/.exec(before)?.[1];
    expect(before).toMatch(new RegExp(`<button type="button" class="button-secondary self-center" aria-controls="${listId}">Voir plus</button>`));

    const after = await draw(true);
    expect(liTags(after).filter((tag) => tag.includes('hidden'))).toHaveLength(0);
    expect(after).not.toContain('Voir plus');
  });
});

describe('weekend ideas screen', () => {
  beforeEach(() => {
    content.getWeekendIdeas.mockReset();
  });

  it('is indexable, titled without waiting for the ideas; a segment after the screen is a 404', async () => {
    expect(await weekendIdeasScreen.describe({ market, rest: [] })).toEqual({ title: 'Idées de week-end', description: expect.stringContaining('inspiration') as string, indexable: true });
    expect(await weekendIdeasScreen.describe({ market, rest: ['bretagne'] })).toBeUndefined();
    expect(content.getWeekendIdeas).not.toHaveBeenCalled();
  });

  it('"Title, intro, sections of idea cards, list of regions" with their links', async () => {
    const html = await renderServer(await WeekendIdeasContent({ market, ideas }));
    expect(html).toMatch(/<h1[^>]*>Idées de week-end<\/h1>/);
    expect(html).toContain('Besoin d’inspiration ?');
    expect(html).toMatch(/<h2[^>]*>Par envie<\/h2>/);
    expect(html).not.toContain('Vide');
    expect(html).toMatch(/<h2 id="weekend-ideas-regions"[^>]*>Toutes nos régions<\/h2>/);
    expect(html).toMatch(/<a href="\/fr-fr\/bretagne"[^>]*>Bretagne<\/a>/);
  });

  it("streams the ideas behind 8 loading cards in 4 columns, and 'Oops, something went wrong' when they fail to load", async () => {
    content.getWeekendIdeas.mockRejectedValue(new ApiError('API answered 500', 500));
    const html = await renderServer(await weekendIdeasScreen.render({ market, rest: [] }));
    expect(html).toContain('Oups, une erreur s&#x27;est produite');
    expect(html).toContain('href="/fr-fr/"');

    const { WeekendIdeasLoading } = await import('./WeekendIdeasLoading');
    const skeleton = await renderInMarket(<WeekendIdeasLoading />);
    expect(skeleton).toContain('role="status"');
    expect(skeleton).toContain('Chargement des idées de week-end…');
    expect(skeleton).toContain('lg:grid-cols-4');
    expect(skeleton.match(/<li\b/g)).toHaveLength(8);
  });
});
