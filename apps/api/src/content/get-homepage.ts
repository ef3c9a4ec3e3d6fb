import type { HomepageResponse } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import { findHomepage } from '@escapade/db/repositories/content';
import type { Locale } from '@escapade/domain/markets';
import { AppError } from '../errors/app-error';
import { toContentBlocks, toJumbotron } from './content-blocks';
import { contentFlowOf } from './content-flow';

/**
 * `GET /api/cms/homepage?locale&flow`: "Content comes from the homepage content call for the locale
 * and current flow (falls back to the booking flow)" — an absent or unknown flow, the hotel flow,
 * or a flow without a homepage of its own answers the booking flow's.
 */
export async function getHomepage(db: Db, locale: Locale, requestedFlow: string | undefined): Promise<HomepageResponse> {
  const flow = contentFlowOf(requestedFlow);
  const page = (await findHomepage(db, locale, flow)) ?? (flow === 'booking' ? undefined : await findHomepage(db, locale, 'booking'));
  if (!page) throw new AppError('NOT_FOUND', `No homepage for ${locale}.`);
  return {
    locale,
    flow: page.flow,
    seo: page.seo,
    announcementBanner: page.announcementBanner && { ...page.announcementBanner, locale },
    header: page.header,
    promoBar: page.promoBar,
    jumbotron: toJumbotron(page.jumbotron),
    blocks: await toContentBlocks(db, locale, page.blocks),
  };
}
