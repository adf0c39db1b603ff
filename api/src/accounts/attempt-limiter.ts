import type { DB } from '../db/database.js';
import { HttpError } from '../errors.js';

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
    await this.db.insertInto('attempts').values(keys.map((key) => ({ key }))).execute();
    const counts = await this.db
      .selectFrom('attempts')
      .select(['key', (eb) => eb.fn.countAll<string>().as('n')])
      .where('key', 'in', keys)
      .where('at', '>', since)
      .groupBy('key')
      .execute();
    if (counts.some((row) => Number(row.n) > this.max)) {
      throw new HttpError(429, `Too many attempts. Please wait ${Math.ceil(this.windowMs / 60_000)} minutes and try again.`);
    }
    // Old attempts are of no further use: forget them now and then.
    if (Math.random() < 0.01) await this.db.deleteFrom('attempts').where('at', '<', since).execute();
  }
}
