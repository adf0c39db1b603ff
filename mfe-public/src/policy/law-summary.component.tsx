import { lawStatusWording, messages, orNotStated, t } from '@portal/shared';
import type { PolicyRecord } from '@portal/shared/contracts';
import { Fact } from '@portal/shared/fact';

/**
 * A state's disability law as the sources found it: the status once, as a badge in the words every other
 * page uses, with its sentence (§4.8); when sources disagree, a notice saying so (the sources themselves
 * are listed at the end of the page); then the law's name and year and the agency.
 */
export function LawSummary({ policy }: { policy: PolicyRecord }) {
  const status = lawStatusWording(policy.law_status);
  return (
    <div className="law-summary">
      {/* The badge's word carries the status; its colour only repeats it. */}
      <p className={`badge badge--${status.tone}`}>{status.label}</p>
      <p>{status.sentence}</p>
      {policy.law_status === 'disputed' && <p className="notice">{t('sourcesDisagree', { state: policy.state })}</p>}
      <dl className="facts">
        <Fact label={messages.lawNameLabel}>{orNotStated(policy.law_name)}</Fact>
        <Fact label={messages.lawYearLabel}>{orNotStated(policy.law_year)}</Fact>
        <Fact label={messages.agencyLabel}>{orNotStated(policy.agency)}</Fact>
      </dl>
    </div>
  );
}
