import { messages } from '@portal/shared';
import { LoadError, useLoad } from '@portal/shared/data';
import { fetchNigeriaStates, fetchPolicies } from '../data/public-data.js';
import type { LawRow } from './laws.js';
import { LawsTable } from './laws-table.component.js';
import './laws.css';

/** Each state's record with the id of its page, found by name in the state list. */
async function loadLawRows(): Promise<LawRow[]> {
  const [policies, states] = await Promise.all([fetchPolicies(), fetchNigeriaStates()]);
  return policies.map((policy) => ({ policy, stateId: states.find((state) => state.name === policy.state)?.id ?? null }));
}

/** `/laws`: the disability law of every state, with its sources, in one sortable and filterable table. */
export function LawsPage() {
  const laws = useLoad('laws', loadLawRows);
  return (
    <div className="page laws-page">
      <h1>{messages.lawsPageTitle}</h1>
      <p className="prose">{messages.lawsIntro}</p>
      {laws.status === 'loading' && <p role="status">{messages.lawsLoading}</p>}
      {laws.status === 'failed' && <LoadError onRetry={laws.retry} />}
      {laws.status === 'ready' && <LawsTable rows={laws.data} />}
    </div>
  );
}
