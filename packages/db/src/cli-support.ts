/** What the database commands (seed, migrate, catalog:stats, db:backup, db:restore) share. */
import { z } from 'zod';
import { DataDirDamagedError } from './data-dir-damaged';
import { DataDirLockedError } from './data-dir-lock';
import { MigrationError } from './migrate';

const cliEnvSchema = z.object({
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  DATA_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('./data')),
});

export interface DatabaseCliEnv {
  /** PostgreSQL when set; otherwise the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
}

/** The commands' configuration, read once from the environment. */
export function loadDatabaseCliEnv(env: Record<string, string | undefined> = process.env): DatabaseCliEnv {
  const parsed = cliEnvSchema.parse(env);
  return { databaseUrl: parsed.DATABASE_URL, dataDir: parsed.DATA_DIR };
}

/** Errors the user can act on: their message says what to do, a stack trace would only bury it. */
export function isExplainedError(error: unknown): error is Error {
  return error instanceof DataDirLockedError || error instanceof DataDirDamagedError || error instanceof MigrationError;
}

/** Runs a command's body; an error becomes its message on stderr (the stack only when unexpected) and exit code 1. */
export async function runDatabaseCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(isExplainedError(error) ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  }
}
