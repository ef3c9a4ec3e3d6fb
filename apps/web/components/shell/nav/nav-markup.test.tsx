import type { TargetedBanner } from '@escapade/contracts/content';
import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../../search-box/test-render';
import { PageBreadcrumb } from '../PageBreadcrumb';
import { DesktopNav } from './DesktopNav';
import { InspirationsPanel } from './InspirationsPanel';
import { HiddenMenuLinks } from './menu-parts';
import { buildHeaderMenu, menuLinksHtml, toMenuTree } from './menu-tree';
import { MobileNav } from './MobileNav';
import { TargetedBannerView } from './TargetedBanner';
import { asIs, navLink, seedLikeNav, THEME_OF_THE_WEEK } from './test-nav';

const menu = buildHeaderMenu({ nav: seedLikeNav(), themeOfTheWeek: THEME_OF_THE_WEEK }, asIs)!;

/** The `<ul>` that directly holds the link to `href`. */
function listClassAround(html: string, href: string): string | undefined {
  const at = html.indexOf(`href="${href}"`);
  const open = html.lastIndexOf('<ul', at);
  return /^<ul(?: class="([^"]*)")?/.exec(html.slice(open))?.[1];
}

describe('DesktopNav server markup', () => {
  it('has every link of the four levels in the HTML, hidden until the menu opens', async () => {
    const html = await renderInMarket(<DesktopNav items={menu.items} theme={menu.theme} />);
    expect(html).toContain('<nav aria-label="Menu principal"');
    expect(html).toMatch(/<button type="button" aria-expanded="false"[^>]*>Inspirations/);
    // Each group's panel right after its trigger, which names it.
    const controls = /<button type="button" aria-expanded="false" aria-controls="([^"]+)"[^>]*>Inspirations/.exec(html)?.[1];
    expect(controls).toBeTruthy();
    expect(html).toContain(`<div id="${controls}" hidden=""`);
    for (const href of ['/fr-fr/france', '/fr-fr/france-region-16', '/fr-fr/espagne-region-14', '/fr-fr/gastronomie', '/giftcard/customization']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).not.toContain('/fr-fr/niveau-cinq');
  });

  it('writes the hidden links as plain nested lists that read as their visible versions, counts included, and escapes the content\'s text', async () => {
    const html = await renderInMarket(<DesktopNav items={menu.items} theme={menu.theme} />);
    expect(html).toContain('<li><a href="/fr-fr/france">France (412)</a><ul><li><a href="/fr-fr/france-region-1">france région 1 (10)</a></li>');
    // A group without a page of its own is a label of its list.
    expect(html).toContain('<div><ul><li>Destinations<ul>');
    // In the group's panel, without layout classes: the lists are never shown (an open group draws its panel instead).
    const hidden = menuLinksHtml(menu.items[0]!.children);
    expect(html).toContain(`<div>${hidden}</div>`);
    expect(hidden).not.toContain('class=');
    const tricky = toMenuTree([navLink('g', 'Groupe', null, { children: [navLink('x', 'Vins <rouges> & "blancs"', "/fr-fr/vins?a=1&b='2'")] })], asIs);
    expect(menuLinksHtml(tricky)).toBe('<ul><li>Groupe<ul><li><a href="/fr-fr/vins?a=1&#38;b=&#39;2&#39;">Vins &#60;rouges&#62; &#38; &#34;blancs&#34;</a></li></ul></li></ul>');
    // 'Activités' is a plain link of level 1, in the accent colour.
    expect(html).toMatch(/<a data-menu-id="activities" class="[^"]*text-accent-700[^"]*" href="\/fr-fr\/?\?flow=activity">/);
  });

  it('sets the hidden links as HTML that hydration leaves alone: one element for React, the same string on both sides', () => {
    const group = menu.items[0]!;
    const element = HiddenMenuLinks({ nodes: group.children });
    expect(element.type).toBe('div');
    expect(element.props).toEqual({ dangerouslySetInnerHTML: { __html: menuLinksHtml(group.children) } });
  });

  it('"groups of 15 or more children use columns" in the open panel: 16 links in columns, 14 not', async () => {
    const wide = toMenuTree([navLink('top', 'Top', null, { children: [navLink('tab', 'Onglet', null, { children: Array.from({ length: 16 }, (_, i) => navLink(`l${i}`, `Lien ${i}`, `/fr-fr/l${i}`)) })] })], asIs);
    const narrow = toMenuTree([navLink('top', 'Top', null, { children: [navLink('tab', 'Onglet', null, { children: Array.from({ length: 14 }, (_, i) => navLink(`l${i}`, `Lien ${i}`, `/fr-fr/l${i}`)) })] })], asIs);
    const panel = (items: typeof wide) => renderInMarket(<InspirationsPanel item={items[0]!} theme={null} focusOnMount={{ current: false }} />);
    expect(listClassAround(await panel(wide), '/fr-fr/l1')).toContain('columns-2');
    expect(listClassAround(await panel(narrow), '/fr-fr/l1') ?? '').not.toContain('columns');
  });
});

