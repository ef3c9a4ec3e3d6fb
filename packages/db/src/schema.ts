/**
 * The typed shape of every table (Kysely). Columns are snake_case; repositories map rows to
 * domain types at their boundary. Money columns are integer cents; calendar days are DATE
 * (read back as `yyyy-MM-dd` strings).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the catalog migrations
export interface Database {}
