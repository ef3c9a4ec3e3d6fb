import type { StaticPageListResponse, StaticPageResponse } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import { findStaticPage, listStaticPages as listPages } from '@escapade/db/repositories/content';
import type { Locale } from '@escapade/domain/markets';
import { AppError } from '../errors/app-error';
import { sanitizePageHtml } from './sanitize-page-html';

/** `GET /api/cms/pages?locale`: the market's static pages, for the site's own links and sitemap. */
export async function listStaticPages(db: Db, locale: Locale): Promise<StaticPageListResponse> {
  return { pages: await listPages(db, locale) };
}

/**
 * `GET /api/cms/pages/:id?locale`: "Second path segment is the content id; title and HTML content".
 * The HTML is sanitised on the way out too, whatever reached the table.
 */
export async function getStaticPage(db: Db, locale: Locale, id: string): Promise<StaticPageResponse> {
  const page = await findStaticPage(db, locale, id);
  if (!page) throw new AppError('NOT_FOUND', `No page ${id} for ${locale}.`);
  return { id: page.id, locale, title: page.title, description: page.description, html: sanitizePageHtml(page.html) };
}
