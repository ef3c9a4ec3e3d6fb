/** Content fixtures typed by the contract (tests only): one block of each kind, as the API answers them for fr_FR. */
import type { BoxBlockItem, BoxBlockResponse, ContentBlock, GiftBlockItem, HomepageResponse, WideImage } from '@escapade/contracts/content';
import { searchResultCard } from '../cards/test-fixtures';
import type { ActivityOnlyHit } from '@escapade/contracts/activity-search';
import type { SearchResultCard } from '@escapade/contracts/search';

export function wideImage(id: string): WideImage {
  return { '640_360': `/api/images/${id}/640_360.webp`, '750_360': `/api/images/${id}/750_360.webp`, '1920_595': `/api/images/${id}/1920_595.webp` };
}

const base = { subtitle: null, campaign: null, category: null, containerId: 'main' } as const;

export function boxItem(overrides: Partial<BoxBlockItem> = {}): BoxBlockItem {
  return {
    id: 'BOX-GOURMET-EBOX',
    sku: 'BOX-GOURMET-EBOX',
    handle: 'gourmet',
    title: 'Escapade gourmande',
    image: '/api/images/box-1/640_360.webp',
    includedContent: '1 nuit pour 2\nPetit-déjeuner\nDîner gastronomique',
    rating: 4.5,
    price: 10000,
    promoPrice: 9000,
    discount: 10,
    url: '/fr-fr/coffrets-cadeaux/BOX-GOURMET-EBOX',
    position: 1,
    campaign: 'boxes',
    ...overrides,
  };
}

export const BLOCKS = {
  jumbotron: { ...base, id: 'fr-booking-jumbotron', containerId: 'top', type: 'jumbotron', title: 'Des week-ends qui font du bien', image: wideImage('sea'), flow: 'booking' },
  usp: {
    ...base,
    id: 'fr-booking-usp',
    type: 'mainSellingPoints',
    title: 'Pourquoi réserver chez nous',
    variant: 'primary',
    items: [
      { icon: 'price', title: 'Prix négociés', text: 'Jusqu’à -50 %' },
      { icon: 'calendar', title: 'Annulation flexible', text: 'Sur de nombreux séjours' },
      { icon: 'gift', title: 'Activités incluses', text: 'Dîner, spa, visites' },
      { icon: 'support', title: 'Service client', text: 'Du lundi au samedi' },
    ],
  },
  categories: {
    ...base,
    id: 'fr-booking-categories',
    type: 'categories',
    title: 'Nos thèmes',
    items: [
      { themeId: 3, label: 'Romantique', url: '/fr-fr/romantique', imageUrl: '/api/images/t3/640_360.webp' },
      { themeId: 39, label: 'En famille', url: '/fr-fr/famille', imageUrl: '/api/images/t39/640_360.webp' },
    ],
  },
  top: {
    ...base,
    id: 'fr-booking-top',
    type: 'topSearchResults',
    title: 'Nos séjours du moment',
    resultType: 'stays',
    count: 3,
    cta: { label: 'Voir tous les séjours', url: '/fr-fr/recherche', newTab: false },
  },
  marketing: {
    ...base,
    id: 'fr-booking-marketing',
    type: 'marketingBlock',
    title: 'Des idées pour ce week-end',
    subtitle: 'Laissez-vous inspirer',
    colorPalette: { background: '#1d3557', font: 'light' },
    image: wideImage('vineyard'),
    cta: { label: 'Voir les idées', url: '/fr-fr/idees-week-end', newTab: false },
  },
  boxes: {
    ...base,
    id: 'fr-booking-boxes',
    type: 'boxes',
    title: 'Nos coffrets cadeaux',
    cta: { label: 'Voir tous les coffrets', url: '/fr-fr/coffrets-cadeaux', newTab: false },
    boxes: [boxItem(), boxItem({ id: 'BOX-SPA-EBOX', sku: 'BOX-SPA-EBOX', title: 'Pause bien-être', price: 10000, promoPrice: 9500, discount: 5, position: 2, url: '/fr-fr/coffrets-cadeaux/BOX-SPA-EBOX' })],
  },
  banner: {
    ...base,
    id: 'fr-booking-banner',
    containerId: 'bottom',
    type: 'banner',
    title: '10 % de remise en plus',
    image: wideImage('banner'),
    cta: { label: 'J’en profite', url: '/fr-fr/promo/black-friday', newTab: true },
  },
} as const satisfies Record<string, ContentBlock>;

