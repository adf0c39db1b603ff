/**
 * Devices a user logged in from (migration 0008): OWASP's "device cookie", adapted to bearer tokens. The
 * browser keeps the token in localStorage and sends it with its next logins; such a login is throttled by
 * its own failures only, so strangers guessing the password elsewhere never lock the owner's device out.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Generated } from 'kysely';
import type { DB } from '../db/database.js';
import { hashToken, revokeAll } from './tokens.js';

interface LoginDeviceTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Generated<Date>;
}

const devicesDb = (db: DB) => db.withTables<{ login_devices: LoginDeviceTable }>();

/** The shape of a device token; anything else is ignored without a database lookup. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The id of the device `raw` names, when it was issued to the account of this (normalised) address. */
export async function trustedDevice(db: DB, email: string, raw: string | undefined): Promise<number | null> {
  if (!raw || !DEVICE_TOKEN.test(raw)) return null;
  const row = await devicesDb(db)
    .selectFrom('login_devices as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select('d.id')
    .where('d.token_hash', '=', hashToken(raw))
    .where(sql<string>`lower(u.email)`, '=', email)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A new device token for the user; the raw value goes to the browser, only its hash is stored. */
export async function issueDeviceToken(db: DB, userId: number): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await devicesDb(db)
    .insertInto('login_devices')
    .values({ user_id: userId, token_hash: hashToken(raw) })
    .execute();
  return raw;
}

/**
 * Ends everything that stands for the user's past logins (a password reset): every session, every unused
 * reset link, and every trusted device, so a stolen device token is throttled like any stranger again.
 */
export async function endEverySession(db: DB, userId: number): Promise<void> {
  await revokeAll(db, userId, ['session', 'reset']);
  await devicesDb(db).deleteFrom('login_devices').where('user_id', '=', userId).execute();
}
