import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PRODUCT_NAME, messages } from '@portal/shared/messages';
import { accountMessages } from '@portal/shared/account-messages';

const REPO = path.resolve(import.meta.dirname, '../..');
const ARTIFACTS = path.join(REPO, 'e2e', 'artifacts');

type CatalogueFile = Record<string, { message: string }>;

/** A catalogue text without its placeholders, plurals and selects: the words written around them, piece by piece. */
function wordsAround(message: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let piece = '';
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) pieces.push(piece);
      piece = '';
      depth += 1;
    } else if (char === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) piece += char;
  }
  pieces.push(piece);
  return pieces.map((each) => each.replace(/\s+/g, ' ').trim());
}

/**
 * A piece long enough to be the catalogue's own English: two words or more in lower case, not a word every
 * language borrows ('Email', 'OK') or a name written in capitals ('CC BY 4.0').
 */
const telling = (piece: string) => piece.split(' ').filter((word) => /[a-z]{2}/.test(word)).length >= 2 && piece.length >= 8;

/**
 * The English a page in `locale` must not show: every text of every catalogue (each app's, @portal/shared's,
 * the API's) whose words in `locale` differ from the English, and every text still written in
 * @portal/shared's English-only catalogue (messages.ts, account-messages.ts), cut into the pieces around
 * their placeholders.
 */
export function untranslatedEnglish(locale: string): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { workspaces: string[] };
  const english = new Set<string>();
  const translated: string[] = [];
  for (const workspace of workspaces) {
    const dir = path.join(REPO, workspace, 'src', 'i18n', 'messages');
    if (!existsSync(path.join(dir, 'en.json'))) continue;
    const source = JSON.parse(readFileSync(path.join(dir, 'en.json'), 'utf8')) as CatalogueFile;
    const other = JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as CatalogueFile;
    for (const [key, { message }] of Object.entries(source)) {
      const translation = other[key]?.message;
      if (translation) translated.push(translation);
      if (translation !== message) wordsAround(message).forEach((piece) => english.add(piece));
    }
  }
  for (const text of [...Object.values(messages), ...Object.values(accountMessages)])
    wordsAround(text).forEach((piece) => english.add(piece));
  // Words the language writes the same way (Pidgin's 'first name') are the language's too.
  const language = translated.join('\n');
  return [...english].filter((piece) => telling(piece) && !language.includes(piece));
}

/**
 * The pieces of `english` the page shows or says outside data published in English (`[lang="en"]`): its
 * text, visually hidden text included, its controls' names and hints (`aria-label`, `alt`, `title`,
 * `placeholder`) and its title. The portal's name is a name, the same in every language.
 */
