import type {
  AnnouncementBannersResponse, BoxBlockResponse, ContentVersionResponse, GiftBlockResponse, HomepageResponse, LandingResponse, LandingSlug,
  MinisiteResponse, ShellContentResponse, StaticPageListResponse, StaticPageResponse, WeekendIdeasResponse,
} from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { type ApiClientOptions, createApiTransport, orNullWhenMissing } from '../api-transport';
import { contracts } from './lazy-contract';

/**
 * The editorial content calls (`/api/cms/*`): the homepage of a flow, the promo landings, the
 * shell's navigation and footer, the banners, the gift and box blocks, the static pages, the weekend
 * ideas and the partner minisites. Made by server components; a missing page or minisite is null.
 */
export function createContentApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 5000, ...options });
  const schemas = () => contracts.content();

  return {
    /** "falls back to the booking flow": the API answers the booking flow's homepage for any other flow. */
    async getHomepage(locale: Locale, flow: string): Promise<HomepageResponse> {
      return call(`/cms/homepage?${new URLSearchParams({ locale, flow })}`, schemas().then((c) => c.homepageResponseSchema));
    },

    async getLanding(locale: Locale, slug: LandingSlug): Promise<LandingResponse | null> {
      return orNullWhenMissing(call(`/cms/landings/${encodeURIComponent(slug)}?${new URLSearchParams({ locale })}`, schemas().then((c) => c.landingResponseSchema)));
    },

    /** The navigation, this week's theme, the targeted banners and the footer of a market. */
    async getShell(locale: Locale): Promise<ShellContentResponse> {
      return call(`/cms/shell?${new URLSearchParams({ locale })}`, schemas().then((c) => c.shellContentResponseSchema));
    },

    async getAnnouncementBanners(locale: Locale, flow: string): Promise<AnnouncementBannersResponse> {
      return call(`/cms/announcement-banner?${new URLSearchParams({ locale, flow })}`, schemas().then((c) => c.announcementBannersResponseSchema));
    },

    async getGiftBlock(locale: Locale): Promise<GiftBlockResponse> {
      return call(`/cms/gift-block?${new URLSearchParams({ locale })}`, schemas().then((c) => c.giftBlockResponseSchema));
    },

    async getBoxBlock(locale: Locale): Promise<BoxBlockResponse> {
      return call(`/cms/box-block-serp?${new URLSearchParams({ locale })}`, schemas().then((c) => c.boxBlockResponseSchema));
    },

    /** A static page with its sanitised HTML, or null for an unknown id. */
    async getStaticPage(locale: Locale, id: string): Promise<StaticPageResponse | null> {
      return orNullWhenMissing(call(`/cms/pages/${encodeURIComponent(id)}?${new URLSearchParams({ locale })}`, schemas().then((c) => c.staticPageResponseSchema)));
    },

    async listStaticPages(locale: Locale): Promise<StaticPageListResponse> {
      return call(`/cms/pages?${new URLSearchParams({ locale })}`, schemas().then((c) => c.staticPageListResponseSchema));
    },

    async getWeekendIdeas(locale: Locale): Promise<WeekendIdeasResponse> {
      return call(`/cms/weekend-ideas?${new URLSearchParams({ locale })}`, schemas().then((c) => c.weekendIdeasResponseSchema));
    },

    /** A partner minisite by its slug, or null for an unknown one. */
    async getMinisite(slug: string): Promise<MinisiteResponse | null> {
      return orNullWhenMissing(call(`/cms/minisites/${encodeURIComponent(slug)}`, schemas().then((c) => c.minisiteResponseSchema)));
    },

    /** The content and catalog versions a cached page was rendered at. */
    async getVersion(): Promise<ContentVersionResponse> {
      return call('/cms/version', schemas().then((c) => c.contentVersionResponseSchema));
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
