import { useContext } from 'react';
import { Link } from '@portal/shared/ui';
// By the package's name: the page's language, one context on the page.
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { confidenceText, messages, orNotStated, readableDate } from '@portal/shared';
import type { Source } from './contracts/open-data.js';
import './sources.css';
import { Fact } from './fact.js';

/**
 * The evidence behind a published fact, one item per source: its title linking to it, then publisher,
 * date, the fact it supports and the confidence, each named in words, and its own words quoted. Every
 * page that publishes a fact (state page, home overview, figures, school page) shows evidence alike.
 * A singleton of its own (`@portal/shared/sources`), so only pages that show sources load it. A source's
 * title, publisher and quote are as published, in English: marked so on a page in another language.
 */
export function SourcesList({ sources }: { sources: readonly Source[] }) {
  const dataLang = useContext(LocaleContext) === 'en' ? undefined : 'en';
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
            <Fact label={messages.sourcePublisherLabel}>
              {source.publisher.trim() ? <span lang={dataLang}>{source.publisher.trim()}</span> : orNotStated(source.publisher)}
            </Fact>
            <Fact label={messages.sourceDateLabel}>{orNotStated(readableDate(source.date))}</Fact>
            <Fact label={messages.sourceSupportsLabel}>{orNotStated(source.supports)}</Fact>
            <Fact label={messages.sourceConfidenceLabel}>{confidenceText(source.confidence)}</Fact>
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
