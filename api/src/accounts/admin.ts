import { sql } from 'kysely';
import { isStrongPassword } from '@portal/shared/rules';
import type { DB } from '../db/database.js';
import { hashPassword } from './passwords.js';
import { normaliseEmail } from './users.js';

/**
 * An administrator exists from the start: ADMIN_EMAIL and ADMIN_PASSWORD create, or update, a verified
 * admin when the server starts.
 */
export async function ensureAdmin(db: DB, admin: { email: string; password: string } | undefined): Promise<void> {
  if (!admin) return;
  if (!isStrongPassword(admin.password))
    throw new Error('ADMIN_PASSWORD must meet the password rules (8+ characters, upper and lower case, a digit and a special character)');
  const passwordHash = await hashPassword(admin.password);
  const email = normaliseEmail(admin.email);
  const updated = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, role: 'admin', is_verified: true })
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('users')
    .values({ email, firstname: 'Portal', lastname: 'Administrator', password_hash: passwordHash, role: 'admin', is_verified: true })
    .execute();
}
