import { sql, type Kysely } from 'kysely';

/**
 * Hotels, rooms, activities shared by stays and activity-only products, offers (weekends /
 * packages) with their programme, and the per-night availability and prices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table hotel (
      id integer primary key,
      label text not null,
      slug text not null unique,
      stars smallint check (stars between 1 and 5),
      latitude double precision not null,
      longitude double precision not null,
      street_address text not null,
      zip_code text not null,
      city_id integer not null references destination (id),
      country_code char(2) not null,
      phone text not null,
      description jsonb not null,
      highlighted_facilities text[] not null default '{}',
      facilities text[] not null default '{}',
      environments text[] not null default '{}',
      styles text[] not null default '{}',
      types text[] not null default '{}',
      eco_facilities text[] not null default '{}',
      info_general jsonb not null default '[]',
      checkin_hour text not null,
      checkout_hour text not null,
      pets_allowed boolean not null default false,
      pets_price_cents integer,
      pets_max_weight_kg smallint,
      pets_max_number smallint not null default 1,
      local_tax_type text not null check (local_tax_type in ('BOOKING_PERCENTAGE', 'PER_PERSON_PER_NIGHT')),
      local_tax_amount_cents integer not null default 0,
      local_tax_percentage numeric(5, 2),
      local_tax_to_be_paid_at_hotel boolean not null default true,
      important_infos jsonb not null default '[]',
      review_count integer not null default 0,
      review_score numeric(3, 1) check (review_score between 0 and 10),
      active boolean not null default true
    )
  `.execute(db);
  await sql`create index hotel_city on hotel (city_id)`.execute(db);
  for (const column of ['facilities', 'environments', 'styles', 'types']) {
    await sql`create index ${sql.raw(`hotel_${column}`)} on hotel using gin (${sql.ref(column)})`.execute(db);
  }

  await sql`
    create table hotel_destination (
      hotel_id integer not null references hotel (id) on delete cascade,
      destination_id integer not null references destination (id),
      distance_km real not null default 0,
      primary key (hotel_id, destination_id)
    )
  `.execute(db);
  await sql`create index hotel_destination_by_destination on hotel_destination (destination_id, hotel_id)`.execute(db);

  await sql`
    create table hotel_image (
      hotel_id integer not null references hotel (id) on delete cascade,
      position smallint not null,
      image_id text not null references image (id),
      primary key (hotel_id, position)
    )
  `.execute(db);

  await sql`
    create table room (
      id integer primary key,
      uuid uuid not null unique,
      hotel_id integer not null references hotel (id) on delete cascade,
      label jsonb not null,
      bed_type text not null check (bed_type in ('DOUBLE', 'TWIN', 'KING', 'QUEEN', 'FAMILY', 'SUITE')),
      bedding jsonb not null,
      capacity smallint not null,
      max_capacity smallint not null,
      size_m2 smallint not null,
      description jsonb not null,
      details_section jsonb not null default '[]',
      highlights jsonb not null default '[]',
      important_infos jsonb not null default '[]',
      check (max_capacity >= capacity)
    )
  `.execute(db);
  await sql`create index room_hotel on room (hotel_id)`.execute(db);
  await sql`
    create table room_image (
      room_id integer not null references room (id) on delete cascade,
      position smallint not null,
      image_id text not null references image (id),
      primary key (room_id, position)
    )
  `.execute(db);

  await sql`
    create table activity_center (
      id integer primary key,
      label text not null,
      slug text not null unique,
      stars smallint check (stars between 1 and 5),
      latitude double precision not null,
      longitude double precision not null,
      street_address text not null,
      zip_code text not null,
      city_id integer not null references destination (id),
      country_code char(2) not null
    )
  `.execute(db);

  await sql`
    create table activity (
      id integer primary key,
      hotel_id integer references hotel (id) on delete cascade,
      activity_center_id integer references activity_center (id),
      title jsonb not null,
      description jsonb not null,
      univers text not null,
      composition jsonb not null,
      schedules jsonb not null,
      duration_minutes smallint,
      important_information jsonb not null,
      image_ids text[] not null default '{}',
      check (hotel_id is not null or activity_center_id is not null)
    )
  `.execute(db);
  await sql`create index activity_hotel on activity (hotel_id)`.execute(db);
  await sql`
    create table activity_date (
      activity_id integer not null references activity (id) on delete cascade,
      date date not null,
      primary key (activity_id, date)
    )
  `.execute(db);

  await sql`
    create table offer (
      id integer primary key,
      hotel_id integer not null references hotel (id) on delete cascade,
      room_id integer not null references room (id),
      label jsonb not null,
      headwords jsonb not null default '[]',
      short_program jsonb not null,
      important_infos jsonb not null default '[]',
      nights smallint not null default 1 check (nights between 1 and 7),
      theme_ids integer[] not null default '{}',
      tag_ids integer[] not null default '{}',
      image_ids text[] not null default '{}',
      locales text[] not null,
      cancellation_type text not null check (cancellation_type in ('FLEXIBLE', 'PARTIALLY_REFUNDABLE', 'NCNR')),
      cancellable boolean not null,
      cancellable_until_days smallint,
      channel_manager_id text,
      connectivity boolean not null default false,
      auto_discount_code text,
      auto_discount_percent smallint check (auto_discount_percent between 1 and 90),
      marketing_labels jsonb not null default '[]',
      targeted_label jsonb,
      last_minute boolean not null default false,
      expiration date,
      published boolean not null default true,
      popularity integer not null default 0,
      single_adult_percent smallint not null default 85,
      extra_adult_percent smallint not null default 45,
      child_percent smallint not null default 30,
      baby_cents integer not null default 0,
      is_single_voucher_sellable boolean not null default true,
      check ((cancellation_type = 'NCNR') = (not cancellable)),
      check (cancellable = (cancellable_until_days is not null)),
      check ((auto_discount_code is null) = (auto_discount_percent is null))
    )
  `.execute(db);
  await sql`create index offer_hotel on offer (hotel_id)`.execute(db);
  await sql`create index offer_theme_ids on offer using gin (theme_ids)`.execute(db);
  await sql`create index offer_tag_ids on offer using gin (tag_ids)`.execute(db);
  await sql`create index offer_locales on offer using gin (locales)`.execute(db);

  await sql`
    create table offer_upsell (
      offer_id integer not null references offer (id) on delete cascade,
      upsell_offer_id integer not null references offer (id) on delete cascade,
      price_difference_cents integer not null,
      price_difference_per_los jsonb not null,
      primary key (offer_id, upsell_offer_id),
      check (offer_id <> upsell_offer_id)
    )
  `.execute(db);

  await sql`
    create table program_line (
      offer_id integer not null references offer (id) on delete cascade,
      position smallint not null,
      kind text not null check (kind in ('breakfast', 'dinner', 'activity', 'extra')),
      title jsonb not null,
      detail_list jsonb not null default '[]',
      why_list jsonb not null default '[]',
      must_know_list jsonb not null default '[]',
      menu jsonb,
      schedules jsonb,
      duration_minutes smallint,
      how jsonb,
      location jsonb,
      activity_id integer references activity (id),
      needs_date boolean not null default false,
      repeated boolean not null default false,
      single_day boolean not null default true,
      participants smallint,
      image_id text references image (id),
      icon text not null,
      primary key (offer_id, position),
      check (not needs_date or activity_id is not null)
    )
  `.execute(db);

  // The hot path of dated search at full scale (~8 M rows): keep rows narrow. The partial index
  // answers "rooms on every night of [checkin, checkin + n)" with an index-only scan, and carries
  // the prices so the query never visits the heap.
  await sql`
    create table offer_night (
      offer_id integer not null references offer (id) on delete cascade,
      night date not null,
      sell_cents integer not null check (sell_cents > 0),
      ref_cents integer not null,
      rooms_left smallint not null check (rooms_left >= 0),
      min_stay smallint not null default 1 check (min_stay >= 1),
      allowed_nights smallint[],
      flash_deal boolean not null default false,
      primary key (offer_id, night),
      check (ref_cents >= sell_cents)
    )
  `.execute(db);
  await sql`
    create index offer_night_bookable on offer_night (night, offer_id)
      include (sell_cents, ref_cents, min_stay) where rooms_left > 0
  `.execute(db);

  await sql`
    create table offer_summary (
      offer_id integer primary key references offer (id) on delete cascade,
      from_sell_cents integer,
      from_ref_cents integer,
      max_promo_percent smallint not null default 0,
      first_bookable_night date,
      last_bookable_night date,
      bookable_nights smallint not null default 0,
      has_flash_deal boolean not null default false
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'offer_summary', 'offer_night', 'program_line', 'offer_upsell', 'offer', 'activity_date', 'activity',
    'activity_center', 'room_image', 'room', 'hotel_image', 'hotel_destination', 'hotel',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
