/**
 * A staff account (agent or admin), as `npm run staff:add` makes it: the address is taken as
 * verified (the company gives it), the role is set here and nowhere else. With a password, it
 * signs in with it at once (hashed with the library's scrypt); without one, the staff member gets
 * the password reset e-mail to choose one, or signs in with the company's identity provider.
 * An existing account of the same address gets the role (and the password, if one is given).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@escapade/db';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type AccountRole } from '@escapade/domain/account';
import type { Locale } from '@escapade/domain/markets';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'kysely';
import { z } from 'zod';

export const staffMemberInputSchema = z.object({
  email: z.email('expected an e-mail address').transform((email) => email.toLowerCase()),
  name: z.string().trim().min(1, 'expected a name').max(120),
  role: z.enum(['agent', 'admin']).default('agent'),
  locale: z.enum(['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE']).default('fr_FR'),
  password: z.string().min(PASSWORD_MIN_LENGTH, `at least ${PASSWORD_MIN_LENGTH} characters`).max(PASSWORD_MAX_LENGTH).optional(),
});
export type StaffMemberInput = z.input<typeof staffMemberInputSchema>;

export interface AddedStaffMember {
  id: string;
  email: string;
  role: Exclude<AccountRole, 'customer'>;
  isNew: boolean;
  hasPassword: boolean;
}

export async function addStaffMember(db: Db, input: StaffMemberInput, now: Date = new Date()): Promise<AddedStaffMember> {
  const member = staffMemberInputSchema.parse(input);
  const passwordHash = member.password ? await hashPassword(member.password) : undefined;
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('auth_user').select('id').where(sql<string>`lower(email)`, '=', member.email).forUpdate().executeTakeFirst();
    const id = existing?.id ?? randomUUID().replaceAll('-', '');
    if (existing) {
      await trx.updateTable('auth_user').set({ role: member.role, email_verified: true, updated_at: now }).where('id', '=', id).execute();
    } else {
      await trx
        .insertInto('auth_user')
        .values({ id, name: member.name, email: member.email, email_verified: true, role: member.role, locale: member.locale as Locale, created_at: now, updated_at: now })
        .execute();
    }
    const credential = await trx.selectFrom('auth_account').select('id').where('user_id', '=', id).where('provider_id', '=', 'credential').executeTakeFirst();
    if (passwordHash && credential) {
      await trx.updateTable('auth_account').set({ password: passwordHash, updated_at: now }).where('id', '=', credential.id).execute();
    } else if (passwordHash) {
      await trx
        .insertInto('auth_account')
        .values({ id: randomUUID().replaceAll('-', ''), user_id: id, account_id: id, provider_id: 'credential', password: passwordHash, created_at: now, updated_at: now })
        .execute();
    }
    return { id, email: member.email, role: member.role, isNew: !existing, hasPassword: passwordHash !== undefined || credential !== undefined };
  });
}
