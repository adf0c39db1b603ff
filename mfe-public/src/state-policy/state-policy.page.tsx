import { Link } from '@portal/shared/ui';
import { LoadError, messages, t, type PolicyRecord } from '@portal/shared';
import { fetchStatePolicy } from '../data/public-data.js';
import { useLoad } from '../data/use-load.js';
import { ExpandableText } from '../policy/expandable-text.component.js';
import { ContactDetails } from '../policy/contact-details.component.js';
import { PolicyDownloadLink } from '../policy/policy-download-link.component.js';
import { LawSummary } from '../policy/law-summary.component.js';
import { contactOf, hasContact, knowsLaw, splitFinding } from '../policy/policy.js';
import { SourcesSection } from '../sources/sources-section.component.js';
import './state-policy.css';

export const PAGE_TITLE = 'State disability policy';
export const POLICY_LOADING = 'Loading the state disability policy…';
export const NO_FINDINGS = 'No key findings have been published for this policy yet.';
export const policyTitle = (state: string) => `${state} Disability Policy`;

/** §2.11: a state's policy page, `/states/{id}`. */
export function StatePolicyPage({ id }: { id: string }) {
  // Only a whole positive number can be a state's id; anything else is not found without asking the API.
  const stateId = /^\d+$/.test(id) ? Number(id) : null;
  const policy = useLoad(stateId === null ? null : `policy:${stateId}`, () => fetchStatePolicy(stateId!));

  if (stateId === null || (policy.status === 'ready' && policy.data === null)) return <PolicyNotFound />;
  if (policy.status === 'loading') {
    // aria-busy: the shell waits for it to clear before moving focus to the page's h1.
    return (
      <div className="page" aria-busy="true">
        <p role="status">{POLICY_LOADING}</p>
      </div>
    );
  }
  if (policy.status === 'failed') {
    return (
      <div className="page">
        <h1>{PAGE_TITLE}</h1>
        <LoadError onRetry={policy.retry} />
      </div>
    );
  }
  return <PolicyDetails policy={policy.data!} />;
}

function PolicyNotFound() {
  return (
    <div className="page">
      <h1>{messages.policyNotFound}</h1>
      <Link href="/" className="button-link">
        {messages.backToHome}
      </Link>
    </div>
  );
}

function PolicyDetails({ policy }: { policy: PolicyRecord }) {
  const contact = contactOf(policy);
  const findings = policy.key_findings.map(splitFinding).filter((finding) => finding.text || finding.label);
  return (
    <article className="page state-policy" aria-labelledby="state-policy-title">
      <h1 id="state-policy-title">{policyTitle(policy.state)}</h1>
      {/* The original portal's ranking is shown only with the note that its source gives no method. */}
      {policy.ranking.trim() && (
        <p className="state-policy__ranking">
          <span className="badge badge--ranking">
            {messages.rankingLabel}: <strong>{policy.ranking.trim()}</strong>
          </span>{' '}
          <span>{messages.rankingNote}</span>
        </p>
      )}

      {/* Without a description the law's status below is the overview; the spec's empty state only when nothing is known. */}
      {(policy.desc.trim() || policy.url.trim() || !knowsLaw(policy)) && (
        <section aria-labelledby="state-policy-overview">
          <h2 id="state-policy-overview">Overview</h2>
          {policy.desc.trim() ? (
            <ExpandableText text={policy.desc.trim()} />
          ) : (
            !knowsLaw(policy) && <p className="empty-state">{t('noPolicyData', { state: policy.state })}</p>
          )}
          <PolicyDownloadLink url={policy.url} />
        </section>
      )}

      <section aria-labelledby="state-policy-findings">
        <h2 id="state-policy-findings">Key Findings</h2>
        {findings.length === 0 ? (
          <p className="empty-state">{NO_FINDINGS}</p>
        ) : (
          <ul className="key-findings">
            {findings.map((finding, index) => (
              <li key={index}>
                {finding.label && <strong className="key-findings__label">{finding.label}:</strong>}
                {finding.label && ' '}
                {finding.text}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="state-policy-status" className="status-panel">
        <h2 id="state-policy-status">Implementation Status</h2>
        <LawSummary policy={policy} />
        {policy.notes.trim() && (
          <>
            <h3>{messages.notesLabel}</h3>
            <p className="long-text">{policy.notes.trim()}</p>
          </>
        )}
      </section>

      <section aria-labelledby="state-policy-contact">
        <h2 id="state-policy-contact">Contact Information</h2>
        {hasContact(contact) ? (
          <ContactDetails contact={contact} />
        ) : (
          <p className="empty-state">{messages.noContactInformation}</p>
        )}
      </section>

      <SourcesSection place={policy.state} sources={policy.sources} reviewedAt={policy.reviewed_at} headingLevel={2} />
      <Link href="/" className="back-link">
        {messages.backToHome}
      </Link>
    </article>
  );
}
