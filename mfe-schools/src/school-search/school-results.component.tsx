import { memo, useEffect, useId, useRef, useState, type Ref } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { toneOf } from '@portal/shared/tone';
import { messages, orNotStated, t } from '@portal/shared/messages';
import type { School } from '@portal/shared/contracts';
import { impairmentsText } from './impairments.js';
import { typesText } from './school-types.js';
import { WebsiteLink } from './website-link.component.js';
import type { SchoolSearch } from './use-school-search.js';
import { Fact } from '@portal/shared/fact';

export interface CardOptions {
  /** Level of each card's heading, one below the heading of the list's container. */
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** Where a school's page is: `/schools/{id}` in the portal, an absolute address in the widget. */
  schoolHref: (id: number) => string;
}

/**
 * The listing: loading, failure with Retry, the empty state of §8, or the cards with 'Show more' while
 * more pages exist. 'Show more' moves focus to the first new card, so keyboard and screen-reader users
 * carry on reading where the new schools start instead of at the button that has moved down.
 */
export function SchoolResults({ search, ...cardOptions }: { search: SchoolSearch } & CardOptions) {
  const { listing } = search;
  const list = useRef<HTMLUListElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);

  useEffect(() => {
    if (focusFrom === null || listing.schools.length <= focusFrom) return;
    list.current?.querySelectorAll<HTMLElement>('.schools-card__name')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom, listing.schools.length]);

  if (listing.status === 'loading') {
    return (
      <div className="schools-results" aria-busy="true">
        <p className="schools-loading">{messages.schoolsLoading}</p>
      </div>
    );
  }
  if (listing.status === 'failed') return <RetryMessage onRetry={search.retry} />;
  if (listing.total === 0) {
    return (
      <div className="schools-results">
        <p className="schools-empty">{messages.noInclusiveSchools}</p>
      </div>
    );
  }
  return (
    <div className="schools-results">
      <SchoolCards listRef={list} schools={listing.schools} {...cardOptions} />
      {listing.loadingMore && <p className="schools-loading">{messages.schoolsLoadingMore}</p>}
      {listing.moreFailed && <RetryMessage onRetry={search.loadMore} />}
      {search.hasMore && !listing.loadingMore && (
        <Button
          className="schools-button schools-button--secondary schools-more"
          onPress={() => {
            setFocusFrom(listing.schools.length);
            search.loadMore();
          }}
        >
          {messages.showMoreSchools}
        </Button>
      )}
    </div>
  );
}

function RetryMessage({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="schools-message schools-message--error" style={toneOf('error')}>
      <p>{messages.schoolsLoadFailed}</p>
      <Button className="schools-button" onPress={onRetry}>
        {messages.retry}
      </Button>
    </div>
  );
}

/** Memoised: typing in the search box re-renders the form, not every card. */
export const SchoolCards = memo(function SchoolCards({
  listRef,
  schools,
  ...options
}: { listRef: Ref<HTMLUListElement>; schools: readonly School[] } & CardOptions) {
  return (
    <ul ref={listRef} className="schools-grid">
      {schools.map((school) => (
        <SchoolCard key={school.id} school={school} {...options} />
      ))}
    </ul>
  );
});

function SchoolCard({ school, headingLevel, schoolHref }: { school: School } & CardOptions) {
  const Heading = `h${headingLevel}` as const;
  const nameId = useId();
  return (
    <li className="schools-card">
      <article aria-labelledby={nameId}>
        {/* tabIndex -1: 'Show more' moves focus here. */}
        <Heading id={nameId} className="schools-card__name" tabIndex={-1}>
          {school.name}
        </Heading>
        <dl className="schools-facts">
          <Fact label={messages.schoolTypeLabel}>{typesText(school.type)}</Fact>
          <Fact label={messages.schoolImpairmentsLabel}>{impairmentsText(school.impairments)}</Fact>
          <Fact label={messages.schoolLocationLabel}>{orNotStated(school.location)}</Fact>
          {school.website.trim() && (
            <Fact label={messages.schoolWebsiteLabel}>
              <WebsiteLink website={school.website} />
            </Fact>
          )}
        </dl>
        <Link href={schoolHref(school.id)} className="schools-link schools-card__details">
          {messages.viewDetails}
          <span className="portal-visually-hidden"> {t('viewDetailsOf', { school: school.name })}</span>
        </Link>
      </article>
    </li>
  );
}
