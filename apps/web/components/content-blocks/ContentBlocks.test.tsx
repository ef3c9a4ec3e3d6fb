import type { ContentBlock } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { beforeAll, describe, expect, it } from 'vitest';
import { toStayCardView } from '../cards/card-view';
import { renderInMarket } from '../search-box/test-render';
import { BoxBlock } from './BoxBlock';
import { ContentBlocks } from './ContentBlocks';
import { GiftBlock } from './GiftBlock';
import { Jumbotron } from './Jumbotron';
import { BLOCKS, BOX_BLOCK, GIFT_ITEM, homepage, stayCard } from './test-fixtures';
import type { TopResults } from './top-search-results';

/**
 * Rendered in market-hosts mode: content links are single-host paths (`/fr-fr/…`), so a link that
 * went through contentHref reads `/…` on the market's own host, or the other market's origin.
 */
beforeAll(() => {
  process.env.MARKET_HOSTS = 'fr.example=fr_FR,es.example=es_ES,it.example=it_IT,nl.example=nl_NL,be.example=BE';
});

const NO_RESULTS: ReadonlyMap<string, TopResults> = new Map();
const STAYS: ReadonlyMap<string, TopResults> = new Map([
  [
    BLOCKS.top.id,
    {
      resultType: 'stays',
      cards: [1, 2, 3].map((id) => {
        const view = toStayCardView(stayCard(id), 'booking', {});
        return { view, href: view.href };
      }),
    },
  ],
]);

function blocks(list: readonly ContentBlock[], topResults = STAYS, locale: Locale = 'fr_FR') {
  return renderInMarket(<ContentBlocks blocks={list} locale={locale} topResults={topResults} />, locale);
}

function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

