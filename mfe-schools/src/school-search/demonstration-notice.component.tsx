import type { School } from '@portal/shared/types';
import { DEMONSTRATION_LABEL, DEMONSTRATION_NOTICE } from '../texts.js';

/** True when any of these records is an example rather than a real school (the Open data issue). */
export const hasDemonstrationData = (schools: readonly Pick<School, 'provenance'>[]) =>
  schools.some((school) => school.provenance === 'demonstration');

/** A labelled note, so screen readers name it when they reach it, not only show it to sighted readers. */
export function DemonstrationNotice() {
  return (
    <div role="note" aria-label={DEMONSTRATION_LABEL} className="schools-demo-notice">
      <p>{DEMONSTRATION_NOTICE}</p>
    </div>
  );
}
