import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import type { AccountTokenTable } from '../db/schema.js';

export type TokenKind = AccountTokenTable['kind'];

export const HOUR = 60 * 60 * 1000;
export const TOKEN_LIFETIME = { verification: 24 * HOUR, reset: HOUR } as const;

/** Tokens are stored only as this hash; the raw value exists only in the e-mail or the browser. */
export const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** A new random token of `kind` for the user, valid for `lifetimeMs`. Returns the raw token (43 characters). */
export async function issueToken(db: DB, userId: number, kind: TokenKind, lifetimeMs: number): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db
    .insertInto('account_tokens')
    .values({ user_id: userId, kind, token_hash: hashToken(raw), expires_at: new Date(Date.now() + lifetimeMs) })
    .execute();
  return raw;
}

/**
 * Spends a single-use token (verification or reset): returns its user id if it exists, has not expired
 * and was not used, and marks it used in the same statement so that two requests cannot both spend it.
 */
export async function spendToken(db: DB, raw: string, kind: Exclude<TokenKind, 'session'>): Promise<number | null> {
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(raw))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Mailed links (verification, reset): at most one of a kind goes to an account in this long, whoever asks. */
export const MAIL_INTERVAL_MS = 5 * 60 * 1000;

/**
 * A new token of `kind` to mail to the user, or null when one was issued less than `MAIL_INTERVAL_MS` ago:
 * that link is in their inbox and still works. No earlier link is voided, so a stranger's request never
 * spoils the one the owner holds. Parallel requests issue one token: each first locks the user's row.
 */
export async function issueMailedToken(db: DB, userId: number, kind: 'verification' | 'reset'): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const recent = await trx
      .selectFrom('account_tokens')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${MAIL_INTERVAL_MS / 1000})`)
      .executeTakeFirst();
    return recent ? null : issueToken(trx, userId, kind, TOKEN_LIFETIME[kind]);
  });
}

/** The user of a live session token, or null. */
export async function sessionUserId(db: DB, raw: string): Promise<number | null> {
  const row = await db
    .selectFrom('account_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(raw))
    .where('kind', '=', 'session')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function revokeToken(db: DB, raw: string): Promise<void> {
  await db.deleteFrom('account_tokens').where('token_hash', '=', hashToken(raw)).execute();
}

/** Voids every token of `kinds` the user holds: sessions, unused links. */
export async function revokeAll(db: DB, userId: number, kinds: TokenKind[]): Promise<void> {
  await db.deleteFrom('account_tokens').where('user_id', '=', userId).where('kind', 'in', kinds).execute();
}
