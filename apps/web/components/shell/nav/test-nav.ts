import type { NavLink, ShellContentResponse } from '@escapade/contracts/content';

/** A content nav link (tests only). */
export function navLink(id: string, label: string, uri: string | null, extra: Partial<NavLink> = {}): NavLink {
  return { _id: id, label, uri, location: null, variant: null, count: null, children: [], ...extra };
}

function regions(country: string, count: number): NavLink[] {
  return Array.from({ length: count }, (_, i) => navLink(`${country}-region-${i + 1}`, `${country} région ${i + 1}`, `/fr-fr/${country}-region-${i + 1}`, { count: 10 + i }));
}

/**
 * The navigation as the content seeds it: 'Inspirations' (no uri) → Destinations / Thèmes / Idées
 * cadeaux → countries with hotel counts, themes, gift kinds → regions (16 in France, 14 in Spain);
 * plus the 'Activités' highlight link. A fifth level under a region is beyond the menu's four.
 */
export function seedLikeNav(): NavLink[] {
  const franceRegions = regions('france', 16);
  franceRegions[0] = { ...franceRegions[0]!, children: [navLink('too-deep', 'Niveau cinq', '/fr-fr/niveau-cinq')] };
  return [
    navLink('inspirations', 'Inspirations', null, {
      children: [
        navLink('destinations', 'Destinations', null, {
          children: [
            navLink('france', 'France', '/fr-fr/france', { count: 412, children: franceRegions }),
            navLink('espagne', 'Espagne', '/fr-fr/espagne', { count: 87, children: regions('espagne', 14) }),
            navLink('belgique', 'Belgique', '/fr-fr/belgique', { count: 35 }),
          ],
        }),
        navLink('themes', 'Thèmes', null, {
          children: [
            navLink('theme-spa', 'Spa & bien-être', '/fr-fr/spa', { variant: 'highlight' }),
            navLink('theme-gastro', 'Gastronomie', '/fr-fr/gastronomie'),
          ],
        }),
        navLink('gifts', 'Idées cadeaux', null, {
          children: [navLink('gift-stay', 'Séjour cadeau', '/fr-fr/?flow=gifting'), navLink('gift-card', 'Carte cadeau', '/giftcard/customization')],
        }),
      ],
    }),
    navLink('activities', 'Activités', '/fr-fr/?flow=activity', { variant: 'highlight' }),
  ];
}

export const THEME_OF_THE_WEEK: NonNullable<ShellContentResponse['themeOfTheWeek']> = {
  themeId: 12,
  label: 'Gastronomie',
  url: '/fr-fr/gastronomie',
  imageUrl: '/api/images/img-12/640_360.webp',
};

/** Content paths as they stay in single-host mode (the URL mode's own tests cover the rest). */
export const asIs = (url: string): string => url;
