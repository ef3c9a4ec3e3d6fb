import { backupBeforeMigrating } from './backup';
import { loadDatabaseCliEnv, runDatabaseCli } from './cli-support';
import { openDatabase } from './connect';
import { migrateToLatest } from './migrate';

const env = loadDatabaseCliEnv();
await runDatabaseCli(async () => {
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, holder: 'npm run migrate' });
  try {
    const backup = await backupBeforeMigrating(handle);
    if (backup) console.log(`Backed up the database before migrating: ${backup.file}`);
    const applied = await migrateToLatest(handle.db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Schema is up to date.');
  } finally {
    await handle.close();
  }
});
