import { sql } from 'kysely';
import { isEmail, isStrongPassword } from '@portal/shared/rules';
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
  if (!isEmail(admin.email)) throw new Error(`ADMIN_EMAIL must be one plain e-mail address, not "${admin.email}"`);
  const passwordHash = await hashPassword(admin.password);
  // One statement, so two servers starting at once on one PostgreSQL make one administrator.
  await db
    .insertInto('users')
    .values({
      email: normaliseEmail(admin.email),
      firstname: 'Portal',
      lastname: 'Administrator',
      password_hash: passwordHash,
      role: 'admin',
      is_verified: true,
    })
    .onConflict((conflict) =>
      conflict.expression(sql`lower(email)`).doUpdateSet({ password_hash: passwordHash, role: 'admin', is_verified: true }),
    )
    .execute();
}
