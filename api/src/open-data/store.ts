import { createHash } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import { readSnapshot, type OpenDataSnapshot } from './repository.js';
import { CachedResponse } from '../cached-response.js';

const hash = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 16);

/** Records hashed between turns of the event loop: tens of thousands of schools at once take seconds. */
const RECORDS_PER_HASH = 2000;

/** A digest of the whole snapshot, the schools a part at a time. */
async function contentHash({ schools, ...rest }: OpenDataSnapshot): Promise<string> {
  const digest = createHash('sha1').update(JSON.stringify(rest));
  for (let start = 0; start < schools.length; start += RECORDS_PER_HASH) {
    digest.update(JSON.stringify(schools.slice(start, start + RECORDS_PER_HASH)));
    await yieldToEventLoop();
  }
  return digest.digest('base64url').slice(0, 16);
}

/**
 * The published data held in memory. PGlite runs on the main thread and these data sets change only on
 * import, so read routes never touch the database: they answer from here, with an ETag that changes when
 * the data does.
 */
export class OpenDataStore {
  private current!: OpenDataSnapshot;
  private contentTag = '';
  private readonly responses = new Map<string, CachedResponse>();
  /** When the data sets last changed, as the database says (an import moves it). */
  private version = '';

  private constructor(private readonly db: DB) {}

  static async open(db: DB): Promise<OpenDataStore> {
    const store = new OpenDataStore(db);
    await store.reload();
    return store;
  }

  /** Reads the data again, after an import. */
  async reload(): Promise<void> {
    const version = await this.readVersion();
    const snapshot = await readSnapshot(this.db);
    const contentTag = await contentHash(snapshot);
    this.version = version;
    this.current = snapshot;
    this.contentTag = contentTag;
    this.responses.clear();
  }

  /**
   * The serialised answer to `requestUrl` for this version of the data, built on first request; `headers`
   * are those it always carries (its type, cache policy, links).
   */
  response(requestUrl: string, build: () => unknown, headers?: Readonly<Record<string, string>>): CachedResponse {
    let entry = this.responses.get(requestUrl);
    if (!entry) {
      const value = build();
      entry = new CachedResponse(this.etag(requestUrl), typeof value === 'string' ? value : JSON.stringify(value), headers);
      // Bounded: a crawler walking every page and query must not grow the cache without end.
      if (this.responses.size >= 5000) this.responses.clear();
      this.responses.set(requestUrl, entry);
    }
    return entry;
  }

  /** The answer already made to `requestUrl` for this version of the data, if one was. */
  answered(requestUrl: string): CachedResponse | undefined {
    return this.responses.get(requestUrl);
  }

  private async readVersion(): Promise<string> {
    const { rows } = await sql<{
      version: string | null;
    }>`select max(updated_at)::text || '/' || count(*) as version from datasets`.execute(this.db);
    return rows[0]?.version ?? '';
  }

  /**
   * Several API processes can share one PostgreSQL server, and an import reaches only the process that
   * ran it (or none, from the import command). Every `everyMs` this asks the database whether the data
   * changed, one small query, and reloads when it did. Returns the function that stops watching.
   */
  watch(everyMs: number, onError: (error: unknown) => void = () => undefined): () => void {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      this.readVersion()
        .then(async (version) => {
          if (version !== this.version) await this.reload();
        })
        .catch(onError)
        .finally(() => {
          busy = false;
        });
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  get data(): OpenDataSnapshot {
    return this.current;
  }

  /**
   * The ETag of one response: the data's version and the request that selected from it. Weak, because
   * the same answer is sent in several encodings (identity, gzip, br), which a strong tag would tell apart.
   */
  etag(requestUrl: string): string {
    return `W/"${this.contentTag}-${hash(requestUrl)}"`;
  }

  stateNamed(name: string) {
    const wanted = name.trim().toLowerCase();
    return this.current.states.find((state) => state.name.toLowerCase() === wanted);
  }
}