describe('MobileNav drill-down markup', () => {
  it('starts with level 1: groups are buttons, links are links', async () => {
    const html = await renderInMarket(<MobileNav items={menu.items} theme={menu.theme} />);
    expect(html).toMatch(/<button type="button" data-drill-id="inspirations"[^>]*><span><span>Inspirations<\/span><\/span><svg/);
    expect(html).toMatch(/<a data-drill-id="activities"[^>]*href="\/fr-fr\/?\?flow=activity"/);
    expect(html).not.toContain('Retour');
  });

  it("shows a group's children under its title with a Back button, down to level 4", async () => {
    const html = await renderInMarket(<MobileNav items={menu.items} theme={menu.theme} initialPath={['inspirations', 'destinations', 'france']} />);
    expect(html).toContain('Retour');
    expect(html).toMatch(/<h3 data-drill-title="true" tabindex="-1"[^>]*>France<\/h3>/);
    expect(html).toContain('Tout voir : France');
    expect(html).toContain('href="/fr-fr/france-region-16"');
    expect(html).not.toContain('href="/fr-fr/espagne-region-1"');
    // Counts where present, after the label, in the muted colour.
    expect(html).toMatch(/<span><span>france région 16<\/span> <span class="[^"]*text-muted[^"]*">\(25\)<\/span><\/span>/);
  });

  it("suggests this week's theme in the 'Our themes' group, with 'I want to go!'", async () => {
    const themes = await renderInMarket(<MobileNav items={menu.items} theme={menu.theme} initialPath={['inspirations', 'themes']} />);
    expect(themes).toContain('Le thème de la semaine');
    expect(themes).toContain("J&#x27;ai envie d&#x27;y aller !");
    const destinations = await renderInMarket(<MobileNav items={menu.items} theme={menu.theme} initialPath={['inspirations', 'destinations']} />);
    expect(destinations).not.toContain('Le thème de la semaine');
    const nl = await renderInMarket(<MobileNav items={menu.items} theme={menu.theme} initialPath={['inspirations', 'themes']} />, 'nl_BE');
    expect(nl).toContain('Daar wil ik heen!');
  });

  it('draws groups without a page of their own without a see-all link', async () => {
    const items = toMenuTree([navLink('g', 'Groupe', null, { children: [navLink('a', 'A', '/fr-fr/a')] })], asIs);
    const html = await renderInMarket(<MobileNav items={items} theme={null} initialPath={['g']} />);
    expect(html).not.toContain('Tout voir');
  });
});

