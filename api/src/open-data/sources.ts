/**
 * Reading the evidence columns of a sourced-data file (`source_title`, `source_url`, `quote`,
 * `confidence`) into the published `Source` shape. The files write a source's publisher and date inside
 * its title, as a reader would cite it: 'Gombe gov signs disability protection bill into law (Punch,
 * 2024-12-24)'. Nothing is guessed: a date the title does not give stays empty, and a publisher the title
 * does not name is the site that published the page.
 */
import type { Confidence } from '@portal/shared/contracts';
import type { Source } from '@portal/shared/contracts';

const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/**
 * Does a citation's parenthesis describe the page ('repost of Daily Post', 'via PressReader', 'official')
 * rather than name who published it? Then the site is the publisher, and the description stays in the
 * title. It is in lower case, and not a site's name ('bpwd.osunstate.gov.ng' names one).
 */
const describesPage = (inside: string): boolean => /^\p{Ll}/u.test(inside) && !/^[\w-]+(\.[\w-]+)+$/.test(inside);

/** 'Title (Publisher, 2024-12-24)' → its three parts; a title without a trailing '(…)' is all title. */
export function splitCitation(citation: string, url: string): { title: string; publisher: string; date: string } {
  const text = citation.trim();
  const match = /^(.*\S)\s*\(([^()]*)\)$/.exec(text);
  const host = hostOf(url);
  if (!match) return { title: text, publisher: host, date: '' };
  const [, title, inside] = match as unknown as [string, string, string];
  // The date is mostly last, but not always: 'Daily Trust Sunday, 2017-12-24, via PressReader'.
  const parts = inside.split(',').map((part) => part.trim());
  const date = parts.find((part) => DATE.test(part)) ?? '';
  const rest = parts.filter((part) => part !== date).join(', ');
  if (describesPage(rest)) return { title: `${title} (${rest})`, publisher: host, date };
  return { title, publisher: rest || host, date };
}

/** The site a page is on, without 'www.': the publisher when a citation names none. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * The confidence a file gives ('high', 'medium (older book chapter)', 'low-medium (2013)'), or null when it
 * gives none it can be read as ('n/a', empty). A mixed grade counts as the lower one: the portal never
 * rounds evidence up.
 */
export function confidenceOf(text: string): Confidence | null {
  const grade = text.trim().toLowerCase().split(/[\s(]/)[0] ?? '';
  if (grade === 'high' || grade === 'medium' || grade === 'low') return grade;
  if (grade === 'low-medium' || grade === 'medium-low') return 'low';
  if (grade === 'medium-high' || grade === 'high-medium') return 'medium';
  return null;
}

/** The source a row gives, its title split into title, publisher and date; `supports` names the facts it backs. */
export function sourceOfRow(fields: { title: string; url: string; quote: string; confidence: Confidence; supports: string }): Source {
  const { title, publisher, date } = splitCitation(fields.title || hostOf(fields.url), fields.url);
  return {
    title: title || fields.url,
    publisher,
    url: fields.url,
    date,
    quote: fields.quote,
    confidence: fields.confidence,
    supports: fields.supports,
  };
}
