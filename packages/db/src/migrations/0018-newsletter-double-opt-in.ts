import { sql, type Kysely } from 'kysely';

/**
 * The newsletter with double opt-in: one signup per address (lower-cased), PENDING until the
 * confirmation link is opened, then ACTIVE, UNSUBSCRIBED by the unsubscribe link; the consent
 * (text version, source, request and confirmation times) kept with it; the nonce that makes a
 * confirmation link good for one pending request only; when the last confirmation e-mail was
 * queued (one per address per 10 minutes). The outbox takes messages that belong to no order: a
 * `ref` (the signup's id for a newsletter e-mail), while `unique (kind, order_id)` stays as it was
 * for the orders' e-mails (rows without an order never collide on it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The table was never written by the API; any rows kept, one per address (the latest).
  await sql`update newsletter_signup set email = lower(trim(email))`.execute(db);
  await sql`
    delete from newsletter_signup older
    using newsletter_signup newer
    where older.email = newer.email and older.id < newer.id
  `.execute(db);
  await sql`alter table newsletter_signup drop constraint if exists newsletter_signup_email_country_language_key`.execute(db);
  await sql`
    alter table newsletter_signup
      add column locale text,
      add column status text not null default 'PENDING' check (status in ('PENDING', 'ACTIVE', 'UNSUBSCRIBED')),
      add column consent_version text not null default 'unknown',
      add column confirm_nonce text not null default md5(random()::text),
      add column requested_at timestamptz not null default now(),
      add column confirmed_at timestamptz,
      add column unsubscribed_at timestamptz,
      add column confirmation_queued_at timestamptz,
      add column updated_at timestamptz not null default now(),
      add constraint newsletter_signup_email_key unique (email),
      add constraint newsletter_signup_active_confirmed check (status <> 'ACTIVE' or confirmed_at is not null),
      add constraint newsletter_signup_unsubscribed_at check (status <> 'UNSUBSCRIBED' or unsubscribed_at is not null)
  `.execute(db);
  await sql`update newsletter_signup set locale = lower(language) || '_' || upper(country)`.execute(db);
  await sql`
    alter table newsletter_signup
      alter column locale set not null,
      alter column consent_version drop default,
      alter column confirm_nonce drop default,
      add constraint newsletter_signup_source check (source is null or source in ('footer', 'modal'))
  `.execute(db);

  await sql`
    alter table outbox_message
      add column ref text,
      add constraint outbox_message_one_reference check (order_id is null or ref is null)
  `.execute(db);
  await sql`create index outbox_message_ref on outbox_message (kind, ref) where ref is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists outbox_message_ref`.execute(db);
  await sql`delete from outbox_message where ref is not null`.execute(db);
  await sql`alter table outbox_message drop constraint if exists outbox_message_one_reference, drop column if exists ref`.execute(db);
  await sql`
    alter table newsletter_signup
      drop constraint if exists newsletter_signup_source,
      drop constraint if exists newsletter_signup_unsubscribed_at,
      drop constraint if exists newsletter_signup_active_confirmed,
      drop constraint if exists newsletter_signup_email_key,
      drop column if exists updated_at,
      drop column if exists confirmation_queued_at,
      drop column if exists unsubscribed_at,
      drop column if exists confirmed_at,
      drop column if exists requested_at,
      drop column if exists confirm_nonce,
      drop column if exists consent_version,
      drop column if exists status,
      drop column if exists locale,
      add constraint newsletter_signup_email_country_language_key unique (email, country, language)
  `.execute(db);
}
