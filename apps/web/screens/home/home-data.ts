import 'server-only';
import type { AnnouncementBanner, ContentFlow, HomepageResponse } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { cache } from 'react';
import { orNullWhenFailed } from '../../lib/api-transport';
import { serverApi } from '../../lib/server-api';

/**
 * The homepage content of a market and flow, once per request (the page and its metadata share
 * it). Null when the call fails: the page then stands on its jumbotron and search box alone.
 */
export const loadHomepage = cache(
  (locale: Locale, flow: ContentFlow): Promise<HomepageResponse | null> => orNullWhenFailed(serverApi().content.getHomepage(locale, flow), `homepage ${locale} ${flow}`),
);

/**
 * The home pages' announcement ("data grouped by homePages, searchPages, productPages"); the
 * homepage answer's own when the banners call fails.
 */
export async function loadHomeAnnouncement(locale: Locale, flow: ContentFlow, homepage: HomepageResponse | null): Promise<AnnouncementBanner | null> {
  const banners = await orNullWhenFailed(serverApi().content.getAnnouncementBanners(locale, flow), `announcement banners ${locale} ${flow}`);
  return banners ? banners.homePages : (homepage?.announcementBanner ?? null);
}
