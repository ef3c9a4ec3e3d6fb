import type { MinisiteResponse } from '@escapade/contracts/content';
import type { OffersRequestInput } from '@escapade/contracts/search';
import { MARKETS } from '@escapade/domain/markets';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderServerInMarket } from '../../components/errors/render-server';
import { searchResultCard } from '../../components/cards/test-fixtures';
import { ApiError } from '../../lib/api-transport';
import { MinisiteBanner, MinisiteFooter } from './MinisiteParts';

const content = vi.hoisted(() => ({ getMinisite: vi.fn() }));
const search = vi.hoisted(() => ({ searchOffers: vi.fn() }));
vi.mock('../../lib/server-api', () => ({ serverApi: () => ({ content, search }) }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('../../i18n/messages');
  const messages = await loadMessages('fr');
  return { getTranslations: async (namespace?: string) => createTranslator({ locale: 'fr-FR', messages, namespace: namespace as never }) };
});

const { minisiteScreen } = await import('./minisite-screen');
const france = MARKETS.fr_FR;
const footer = 'Prix à partir de 75 € pour 2 personnes, en chambre double occupée par 2, dans la limite des disponibilités.';
const insurer: MinisiteResponse = {
  minisiteId: 1,
  minisiteUrl: 'mutuelle-horizon',
  partnerName: 'Mutuelle Horizon',
  minisiteLocale: 'fr_FR',
  bannerUrls: { desktop: '/api/images/b1/1920_595.webp', mobile: '/api/images/b1/750_360.webp' },
  logoUrl: '/api/images/l1/logo.webp',
  footer,
};
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('partner minisite screen', () => {
  beforeEach(() => {
    content.getMinisite.mockReset();
    search.searchOffers.mockReset();
  });

  it('is a "noindex, follow" page of its own market, titled with the partner', async () => {
    content.getMinisite.mockResolvedValue(insurer);
    expect(await minisiteScreen.describe({ market: france, rest: ['mutuelle-horizon'], flow: 'booking' })).toEqual({
      title: 'Nos séjours avec Mutuelle Horizon',
      indexable: false,
      locales: ['fr_FR'],
    });
    expect(content.getMinisite).toHaveBeenCalledWith('mutuelle-horizon');
    content.getMinisite.mockResolvedValue({ ...insurer, partnerName: null });
    expect(await minisiteScreen.describe({ market: france, rest: ['mutuelle-horizon'], flow: 'booking' })).toMatchObject({ title: 'Nos séjours partenaires', indexable: false });
  });

  it('answers undefined (a 404) for an unknown slug, another market than the minisite\'s, extra segments or a malformed slug', async () => {
    content.getMinisite.mockResolvedValue(null);
    expect(await minisiteScreen.describe({ market: france, rest: ['inconnu'], flow: 'booking' })).toBeUndefined();
    content.getMinisite.mockResolvedValue(insurer);
    expect(await minisiteScreen.describe({ market: MARKETS.fr_BE, rest: ['mutuelle-horizon'], flow: 'booking' })).toBeUndefined();
    expect(await minisiteScreen.describe({ market: MARKETS.nl_BE, rest: ['mutuelle-horizon'], flow: 'booking' })).toBeUndefined();
    expect(await minisiteScreen.describe({ market: france, rest: [], flow: 'booking' })).toBeUndefined();
    expect(await minisiteScreen.describe({ market: france, rest: ['mutuelle-horizon', 'x'], flow: 'booking' })).toBeUndefined();
    expect(await minisiteScreen.describe({ market: france, rest: ['Mutuelle_Horizon'], flow: 'booking' })).toBeUndefined();
    expect(content.getMinisite).toHaveBeenCalledTimes(3);
  });

  it("a failed call is not a 404: 'Oops, something went wrong'", async () => {
    content.getMinisite.mockRejectedValue(new ApiError('API answered 503', 503));
    expect(await minisiteScreen.describe({ market: france, rest: ['mutuelle-horizon'], flow: 'booking' })).toEqual({ title: "Oups, une erreur s'est produite", indexable: false });
    const html = await renderServerInMarket(await minisiteScreen.render({ market: france, rest: ['mutuelle-horizon'], flow: 'booking' }));
    expect(html).toContain('Oups, une erreur s&#x27;est produite');
  });

  it('co-branded page: banner, logo and "with {partnerName}", a search box carrying the minisite, a selection of stays and the partner footer', async () => {
    content.getMinisite.mockResolvedValue(insurer);
    search.searchOffers.mockResolvedValue({ exactMatch: Array.from({ length: 10 }, (_, index) => searchResultCard(index + 1)) });
    const html = await renderServerInMarket(await minisiteScreen.render({ market: france, rest: ['mutuelle-horizon'], flow: 'booking' }));
    expect(html).toContain('<source media="(min-width: 48rem)" srcSet="/api/images/b1/1920_595.webp" width="1920" height="595"/>');
    expect(html).toMatch(/<img src="\/api\/images\/b1\/750_360.webp" alt="" width="750" height="360"/);
    expect(html).toMatch(/<img src="\/api\/images\/l1\/logo.webp" alt=""/);
    expect(text(html)).toContain('Vos week-ends et séjours avec Mutuelle Horizon');
    expect(html).toMatch(/<h1 id="minisite-title"/);

    expect(html).toMatch(/<h2 id="minisite-search-title"[^>]*>Trouvez votre séjour<\/h2>.*<form role="search"/);
    expect(html).toMatch(/<a href="\/fr-fr\/recherche\?minisite=1&amp;from=searchbar" class="button-secondary">Voir tous les séjours<\/a>/);

    expect(html).toMatch(/<h2 id="minisite-selection-title"[^>]*>Notre sélection de séjours<\/h2>/);
    const selection = /data-testid="stay-selection">(.*?)<\/ul><\/section>/.exec(html)?.[1] ?? '';
    expect(selection.match(/<li\b/g)).toHaveLength(8);
    expect((search.searchOffers.mock.calls[0]?.[0] as OffersRequestInput).pagination).toEqual({ limit: 8, page: 0 });

    expect(html).toMatch(new RegExp(`<section aria-label="Conditions de l&#x27;offre partenaire"[^>]*><p[^>]*>${footer}</p></section>`));
  });

  it('a failed stay search leaves the selection out, silently', async () => {
    content.getMinisite.mockResolvedValue(insurer);
    search.searchOffers.mockRejectedValue(new ApiError('API answered 500', 500));
    const html = await renderServerInMarket(await minisiteScreen.render({ market: france, rest: ['mutuelle-horizon'], flow: 'booking' }));
    expect(html).toContain('Trouvez votre séjour');
    expect(html).not.toContain('Notre sélection de séjours');
  });
});

describe('minisite banner and footer', () => {
  it('without a partner name, the logo names the partner and the title has no "with"', () => {
    const html = renderToString(<MinisiteBanner minisite={insurer} headingId="t" labels={{ title: 'Vos week-ends et séjours', withPartner: null, partnerLogo: 'Logo du partenaire' }} />);
    expect(html).toContain('alt="Logo du partenaire"');
    expect(html).toMatch(/<h1 id="t"[^>]*>Vos week-ends et séjours<\/h1>/);
  });

  it('without a logo, no image but the banner', () => {
    const html = renderToString(<MinisiteBanner minisite={{ ...insurer, logoUrl: null }} headingId="t" labels={{ title: 'T', withPartner: 'avec De Dagkrant', partnerLogo: 'Logo' }} />);
    expect(html.match(/<img\b/g)).toHaveLength(1);
  });

  it('the footer shows only when the minisite has legal text', () => {
    expect(renderToString(<MinisiteFooter text={null} label="Conditions" />)).toBe('');
    expect(renderToString(<MinisiteFooter text={footer} label="Conditions" />)).toContain(footer);
  });
});
