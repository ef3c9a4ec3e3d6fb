import { MARKETS } from '@escapade/domain/markets';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketProvider } from '../../components/market-context';
import { loadMessages } from '../../i18n/messages';

const navigation = vi.hoisted(() => ({ search: '' }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages: load } = await import('../../i18n/messages');
  const messages = await load('fr');
  return { getTranslations: async (namespace?: string) => createTranslator({ locale: 'fr-FR', messages, namespace: namespace as never }) };
});

const { contactScreen } = await import('./contact-screen');
const market = MARKETS.fr_FR;

/** The page's markup as the server sends it, inside the providers of a market page. */
async function renderPage(): Promise<string> {
  const messages = await loadMessages('fr');
  const page = await contactScreen.render({ market, rest: [] });
  const tree: ReactNode = (
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone={market.timeZone}>
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>{page}</MarketProvider>
    </NextIntlClientProvider>
  );
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('contact screen', () => {
  beforeEach(() => {
    navigation.search = '';
  });

  it('is one indexable page, /contact; a segment after it is a 404', async () => {
    expect(await contactScreen.describe({ market, rest: [] })).toEqual({
      title: 'Contactez-nous',
      description: expect.stringContaining('sous 48 h'),
      indexable: true,
    });
    expect(await contactScreen.describe({ market, rest: ['x'] })).toBeUndefined();
  });

  it('draws the help banner to the FAQ, the quick actions to the booking lookup with their hash and five popular questions', async () => {
    const html = await renderPage();
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Comment pouvons-nous vous aider \?<\/h1>/);
    expect(html).toMatch(/<a href="\/fr-fr\/infos\/faq" class="button-secondary[^"]*">Consulter la FAQ<\/a>/);
    expect(html).toMatch(/<a href="\/fr-fr\/account\/booking#modify"[^>]*>Modifier ma réservation<\/a>/);
    expect(html).toMatch(/<a href="\/fr-fr\/account\/booking#cancel"[^>]*>Annuler ma réservation<\/a>/);
    expect(html).toMatch(/<a href="\/fr-fr\/account\/booking#invoice"[^>]*>Demander une facture<\/a>/);
    const questions = [...html.matchAll(/<a href="\/fr-fr\/infos\/faq#([a-z-]+)"/g)].map((match) => match[1]);
    expect(questions).toEqual(['booking-change', 'gift-validity', 'payment-methods', 'cancellation', 'voucher-use']);
    expect(text(html)).toContain('Comment modifier les dates de mon séjour ?');
  });

  it("offers 'Leave us a message' (the answer within 48h) and no chat, which needs a messenger app id", async () => {
    const html = await renderPage();
    expect(html).toMatch(/<button type="button" class="button-primary self-start" aria-haspopup="dialog">Laissez-nous un message<\/button>/);
    expect(text(html)).toContain('notre service client vous contactera sous 48 h.');
    expect(text(html).toLowerCase()).not.toContain('chat');
    // The form's code is not on the page until the dialog opens.
    expect(html).not.toContain('name="reason"');
  });

  it("shows the thank-you message when ref is contact_thank_you, and only then", async () => {
    expect(text(await renderPage())).not.toContain('Merci pour votre message');
    navigation.search = 'ref=contact_thank_you';
    const html = await renderPage();
    expect(html).toMatch(/<div role="status"><p tabindex="-1"[^>]*>Merci pour votre message. Notre service client vous contactera sous 48 h.<\/p><\/div>/i);
    navigation.search = 'ref=other';
    expect(text(await renderPage())).not.toContain('Merci pour votre message');
  });
});
