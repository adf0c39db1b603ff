import { memo, useEffect, useId, useRef, useState, type Ref } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { toneOf } from '@portal/shared/tone';
import type { School } from '@portal/shared/contracts';
import { InEnglish, useDataLang } from '@portal/shared/i18n/page-language';
import { Parts } from '@portal/shared/i18n/app-words';
import { schoolsWords } from '../i18n/words.js';
import { impairmentsText } from './impairments.js';
import { typesText } from './school-types.js';
import { WebsiteLink } from './website-link.component.js';
import { stated } from './stated.js';
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
  const words = schoolsWords.useWords();
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
        <p className="schools-loading">{words('schoolsLoading')}</p>
      </div>
    );
  }
  if (listing.status === 'failed') return <RetryMessage onRetry={search.retry} />;
  if (listing.total === 0) {
    return (
      <div className="schools-results">
        <p className="schools-empty">{words('noInclusiveSchools')}</p>
      </div>
    );
  }
  return (
    <div className="schools-results">
      <SchoolCards listRef={list} schools={listing.schools} {...cardOptions} />
      {listing.loadingMore && <p className="schools-loading">{words('schoolsLoadingMore')}</p>}
      {listing.moreFailed && <RetryMessage onRetry={search.loadMore} />}
      {search.hasMore && !listing.loadingMore && (
        <Button
          className="schools-button schools-button--secondary schools-more"
          onPress={() => {
            setFocusFrom(listing.schools.length);
            search.loadMore();
          }}
        >
          {words('showMoreSchools')}
        </Button>
      )}
    </div>
  );
}

function RetryMessage({ onRetry }: { onRetry: () => void }) {
  const words = schoolsWords.useWords();
  return (
    <div role="alert" className="schools-message schools-message--error" style={toneOf('error')}>
      <p>{words('schoolsLoadFailed')}</p>
      <Button className="schools-button" onPress={onRetry}>
        {words('retry')}
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
  const words = schoolsWords.useWords();
  const dataLang = useDataLang();
  return (
    <li className="schools-card">
      <article aria-labelledby={nameId}>
        {/* tabIndex -1: 'Show more' moves focus here. */}
        <Heading id={nameId} className="schools-card__name" tabIndex={-1} lang={dataLang}>
          {school.name}
        </Heading>
        <dl className="schools-facts">
          <Fact label={words('schoolTypeLabel')}>{typesText(school.type, words)}</Fact>
          <Fact label={words('schoolImpairmentsLabel')}>{impairmentsText(school.impairments, words)}</Fact>
          <Fact label={words('schoolLocationLabel')}>{stated(school.location, words)}</Fact>
          {school.website.trim() && (
            <Fact label={words('schoolWebsiteLabel')}>
              <WebsiteLink website={school.website} />
            </Fact>
          )}
        </dl>
        <Link href={schoolHref(school.id)} className="schools-link schools-card__details">
          {words('viewDetails')}
          <span className="portal-visually-hidden">
            {' '}
            <Parts parts={words.parts('viewDetailsOf', { school: <InEnglish>{school.name}</InEnglish> })} />
          </span>
        </Link>
      </article>
    </li>
  );
}
