/**
 * An editor's changes to the content. Each write bumps the content version through the triggers of
 * migration 0019, inside the caller's transaction: the change and the new version commit together.
 */
import { sql } from 'kysely';
import type { Db } from '../connect';

/** Replaces a static page's title and HTML; false when the market has no page of that id. */
export async function updateStaticPage(db: Db, input: { locale: string; id: string; title: string; html: string }): Promise<boolean> {
  const result = await db
    .updateTable('static_page')
    .set({ title: input.title, html: input.html })
    .where('locale', '=', input.locale)
    .where('id', '=', input.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Sets the announcement of every flow and page group of a market, and its homepages' own
 * announcement banner (the homepage call answers it). Returns how many announcements changed.
 */
export async function updateAnnouncements(db: Db, input: { locale: string; content: string; linkUrl: string | null }): Promise<number> {
  const result = await db
    .updateTable('announcement_banner')
    .set({ content: input.content, link_url: input.linkUrl })
    .where('locale', '=', input.locale)
    .executeTakeFirst();
  // The homepage keeps the whole banner as JSON: its text and link change, its colour and flow stay.
  const link = input.linkUrl === null ? sql`'null'::jsonb` : sql`jsonb_build_object('url', ${input.linkUrl}::text)`;
  await sql`
    update homepage
    set announcement_banner = jsonb_set(jsonb_set(coalesce(announcement_banner, jsonb_build_object(
          'colorVariation', 'promo', 'locale', locale, 'flow', flow)), '{content}', to_jsonb(${input.content}::text)), '{link}', ${link})
    where locale = ${input.locale}
  `.execute(db);
  return Number(result.numUpdatedRows);
}
