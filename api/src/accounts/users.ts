import { sql } from 'kysely';
import type { Account, Role } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/i18n';
import type { DB } from '../db/database.js';

export type UserRow = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  role: string;
  is_verified: boolean;
  language: Locale;
};

/** What the API says about a user (spec §3.1): never the password hash. */
export function publicUser(row: UserRow): Account {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    role: row.role as Role,
    isVerified: row.is_verified,
  };
}

/**
 * The one form of an e-mail address that every limit, lookup and new account uses: without surrounding
 * spaces, in lower case. (A leading space once escaped the per-address login limit.)
 */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The user of a normalised address (accounts made before addresses were normalised included). */
export async function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
}

export async function findUserById(db: DB, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
