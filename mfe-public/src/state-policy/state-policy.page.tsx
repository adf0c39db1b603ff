import { Link } from '@portal/shared/ui';
import { NotFoundPage, placeKind, rowIdFrom, usePageName } from '@portal/shared';
import { Parts } from '@portal/shared/i18n/app-words';
import type { PolicyRecord } from '@portal/shared/contracts';
import { LoadingPage, useLoad } from '@portal/shared/data';
import { fetchStatePolicy } from '../data/public-data.js';
import { ExpandableSentences, ExpandableText } from '../policy/expandable-text.component.js';
import { ContactDetails } from '../policy/contact-details.component.js';
import { PolicyDownloadLink } from '../policy/policy-download-link.component.js';
import { LawSummary } from '../policy/law-summary.component.js';
import { PolicyNotes } from '../policy/policy-notes.component.js';
import { contactOf, hasContact, shownRanking } from '../policy/policy.js';
import { overviewSentences } from '../policy/overview.js';
import { suggestionFormHref } from '@portal/shared/suggestion-fields';
import { SourcesSection } from '../sources/sources-section.component.js';
import { StateReports } from './state-reports.component.js';
import { KeyFindings } from './key-findings.component.js';
import { PolicyHistory } from './policy-history.component.js';
import { publicWords } from '../i18n/words.js';
import { useDataLang, useFormats } from '@portal/shared/i18n/page-language';
import './state-policy.css';

/** §2.11: a state's policy page, `/states/{id}`. */
export function StatePolicyPage({ id }: { id: string }) {
  const stateId = rowIdFrom(id);
  const policy = useLoad(stateId === null ? null : `policy:${stateId}`, () => fetchStatePolicy(stateId!));
  const words = publicWords.useWords();

  if (stateId === null || (policy.status === 'ready' && policy.data === null))
    return <NotFoundPage title={words('policyNotFound')} className="page" homeClassName="button-link" />;
  if (policy.status !== 'ready') {
    return <LoadingPage load={policy} className="page" loading={words('statePolicyLoading')} title={words('statePolicyPageTitle')} />;
  }
  return <PolicyDetails policy={policy.data!} stateId={stateId} />;
}

function PolicyDetails({ policy, stateId }: { policy: PolicyRecord; stateId: number }) {
  const words = publicWords.useWords();
  const dataLang = useDataLang();
  const contact = contactOf(policy);
  const name = words('statePolicyTitle', { state: policy.state });
  const ranking = shownRanking(policy.ranking);
  const sentences = overviewSentences(policy, useFormats().date);
  usePageName(name);
  return (
    <article className="page state-policy" aria-labelledby="state-policy-title">
      <h1 id="state-policy-title">{name}</h1>
      {/* The original portal's ranking is shown only with the note that its source gives no method. */}
      {ranking && (
        <p className="state-policy__ranking">
          <span className="badge badge--ranking">
            <Parts parts={words.parts('labelled', { label: words('rankingLabel'), value: <strong>{ranking}</strong> })} />
          </span>{' '}
          <span>{words('rankingNote')}</span>
        </p>
      )}

      <section aria-labelledby="state-policy-overview">
        <h2 id="state-policy-overview">{words('overviewHeading')}</h2>
        {/* A record's own description where it has one; else the portal's sentences from the sourced facts. */}
        {policy.desc.trim() ? (
          <ExpandableText text={policy.desc.trim()} lang={dataLang} />
        ) : sentences.length > 0 ? (
          <ExpandableSentences sentences={sentences} />
        ) : (
          <p className="empty-state">{words('noPolicyData', { state: policy.state, place: placeKind(policy.state) })}</p>
        )}
        <PolicyDownloadLink url={policy.url} />
      </section>

      <KeyFindings policy={policy} stateId={stateId} />

      <section aria-labelledby="state-policy-status" className="status-panel">
        <h2 id="state-policy-status">{words('implementationStatusHeading')}</h2>
        <LawSummary policy={policy} />
        <PolicyNotes policy={policy} />
      </section>

      <section aria-labelledby="state-policy-contact">
        <h2 id="state-policy-contact">{words('contactInformationHeading')}</h2>
        {hasContact(contact) ? <ContactDetails contact={contact} /> : <p className="empty-state">{words('noContactInformation')}</p>}
      </section>

      <StateReports stateId={stateId} state={policy.state} />

      <PolicyHistory policyId={policy.id} />

      <SourcesSection
        place={policy.state}
        sources={policy.sources}
        reviewedAt={policy.reviewed_at}
        headingLevel={2}
        suggestionHref={suggestionFormHref({ state: stateId })}
      />
      <Link href="/" className="back-link">
        {words('backToHome')}
      </Link>
    </article>
  );
}
