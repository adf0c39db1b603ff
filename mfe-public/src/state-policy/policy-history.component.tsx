import { RecordHistory, messages } from '@portal/shared';
import { useLoad } from '@portal/shared/data';
import { fetchPolicyHistory } from '../data/public-data.js';

/** A state record's fields as its page names them, for the line of a change. */
const FIELD_LABELS: Record<string, string> = {
  law_status: messages.columnStatus,
  law_name: messages.lawNameLabel,
  law_year: messages.lawYearLabel,
  agency: messages.agencyLabel,
  url: messages.policyDocumentLabel,
  email: messages.emailAddressLabel,
  phone: messages.phoneLabel,
  address: messages.addressLabel,
};

/** The changes accepted suggestions made to the state's record, with their sources (issue 36). */
export function PolicyHistory({ policyId }: { policyId: number }) {
  const history = useLoad(`policy-history:${policyId}`, () => fetchPolicyHistory(policyId));
  if (history.status !== 'ready') return null;
  return <RecordHistory changes={history.data} fieldLabels={FIELD_LABELS} headingId="state-policy-changes" />;
}
