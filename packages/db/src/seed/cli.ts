import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { z } from 'zod';
import { isExplainedError, loadDatabaseCliEnv } from '../cli-support';
import { openDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest } from '../migrate';
import { DEFAULT_SEED, SEED_SCALES } from './scales';
import { seedCatalog, type SeedProgress } from './seed-catalog';

/** `npm run seed -- [--scale demo|full|test] [--seed N] [--reset]`, on DATABASE_URL or DATA_DIR. */
const ArgsSchema = z.object({
  scale: z.enum(SEED_SCALES).default('demo'),
  seed: z.coerce.number().int().nonnegative().default(DEFAULT_SEED),
  reset: z.boolean().default(false),
});

const { values } = parseArgs({
  options: { scale: { type: 'string' }, seed: { type: 'string' }, reset: { type: 'boolean' } },
  allowPositionals: false,
});
const parsed = ArgsSchema.safeParse(values);
if (!parsed.success) {
  console.error(`Invalid arguments: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  process.exit(2);
}
const args = parsed.data;

const env = loadDatabaseCliEnv();
let handle: DatabaseHandle;
try {
  handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, holder: 'npm run seed' });
} catch (error) {
  console.error(isExplainedError(error) ? error.message : error);
  process.exit(1);
}
const bar = process.stdout.isTTY
  ? new cliProgress.SingleBar({ format: 'Seeding {bar} {percentage}% | {phase}', hideCursor: true }, cliProgress.Presets.shades_classic)
  : undefined;
let lastPhase = '';
const onProgress = ({ phase, percent }: SeedProgress) => {
  if (bar) bar.update(percent, { phase });
  else if (phase !== lastPhase) console.log(`[seed] ${percent}% ${phase}`);
  lastPhase = phase;
};

try {
  await migrateToLatest(handle.db);
  bar?.start(100, 0, { phase: 'starting' });
  const result = await seedCatalog(handle.db, { scale: args.scale, seed: args.seed, reset: args.reset, onProgress });
  bar?.stop();
  if (result.status === 'skipped') {
    console.log(`Catalog already seeded (scale ${result.scale}, seed ${result.seed}, anchored on ${result.anchorDate}); use --reset to reseed.`);
  } else {
    console.log(`Seeded the ${result.scale} catalog (seed ${result.seed}, 12 months from ${result.anchorDate}) into ${handle.engine} in ${(result.durationMs / 1000).toFixed(1)} s.`);
    console.log(Object.entries(result.counts).map(([k, v]) => `${k}: ${v}`).join(', '));
    console.log(`Phases (s): ${Object.entries(result.phases).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
  }
} catch (error) {
  bar?.stop();
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
