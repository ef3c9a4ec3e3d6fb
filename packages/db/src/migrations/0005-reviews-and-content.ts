import { sql, type Kysely } from 'kysely';

/** Hotel reviews and the editorial content of each market (homepage, navigation, banners, pages). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table review (
      id integer primary key,
      hotel_id integer not null references hotel (id) on delete cascade,
      locale text not null,
      customer_name text not null,
      traveller_type text not null check (traveller_type in ('COUPLE', 'FAMILY', 'FRIENDS', 'SOLO', 'BUSINESS')),
      reviewed_on date not null,
      average numeric(3, 1) not null check (average between 0 and 10),
      positive text,
      negative text,
      welcoming numeric(3, 1) not null check (welcoming between 0 and 10),
      comfort numeric(3, 1) not null check (comfort between 0 and 10),
      cleanliness numeric(3, 1) not null check (cleanliness between 0 and 10),
      food numeric(3, 1) not null check (food between 0 and 10),
      localization numeric(3, 1) not null check (localization between 0 and 10),
      price_quality_ratio numeric(3, 1) not null check (price_quality_ratio between 0 and 10)
    )
  `.execute(db);
  await sql`create index review_hotel_date on review (hotel_id, reviewed_on desc)`.execute(db);
  await sql`create index review_hotel_locale on review (hotel_id, locale)`.execute(db);

  await sql`
    create table homepage (
      locale text not null,
      flow text not null check (flow in ('booking', 'gifting', 'activity')),
      seo jsonb not null,
      announcement_banner jsonb,
      header jsonb,
      promo_bar jsonb,
      jumbotron jsonb not null,
      blocks jsonb not null,
      footer jsonb not null,
      primary key (locale, flow)
    )
  `.execute(db);

  await sql`
    create table announcement_banner (
      locale text not null,
      page_group text not null check (page_group in ('homePages', 'searchPages', 'productPages')),
      flow text not null,
      content text not null,
      color_variation text not null,
      link_url text,
      primary key (locale, page_group, flow)
    )
  `.execute(db);

  await sql`
    create table nav_link (
      id text primary key,
      locale text not null,
      parent_id text references nav_link (id) on delete cascade,
      depth smallint not null check (depth between 1 and 4),
      position smallint not null,
      label text not null,
      uri text,
      location text,
      variant text check (variant in ('highlight')),
      count integer
    )
  `.execute(db);
  await sql`create index nav_link_tree on nav_link (locale, parent_id, position)`.execute(db);

  await sql`
    create table static_page (
      locale text not null,
      id text not null,
      title text not null,
      html text not null,
      primary key (locale, id)
    )
  `.execute(db);

  await sql`
    create table minisite (
      id integer primary key,
      url text not null unique,
      partner_name text,
      locale text not null,
      banner_desktop_image_id text not null references image (id),
      banner_mobile_image_id text not null references image (id),
      logo_image_id text references image (id),
      footer text
    )
  `.execute(db);

  await sql`
    create table targeted_banner (
      locale text not null,
      flow text not null,
      title text not null,
      subtitle text,
      image_id text not null references image (id),
      image_mobile_id text not null references image (id),
      image_position text not null check (image_position in ('center', 'left', 'right')),
      image_alt text not null,
      ctas jsonb not null default '[]',
      url text not null,
      new_tab boolean not null default false,
      category text,
      campaign text,
      primary key (locale, flow)
    )
  `.execute(db);

  await sql`create table gift_block (locale text primary key, items jsonb not null)`.execute(db);
  await sql`create table box_block (locale text primary key, block jsonb not null)`.execute(db);
  await sql`
    create table weekend_ideas (
      locale text primary key,
      title text not null,
      intro text not null,
      sections jsonb not null,
      region_ids integer[] not null default '{}'
    )
  `.execute(db);

  await sql`
    create table popular_date_shortcut (
      locale text not null,
      position smallint not null,
      kind text not null check (kind in ('current_weekend', 'next_weekend', 'campaign')),
      title text not null,
      subtitle text,
      start_date date,
      end_date date,
      primary key (locale, position),
      check ((kind = 'campaign') = (start_date is not null and end_date is not null))
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'popular_date_shortcut', 'weekend_ideas', 'box_block', 'gift_block', 'targeted_banner', 'minisite',
    'static_page', 'nav_link', 'announcement_banner', 'homepage', 'review',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
