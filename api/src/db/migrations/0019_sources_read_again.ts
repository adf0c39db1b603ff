import { sql, type Kysely } from 'kysely';

interface StoredSource {
  title: string;
  publisher: string;
  url: string;
  date: string;
}

const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** A description in lower case, not a site's name (`describesPage` of open-data/sources.ts, as it was written here). */
const isDescription = (publisher: string) => /^\p{Ll}/u.test(publisher) && !/^[\w-]+(\.[\w-]+)+$/.test(publisher);

/** The site a page is on, without 'www.' (as open-data/sources.ts names a publisher a citation does not). */
function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The source as the import now reads its citation, or null where it reads it as before. */
function readAgain(source: StoredSource): StoredSource | null {
  const publisher = source.publisher ?? '';
  if (isDescription(publisher)) return { ...source, title: `${source.title} (${publisher})`, publisher: siteOf(source.url) };
  const parts = publisher.split(',').map((part) => part.trim());
  const date = parts.find((part) => DATE.test(part));
  if (date && !source.date) return { ...source, publisher: parts.filter((part) => part !== date).join(', '), date };
  return null;
}

/**
 * The import reads two kinds of citation better (open-data/sources.ts), and this reads the sources of
 * records imported before in the same way:
 * - a parenthesis in lower case describes the page instead of naming its publisher ('repost of Daily
 *   Post', 'via PressReader', 'official'): Niger's page read 'such as repost of Daily Post'. The site is
 *   the publisher, and the description goes back into the title;
 * - a date that is not last ('Daily Trust Sunday, 2017-12-24, via PressReader') was read as part of the
 *   publisher, and the date as not stated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['policies', 'schools']) {
    const rows = await sql<{ id: number; sources: StoredSource[] }>`select id, sources from ${sql.table(table)}`.execute(db);
    for (const { id, sources } of rows.rows) {
      if (!Array.isArray(sources)) continue;
      const corrected = sources.map((source) => readAgain(source) ?? source);
      if (corrected.every((source, index) => source === sources[index])) continue;
      await sql`update ${sql.table(table)} set sources = ${JSON.stringify(corrected)}::jsonb where id = ${id}`.execute(db);
    }
  }
}

/** Nothing to undo: the site is who published the page, the date is the source's, and the title still says what the page is. */
export async function down(): Promise<void> {}
