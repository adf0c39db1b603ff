import { Link } from '@portal/shared/ui';
// By the package's name: the page's language and its words, one of each on the page.
import { sharedWords, type SharedWordKey } from '@portal/shared/i18n/shared-words';
import { useDataLang, useFormats } from '@portal/shared/i18n/page-language';
import { orNotStated } from '@portal/shared';
import type { Confidence, Source } from './contracts/open-data.js';
import './sources.css';
import { Fact } from './fact.js';

const CONFIDENCE_WORDS: Record<Confidence, SharedWordKey> = { high: 'confidenceHigh', medium: 'confidenceMedium', low: 'confidenceLow' };

/**
 * The evidence behind a published fact, one item per source: its title linking to it, then publisher,
 * date, the fact it supports and the confidence, each named in words, and its own words quoted. Every
 * page that publishes a fact (state page, home overview, figures, school page) shows evidence alike.
 * A singleton of its own (`@portal/shared/sources`), so only pages that show sources load it. A source's
 * title, publisher and quote are as published, in English: marked so on a page in another language.
 */
export function SourcesList({ sources }: { sources: readonly Source[] }) {
  const dataLang = useDataLang();
  const words = sharedWords.useWords();
  const { date } = useFormats();
  const stated = (value: string) => orNotStated(value, words('notStatedBySource'));
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
            <Fact label={words('sourceSupportsLabel')}>
              {source.supports.trim() ? <span lang={dataLang}>{source.supports.trim()}</span> : stated(source.supports)}
            </Fact>
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
