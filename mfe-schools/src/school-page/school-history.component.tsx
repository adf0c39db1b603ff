import { useMemo } from 'react';
import { RecordHistory } from '@portal/shared';
import { useLoad } from '@portal/shared/data';
import { fetchSchoolHistory } from '../data/schools-api.js';
import { schoolsWords, type SchoolsWordKey } from '../i18n/words.js';

/** A school's fields as its page names them, for the line of a change. */
const FIELD_LABELS: Record<string, SchoolsWordKey> = {
  name: 'schoolNameLabel',
  type: 'schoolTypeLabel',
  setting: 'schoolSettingLabel',
  impairments: 'schoolImpairmentsLabel',
  location: 'schoolLocationLabel',
  local_government: 'localGovernmentLabel',
  desc: 'descriptionHeading',
  website: 'schoolWebsiteLabel',
  phone: 'phoneLabel',
  email: 'emailAddressLabel',
};

/** The changes accepted suggestions made to the school, with their sources (issue 36). */
export function SchoolHistory({ schoolId }: { schoolId: number }) {
  const history = useLoad(`school-history:${schoolId}`, () => fetchSchoolHistory(schoolId));
  const words = schoolsWords.useWords();
  const fieldLabels = useMemo(() => Object.fromEntries(Object.entries(FIELD_LABELS).map(([field, key]) => [field, words(key)])), [words]);
  if (history.status !== 'ready') return null;
  return <RecordHistory changes={history.data} fieldLabels={fieldLabels} headingId="school-changes" linkClassName="schools-link" />;
}
