import type { ReactNode } from 'react';
import { Link } from '@portal/shared/ui';
import { Parts } from '@portal/shared/i18n/app-words';
import type { PolicyRecord } from '@portal/shared/contracts';
import { useLoad } from '@portal/shared/data';
import { fetchStateSchools } from '../data/public-data.js';
import { derivedFindings } from '../policy/derived-findings.js';
import { splitFinding } from '../policy/policy.js';
import { useStateReports } from './state-reports.component.js';
import { publicWords } from '../i18n/words.js';
import { useDataLang } from '@portal/shared/i18n/page-language';

/**
 * §2.11's Key Findings, each 'theme: text': the record's own lines, then those the portal derives from
 * the data it holds on the state (its schools, its published reports), each a link to that data. The
 * empty state is said only once both have answered with nothing, so it never flashes before a finding.
 */
export function KeyFindings({ policy, stateId }: { policy: PolicyRecord; stateId: number }) {
  const words = publicWords.useWords();
  const dataLang = useDataLang();
  const schools = useLoad(`state-schools:${policy.state}`, () => fetchStateSchools(policy.state));
  const reports = useStateReports(stateId);
  const recorded = policy.key_findings.map(splitFinding).filter((finding) => finding.text || finding.label);
  const derived = derivedFindings(
    words,
    { id: stateId, name: policy.state },
    schools.status === 'ready' ? schools.data : [],
    reports.status === 'ready' ? reports.data.meta.total : 0,
  );
  const settled = schools.status !== 'loading' && reports.status !== 'loading';
  return (
    <section aria-labelledby="state-policy-findings">
      <h2 id="state-policy-findings">{words('keyFindingsHeading')}</h2>
      {recorded.length + derived.length === 0 ? (
        settled && <p className="empty-state">{words('noKeyFindings')}</p>
      ) : (
        <ul className="key-findings">
          {recorded.map((finding, index) => (
            // The record's own lines are data, published in English.
            <li key={`recorded-${index}`} lang={dataLang}>
              {finding.label ? <Finding label={finding.label} value={finding.text} /> : finding.text}
            </li>
          ))}
          {derived.map((finding) => (
            <li key={finding.label}>
              <Finding label={finding.label} value={<Link href={finding.href}>{finding.text}</Link>} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Finding({ label, value }: { label: string; value: ReactNode }) {
  const words = publicWords.useWords();
  return <Parts parts={words.parts('labelled', { label: <strong className="key-findings__label">{label}</strong>, value })} />;
}