const banner: TargetedBanner = {
  title: 'Offrez une escapade',
  subtitle: 'Le cadeau qui fait voyager',
  imageUrl: '/api/images/b1/1920_595.webp',
  imageMobile: '/api/images/b2/750_360.webp',
  imagePosition: 'right',
  imageAlt: 'Un lac au coucher du soleil',
  ctas: [{ label: 'Choisir un cadeau', url: '/fr-fr/?flow=gifting', newTab: false }],
  url: '/fr-fr/?flow=gifting',
  newTab: false,
  category: 'gift',
  campaign: 'gift-always-on',
};

describe('TargetedBannerView', () => {
  it('draws title, subtitle, the desktop and mobile images at their position, and the calls to action', async () => {
    const html = await renderInMarket(<TargetedBannerView banner={banner} toHref={(url) => `/x${url}`} newTabLabel="(nouvel onglet)" />);
    expect(html).toContain('<section aria-label="Offrez une escapade"');
    expect(html).toContain('Le cadeau qui fait voyager');
    expect(html).toContain('<source media="(min-width: 48rem)" srcSet="/api/images/b1/1920_595.webp"/>');
    expect(html).toMatch(/<img src="\/api\/images\/b2\/750_360.webp" alt="Un lac au coucher du soleil"[^>]*object-right/);
    // Not fetched with the page's first requests (the jumbotron's picture above it is the largest paint).
    expect(html).toMatch(/<img src="\/api\/images\/b2\/750_360.webp"[^>]* loading="lazy"/);
    expect(html).toMatch(/<a class="button-primary[^"]*" href="\/x\/fr-fr\/?\?flow=gifting">Choisir un cadeau<\/a>/);
    // The call to action already leads to the banner's url: the title is not a second link there.
    expect(html.match(/href="\/x\/fr-fr\/?\?flow=gifting"/g)).toHaveLength(1);
  });

  it('links the title to the url and opens new tabs where asked, saying so', async () => {
    const html = await renderInMarket(
      <TargetedBannerView banner={{ ...banner, url: '/fr-fr/promo', newTab: true, ctas: [] }} toHref={(url) => url} newTabLabel="(nouvel onglet)" />,
    );
    expect(html).toMatch(/<a target="_blank" rel="noopener noreferrer" class="[^"]*" href="\/fr-fr\/promo">Offrez une escapade<span class="sr-only"> \(nouvel onglet\)<\/span><\/a>/);
    expect(html).not.toContain('<ul');
  });
});

describe('PageBreadcrumb short mode', () => {
  const links = [
    { href: '/fr-fr/', label: 'Accueil' },
    { href: '/fr-fr/france', label: 'France' },
    { href: '/fr-fr/hotel/12', label: 'Hôtel du Lac' },
  ];

  it('"collapses middle items when longer than 2": home, an ellipsis button, this page', async () => {
    const html = await renderInMarket(<PageBreadcrumb label="Fil d'Ariane" links={links} current="Escapade spa" short />);
    expect(html).toMatch(/<button type="button" aria-label="Afficher le fil d&#x27;Ariane complet"[^>]*>…<\/button>/);
    // The middle links stay in the HTML, hidden until the button shows them.
    expect(html).toMatch(/<li hidden=""><a class="underline" href="\/fr-fr\/france">France<\/a>/);
    expect(html).toMatch(/<li hidden=""><a class="underline" href="\/fr-fr\/hotel\/12">Hôtel du Lac<\/a>/);
    expect(html).toMatch(/<li><a class="underline" href="\/fr-fr\/?">Accueil<\/a>/);
    expect(html).toContain('<li aria-current="page">Escapade spa</li>');
  });

  it('keeps every item when not short, or when 2 items or fewer', async () => {
    const full = await renderInMarket(<PageBreadcrumb label="Fil d'Ariane" links={links} current="Escapade spa" />);
    expect(full).not.toContain('<button');
    expect(full).not.toContain('hidden=""');
    const two = await renderInMarket(<PageBreadcrumb label="Fil d'Ariane" links={links.slice(0, 1)} current="Escapade spa" short />);
    expect(two).not.toContain('<button');
  });
});
