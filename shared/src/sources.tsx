import { useContext } from 'react';
import { Link } from '@portal/shared/ui';
import { LocaleContext } from '@portal/shared/i18n/app-words';
// By the package's name: the page's language and its words, one of each on the page.
import { sharedWords, type SharedWordKey } from '@portal/shared/i18n/shared-words';
import { useDataLang, useFormats } from '@portal/shared/i18n/page-language';
import { orNotStated } from '@portal/shared';
import type { Confidence, Source } from './contracts/open-data.js';
import type { SuggestionField } from './contracts/suggestions.js';
import './sources.css';
import { Fact } from './fact.js';
import { listOpening, ownSupports, type PolicyFact } from './source-supports.js';

const CONFIDENCE_WORDS: Record<Confidence, SharedWordKey> = { high: 'confidenceHigh', medium: 'confidenceMedium', low: 'confidenceLow' };
const FACT_WORDS: Record<PolicyFact, SharedWordKey> = {
  lawStatus: 'sourceSupportsLawStatus',
  lawName: 'sourceSupportsLawName',
  year: 'sourceSupportsYear',
  agency: 'sourceSupportsAgency',
};

interface SourcesListProps {
  sources: readonly Source[];
  /**
   * The record's fields as its page labels them (the labels its history of changes uses), to name the
   * field of a change accepted from a reader's suggestion; a field without one is named as the source does.
   */
  fieldLabels?: Readonly<Partial<Record<SuggestionField, string>>>;
}

/**
 * The evidence behind a published fact, one item per source: its title linking to it, then publisher,
 * date, the facts it supports and the confidence, each named in words, and its own words quoted. Every
 * page that publishes a fact (state page, home overview, figures, school page) shows evidence alike.
 * A singleton of its own (`@portal/shared/sources`), so only pages that show sources load it. A source's
 * title, publisher and quote are as published, in English: marked so on a page in another language.
 */
export function SourcesList({ sources, fieldLabels = {} }: SourcesListProps) {
  const dataLang = useDataLang();
  const locale = useContext(LocaleContext);
  const words = sharedWords.useWords();
  const { date } = useFormats();
  const stated = (value: string) => orNotStated(value, words('notStatedBySource'));
  // What the source backs: in the page's words where the portal wrote it (source-supports.ts), as written otherwise.
  const supported = (supports: string) => {
    const own = ownSupports(supports);
    const asWritten = () => (supports.trim() ? <span lang={dataLang}>{supports.trim()}</span> : stated(supports));
    if (!own) return asWritten();
    if (own.kind === 'school') return words('sourceSupportsSchool');
    if (own.kind === 'notConfirmed') return words('sourceSupportsNotConfirmed');
    if (own.kind === 'correction') {
      const field = fieldLabels[own.field];
      return field ? words('sourceSupportsCorrection', { field }) : asWritten();
    }
    return listOpening(
      own.facts.map((fact) => words(FACT_WORDS[fact])),
      (facts, last) => words('sourceSupportsFacts', { facts, last }),
      locale,
    );
  };
  return (
    <ul className="sources-list">
      {sources.map((source, index) => (
        <li key={`${source.url}#${index}`} className="source-item">
          <p className="source-item__title">
            <Link href={source.url}>
              <span lang={dataLang}>{source.title}</span>
            </Link>
          </p>
          <dl className="source-item__facts">
            <Fact label={words('sourcePublisherLabel')}>
              {source.publisher.trim() ? <span lang={dataLang}>{source.publisher.trim()}</span> : stated(source.publisher)}
            </Fact>
            <Fact label={words('sourceDateLabel')}>{stated(date(source.date))}</Fact>
            <Fact label={words('sourceSupportsLabel')}>{supported(source.supports)}</Fact>
            <Fact label={words('sourceConfidenceLabel')}>{words(CONFIDENCE_WORDS[source.confidence])}</Fact>
          </dl>
          {source.quote.trim() && (
            <blockquote className="source-item__quote" cite={source.url} lang={dataLang}>
              <p>{source.quote.trim()}</p>
            </blockquote>
          )}
        </li>
      ))}
    </ul>
  );
}
