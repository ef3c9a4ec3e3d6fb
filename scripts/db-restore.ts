/**
 * `npm run db:restore FILE`: replaces the embedded database with a backup of `npm run db:backup`
 * (or an automatic one, taken before migrating). The replaced folder is set aside, not deleted.
 * It refuses while the server or another command holds the folder. On PostgreSQL it prints the
 * pg_restore command to run instead.
 */
import { existsSync } from 'node:fs';
import { listBackups, POSTGRES_RESTORE_COMMAND, restoreBackup } from '@escapade/db/backup';
import { loadDatabaseCliEnv, runDatabaseCli } from '@escapade/db/cli-support';

const env = loadDatabaseCliEnv();
const [file] = process.argv.slice(2);

if (env.databaseUrl) {
  console.log(`DATABASE_URL is set: restore PostgreSQL with its own tool, e.g.\n  ${POSTGRES_RESTORE_COMMAND}`);
  process.exitCode = 2;
} else if (!file || !existsSync(file)) {
  const backups = listBackups(env.dataDir);
  console.error(file ? `No such file: ${file}` : 'Usage: npm run db:restore FILE');
  console.error(backups.length ? `Backups in ${env.dataDir}:\n${backups.map((b) => `  ${b.file}  (${b.modifiedAt.toISOString()})`).join('\n')}` : `No backups in ${env.dataDir}/backups.`);
  process.exitCode = 1;
} else {
  await runDatabaseCli(async () => {
    const { folder, replacedFolder } = await restoreBackup(env.dataDir, file);
    console.log(`Restored ${file} into ${folder}.`);
    if (replacedFolder) console.log(`The replaced database is kept in ${replacedFolder} (delete it once you no longer need it).`);
  });
}
