/** States the generated rows are spread over, written as the states table names them. */
const STATES = ['Lagos', 'Kano', 'Oyo', 'Kaduna', 'Rivers', 'Enugu', 'Borno', 'Kwara', 'Ondo', 'FCT-Abuja'];
const LEVELS = ['primary', 'secondary', 'basic', 'nursery'];
const IMPAIRMENTS = ['deaf', 'blind', 'autism', 'physical', 'multiple'];

/**
 * A schools CSV of `count` valid rows, each a new school (numbered names, unique per state), in the
 * sourced file's columns: a large administrator's import, as the load tests and the bench send it.
 * 60,000 rows come to 4.5–4.9 MB (by the name prefix), under the 5 MB an import may be.
 */
export function generatedSchoolsCsv(count: number, namePrefix = 'School'): string {
  const lines = ['name,state,town_or_lga,level,special_or_inclusive,impairments,source_url,confidence'];
  for (let i = 0; i < count; i++) {
    const state = STATES[i % STATES.length]!;
    lines.push(
      `${namePrefix} ${i},${state},Town ${i % 97},${LEVELS[i % LEVELS.length]},${i % 3 ? 'inclusive' : 'special'},${IMPAIRMENTS[i % IMPAIRMENTS.length]},https://x.ng/${i},high`,
    );
  }
  return `${lines.join('\n')}\n`;
}
