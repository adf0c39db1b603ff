import { dateParts, readableDate } from '@portal/shared';
import type { LawStatus, PolicyRecord, Source } from '@portal/shared/contracts';
import type { PublicWordKey, PublicWords } from '../i18n/words.js';

/** The facts a sentence is written from: the place's name, numbers and dates, and names published in English (`law`, `agency`). */
export interface OverviewFacts {
  state?: string;
  law?: string;
  agency?: string;
  year?: number;
  date?: string;
}

/**
 * One sentence of a state's Overview: a text of mfe-public's catalogue and the facts that fill it, its
 * `{source}` (and, for sources that disagree, `{other}`) to be filled by links to the sources that give
 * the fact. Worded in the page's language where it is shown.
 */
export interface OverviewSentence {
  key: PublicWordKey;
  facts: OverviewFacts;
  links: Partial<Record<'source' | 'other', Source>>;
}

/** The facts a source backs, as the import names them in its `supports` ('Law status, law name and year'). */
type Fact = 'law status' | 'law name' | 'year' | 'agency';

/** The first source that backs `fact`, else the first source at all. */
function sourceOf(policy: PolicyRecord, fact: Fact): Source | undefined {
  return policy.sources.find((source) => source.supports.toLowerCase().includes(fact)) ?? policy.sources[0];
}

/** What a link to a source is called in a sentence: its publisher, as a reader cites it, else its title. */
export const sourceName = (source: Source) => source.publisher.trim() || source.title;

const STATUS_SENTENCE: Record<Exclude<LawStatus, 'disputed'>, PublicWordKey> = {
  in_force: 'overviewInForce',
  federal_act: 'overviewFederalAct',
  passed_not_signed: 'overviewPassedNotSigned',
  bill_pending: 'overviewBillPending',
  no_law: 'overviewNoLaw',
  unknown: 'overviewUnknown',
};

/**
 * How the name the sources give is spoken of, by the law's status: as the law where the status says there
 * is one, as a bill where it says there is none yet, as one source's word where they disagree, and as a
 * name a source gives where the status is not confirmed, so that nothing after 'do not confirm whether it
 * has a disability law' (or 'disagree about whether') calls it the law. The overview's sentence and the
 * facts panel's label (law-summary.component.tsx) both follow it.
 */
export type LawNameKind = 'law' | 'bill' | 'disputed' | 'unconfirmed';
export const LAW_NAME_KIND: Record<LawStatus, LawNameKind> = {
  in_force: 'law',
  federal_act: 'law',
  disputed: 'disputed',
  passed_not_signed: 'bill',
  bill_pending: 'bill',
  no_law: 'bill',
  unknown: 'unconfirmed',
};

const NAME_SENTENCE: Record<LawNameKind, PublicWordKey> = {
  law: 'overviewLawName',
  bill: 'overviewBillName',
  disputed: 'overviewDisputedLawName',
  unconfirmed: 'overviewUnconfirmedLawName',
};

function statusSentence(policy: PolicyRecord): OverviewSentence | null {
  const facts = { state: policy.state, law: policy.law_name.trim() };
  if (policy.law_status === 'disputed') {
    // Two sources that say different things: the first two pages, each linked once.
    const [source, other] = policy.sources.filter((s, i, all) => all.findIndex((t) => t.url === s.url) === i);
    return source && other ? { key: 'overviewDisputed', facts, links: { source, other } } : null;
  }
  const source = sourceOf(policy, 'law status');
  return source ? { key: STATUS_SENTENCE[policy.law_status], facts, links: { source } } : null;
}

/**
 * A sentence whose source is the one the sentences before it last cited says so without naming it again, as a
 * writer cites a source once for the facts that follow from it: Kogi's overview linked 'The Nigerian Voice'
 * three times in three sentences, which a screen reader's list of links gives as three alike.
 */
const SAME_SOURCE_SENTENCE: Partial<Record<PublicWordKey, PublicWordKey>> = {
  overviewLawName: 'overviewLawNameSameSource',
  overviewBillName: 'overviewBillNameSameSource',
  overviewLawYear: 'overviewLawYearSameSource',
  overviewAgency: 'overviewAgencySameSource',
};

/** A check dated to the day (an import's default) was made on it, one dated to a month in it: English says 'on' or 'in'. */
const reviewedSentence = (reviewedAt: string): PublicWordKey => (dateParts(reviewedAt)?.day ? 'overviewReviewedOnDay' : 'overviewReviewed');

/**
 * A state's Overview in the portal's own sentences, each made of sourced facts and linked to the source
 * that gives them (once for sentences in a row from the same source): the law's status, its name and
 * year, the agency responsible, and when the facts were last checked (`date` writes that date in the
 * page's language). Empty when no source says anything of the state (the page then says so).
 */
export function overviewSentences(policy: PolicyRecord, date: (value: string) => string = readableDate): OverviewSentence[] {
  const sentences: OverviewSentence[] = [];
  const status = statusSentence(policy);
  if (!status) return sentences;
  sentences.push(status);
  /** The one source the sentences so far last cited: none after two that disagree. */
  let cited = status.links.other ? undefined : status.links.source;
  const add = (key: PublicWordKey, facts: OverviewFacts, source: Source | undefined) => {
    if (!source) return;
    const sameSourceKey = SAME_SOURCE_SENTENCE[key];
    if (sameSourceKey && source.url === cited?.url) sentences.push({ key: sameSourceKey, facts, links: {} });
    else sentences.push({ key, facts, links: { source } });
    cited = source;
  };
  const name = policy.law_name.trim();
  // The FCT's sentence names the federal Act already.
  if (name && policy.law_status !== 'federal_act')
    add(NAME_SENTENCE[LAW_NAME_KIND[policy.law_status]], { law: name }, sourceOf(policy, 'law name'));
  // A year the law's name already gives is not said twice ('… Law 2011, … dates from 2011').
  if (policy.law_year && policy.law_status !== 'federal_act' && !name.includes(String(policy.law_year)))
    add('overviewLawYear', { year: policy.law_year }, sourceOf(policy, 'year'));
  if (policy.agency.trim()) add('overviewAgency', { agency: policy.agency.trim() }, sourceOf(policy, 'agency'));
  if (policy.reviewed_at)
    sentences.push({ key: reviewedSentence(policy.reviewed_at), facts: { date: date(policy.reviewed_at) }, links: {} });
  return sentences;
}

/** A sentence as it reads in `words`' language, its links by their names: what the 300-character preview counts. */
export const sentenceText = (sentence: OverviewSentence, words: PublicWords) =>
  words(sentence.key, {
    ...sentence.facts,
    ...Object.fromEntries(Object.entries(sentence.links).map(([key, source]) => [key, sourceName(source)])),
  });
