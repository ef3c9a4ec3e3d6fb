import type { AnnouncementUpdateResponse, StaticPageResponse } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import { findStaticPage, readContentVersion } from '@escapade/db/repositories/content';
import { updateAnnouncements, updateStaticPage } from '@escapade/db/repositories/content-updates';
import type { Locale } from '@escapade/domain/markets';
import { AppError } from '../errors/app-error';
import { sanitizePageHtml } from './sanitize-page-html';

/**
 * `PUT /api/staff/content/pages/:id?locale`: an editor's new title and HTML for a static page,
 * stored sanitised. One transaction: the page and the content version (bumped by the table's
 * trigger) change together, so the next read answers the new page.
 */
export async function editStaticPage(db: Db, locale: Locale, id: string, update: { title: string; html: string }): Promise<StaticPageResponse> {
  const html = sanitizePageHtml(update.html);
  const page = await db.transaction().execute(async (trx) => {
    if (!(await updateStaticPage(trx, { locale, id, title: update.title, html }))) return undefined;
    return findStaticPage(trx, locale, id);
  });
  if (!page) throw new AppError('NOT_FOUND', `No page ${id} for ${locale}.`);
  return { id: page.id, locale, title: page.title, description: page.description, html: page.html };
}

/**
 * `PUT /api/staff/content/announcement-banner?locale`: the announcement of every flow and page
 * group of the market, and its homepages' announcement banner, in one transaction.
 */
export async function editAnnouncement(db: Db, locale: Locale, update: { content: string; linkUrl: string | null }): Promise<AnnouncementUpdateResponse> {
  return db.transaction().execute(async (trx) => {
    const updated = await updateAnnouncements(trx, { locale, content: update.content, linkUrl: update.linkUrl });
    if (updated === 0) throw new AppError('NOT_FOUND', `No announcement for ${locale}.`);
    return { updated, contentVersion: (await readContentVersion(trx)).version };
  });
}
