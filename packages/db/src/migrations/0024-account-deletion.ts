import { sql, type Kysely } from 'kysely';

/**
 * The account's own newsletter switch and its deletion:
 *
 * - a signed-in customer turns the newsletter on from the profile: their address is verified
 *   already, so the subscription is confirmed at once and recorded with the source `account`
 *   beside the footer's and the modal's;
 * - deleting an account keeps its orders (the law) with the buyer anonymised: the contact cases
 *   found by the account's address or its orders, the newsletter signup of that address, are
 *   anonymised in the same transaction. The cases by address are found through an index on the
 *   lower-cased address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table newsletter_signup
      drop constraint newsletter_signup_source,
      add constraint newsletter_signup_source check (source is null or source in ('footer', 'modal', 'account'))
  `.execute(db);
  await sql`create index contact_case_email on contact_case (lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists contact_case_email`.execute(db);
  await sql`update newsletter_signup set source = null where source = 'account'`.execute(db);
  await sql`
    alter table newsletter_signup
      drop constraint if exists newsletter_signup_source,
      add constraint newsletter_signup_source check (source is null or source in ('footer', 'modal'))
  `.execute(db);
}
