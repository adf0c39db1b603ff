import { IMPAIRMENTS, countText, fill, messages, type MessageKey } from '@portal/shared';
import type { Impairment, School } from '@portal/shared/contracts';
import { reportsPath } from '../eyewitness/report-filters.js';

/** A key finding the portal derives from its own data, in the spec's 'theme: text' form (§2.11), with where to see it. */
export interface DerivedFinding {
  label: string;
  text: string;
  href: string;
}

const IMPAIRMENT_SHORT: Record<Impairment, MessageKey> = {
  visual: 'impairmentShortVisual',
  hearing: 'impairmentShortHearing',
  physical: 'impairmentShortPhysical',
  intellectual: 'impairmentShortIntellectual',
  multiple: 'impairmentShortMultiple',
};

/** 'a', 'a and b', 'a, b and c'. */
function listed(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : fill(messages.listAnd, { list: words.slice(0, -1).join(', '), last: words.at(-1)! });
}

/** The schools app's page listing the schools of a state ('' for every state), a plain GET address. */
export const schoolsListPath = (state: string) => (state ? `/schools?${new URLSearchParams({ state }).toString()}` : '/schools');

/**
 * The key findings the portal's own data gives for a state: the special and inclusive schools it lists
 * (with the impairments their sources say they serve) and the eyewitness reports it has published. A
 * theme with nothing to count is left out, never guessed.
 */
export function derivedFindings(state: { id: number; name: string }, schools: readonly School[], reportCount: number): DerivedFinding[] {
  const findings: DerivedFinding[] = [];
  if (schools.length > 0) {
    const count = countText(schools.length, 'findingSchoolsOne', 'findingSchoolsMany');
    const served = IMPAIRMENTS.filter((impairment) => schools.some((school) => school.impairments.includes(impairment)));
    const words = served.map((impairment) => messages[IMPAIRMENT_SHORT[impairment]]);
    findings.push({
      label: messages.findingEducation,
      text: words.length ? fill(messages.findingSchoolsServing, { schools: count, impairments: listed(words) }) : count,
      href: schoolsListPath(state.name),
    });
  }
  if (reportCount > 0)
    findings.push({
      label: messages.findingAccessibility,
      text: countText(reportCount, 'findingReportsOne', 'findingReportsMany'),
      href: reportsPath({ stateId: state.id, commentType: null }),
    });
  return findings;
}
