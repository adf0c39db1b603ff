import { Link } from '@portal/shared/ui';
import { confidenceText, messages, orNotStated, readableDate } from '@portal/shared';
import type { Source } from './contracts/open-data.js';
import './sources.css';
import { Fact } from './fact.js';

/**
 * The evidence behind a published fact, one item per source: its title linking to it, then publisher,
 * date, the fact it supports and the confidence, each named in words, and its own words quoted. Every
 * page that publishes a fact (state page, home overview, figures, school page) shows evidence alike.
 * A singleton of its own (`@portal/shared/sources`), so only pages that show sources load it.
 */
export function SourcesList({ sources }: { sources: readonly Source[] }) {
  return (
    <ul className="sources-list">
      {sources.map((source, index) => (
        <li key={`${source.url}#${index}`} className="source-item">
          <p className="source-item__title">
            <Link href={source.url}>{source.title}</Link>
          </p>
          <dl className="source-item__facts">
            <Fact label={messages.sourcePublisherLabel}>{orNotStated(source.publisher)}</Fact>
            <Fact label={messages.sourceDateLabel}>{orNotStated(readableDate(source.date))}</Fact>
            <Fact label={messages.sourceSupportsLabel}>{orNotStated(source.supports)}</Fact>
            <Fact label={messages.sourceConfidenceLabel}>{confidenceText(source.confidence)}</Fact>
          </dl>
          {source.quote.trim() && (
            <blockquote className="source-item__quote" cite={source.url}>
              <p>{source.quote.trim()}</p>
            </blockquote>
          )}
        </li>
      ))}
    </ul>
  );
}
