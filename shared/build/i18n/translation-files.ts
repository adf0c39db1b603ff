/**
 * The catalogues as files translators work on in their own tools (issue 39): gettext PO, which Weblate,
 * Crowdin and Pontoon read and write. One file per catalogue and language; each text is one unit whose
 * context (`msgctxt`) is its key, whose `msgid` is the English source and whose `msgstr` is the
 * translation, with the source's note for translators as an extracted comment (`#.`). A draft (a text no
 * native speaker has reviewed) carries PO's `fuzzy` flag; a translation without it is taken as reviewed.
 * The texts are ICU MessageFormat whole, plurals included (PO's own plurals are not used).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { po, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser';
import { LOCALES, SOURCE_LOCALE, isLocale, type Locale } from '../../src/i18n/locales.js';
import type { Catalogue, CatalogueEntry } from '../../src/i18n/catalogue.js';
import { catalogueProblems, type CatalogueProblem } from '../../src/i18n/catalogue-check.js';

/** Where every package keeps its catalogue: one `<locale>.json` per language, `en.json` the source. */
const CATALOGUE_DIR = path.join('src', 'i18n', 'messages');
/** The PO header naming the catalogue a file belongs to (its package), so importing it needs no other argument. */
const CATALOGUE_HEADER = 'X-Portal-Catalogue';

/** A package's catalogue: its name (the package's folder) and the folder of its `<locale>.json` files. */
export interface CatalogueFolder {
  name: string;
  dir: string;
}

/** Every workspace of the repository at `root` that has a catalogue. */
export async function findCatalogues(root: string): Promise<CatalogueFolder[]> {
  const { workspaces } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces
    .map((workspace) => ({ name: workspace, dir: path.join(root, workspace, CATALOGUE_DIR) }))
    .filter(({ dir }) => existsSync(path.join(dir, `${SOURCE_LOCALE}.json`)));
}

const readCatalogue = async (folder: CatalogueFolder, locale: Locale): Promise<Partial<Catalogue>> => {
  const file = path.join(folder.dir, `${locale}.json`);
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Partial<Catalogue>) : {};
};

/** As the catalogues are kept: two-space JSON in the source's key order, a newline at the end. */
const catalogueJson = (source: Catalogue, translation: Partial<Catalogue>) =>
  `${JSON.stringify(
    Object.fromEntries(Object.keys(source).flatMap((key) => (translation[key] ? [[key, translation[key]]] : []))),
    null,
    2,
  )}\n`;

/** One catalogue in one language as a PO file: every source text, translated or not yet. */
export function catalogueToPo(name: string, locale: Locale, source: Catalogue, translation: Partial<Catalogue>): Buffer {
  const units: Record<string, Record<string, GetTextTranslation>> = {};
  for (const [key, entry] of Object.entries(source)) {
    const translated = translation[key];
    units[key] = {
      [entry.message]: {
        msgctxt: key,
        msgid: entry.message,
        msgstr: [translated?.message ?? ''],
        comments: {
          ...(entry.context ? { extracted: entry.context } : {}),
          ...(translated?.review === 'draft' ? { flag: 'fuzzy' } : {}),
        },
      },
    };
  }
  const file: GetTextTranslations = {
    charset: 'utf-8',
    headers: { Language: locale, 'Content-Type': 'text/plain; charset=UTF-8', [CATALOGUE_HEADER]: name },
    translations: { '': { '': { msgid: '', msgstr: [''] } }, ...units },
  };
  return po.compile(file, { foldLength: 0 });
}

/** Writes every catalogue in every language but the source as `<dir>/<catalogue>.<locale>.po`; returns the files. */
export async function exportCatalogues(root: string, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const folder of await findCatalogues(root)) {
    const source = (await readCatalogue(folder, SOURCE_LOCALE)) as Catalogue;
    for (const locale of LOCALES.filter((locale) => locale !== SOURCE_LOCALE)) {
      const file = path.join(dir, `${folder.name}.${locale}.po`);
      await writeFile(file, catalogueToPo(folder.name, locale, source, await readCatalogue(folder, locale)));
      written.push(file);
    }
  }
  return written;
}

export type ImportResult = { imported: true; file: string; changed: number } | { imported: false; problems: CatalogueProblem[] };

/** The problem that refuses a whole file before its units are read. */
const refused = (problem: string): ImportResult => ({ imported: false, problems: [{ key: '(the file)', problem }] });

/**
 * Checks a translated PO file and merges it into its catalogue, or refuses it whole, writing nothing, with
 * each bad unit named: a key the source has not, an English text that changed since the file was
 * exported, invalid ICU syntax, markup, placeholders or plural and select arguments that differ from the
 * source's. A unit left empty keeps the catalogue's text.
 */
export async function importPo(root: string, content: Buffer): Promise<ImportResult> {
  let file: GetTextTranslations;
  try {
    file = po.parse(content);
  } catch (error) {
    return refused(`it is not a PO file (${(error as Error).message})`);
  }
  // A file the parser read without complaint may still have no header at all.
  const name = file.headers?.[CATALOGUE_HEADER];
  const locale = file.headers?.Language;
  const folder = (await findCatalogues(root)).find((folder) => folder.name === name);
  if (!folder) return refused(`its ${CATALOGUE_HEADER} header names no catalogue: '${name ?? ''}'`);
  if (!isLocale(locale) || locale === SOURCE_LOCALE)
    return refused(`its Language header is '${locale ?? ''}', not one of ${LOCALES.filter((l) => l !== SOURCE_LOCALE).join(', ')}`);

  const source = (await readCatalogue(folder, SOURCE_LOCALE)) as Catalogue;
  const current = await readCatalogue(folder, locale);
  const merged: Partial<Catalogue> = { ...current };
  const problems: CatalogueProblem[] = [];
  const imported: Record<string, CatalogueEntry> = {};
  for (const [context, units] of Object.entries(file.translations ?? {})) {
    for (const unit of Object.values(units)) {
      if (unit.msgid === '' && context === '') continue; // the header
      const key = unit.msgctxt ?? '';
      const sourceEntry = source[key];
      if (!sourceEntry) {
        problems.push({ key, problem: 'the source has no text with this key' });
        continue;
      }
      if (unit.msgid !== sourceEntry.message) {
        problems.push({
          key,
          problem: 'its English text has changed since the file was exported: export again and translate the new text',
        });
        continue;
      }
      const message = unit.msgstr[0] ?? '';
      if (message === '') continue;
      imported[key] = { message, review: unit.comments?.flag?.split(',').some((flag) => flag.trim() === 'fuzzy') ? 'draft' : 'reviewed' };
    }
  }
  const importedSource = Object.fromEntries(Object.keys(imported).map((key) => [key, source[key]!])) as Catalogue;
  problems.push(...catalogueProblems(importedSource, imported));
  if (problems.length > 0) return { imported: false, problems };

  let changed = 0;
  for (const [key, entry] of Object.entries(imported)) {
    const before = current[key];
    if (before?.message !== entry.message || before.review !== entry.review) changed++;
    merged[key] = entry;
  }
  const target = path.join(folder.dir, `${locale}.json`);
  if (changed > 0) await writeFile(target, catalogueJson(source, merged));
  return { imported: true, file: target, changed };
}