export async function englishOn(page: Page, english: readonly string[]): Promise<string[]> {
  const text = await page.evaluate(() => {
    const outsideEnglish = (node: Node) =>
      !(node.parentElement ?? (node as Element)).closest('[lang="en"], script, style, noscript, template');
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (outsideEnglish(node)) texts.push(node.textContent ?? '');
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
      if (outsideEnglish(element))
        for (const name of ['aria-label', 'alt', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    return texts.map((each) => each.replace(/\s+/g, ' ').trim()).join('\n');
  });
  const withoutName = text.replaceAll(PRODUCT_NAME, '');
  return english.filter((piece) =>
    new RegExp(`(^|[^\\p{L}])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(withoutName),
  );
}

/**
 * The portal's own words on a page of the pseudo-locale (@portal/shared's `i18n/pseudo-locale.ts`) that
 * are not pseudo-localized: English that no catalogue gave. The rule: every text the page shows or says
 * (its text nodes, visually hidden ones included, its controls' names and hints, `aria-label`, `alt`,
 * `title`, `placeholder`, and its title, unless the heading it repeats is data) that has a Latin letter must have a letter the pseudo-locale
 * writes (an accented Latin one, U+00C0–U+024F or U+1E00–U+1EFF), unless it is not the portal's words:
 * - in another language than the page's: an element between it and `<html>` names one with `lang` (data
 *   published in English is `lang="en"`, a language's name in the switcher is in that language);
 * - what a person typed (`<bdi>`, as the portal shows every such run);
 * - a name, the same in every language: one of `names` (the states', the country's, the map credit's), or
 *   the portal's name or a line of it;
 * - a date, or a date and a time: the page's formats write English month names (formats.ts), not the catalogues'.
 * So a pseudo-localized sentence passes whatever data its placeholders bring, and a text with no letters
 * (a number, a bracket) has nothing to check.
 */
export async function notPseudoLocalized(page: Page, names: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const portalWords = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement!;
      return element.closest('[lang]') === document.documentElement && !element.closest('bdi, script, style, noscript, template');
    };
    const found: string[] = [];
    // The title names the page as its heading does: a heading that is data (a school's name) makes it data too.
    const heading = document.querySelector('main h1');
    if (!(heading && !portalWords(heading) && document.title.startsWith(heading.textContent!.trim()))) found.push(document.title);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (portalWords(node)) found.push(node.textContent ?? '');
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
      if (portalWords(element))
        for (const name of ['aria-label', 'alt', 'title', 'placeholder']) found.push(element.getAttribute(name) ?? '');
    return found;
  });
  // Days and months ('3 December 2026', 'December'), and a moment as the dashboard writes one ('3 Dec 2026, 00:42').
  const month =
    '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)';
  const date = new RegExp(`^(\\d{1,2} )?${month}( \\d{4})?(, \\d{1,2}:\\d{2})?$`);
  const productName = ` ${PRODUCT_NAME} `;
  const isName = (text: string) => names.includes(text) || productName.includes(` ${text} `);
  return [
    ...new Set(
      texts
        .map((text) => text.replaceAll(PRODUCT_NAME, '').replace(/\s+/g, ' ').trim())
        .filter((text) => /[A-Za-z]/.test(text) && !/[\u00C0-\u024F\u1E00-\u1EFF]/.test(text) && !date.test(text) && !isName(text)),
    ),
  ];
}

/**
 * WCAG 1.4.12's text spacing, as the W3C's test bookmarklet sets it: what a reader's own style sheet may ask
 * for, and a page must lose nothing under.
 */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** `layoutProblems` of the page under a reader's own text spacing (WCAG 1.4.12), which is then taken away. */
export async function layoutProblemsWithTextSpacing(page: Page, name: string): Promise<string[]> {
  const style = await page.addStyleTag({ content: TEXT_SPACING });
  try {
    return await layoutProblems(page, `${name}-text-spacing`);
  } finally {
    await style.evaluate((element) => (element as HTMLStyleElement).remove());
  }
}

/**
 * What the page's layout does wrong with the length of its words: the page wider than the window (a
 * sideways scroll), text cut off by a box that hides what overflows it, and lines of text drawn over each
 * other or over a control. Text a screen reader alone reads (visually hidden, 1 px boxes) and the map's
 * drawing are left out. With any, a screenshot of the page is kept in e2e/artifacts/ and named in the list.
 */
export async function layoutProblems(page: Page, name: string): Promise<string[]> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      // What reaches past the window: the innermost boxes that do.
      const past = (element: Element) => element.getBoundingClientRect().right > width + 1;
      const widest = [...document.body.querySelectorAll('*')].filter((element) => past(element) && ![...element.children].some(past));
      found.push(
        `the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window: ${widest.slice(0, 3).map(describe).join(', ')}`,
      );
    }
    /** The nearest box around `node` that hides what overflows it, if any. */
    const clippingBox = (node: Node) => {
      for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (/hidden|clip/.test(style.overflowX + style.overflowY)) return box;
      }
      return null;
    };
    const lines: { node: Text; rect: DOMRect; box: Element | null }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest('svg, script, style, noscript, template')) continue;
      // Drawn, not only laid out: a closed disclosure's content still has boxes.
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) continue;
      // Text for screen readers alone sits in a box of a pixel or so that hides it (portal-visually-hidden).
      const box = clippingBox(node);
      const edge = box?.getBoundingClientRect();
      if (edge && (edge.width <= 2 || edge.height <= 2)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 2 && rect.height > 2) lines.push({ node, rect, box });
    }
    // Cut off: a line of text reaching past the box around it that hides what overflows it.
    for (const { node, rect, box } of lines) {
      const edge = box?.getBoundingClientRect();
      if (edge && (rect.right > edge.right + 1 || rect.left < edge.left - 1 || rect.bottom > edge.bottom + 1))
        found.push(`text cut off by ${describe(box!)}: "${node.textContent!.trim().slice(0, 40)}"`);
    }
    // Drawn over each other: two lines of different texts sharing more than a sliver (the lines in order
    // from the top, each compared with those starting above its bottom).
    lines.sort((a, b) => a.rect.top - b.rect.top);
    for (let i = 0; i < lines.length; i++)
      for (let j = i + 1; j < lines.length && lines[j]!.rect.top < lines[i]!.rect.bottom; j++) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.node === b.node) continue;
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (across > 2 && down > 4)
          found.push(`"${a.node.textContent!.trim().slice(0, 30)}" drawn over "${b.node.textContent!.trim().slice(0, 30)}"`);
      }
    // Drawn over a control: a line of text sharing more than a sliver with a control it is not part of (a
    // word running under a button beside it, a label inside a field's box wrapping onto the field's value).
    // A field's value is drawn in its content box, so a label may sit in its padding, as a floating one does.
    const controls = [...document.body.querySelectorAll('button, summary, select, input:not([type="hidden"]), textarea, [role="button"]')]
      .filter((control) => control.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !control.closest('svg'))
      .map((control) => {
        const rect = control.getBoundingClientRect();
        if (!control.matches('select, input, textarea')) return { control, rect };
        const style = getComputedStyle(control);
        const inset = (side: string) =>
          parseFloat(style.getPropertyValue(`border-${side}-width`)) + parseFloat(style.getPropertyValue(`padding-${side}`));
        return {
          control,
          rect: new DOMRect(
            rect.left + inset('left'),
            rect.top + inset('top'),
            rect.width - inset('left') - inset('right'),
            rect.height - inset('top') - inset('bottom'),
          ),
        };
      })
      .filter(({ rect }) => rect.width > 2 && rect.height > 2);
    for (const { node, rect } of lines)
      for (const { control, rect: box } of controls) {
        if (control.contains(node)) continue;
        const across = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        const down = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
        if (across > 2 && down > 4) found.push(`"${node.textContent!.trim().slice(0, 30)}" drawn over ${describe(control)}`);
      }
    return [...new Set(found)];
  });
  if (problems.length === 0) return [];
  mkdirSync(ARTIFACTS, { recursive: true });
  const screenshot = path.join(ARTIFACTS, `${name.replace(/[^\w-]+/g, '_')}.png`);
  await page.screenshot({ path: screenshot, fullPage: true });
  return [...problems, `screenshot: ${path.relative(REPO, screenshot)}`];
}
