import { RecordHistory, messages } from '@portal/shared';
import { useLoad } from '@portal/shared/data';
import { fetchSchoolHistory } from '../data/schools-api.js';

/** A school's fields as its page names them, for the line of a change. */
const FIELD_LABELS: Record<string, string> = {
  name: messages.schoolNameLabel,
  type: messages.schoolTypeLabel,
  setting: messages.schoolSettingLabel,
  impairments: messages.schoolImpairmentsLabel,
  location: messages.schoolLocationLabel,
  local_government: messages.localGovernmentLabel,
  desc: messages.descriptionHeading,
  website: messages.schoolWebsiteLabel,
  phone: messages.phoneLabel,
  email: messages.emailAddressLabel,
};

/** The changes accepted suggestions made to the school, with their sources (issue 36). */
export function SchoolHistory({ schoolId }: { schoolId: number }) {
  const history = useLoad(`school-history:${schoolId}`, () => fetchSchoolHistory(schoolId));
  if (history.status !== 'ready') return null;
  return <RecordHistory changes={history.data} fieldLabels={FIELD_LABELS} headingId="school-changes" linkClassName="schools-link" />;
}
