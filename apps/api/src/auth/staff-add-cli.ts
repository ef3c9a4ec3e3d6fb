/**
 * `npm run staff:add -- --email agent@escapade.example --name "Agent Name" [--role agent|admin]
 *  [--locale fr_FR] [--password-stdin]`: creates a customer care account (or gives the role to the
 * account of that address). The password is read from the standard input with --password-stdin
 * (never from the command line, which shells keep in their history); without it the new staff
 * member receives the password reset e-mail to choose one (sent by the API's outbox when it runs).
 *
 * It opens the database itself: on the embedded database, stop the server first (the data folder's
 * lock says who holds it); on PostgreSQL (DATABASE_URL) it runs beside the servers.
 */
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '@escapade/db';
import { loadDatabaseCliEnv, runDatabaseCli } from '@escapade/db/cli-support';
import { z } from 'zod';
import { createAccountAuth } from './account-auth';
import { addStaffMember } from './add-staff-member';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    locale: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
  },
  strict: true,
});

const env = loadDatabaseCliEnv();
await runDatabaseCli(async () => {
  const password = values['password-stdin'] ? await readStdin() : undefined;
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, holder: 'npm run staff:add' });
  try {
    await migrateToLatest(handle.db);
    let added;
    try {
      added = await addStaffMember(handle.db, {
        email: values.email ?? '',
        name: values.name ?? values.email ?? '',
        ...(values.role ? { role: values.role as 'agent' } : {}),
        ...(values.locale ? { locale: values.locale as 'fr_FR' } : {}),
        ...(password !== undefined ? { password } : {}),
      });
    } catch (error) {
      if (error instanceof z.ZodError) throw new Error(`staff:add: ${error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      throw error;
    }
    console.log(`${added.isNew ? 'created' : 'updated'} ${added.role} ${added.email}`);
    if (!added.hasPassword) {
      const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
      const auth = createAccountAuth({ db: handle.db, secret: 'staff-add-only-sends-a-reset-link-000', siteUrl, secureCookies: false, requestsPerMinute: 60 });
      await auth.api.requestPasswordReset({ body: { email: added.email, redirectTo: '/fr-fr/customer-care' } });
      console.log('a password reset e-mail is queued: it leaves with the API’s next outbox tick');
    }
  } finally {
    await handle.close();
  }
});
