import { sql, type Kysely } from 'kysely';

interface StoredSource {
  title: string;
  publisher: string;
  url: string;
}

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

/**
 * A citation's parenthesis in lower case describes the page instead of naming its publisher ('repost of
 * Daily Post', 'via PressReader', 'official'), and the import took it for the publisher: Niger's page
 * read 'such as repost of Daily Post'. The import now names the site and keeps the description in the
 * title (open-data/sources.ts); this does the same for the sources of records imported before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['policies', 'schools']) {
    const rows = await sql<{ id: number; sources: StoredSource[] }>`select id, sources from ${sql.table(table)}`.execute(db);
    for (const { id, sources } of rows.rows) {
      if (!Array.isArray(sources) || !sources.some((source) => isDescription(source.publisher ?? ''))) continue;
      const corrected = sources.map((source) =>
        isDescription(source.publisher ?? '')
          ? { ...source, title: `${source.title} (${source.publisher})`, publisher: siteOf(source.url) }
          : source,
      );
      await sql`update ${sql.table(table)} set sources = ${JSON.stringify(corrected)}::jsonb where id = ${id}`.execute(db);
    }
  }
}

/** Nothing to undo: the site is who published the page, and the title still says what the page is. */
export async function down(): Promise<void> {}
