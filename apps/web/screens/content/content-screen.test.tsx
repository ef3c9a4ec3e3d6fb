import { MARKETS } from '@escapade/domain/markets';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-transport';

const content = vi.hoisted(() => ({ getStaticPage: vi.fn() }));
vi.mock('../../lib/server-api', () => ({ serverApi: () => ({ content }) }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('../../i18n/messages');
  const messages = await loadMessages('fr');
  return { getTranslations: async (namespace?: string) => createTranslator({ locale: 'fr-FR', messages, namespace: namespace as never }) };
});

const { contentScreen } = await import('./content-screen');

/** The markup of a tree of server components (async ones included), as the server sends it. */
async function renderServer(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(<>{node}</>);
  return new Response(prelude).text();
}
const market = MARKETS.fr_FR;
const faq = { id: 'faq', locale: 'fr_FR' as const, title: 'Questions fréquentes', description: 'Les réponses à vos questions.', html: '<h1>Questions fréquentes</h1><h2>Réserver</h2><ul><li><a href="/fr-fr/contact">Nous écrire</a></li></ul>' };

describe('content screen', () => {
  beforeEach(() => {
    content.getStaticPage.mockReset();
  });

  it('"Second path segment is the content id": the page found is indexable, titled and described by the page', async () => {
    content.getStaticPage.mockResolvedValue(faq);
    expect(await contentScreen.describe({ market, rest: ['faq'] })).toEqual({ title: 'Questions fréquentes', description: 'Les réponses à vos questions.', indexable: true });
    expect(content.getStaticPage).toHaveBeenCalledWith('fr_FR', 'faq');
  });

  it('answers undefined (a 404) for an unknown id, no id, extra segments or a malformed id, asking the API only for a well-formed id', async () => {
    content.getStaticPage.mockResolvedValue(null);
    expect(await contentScreen.describe({ market, rest: ['inconnue'] })).toBeUndefined();
    expect(await contentScreen.describe({ market, rest: [] })).toBeUndefined();
    expect(await contentScreen.describe({ market, rest: ['faq', 'plus'] })).toBeUndefined();
    expect(await contentScreen.describe({ market, rest: ['FAQ'] })).toBeUndefined();
    expect(await contentScreen.describe({ market, rest: ['../admin'] })).toBeUndefined();
    expect(content.getStaticPage).toHaveBeenCalledTimes(1);
  });

  it("a failed call is not a 404: 'Oops, something went wrong', noindex, and the panel with the way home", async () => {
    content.getStaticPage.mockRejectedValue(new ApiError('API answered 503', 503));
    expect(await contentScreen.describe({ market, rest: ['faq'] })).toEqual({ title: "Oups, une erreur s'est produite", indexable: false });
    const html = await renderServer(await contentScreen.render({ market, rest: ['faq'] }));
    expect(html).toContain('Oups, une erreur s&#x27;est produite');
    expect(html).toContain('href="/fr-fr/"');
  });

  it('draws the title as the one h1, a breadcrumb from home, and the sanitised HTML with its links rebuilt', async () => {
    content.getStaticPage.mockResolvedValue(faq);
    const html = await renderServer(await contentScreen.render({ market, rest: ['faq'] }));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Questions fréquentes<\/h1>/);
    expect(html).toMatch(/<nav aria-label="Fil d&#x27;Ariane"[^>]*>.*href="\/fr-fr\/?"[^>]*>Accueil<\/a>.*<li aria-current="page">Questions fréquentes<\/li>/);
    expect(html).toContain('<div class="text-base leading-relaxed');
    expect(html).toContain('<h2>Réserver</h2><ul><li><a href="/fr-fr/contact">Nous écrire</a></li></ul>');
  });
});
