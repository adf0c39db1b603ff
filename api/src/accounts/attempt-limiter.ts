import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import type { MessageValues } from '@portal/shared/i18n';
import { HttpError } from '../errors.js';
import type { ApiMessageKey } from '../i18n/api-text.js';

/**
 * Counts attempts per key (an e-mail address, an IP address) in a sliding window and refuses with 429
 * past the limit. The counts live in the database, so two API processes on one PostgreSQL share them.
 */
export class AttemptLimiter {
  constructor(
    private readonly db: DB,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly enabled = true,
  ) {}

  /** Records an attempt for each key; throws 429 when any of them is over the limit. */
  async hit(...keys: string[]): Promise<void> {
    if (!this.enabled) return;
    const since = new Date(Date.now() - this.windowMs);
    await this.db
      .insertInto('attempts')
      .values(keys.map((key) => ({ key })))
      .execute();
    const counts = await this.db
      .selectFrom('attempts')
      .select(['key', (eb) => eb.fn.countAll<string>().as('n')])
      .where('key', 'in', keys)
      .where('at', '>', since)
      .groupBy('key')
      .execute();
    if (counts.some((row) => Number(row.n) > this.max)) {
      throw new HttpError(429, 'tooManyAttempts', { minutes: Math.ceil(this.windowMs / 60_000) });
    }
    // Old attempts are of no further use: forget them now and then.
    if (Math.random() < 0.01) await this.db.deleteFrom('attempts').where('at', '<', since).execute();
  }
}

/** One failure budget: failures of `key` beyond `free` make the next attempt wait. */
export interface FailureBudget {
  key: string;
  free: number;
}

/** Failures are remembered this long; the wait never grows past 15 minutes. */
const FAILURE_MEMORY_MS = 60 * 60 * 1000;
const LONGEST_WAIT_MS = 15 * 60 * 1000;

/** After `free` failures each further one doubles the wait: 2 s, 4 s, 8 s … up to 15 minutes. */
export function waitAfterFailures(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(2 ** (failures - free + 1) * 1000, LONGEST_WAIT_MS);
}

/** The wait in the refusal's words: seconds under a minute, whole minutes (rounded up) beyond. */
function waitRefusal(ms: number): [ApiMessageKey, MessageValues] {
  const seconds = Math.ceil(ms / 1000);
  return seconds < 60 ? ['tooManyLoginsSeconds', { seconds }] : ['tooManyLoginsMinutes', { minutes: Math.ceil(seconds / 60) }];
}

/**
 * Login throttling after OWASP's authentication guidance: only failures count, each against budgets the
 * caller chooses (an address from one source, an address, a source, a device), and past a budget the
 * next attempt must wait a doubling delay instead of meeting a lock. The counts live in the database, so
 * API processes sharing one PostgreSQL share them.
 *
 * An attempt is recorded as a failure before the password is checked and taken back when it proves not
 * to be one: so a hundred guesses sent at once see each other, instead of all passing an empty count.
 */
export class LoginThrottle {
  constructor(
    private readonly db: DB,
    private readonly enabled = true,
  ) {}

  /** Records a pending failure for each budget; throws 429, saying how long to wait, when one is spent. */
  async begin(budgets: FailureBudget[]): Promise<PendingFailure> {
    if (!this.enabled || budgets.length === 0) return new PendingFailure(this.db, []);
    const keys = budgets.map((budget) => budget.key);
    const pending = new PendingFailure(
      this.db,
      (
        await this.db
          .insertInto('attempts')
          .values(keys.map((key) => ({ key })))
          .returning('id')
          .execute()
      ).map((row) => row.id),
    );
    const counts = await this.db
      .selectFrom('attempts')
      .select([
        'key',
        (eb) => eb.fn.countAll<string>().as('failures'),
        sql<string>`extract(epoch from now() - max(at)) * 1000`.as('sinceLast'),
      ])
      .where('key', 'in', keys)
      .where('id', 'not in', pending.ids)
      .where('at', '>', sql<Date>`now() - make_interval(secs => ${FAILURE_MEMORY_MS / 1000})`)
      .groupBy('key')
      .execute();
    const waitMs = Math.max(
      0,
      ...counts.map(
        (row) => waitAfterFailures(Number(row.failures), budgets.find((budget) => budget.key === row.key)!.free) - Number(row.sinceLast),
      ),
    );
    if (waitMs > 0) {
      await pending.withdraw();
      throw new HttpError(429, ...waitRefusal(waitMs), { 'Retry-After': String(Math.ceil(waitMs / 1000)) });
    }
    // Old failures are of no further use: forget them now and then.
    if (Math.random() < 0.01)
      await this.db
        .deleteFrom('attempts')
        .where('at', '<', sql<Date>`now() - make_interval(secs => ${FAILURE_MEMORY_MS / 1000})`)
        .execute();
    return pending;
  }

  /** Forgets every failure of these keys: a successful login from there. */
  async clear(keys: string[]): Promise<void> {
    if (this.enabled && keys.length > 0) await this.db.deleteFrom('attempts').where('key', 'in', keys).execute();
  }
}

/** The failures recorded by `LoginThrottle.begin`: they stay unless the attempt proves not to be one. */
export class PendingFailure {
  constructor(
    private readonly db: DB,
    readonly ids: string[],
  ) {}

  async withdraw(): Promise<void> {
    if (this.ids.length > 0) await this.db.deleteFrom('attempts').where('id', 'in', this.ids).execute();
  }
}
