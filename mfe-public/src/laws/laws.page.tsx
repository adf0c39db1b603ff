import { useLoad } from '@portal/shared/data';
import { fetchNigeriaStates, fetchPolicies } from '../data/public-data.js';
import { ListPage } from '../data/list-page.component.js';
import type { LawRow } from './laws.js';
import { LawsTable } from './laws-table.component.js';
import { publicWords } from '../i18n/words.js';
import './laws.css';

/** Each state's record with the id of its page, found by name in the state list. */
async function loadLawRows(): Promise<LawRow[]> {
  const [policies, states] = await Promise.all([fetchPolicies(), fetchNigeriaStates()]);
  return policies.map((policy) => ({ policy, stateId: states.find((state) => state.name === policy.state)?.id ?? null }));
}

/** `/laws`: the disability law of every state, with its sources, in one sortable and filterable table. */
export function LawsPage() {
  const words = publicWords.useWords();
  const laws = useLoad('laws', loadLawRows);
  return (
    <ListPage className="laws-page" title={words('lawsPageTitle')} intro={words('lawsIntro')} load={laws} loading={words('lawsLoading')}>
      {(rows) => <LawsTable rows={rows} />}
    </ListPage>
  );
}
