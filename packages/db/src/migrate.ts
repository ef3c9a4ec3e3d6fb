import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db } from './connect';
import { migrations } from './migrations';

/** Migrations are imported statically (no directory scan), so any bundler or loader finds them. */
class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migrationName: string | undefined,
    override readonly cause: unknown,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

/**
 * Brings the schema to the latest version. On PostgreSQL (and PGlite) Kysely runs every pending
 * migration in one transaction, so a failure leaves nothing half-applied; it is thrown as a
 * MigrationError naming the migration.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      `Database migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${reason}. ` +
        'No migration of this run was applied.',
      failed?.migrationName,
      error,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrations not applied yet, and whether any ever was (an empty database has nothing to lose). */
export async function getMigrationState(db: Db): Promise<{ pending: string[]; appliedCount: number }> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const all = await migrator.getMigrations();
  return {
    pending: all.filter((m) => m.executedAt === undefined).map((m) => m.name),
    appliedCount: all.filter((m) => m.executedAt !== undefined).length,
  };
}
