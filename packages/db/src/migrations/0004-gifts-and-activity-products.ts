import { sql, type Kysely } from 'kysely';

/** The gift side (single vouchers, boxes, gift cards, sleeves, shipping) and activity-only products. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table single_voucher_price (
      offer_id integer not null references offer (id) on delete cascade,
      nights smallint not null check (nights between 1 and 3),
      sell_cents integer not null check (sell_cents > 0),
      ref_cents integer not null,
      primary key (offer_id, nights),
      check (ref_cents >= sell_cents)
    )
  `.execute(db);

  await sql`
    create table shipping_cost (
      locale text primary key,
      amount_cents integer not null check (amount_cents >= 0),
      international_fee_cents integer not null check (international_fee_cents >= 0)
    )
  `.execute(db);

  await sql`
    create table box (
      code text primary key,
      family_code text not null,
      format text not null check (format in ('digital', 'physical')),
      title jsonb not null,
      description jsonb not null,
      included_content jsonb not null,
      value_cents integer not null check (value_cents > 0),
      ref_cents integer not null,
      sell_cents integer not null check (sell_cents > 0),
      subtheme_ids integer[] not null default '{}',
      main_image_id text not null references image (id),
      image_ids text[] not null default '{}',
      locales text[] not null,
      position smallint not null default 0,
      unique (family_code, format),
      check (ref_cents >= sell_cents)
    )
  `.execute(db);
  await sql`
    create table box_offer (
      box_code text not null references box (code) on delete cascade,
      offer_id integer not null references offer (id) on delete cascade,
      position smallint not null default 0,
      primary key (box_code, offer_id)
    )
  `.execute(db);

  await sql`
    create table gift_card (
      id text primary key,
      locales text[] not null,
      title jsonb not null,
      description jsonb not null,
      amount_choices_cents integer[] not null,
      min_amount_cents integer not null,
      max_amount_cents integer not null,
      validity_months smallint not null,
      image_id text not null references image (id),
      check (max_amount_cents >= min_amount_cents)
    )
  `.execute(db);

  await sql`
    create table sleeve_category (
      id integer primary key,
      description text not null,
      names jsonb not null,
      single_selection boolean not null,
      position smallint not null default 0
    )
  `.execute(db);
  await sql`
    create table sleeve (
      id integer primary key,
      category_id integer not null references sleeve_category (id),
      name jsonb not null,
      image_id text not null references image (id),
      price_cents integer not null check (price_cents >= 0),
      recommended boolean not null default false,
      position smallint not null default 0
    )
  `.execute(db);

  await sql`
    create table activity_product (
      id integer primary key,
      slug text not null unique,
      label jsonb not null,
      description jsonb not null,
      nice_to_know jsonb not null default '[]',
      important_info jsonb not null,
      main_activity_center_id integer not null references activity_center (id),
      image_ids text[] not null default '{}',
      theme_ids integer[] not null default '{}',
      tag_ids integer[] not null default '{}',
      locales text[] not null,
      published boolean not null default true,
      popularity integer not null default 0,
      page_title jsonb not null,
      meta_robots text not null default 'index,follow'
    )
  `.execute(db);
  await sql`
    create table activity_product_activity (
      product_id integer not null references activity_product (id) on delete cascade,
      activity_id integer not null references activity (id),
      position smallint not null,
      is_main boolean not null default false,
      primary key (product_id, activity_id)
    )
  `.execute(db);
  await sql`
    create table activity_price (
      product_id integer not null references activity_product (id) on delete cascade,
      group_size smallint not null check (group_size between 1 and 20),
      sell_cents integer not null check (sell_cents > 0),
      bar_cents integer not null,
      primary key (product_id, group_size),
      check (bar_cents >= sell_cents)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'activity_price', 'activity_product_activity', 'activity_product', 'sleeve', 'sleeve_category', 'gift_card',
    'box_offer', 'box', 'shipping_cost', 'single_voucher_price',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
