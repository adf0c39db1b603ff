import { RecordHistory } from '@portal/shared';
import { useLoad } from '@portal/shared/data';
import { fetchSchoolHistory } from '../data/schools-api.js';
import { useSchoolFieldLabels } from './field-labels.js';

/** The changes accepted suggestions made to the school, with their sources (issue 36). */
export function SchoolHistory({ schoolId }: { schoolId: number }) {
  const history = useLoad(`school-history:${schoolId}`, () => fetchSchoolHistory(schoolId));
  const fieldLabels = useSchoolFieldLabels();
  if (history.status !== 'ready') return null;
  return <RecordHistory changes={history.data} fieldLabels={fieldLabels} headingId="school-changes" linkClassName="schools-link" />;
}
