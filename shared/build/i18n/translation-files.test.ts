import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportCatalogues, importPo } from './translation-files.js';

const REPO = path.resolve(import.meta.dirname, '../../..');
const API_MESSAGES = path.join('api', 'src', 'i18n', 'messages');

/** A repository with the API's real catalogues, for the files to be exported from and imported into. */
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'i18n-'));
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['shared', 'api'] }));
  await cp(path.join(REPO, API_MESSAGES), path.join(root, API_MESSAGES), { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const catalogueFile = (locale: string) => readFile(path.join(root, API_MESSAGES, `${locale}.json`), 'utf8');
const exported = async (locale: string) => {
  await exportCatalogues(root, path.join(root, 'out'));
  return readFile(path.join(root, 'out', `api.${locale}.po`), 'utf8');
};

describe('catalogues as PO files for translators', () => {
  it('writes each text with its key, English source, note for translators and draft flag', async () => {
    const file = await exported('ha');
    expect(file).toContain('"Language: ha\\n"');
    expect(file).toContain(
      [
        '#. Error answer (HTTP 400). JSON is a format name: keep it.',
        '#, fuzzy',
        'msgctxt "invalidJsonBody"',
        'msgid "The request body is not valid JSON."',
        'msgstr "Jikin buƙatar ba ingantaccen JSON ba ne."',
      ].join('\n'),
    );
  });

  it('changes nothing when an exported file comes back unchanged', async () => {
    for (const locale of ['pcm', 'ha', 'yo', 'ig']) {
      const before = await catalogueFile(locale);
      const result = await importPo(root, Buffer.from(await exported(locale)));
      expect(result).toMatchObject({ imported: true, changed: 0 });
      expect(await catalogueFile(locale)).toBe(before);
    }
  });

  it('merges a reviewed translation: the fuzzy flag taken off marks it reviewed', async () => {
    const file = (await exported('yo')).replace(
      '#, fuzzy\nmsgctxt "bodyTooLarge"\nmsgid "The request body is too large."\nmsgstr "Ara ìbéèrè náà tóbi jù."',
      'msgctxt "bodyTooLarge"\nmsgid "The request body is too large."\nmsgstr "Ara ìbéèrè yìí ti tóbi jù."',
    );
    expect(await importPo(root, Buffer.from(file))).toMatchObject({ imported: true, changed: 1 });
    expect(JSON.parse(await catalogueFile('yo')).bodyTooLarge).toEqual({ message: 'Ara ìbéèrè yìí ti tóbi jù.', review: 'reviewed' });
  });

  it('refuses a whole file with a broken placeholder, invalid ICU or markup, naming each bad unit, and writes nothing', async () => {
    const before = await catalogueFile('ig');
    const file = (await exported('ig'))
      .replace('msgstr "Ọ dịghị ihe dị ebe a: {method} {path}"', 'msgstr "Ọ dịghị ihe dị ebe a: {metod} {path}"')
      .replace(
        'msgstr "Arịrịọ ezighi ezi: {problem, select, missing {{field} adịghị ya}',
        'msgstr "Arịrịọ ezighi ezi: {problem, select, missing {{field adịghị ya}',
      )
      .replace('msgstr "Ndewo,"', 'msgstr "<b>Ndewo</b>,"')
      // A good change in the same file is not taken either.
      .replace('msgstr "Ahụ arịrịọ ahụ buru oke ibu."', 'msgstr "Ahụ arịrịọ ahụ buru ibu karịa."');
    const result = await importPo(root, Buffer.from(file));
    expect(result).toEqual({
      imported: false,
      problems: [
        { key: 'invalidRequest', problem: expect.stringMatching(/^the text is not valid ICU MessageFormat/) },
        { key: 'nothingHere', problem: "its placeholders are {metod} {path}; the source's are {method} {path}" },
        { key: 'mailGreeting', problem: 'the text holds markup, which texts must not' },
      ],
    });
    expect(await catalogueFile('ig')).toBe(before);
  });

  it('refuses a file whose English changed since it was exported, one of another catalogue, and one that is not PO', async () => {
    const file = await exported('pcm');
    const stale = file.replace('msgid "Reset your password"', 'msgid "Reset your old password"');
    expect(await importPo(root, Buffer.from(stale))).toEqual({
      imported: false,
      problems: [{ key: 'resetMailSubject', problem: expect.stringMatching(/^its English text has changed since the file was exported/) }],
    });
    expect(await importPo(root, Buffer.from(file.replace('X-Portal-Catalogue: api', 'X-Portal-Catalogue: mfe-nothing')))).toMatchObject({
      imported: false,
      problems: [{ key: '(the file)', problem: "its X-Portal-Catalogue header names no catalogue: 'mfe-nothing'" }],
    });
    expect(await importPo(root, Buffer.from(file.replace('Language: pcm', 'Language: en')))).toMatchObject({ imported: false });
    expect(await importPo(root, Buffer.from('msgid "unterminated'))).toMatchObject({ imported: false });
  });

  it('npm run i18n:import reports a refused file unit by unit and exits with 1', async () => {
    const bad = path.join(root, 'bad.po');
    await writeFile(bad, (await exported('ha')).replace('msgstr "Babu komai a nan: {method} {path}"', 'msgstr "Babu komai a nan"'));
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(REPO, 'shared/build/i18n/cli.ts'), 'import', bad]);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("nothingHere: its placeholders are none; the source's are {method} {path}"),
    });
  });
});
