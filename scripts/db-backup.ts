/**
 * `npm run db:backup [-- FILE]`: a consistent snapshot of the embedded database (PGlite's tarball
 * of its folder), in DATA_DIR/backups/ with a timestamped name unless FILE is given. It opens the
 * folder, so it refuses while the server or another command holds it. On PostgreSQL it prints the
 * pg_dump command to run instead.
 */
import { openDatabase } from '@escapade/db';
import { POSTGRES_BACKUP_COMMAND, writeBackup } from '@escapade/db/backup';
import { loadDatabaseCliEnv, runDatabaseCli } from '@escapade/db/cli-support';

const env = loadDatabaseCliEnv();
const [file] = process.argv.slice(2);

if (env.databaseUrl) {
  console.log(`DATABASE_URL is set: back PostgreSQL up with its own tool, e.g.\n  ${POSTGRES_BACKUP_COMMAND}`);
  // Nothing was backed up: a script chaining on success must not go on believing otherwise.
  process.exitCode = 2;
} else {
  await runDatabaseCli(async () => {
    const handle = await openDatabase({ dataDir: env.dataDir, holder: 'npm run db:backup' });
    try {
      if (!handle.embedded) throw new Error('db:backup needs a folder, not an in-memory database.');
      const { file: written, bytes } = await writeBackup(handle.embedded, file);
      console.log(`Backed up ${handle.embedded.dataDir} to ${written} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
      console.log(`Restore it with: npm run db:restore ${written}`);
    } finally {
      await handle.close();
    }
  });
}
