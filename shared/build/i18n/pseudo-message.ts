import { parse } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { pseudoLocalized } from '../../src/i18n/pseudo-message.js';

type Ast = Parameters<typeof pseudoLocalized>[0];

/**
 * An ICU message, as written, pseudo-localized and written back as ICU (`pseudoLocalized`), for a text
 * that a page holds unformatted: the shell's script words, which it fills itself (`shellText`). On the
 * server alone, which has the parser. This package's parser and intl-messageformat's are two versions of
 * one syntax tree (their `TYPE` enums, alike in value, are two declarations), hence the casts.
 */
export const pseudoLocalizedMessage = (message: string): string =>
  printAST(pseudoLocalized(parse(message) as unknown as Ast) as unknown as Parameters<typeof printAST>[0]);