describe('ContentBlocks', () => {
  it('draws each block in order under its own h2, and no second jumbotron or h1', async () => {
    const html = await blocks(homepage().blocks);
    expect(count(html, /<h1[ >]/)).toBe(0);
    const headings = [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(['Pourquoi réserver chez nous', 'Nos thèmes', 'Nos séjours du moment', 'Des idées pour ce week-end', 'Nos coffrets cadeaux', '10 % de remise en plus']);
    // Every section is named by its heading.
    for (const match of html.matchAll(/<section aria-labelledby="([^"]+)"/g)) expect(html).toContain(`id="${match[1]}"`);
  });

  it('renders every content link through contentHref (market paths on the market\'s own host)', async () => {
    const links = hrefs(await blocks(homepage().blocks));
    expect(links).toEqual(expect.arrayContaining(['/romantique', '/famille', '/recherche', '/idees-week-end', '/coffrets-cadeaux', '/coffrets-cadeaux/BOX-GOURMET-EBOX', '/promo/black-friday']));
    expect(links.filter((href) => href.startsWith('/fr-fr/'))).toEqual([]);
  });

  it('leads a link to another market to that market\'s host (the Belgian languages share one)', async () => {
    const toFrance = { ...BLOCKS.banner, cta: { label: 'France', url: '/fr-fr/promo/xmas', newTab: false } };
    expect(hrefs(await blocks([toFrance], NO_RESULTS, 'fr_BE'))).toContain('https://fr.example/promo/xmas');
    const toDutch = { ...BLOCKS.banner, cta: { label: 'Nederlands', url: '/nl-be/promo/xmas', newTab: false } };
    expect(hrefs(await blocks([toDutch], NO_RESULTS, 'fr_BE'))).toContain('/nl/promo/xmas');
  });

  it('opens a newTab link in a new tab without the opener, and says so', async () => {
    const html = await blocks([BLOCKS.banner]);
    expect(html).toMatch(/<a href="\/promo\/black-friday"[^>]* target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain("(s&#x27;ouvre dans un nouvel onglet)");
  });

  it('gives a palette block the text colour its background needs', async () => {
    const dark = await blocks([BLOCKS.marketing]);
    expect(dark).toContain('data-tone="light"');
    expect(dark).toMatch(/class="[^"]*text-white[^"]*" style="background-color:#1d3557"/);
    const pale = await blocks([{ ...BLOCKS.marketing, colorPalette: { background: '#e9f5db', font: 'light' } }]);
    expect(pale).toContain('data-tone="dark"');
    expect(pale).toMatch(/class="[^"]*text-ink[^"]*" style="background-color:#e9f5db"/);
  });

  it('"Box promo shown only if discount over 5 percent": the badge and struck price on the 10 % box only', async () => {
    const html = await blocks([BLOCKS.boxes]);
    expect(count(html, /data-testid="box-promo"/)).toBe(1);
    expect(html).toContain('-10 %');
    expect(html).not.toContain('-5 %');
    expect(count(html, /<s>/)).toBe(1);
    // Four in view on desktop, moved by arrows named after the block.
    expect(html).toContain('aria-label="Nos coffrets cadeaux : voir les suivants"');
  });

  it('draws no boxes block without boxes', async () => {
    expect(await blocks([{ ...BLOCKS.boxes, boxes: [] }])).toBe('');
  });

  it('"main selling points (secondary variant has 2 columns)", the primary 4', async () => {
    expect(await blocks([BLOCKS.usp])).toContain('data-columns="4"');
    expect(await blocks([{ ...BLOCKS.usp, variant: 'secondary' }])).toContain('data-columns="2"');
  });

  it('draws top search results with the search cards, and nothing when the search found or failed to find any', async () => {
    const html = await blocks([BLOCKS.top]);
    expect(count(html, /<article/)).toBe(3);
    expect(html).toContain('Séjour 3');
    expect(hrefs(html)).toContain('/sejour/1?flow=booking');
    expect(await blocks([BLOCKS.top], new Map([[BLOCKS.top.id, { resultType: 'stays', cards: [] }]]))).toBe('');
    expect(await blocks([BLOCKS.top], NO_RESULTS)).toBe('');
  });
});

describe('Jumbotron', () => {
  it('is the page\'s h1 over its image, the largest paint: eager, high priority, sized, 750_360 mobile and 1920_595 desktop', async () => {
    const html = await renderInMarket(<Jumbotron title="Des week-ends qui font du bien" subtitle="Hôtel et activités" image={BLOCKS.jumbotron.image} searchBox={<form role="search" />} />);
    expect(count(html, /<h1[ >]/)).toBe(1);
    expect(html).toContain('Des week-ends qui font du bien</h1>');
    expect(html).toMatch(/<source media="\(min-width: 48rem\)" srcSet="\/api\/images\/sea\/1920_595.webp" width="1920" height="595"/);
    expect(html).toMatch(/<img src="\/api\/images\/sea\/750_360.webp" alt="" width="750" height="360" loading="eager" fetchPriority="high"/i);
    expect(html).toContain('role="search"');
  });
});

describe('GiftBlock', () => {
  it('offers a single voucher, a box, a gift card and an activity through contentHref', async () => {
    const html = await renderInMarket(<GiftBlock items={[GIFT_ITEM]} locale="fr_FR" />);
    expect(html).toContain('Faire plaisir avec un cadeau</h2>');
    expect(html).toContain('Séjour cadeau</h3>');
    const links = hrefs(html);
    expect(links).toEqual(['/?flow=gifting', '/coffrets-cadeaux', '/giftcard/customization', '/?flow=activity']);
  });

  it('leaves out the box and gift card where the item has no link for them', async () => {
    const html = await renderInMarket(<GiftBlock items={[{ ...GIFT_ITEM, boxURL: null, giftcardURL: null }]} locale="it_IT" />, 'it_IT');
    expect(html).not.toContain('data-gift="box"');
    expect(html).not.toContain('data-gift="giftcard"');
    expect(html).toContain('data-gift="singleVoucher"');
    expect(html).toContain('data-gift="activity"');
  });

  it('draws nothing without items', async () => {
    expect(await renderInMarket(<GiftBlock items={[]} locale="fr_FR" />)).toBe('');
  });
});

describe('BoxBlock', () => {
  it('draws the boxes on the block\'s palette', async () => {
    const html = await renderInMarket(<BoxBlock load={{ status: 'loaded', block: BOX_BLOCK }} locale="fr_FR" showErrors={false} />);
    expect(html).toContain('Offrez un coffret</h2>');
    expect(html).toContain('data-tone="dark"');
    expect(hrefs(html)).toContain('/coffrets-cadeaux/BOX-GOURMET-EBOX');
  });

  it("\"'Error: {message}' only when errors are set to be shown, else nothing\"", async () => {
    const failed = { status: 'failed', message: 'Boxes unavailable' } as const;
    expect(await renderInMarket(<BoxBlock load={failed} locale="fr_FR" showErrors />)).toContain('Erreur : Boxes unavailable');
    expect(await renderInMarket(<BoxBlock load={failed} locale="nl_NL" showErrors />, 'nl_NL')).toContain('Fout: Boxes unavailable');
    expect(await renderInMarket(<BoxBlock load={failed} locale="fr_FR" showErrors={false} />)).toBe('');
  });
});
