import { sql, type Kysely } from 'kysely';

/**
 * The content version, the promo campaign landings and the static pages' descriptions.
 *
 * - `content_version`: one counter bumped by every statement that writes editorial content (the
 *   homepage, banners, navigation, pages, blocks, landings, minisites). Content answers are cached
 *   under it and the site's page cache keys its pages by it, so an editor's change is seen by the
 *   next request. Statement-level triggers, as for the catalog version (migration 0008): a seed
 *   bumps it once per statement, not once per row. A random epoch per database, as migration 0010
 *   gives the catalog version, keeps two databases sharing one Redis apart.
 * - `landing_page`: "Promo campaign pages black-friday, spring, valentines, xmas exist per locale",
 *   rendered by "a second landing-page renderer" with the homepage's block kinds plus a top bar.
 * - `static_page.description`: the one-line summary a page's metadata and the page list show.
 */
const CONTENT_TABLES = [
  'homepage',
  'announcement_banner',
  'nav_link',
  'static_page',
  'minisite',
  'targeted_banner',
  'gift_block',
  'box_block',
  'weekend_ideas',
  'popular_date_shortcut',
  'landing_page',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table content_version (
      id smallint primary key default 1 check (id = 1),
      epoch text not null default md5(random()::text || clock_timestamp()::text),
      version bigint not null default 0,
      changed_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`insert into content_version (id) values (1)`.execute(db);

  await sql`
    create table landing_page (
      locale text not null,
      slug text not null check (slug in ('black-friday', 'spring', 'valentines', 'xmas')),
      seo jsonb not null,
      top_bar jsonb,
      jumbotron jsonb not null,
      blocks jsonb not null default '[]',
      primary key (locale, slug)
    )
  `.execute(db);

  await sql`alter table static_page add column description text not null default ''`.execute(db);

  await sql`
    create function bump_content_version() returns trigger language plpgsql as $$
    begin
      update content_version set version = version + 1, changed_at = now() where id = 1;
      return null;
    end
    $$
  `.execute(db);
  for (const table of CONTENT_TABLES) {
    await sql`
      create trigger ${sql.raw(`${table}_bumps_content_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_content_version()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CONTENT_TABLES) {
    await sql`drop trigger if exists ${sql.raw(`${table}_bumps_content_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists bump_content_version()`.execute(db);
  await sql`alter table static_page drop column if exists description`.execute(db);
  await sql`drop table if exists landing_page`.execute(db);
  await sql`drop table if exists content_version`.execute(db);
}
