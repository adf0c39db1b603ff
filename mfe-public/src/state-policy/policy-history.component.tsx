import { RecordHistory } from '@portal/shared';
import { useLoad } from '@portal/shared/data';
import { fetchPolicyHistory } from '../data/public-data.js';
import { usePolicyFieldLabels } from './field-labels.js';

/** The changes accepted suggestions made to the state's record, with their sources (issue 36). */
export function PolicyHistory({ policyId }: { policyId: number }) {
  const fieldLabels = usePolicyFieldLabels();
  const history = useLoad(`policy-history:${policyId}`, () => fetchPolicyHistory(policyId));
  if (history.status !== 'ready') return null;
  return <RecordHistory changes={history.data} fieldLabels={fieldLabels} headingId="state-policy-changes" />;
}
