import type { AnnouncementBanner, AnnouncementBannersResponse } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import { listAnnouncements } from '@escapade/db/repositories/content';
import type { Locale } from '@escapade/domain/markets';
import { contentFlowOf } from './content-flow';

/**
 * `GET /api/cms/announcement-banner?locale&flow`: "data grouped by homePages, searchPages,
 * productPages". A group without an announcement is null (the site keeps its placeholder); a flow
 * without announcements of its own falls back to the booking flow's, as the homepage does.
 */
export async function getAnnouncementBanners(db: Db, locale: Locale, requestedFlow: string | undefined): Promise<AnnouncementBannersResponse> {
  const flow = contentFlowOf(requestedFlow);
  let rows = await listAnnouncements(db, locale, flow);
  if (rows.length === 0 && flow !== 'booking') rows = await listAnnouncements(db, locale, 'booking');
  const of = (group: 'homePages' | 'searchPages' | 'productPages'): AnnouncementBanner | null => {
    const row = rows.find((r) => r.pageGroup === group);
    return row ? { content: row.content, colorVariation: row.colorVariation, link: row.linkUrl === null ? null : { url: row.linkUrl }, locale, flow: row.flow } : null;
  };
  return { homePages: of('homePages'), searchPages: of('searchPages'), productPages: of('productPages') };
}
