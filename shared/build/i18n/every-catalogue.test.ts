import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../src/i18n/locales.js';
import type { Catalogue } from '../../src/i18n/catalogue.js';
import { catalogueProblems, sourceCatalogueProblems } from '../../src/i18n/catalogue-check.js';
import { exportCatalogues, findCatalogues, importPo } from './translation-files.js';

const REPO = path.resolve(import.meta.dirname, '../../..');
const TRANSLATED = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);
const read = async (dir: string, locale: string) => JSON.parse(await readFile(path.join(dir, `${locale}.json`), 'utf8')) as Catalogue;

/** Every catalogue of the repository, as `npm run i18n:export` finds them: a new one is checked as soon as it exists. */
describe('every catalogue of the repository', () => {
  it('includes the API, @portal/shared and the apps that own their words', async () => {
    const names = (await findCatalogues(REPO)).map((folder) => folder.name);
    expect(names).toEqual(expect.arrayContaining(['shared', 'mfe-public', 'mfe-map', 'api']));
  });

  it('has every text in every language, with the English placeholders, valid ICU syntax and a review state', async () => {
    for (const folder of await findCatalogues(REPO)) {
      const source = await read(folder.dir, SOURCE_LOCALE);
      expect({ catalogue: folder.name, problems: sourceCatalogueProblems(source) }).toEqual({ catalogue: folder.name, problems: [] });
      for (const locale of TRANSLATED) {
        const problems = catalogueProblems(source, await read(folder.dir, locale));
        expect({ catalogue: folder.name, locale, problems }).toEqual({ catalogue: folder.name, locale, problems: [] });
      }
    }
  });

  it('says a text two catalogues share (the same key and English) the same way in every language', async () => {
    // The API's answer and the form's own message, or a school's label on its page and in the correction form,
    // reach the same reader, often on one screen: two drafts of one English text read as two different things.
    const folders = await findCatalogues(REPO);
    for (const locale of TRANSLATED) {
      const saying = new Map<string, Map<string, string[]>>();
      for (const folder of folders) {
        const [source, translated] = await Promise.all([read(folder.dir, SOURCE_LOCALE), read(folder.dir, locale)]);
        for (const [key, { message }] of Object.entries(source)) {
          const text = translated[key]?.message;
          if (!text) continue;
          const ways = saying.get(`${key}: ${message}`) ?? new Map<string, string[]>();
          ways.set(text, [...(ways.get(text) ?? []), folder.name]);
          saying.set(`${key}: ${message}`, ways);
        }
      }
      const differing = [...saying].filter(([, ways]) => ways.size > 1).map(([text, ways]) => ({ text, ways: Object.fromEntries(ways) }));
      expect({ locale, differing }).toEqual({ locale, differing: [] });
    }
  });

  it('gives the translator a note on every English text', async () => {
    for (const folder of await findCatalogues(REPO)) {
      const source = await read(folder.dir, SOURCE_LOCALE);
      expect({ catalogue: folder.name, without: Object.keys(source).filter((key) => !source[key]!.context?.trim()) }).toEqual({
        catalogue: folder.name,
        without: [],
      });
    }
  });

  it('comes back unchanged from i18n:export then i18n:import of the exported files', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'i18n-all-'));
    try {
      const folders = await findCatalogues(REPO);
      await writeFile(path.join(root, 'package.json'), JSON.stringify({ workspaces: folders.map((folder) => folder.name) }));
      for (const folder of folders) await cp(folder.dir, path.join(root, path.relative(REPO, folder.dir)), { recursive: true });
      const files = await exportCatalogues(root, path.join(root, 'out'));
      expect(files.map((file) => path.basename(file))).toEqual(
        expect.arrayContaining(TRANSLATED.flatMap((locale) => [`shared.${locale}.po`, `mfe-public.${locale}.po`])),
      );
      for (const file of files) {
        expect({ file: path.basename(file), result: await importPo(root, await readFile(file)) }).toMatchObject({
          file: path.basename(file),
          result: { imported: true, changed: 0 },
        });
      }
      for (const folder of folders)
        for (const locale of TRANSLATED) {
          const copy = path.join(root, path.relative(REPO, folder.dir), `${locale}.json`);
          expect(await readFile(copy, 'utf8')).toBe(await readFile(path.join(folder.dir, `${locale}.json`), 'utf8'));
        }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
