import { HttpError } from '../errors.js';
import type { ApiMessageKey } from '../i18n/api-text.js';

/**
 * A write that a unique index refused: the database's answer to two requests that checked, found nothing,
 * and wrote at once. Routes write first and answer this as the conflict they document (409), rather than
 * checking and then writing, which a race turns into a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  // SQLSTATE 23505, as both node-postgres and PGlite report it.
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** The result of `write`, or a 409 with the text of `key` when a unique index refused it. */
export async function unlessTaken<T>(write: Promise<T>, key: ApiMessageKey): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, key);
    throw error;
  }
}
