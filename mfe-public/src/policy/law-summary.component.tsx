import { useContext } from 'react';
import { lawStatusWording } from '@portal/shared';
import { LocaleContext } from '@portal/shared/i18n/app-words';
import type { PolicyRecord } from '@portal/shared/contracts';
import { Fact } from '@portal/shared/fact';
import { publicWords, type PublicWordKey } from '../i18n/words.js';
import { LAW_NAME_KIND, type LawNameKind } from './overview.js';
import { useDataLang } from '@portal/shared/i18n/page-language';

/** The name's label, as the overview speaks of it (`LAW_NAME_KIND`): a law, a bill, or either where no source confirms which. */
const NAME_LABEL: Record<LawNameKind, PublicWordKey> = {
  law: 'lawNameLabel',
  disputed: 'lawNameLabel',
  bill: 'billNameLabel',
  unconfirmed: 'lawOrBillNameLabel',
};

/**
 * A state's disability law as the sources found it: the status once, as a badge in the words every other
 * page uses, with its sentence (§4.8); when sources disagree, a notice saying so (the sources themselves
 * are listed at the end of the page); then the law's name and year and the agency, as published (in English).
 */
export function LawSummary({ policy }: { policy: PolicyRecord }) {
  const status = lawStatusWording(policy.law_status, useContext(LocaleContext));
  const words = publicWords.useWords();
  const dataLang = useDataLang();
  // A name as its source publishes it (in English), or the page's words saying the source gives none.
  const asPublished = (name: string) => (name.trim() ? <span lang={dataLang}>{name.trim()}</span> : words('notStatedBySource'));
  return (
    <div className="law-summary">
      {/* The badge's word carries the status; its colour only repeats it. */}
      <p className={`badge badge--${status.tone}`}>{status.label}</p>
      <p>{status.sentence}</p>
      {policy.law_status === 'disputed' && <p className="notice">{words('sourcesDisagree', { state: policy.state })}</p>}
      <dl className="facts">
        <Fact label={words(NAME_LABEL[LAW_NAME_KIND[policy.law_status]])}>{asPublished(policy.law_name)}</Fact>
        <Fact label={words('lawYearLabel')}>{policy.law_year ?? words('notStatedBySource')}</Fact>
        <Fact label={words('agencyLabel')}>{asPublished(policy.agency)}</Fact>
      </dl>
    </div>
  );
}
