import { RecordHistory } from '@portal/shared';
import { useLoad } from '@portal/shared/data';
import { fetchPolicyHistory } from '../data/public-data.js';
import { publicWords, type PublicWordKey } from '../i18n/words.js';

/** A state record's fields as its page names them, for the line of a change. */
const FIELD_LABELS: Record<string, PublicWordKey> = {
  law_status: 'fieldStatus',
  law_name: 'lawNameLabel',
  law_year: 'lawYearLabel',
  agency: 'agencyLabel',
  url: 'policyDocumentLabel',
  email: 'emailAddressLabel',
  phone: 'phoneLabel',
  address: 'addressLabel',
};

/** The changes accepted suggestions made to the state's record, with their sources (issue 36). */
export function PolicyHistory({ policyId }: { policyId: number }) {
  const words = publicWords.useWords();
  const history = useLoad(`policy-history:${policyId}`, () => fetchPolicyHistory(policyId));
  if (history.status !== 'ready') return null;
  return (
    <RecordHistory
      changes={history.data}
      fieldLabels={Object.fromEntries(Object.entries(FIELD_LABELS).map(([field, key]) => [field, words(key)]))}
      headingId="state-policy-changes"
    />
  );
}