export function homepage(overrides: Partial<HomepageResponse> = {}): HomepageResponse {
  return {
    locale: 'fr_FR',
    flow: 'booking',
    seo: { title: 'Escapade | Week-ends', description: 'Week-ends à l’hôtel, activités incluses', index: true, follow: true },
    announcementBanner: { content: '10 % en plus sur une sélection de séjours', colorVariation: 'promo', link: { url: '/fr-fr/promo/black-friday' }, locale: 'fr_FR', flow: 'booking' },
    header: { title: 'Des week-ends qui font du bien' },
    promoBar: {
      internalCode: 'fr_FR-promobar',
      campaign: null,
      category: null,
      flow: 'booking',
      links: [
        { label: 'Séjours', url: '/fr-fr/?flow=booking', newTab: false, variation: 'active' },
        { label: 'Cadeaux', url: '/fr-fr/?flow=gifting', newTab: false, variation: 'default' },
        { label: 'Activités', url: '/fr-fr/?flow=activity', newTab: false, variation: 'default' },
      ],
    },
    jumbotron: BLOCKS.jumbotron,
    blocks: [BLOCKS.jumbotron, BLOCKS.usp, BLOCKS.categories, BLOCKS.top, BLOCKS.marketing, BLOCKS.boxes, BLOCKS.banner],
    ...overrides,
  };
}

export const GIFT_ITEM: GiftBlockItem = {
  title: 'Séjour cadeau',
  subtitle: 'Choisissez l’hôtel, il choisit les dates',
  imageS: '/api/images/lake/640_360.webp',
  imageL: '/api/images/lake/1920_595.webp',
  boxURL: '/fr-fr/coffrets-cadeaux',
  singleVoucherURL: '/fr-fr/?flow=gifting',
  giftcardURL: '/fr-fr/giftcard/customization',
  activityOnlyURL: '/fr-fr/?flow=activity',
  campaign: 'gift-always-on',
  category: 'gift',
};

export const BOX_BLOCK: BoxBlockResponse = {
  id: 'fr_FR-box-block',
  containerId: 'serp',
  title: 'Offrez un coffret',
  subtitle: 'Des centaines de séjours au choix',
  colorPalette: { background: '#fdf0e6', font: 'dark' },
  cta: { label: 'Voir tous les coffrets', url: '/fr-fr/coffrets-cadeaux', newTab: false },
  boxes: [boxItem()],
};

/** A stay card of the offers search, on sale (the shared card fixture with a promotion). */
export function stayCard(id: number, overrides: Partial<SearchResultCard> = {}): SearchResultCard {
  const card = searchResultCard(id);
  return searchResultCard(id, {
    hotel: { ...card.hotel, stars: 4, location: { ...card.hotel.location, address: '1 quai' } },
    refPrice: 25000,
    promo: 20,
    headwords: ['1 nuit', 'Petit-déjeuner'],
    connectivity: true,
    ...overrides,
  });
}

export function activityHit(id: number): ActivityOnlyHit {
  return {
    id,
    label: `Activité ${id}`,
    hotel: { label: 'Centre nautique', location: { label: 'Annecy' }, stars: null, uri: '/activite/centre' },
    imageUrl: `/api/images/a${id}/640_360.webp`,
    uri: `/activite/${id}`,
    prices: [{ paxComposition: { adults: 2 }, barPrice: 8000, sellPrice: 7000, promo: 12 }],
    description: 'Une heure de paddle sur le lac.',
    imagesBySize: { '120_80': `/api/images/a${id}/120_80.webp`, '640_360': `/api/images/a${id}/640_360.webp`, '960_540': `/api/images/a${id}/960_540.webp` },
    activities: [],
    published: true,
    pageModel: { pageTitle: `Activité ${id}`, canonicalUrl: `/activite/${id}`, alternateUrls: [], metaRobots: 'index,follow' },
    distance: null,
    itemCategory: 'activity_only',
  };
}
