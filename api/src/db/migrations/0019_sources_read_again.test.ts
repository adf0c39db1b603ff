/**
 * Migration 0019 on a database whose sources were imported with a description in lower case taken for the
 * publisher ('repost of Daily Post'): the site becomes the publisher and the description goes back into the
 * title; a date inside the publisher becomes the date; a source with a publisher's name, or the site's, stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addTestStates, databaseAt, removeTestStates } from '../../test-support/migrator.js';

const at = databaseAt('0018_law_names_without_bill_mark');

const REPOST = {
  title: 'PWD group demands commission',
  publisher: 'repost of Daily Post',
  url: 'https://www.blog.example.com/pwd',
  date: '',
};
const NAMED = { title: 'Niger signs', publisher: 'Daily Post', url: 'https://dailypost.example.ng/niger', date: '2024' };
/** A description with a date: its date was read, the description taken for the publisher. */
const BLOG = { title: 'Special Schools in Lagos State', publisher: 'personal blog', url: 'https://hajikay.example.com/x', date: '2013' };
/** A citation whose date was not last: read as part of the publisher. */
const DATED = {
  title: 'Special schools cry for attention',
  publisher: 'Daily Trust Sunday, 2017-12-24, via PressReader',
  url: 'https://press.example.com/dt',
  date: '',
};
/** A citation that named no publisher: the import named the site, in lower case. */
const SITE = {
  title: 'Bureau for People with Disabilities',
  publisher: 'bureau.example.gov.ng',
  url: 'https://bureau.example.gov.ng',
  date: '',
};

describe('migration 0019: sources read again', () => {
  it('names the site as the publisher where a description in lower case stood, and keeps the description in the title', async () => {
    await addTestStates(at.database.db);
    await sql`insert into policies (id, state_id, url, description, ranking, key_findings, email, phone, address, law_status, law_name,
        law_year, agency, notes, sources, reviewed_at, imported_by, updated_at)
      values (901, 901, '', '', '', '[]', '', '[]', '', 'unknown', '', null, '', '', ${JSON.stringify([REPOST, NAMED, SITE, DATED, BLOG])}::jsonb,
              '2026-11', 't', now())`.execute(at.database.db);

    expect((await at.migrator.migrateTo('0019_sources_read_again')).error).toBeUndefined();
    const stored = await sql<{ sources: unknown }>`select sources from policies where id = 901`.execute(at.database.db);
    expect(stored.rows[0]!.sources).toEqual([
      { ...REPOST, title: 'PWD group demands commission (repost of Daily Post)', publisher: 'blog.example.com' },
      NAMED,
      SITE,
      { ...DATED, publisher: 'Daily Trust Sunday, via PressReader', date: '2017-12-24' },
      { ...BLOG, title: 'Special Schools in Lagos State (personal blog)', publisher: 'hajikay.example.com' },
    ]);

    await sql`delete from policies where id > 900`.execute(at.database.db);
    await removeTestStates(at.database.db);
    expect((await at.migrator.migrateTo('0018_law_names_without_bill_mark')).error).toBeUndefined();
    expect((await at.migrator.migrateToLatest()).error).toBeUndefined();
  });
});
