import { IMPAIRMENTS } from '@portal/shared';
import type { Impairment, School } from '@portal/shared/contracts';
import { reportsPath } from '../eyewitness/report-filters.js';
import type { PublicWordKey, PublicWords } from '../i18n/words.js';

/** A key finding the portal derives from its own data, in the spec's 'theme: text' form (§2.11), with where to see it. */
export interface DerivedFinding {
  label: string;
  text: string;
  href: string;
}

const IMPAIRMENT_SHORT: Record<Impairment, PublicWordKey> = {
  visual: 'impairmentShortVisual',
  hearing: 'impairmentShortHearing',
  physical: 'impairmentShortPhysical',
  intellectual: 'impairmentShortIntellectual',
  multiple: 'impairmentShortMultiple',
};

/** 'a', 'a and b', 'a, b and c'. */
function listed(words: PublicWords, items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : words('listAnd', { list: items.slice(0, -1).join(', '), last: items.at(-1)! });
}

/** The schools app's page listing the schools of a state ('' for every state), a plain GET address. */
export const schoolsListPath = (state: string) => (state ? `/schools?${new URLSearchParams({ state }).toString()}` : '/schools');

/**
 * The key findings the portal's own data gives for a state: the special and inclusive schools it lists
 * (with the impairments their sources say they serve) and the eyewitness reports it has published. A
 * theme with nothing to count is left out, never guessed. In `words`' language.
 */
export function derivedFindings(
  words: PublicWords,
  state: { id: number; name: string },
  schools: readonly School[],
  reportCount: number,
): DerivedFinding[] {
  const findings: DerivedFinding[] = [];
  if (schools.length > 0) {
    const count = words('findingSchools', { n: schools.length });
    const served = IMPAIRMENTS.filter((impairment) => schools.some((school) => school.impairments.includes(impairment)));
    const impairments = served.map((impairment) => words(IMPAIRMENT_SHORT[impairment]));
    findings.push({
      label: words('findingEducation'),
      text: impairments.length ? words('findingSchoolsServing', { schools: count, impairments: listed(words, impairments) }) : count,
      href: schoolsListPath(state.name),
    });
  }
  if (reportCount > 0)
    findings.push({
      label: words('findingAccessibility'),
      text: words('findingReports', { n: reportCount }),
      href: reportsPath({ stateId: state.id, commentType: null }),
    });
  return findings;
}
