import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Catalogue, CatalogueEntry, ReviewState } from './catalogue.js';

const REVIEW_STATES: readonly ReviewState[] = ['source', 'draft', 'reviewed'];

/** What is wrong with one text of a translation, named by its key so a translator can find it. */
export interface CatalogueProblem {
  key: string;
  problem: string;
}

/** `{name}` of each argument a message fills, with its kind (`plural`, `select`, `number`…), sorted. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        found.add(`{${element.value}}`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(`{${element.value}, ${TYPE[element.type]}}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        found.add(`{${element.value}, ${TYPE[element.type]}}`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        break;
      case TYPE.tag:
        argumentsOf(element.children, found);
        break;
      default:
        break;
    }
  }
  return found;
}

/** Plural and select arguments without the `other` case every language needs (its fallback). */
function casesMissingOther(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type !== TYPE.plural && element.type !== TYPE.select)
      return element.type === TYPE.tag ? casesMissingOther(element.children) : [];
    const inside = Object.values(element.options).flatMap((option) => casesMissingOther(option.value));
    return 'other' in element.options ? inside : [element.value, ...inside];
  });
}

/** The problems of one text on its own: not ICU MessageFormat, markup in it, no `other` case. */
function messageProblems(entry: CatalogueEntry): { problems: string[]; elements: MessageFormatElement[] } {
  if (typeof entry.message !== 'string' || entry.message.trim() === '') return { problems: ['the text is empty'], elements: [] };
  // Texts are plain: the apps put them into the page as text, so markup would be shown, or in an e-mail's
  // HTML part, injected.
  if (/<\s*[a-z!/?]/i.test(entry.message)) return { problems: ['the text holds markup, which texts must not'], elements: [] };
  let elements: MessageFormatElement[];
  try {
    elements = parse(entry.message, { requiresOtherClause: false });
  } catch (error) {
    return { problems: [`the text is not valid ICU MessageFormat (${(error as Error).message})`], elements: [] };
  }
  const problems = casesMissingOther(elements).map((name) => `{${name}} has no 'other' case`);
  if (!REVIEW_STATES.includes(entry.review))
    problems.push(`its review state '${String(entry.review)}' is not one of ${REVIEW_STATES.join(', ')}`);
  return { problems, elements };
}

/**
 * Every problem of `translation` against its app's English `source`: a key the source has not, a text
 * missing, invalid ICU syntax or markup, and placeholders that differ from the source's (a translation
 * must fill the same arguments, of the same kinds). Used by the catalogue tests and by `i18n:import`,
 * which refuses a file with any problem.
 */
export function catalogueProblems(source: Catalogue, translation: Partial<Catalogue>): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const key of Object.keys(translation)) if (!(key in source)) problems.push({ key, problem: 'the source has no text with this key' });
  for (const [key, sourceEntry] of Object.entries(source)) {
    const entry = translation[key];
    if (!entry) {
      problems.push({ key, problem: 'no translation' });
      continue;
    }
    const checked = messageProblems(entry);
    problems.push(...checked.problems.map((problem) => ({ key, problem })));
    if (checked.problems.length > 0) continue;
    const wanted = [...argumentsOf(messageProblems(sourceEntry).elements)].sort();
    const given = [...argumentsOf(checked.elements)].sort();
    if (wanted.join(' ') !== given.join(' '))
      problems.push({ key, problem: `its placeholders are ${given.join(' ') || 'none'}; the source's are ${wanted.join(' ') || 'none'}` });
  }
  return problems;
}

/** The problems of a source catalogue itself: each text valid, marked as the source. */
export function sourceCatalogueProblems(source: Catalogue): CatalogueProblem[] {
  return Object.entries(source).flatMap(([key, entry]) => [
    ...messageProblems(entry).problems.map((problem) => ({ key, problem })),
    ...(entry.review === 'source' ? [] : [{ key, problem: `a source text is marked '${entry.review}', not 'source'` }]),
  ]);
}
