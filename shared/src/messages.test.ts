import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { fill, fillParts, foundMatching, messages, schoolsFound, t } from './messages.js';
import { accountMessages, accountText } from './account-messages.js';

describe('message catalogue', () => {
  it('fills the state name into the home selection messages', () => {
    expect(t('viewingState', { state: 'Kebbi' })).toBe('You are currently viewing Data for Kebbi state');
    expect(accountText('accountMenu', { firstname: 'Ada' })).toBe('Ada, account menu');
  });

  it('uses the singular for exactly one school and the plural otherwise', () => {
    expect(schoolsFound(1)).toBe('1 inclusive school found');
    expect(schoolsFound(0)).toBe('0 inclusive schools found');
    expect(schoolsFound(12)).toBe('12 inclusive schools found');
    expect(foundMatching(1)).toBe('Found 1 matching school');
    expect(foundMatching(3)).toBe('Found 3 matching schools');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('holds the spec texts word for word', () => {
    expect(accountMessages.accessDenied).toBe("Access Denied: You don't have permission to access this page.");
    expect(accountMessages.sending).toBe('sending....');
    expect(accountMessages.resetBadLink).toBe('Invalid reset link. Please request a new password reset.');
  });

  it("keeps each key in one part of the catalogue: the public one or the account pages' one", () => {
    expect(Object.keys(accountMessages).filter((key) => key in messages)).toEqual([]);
  });

  it('fills a template with parts that are not strings, keeping the words around them', () => {
    const link = { href: '/about' };
    expect(fillParts('Powered By {provider}', { provider: link })).toEqual(['Powered By ', link]);
    expect(fillParts('{count} persons in {country}', { count: 3, country: 'Ghana' })).toEqual([3, ' persons in ', 'Ghana']);
    expect(fillParts('{a} and {b}', { a: 1 })).toEqual([1, ' and ', '{b}']);
  });

  it("spells the term one way: 'Email address', and 'email' in running text, never 'E-mail'", () => {
    expect([...Object.values(messages), ...Object.values(accountMessages)].filter((text) => /e-mail/i.test(text))).toEqual([]);
    expect(messages.emailAddressLabel).toBe('Email address');
  });
});

/** Where the apps show text: every source file of the shell and the five apps, not their tests. */
const REPO = path.resolve(import.meta.dirname, '../..');
const APPS = ['shell', 'mfe-public', 'mfe-map', 'mfe-schools', 'mfe-auth', 'mfe-dashboard'];
const APP_SOURCES = APPS.flatMap((app) =>
  readdirSync(path.join(REPO, app, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.|\.generated\.|(^|\/)test(-support)?\//.test(file))
    .map((file) => path.join(app, 'src', file)),
);

/**
 * Words (two letters or more) in JSX text, in a string shown as a JSX child, or given to an attribute or
 * property whose value a person reads or hears; and anywhere, a string that reads as a sentence ('Enter
 * your …'), except a developer's error or log line.
 */
const WORDS = '/[A-Za-z]{2}/';
/** A catalogue's key ('navEyewitness', 'rejectReportTitle'), which a table of labels or dialogs names: not words. */
const KEY = '/^[a-z]+([A-Z][a-z0-9]*)+$/';
const SENTENCE = "/^[A-Z][a-z']* [a-z]/";
// A file field's `name` completes its button's words ('Choose video file').
const SHOWN_ATTRIBUTE =
  ':matches(JSXAttribute[name.name=/^(aria-label|aria-description|aria-valuetext|alt|title|label|placeholder|description)$/], ' +
  'JSXOpeningElement[name.name="FileField"] > JSXAttribute[name.name="name"])';
const SHOWN_PROPERTY = 'Property[key.name=/^(title|label|text|message|description|tab|heading|legend|badge)$/]';
const JSX_CHILD = ':matches(JSXElement, JSXFragment) > JSXExpressionContainer';
const NOT_FOR_PEOPLE = ':not(NewExpression > *):not(CallExpression[callee.object.name="console"] > *)';
const INLINE_TEXT = [
  `JSXText[value=${WORDS}]`,
  ...[SHOWN_ATTRIBUTE, `${SHOWN_ATTRIBUTE} > JSXExpressionContainer`, SHOWN_PROPERTY, JSX_CHILD].flatMap((parent) =>
    [parent, `${parent} > ConditionalExpression`, `${parent} > LogicalExpression`].flatMap((holder) => [
      `${holder} > Literal[value=${WORDS}]:not([value=${KEY}])`,
      `${holder} > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
    ]),
  ),
  `Literal${NOT_FOR_PEOPLE}[value=${SENTENCE}]`,
  `TemplateLiteral${NOT_FOR_PEOPLE} > TemplateElement[value.raw=${SENTENCE}]`,
];

/** The English texts of the apps' and @portal/shared's own catalogues (`src/i18n/messages/en.json`), ICU MessageFormat. */
const APP_CATALOGUE_TEXTS = [...APPS, 'shared'].flatMap((app) => {
  const file = path.join(REPO, app, 'src', 'i18n', 'messages', 'en.json');
  return existsSync(file)
    ? Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>).map((entry) => entry.message)
    : [];
});

/** Texts of the catalogues of two words or more, and each part of a text between its placeholders. */
const CATALOGUE_PARTS = [
  ...new Set(
    [...Object.values(messages), ...Object.values(accountMessages), ...APP_CATALOGUE_TEXTS].flatMap((text) =>
      text.split(/\{[^{}]*\}|[{}]/),
    ),
  ),
]
  .map((part) => part.trim())
  .filter((part) => part.split(/\s+/).length >= 2 && part.length >= 12);

/** Reports a string in the code (comments, which quote the spec, are not code) that copies a catalogue text. */
const catalogueCopy: Rule.RuleModule = {
  create(context) {
    const check = (node: Rule.Node, text: unknown) => {
      const copied = typeof text === 'string' && CATALOGUE_PARTS.find((part) => text.includes(part));
      if (copied) context.report({ node, message: `copies '${copied}'` });
    };
    return { Literal: (node) => check(node, node.value), TemplateElement: (node) => check(node, node.value.cooked) };
  },
};

const linter = new Linter({ configType: 'flat' });
const CONFIG: Linter.Config[] = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser as Linter.Parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { catalogue: { rules: { copy: catalogueCopy } } },
    rules: {
      'no-restricted-syntax': ['error', ...INLINE_TEXT.map((selector) => ({ selector, message: 'inline text' }))],
      'catalogue/copy': 'error',
    },
  },
];

const CHECKS = new Set(['no-restricted-syntax', 'catalogue/copy']);

/** Each problem as `file:line rule: the source's words`, so a failure names what to move. */
function problems(file: string): string[] {
  const code = readFileSync(path.join(REPO, file), 'utf8');
  // Only this check's rules and parse failures: a file's directives for the project's own lint rules
  // ('eslint-disable-next-line react-hooks/…') name rules this linter does not load.
  const found = linter.verify(code, CONFIG, { filename: file }).filter((problem) => problem.fatal || CHECKS.has(problem.ruleId ?? ''));
  return found.map((problem) => {
    const words = code.split('\n')[problem.line - 1]!.trim();
    return `${file}:${problem.line} ${problem.ruleId ?? 'parse'}: ${problem.ruleId === 'catalogue/copy' ? problem.message : words}`;
  });
}

describe("the apps' words", () => {
  it('come from the catalogue: no text, label or toast is written into the shell or an app, nor copied from the catalogue', () => {
    expect(APP_SOURCES.length).toBeGreaterThan(50);
    expect(APP_SOURCES.flatMap(problems)).toEqual([]);
  });
});

describe('the name of the Federal Capital Territory', () => {
  it("is never followed by 'State': a text naming '{state} State' names the territory alone", () => {
    expect(t('viewingState', { state: 'FCT-Abuja' })).toBe('You are currently viewing Data for FCT-Abuja');
    expect(t('noSchoolData', { state: 'FCT-Abuja' })).toBe('No school data available for FCT-Abuja');
    expect(t('viewingState', { state: 'Lagos' })).toBe('You are currently viewing Data for Lagos state');
  });
});
