import type { OffersRequestInput } from '@escapade/contracts/search';
import { MARKETS } from '@escapade/domain/markets';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-transport';
import { renderServerInMarket } from './render-server';
import { searchResultCard } from '../cards/test-fixtures';

const search = vi.hoisted(() => ({ searchOffers: vi.fn() }));
vi.mock('../../lib/server-api', () => ({ serverApi: () => ({ search }) }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('../../i18n/messages');
  const messages = await loadMessages('fr');
  return { getTranslations: async (namespace?: string) => createTranslator({ locale: 'fr-FR', messages, namespace: namespace as never }) };
});

const { NotFoundScreen } = await import('./NotFoundScreen');
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('not-found page', () => {
  beforeEach(() => {
    search.searchOffers.mockReset();
  });

  it("'Oops', the text with error code 404, the home button, then a search box and the selection of the moment (4 stays)", async () => {
    search.searchOffers.mockResolvedValue({ exactMatch: [1, 2, 3, 4, 5].map((id) => searchResultCard(id)) });
    const html = await renderServerInMarket(await NotFoundScreen({ market: MARKETS.fr_FR }));
    const page = text(html);
    expect(html).toMatch(/<h1[^>]*>Oups<\/h1>/);
    expect(page).toMatch(/Code d'erreur\s:\s404/);
    expect(html).toMatch(/<a href="\/fr-fr\/" class="button-primary">Aller à la page d&#x27;accueil<\/a>/);
    // No hash on the server: the 'Too late' recovery is the browser's.
    expect(page).not.toContain('Trop tard');

    expect(html).toMatch(/<h2 id="not-found-search-title"[^>]*>Trouvez votre prochain séjour<\/h2>.*<form role="search" aria-label="Rechercher un séjour"/);
    expect(html).toMatch(/<h2 id="not-found-selection-title"[^>]*>La sélection du moment<\/h2>/);
    const selection = /data-testid="stay-selection">(.*?)<\/ul><\/section>/.exec(html)?.[1] ?? '';
    expect(selection.match(/<li\b/g)).toHaveLength(4);
    expect(selection).toContain('href="/fr-fr/sejour/1?flow=booking"');
    // "grid of 4 desktop, scroller mobile".
    expect(html).toMatch(/class="[^"]*overflow-x-auto[^"]*lg:grid lg:grid-cols-4[^"]*" data-testid="stay-selection"/);

    const request = search.searchOffers.mock.calls[0]?.[0] as OffersRequestInput;
    expect(request.locale).toBe('fr_FR');
    expect(request.pagination).toEqual({ limit: 4, page: 0 });
    expect(request.type).toBeUndefined();
    expect(request.filters?.offer?.date).toBeUndefined();
  });

  it('leaves the selection out, silently, when the search fails', async () => {
    search.searchOffers.mockRejectedValue(new ApiError('API answered 503', 503));
    const html = await renderServerInMarket(await NotFoundScreen({ market: MARKETS.fr_FR }));
    expect(html).toMatch(/<h1[^>]*>Oups<\/h1>/);
    expect(html).toContain('Trouvez votre prochain séjour');
    expect(html).not.toContain('La sélection du moment');
  });
});
