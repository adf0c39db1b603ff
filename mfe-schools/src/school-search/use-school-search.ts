import { useCallback, useEffect, useRef, useState } from 'react';
import { hasSchoolCriteria } from '@portal/shared/rules';
import type { Toast } from '@portal/shared/types';
import type { School } from '@portal/shared/contracts';
import type { SchoolsFetcher } from '../data/school-query.js';
import { schoolsWords, type SchoolsWords } from '../i18n/words.js';

export interface Criteria {
  name: string;
  /** '' or a school type in lower case. */
  type: string;
  /** '' or one of IMPAIRMENTS. */
  impairment: string;
}
const NO_CRITERIA: Criteria = { name: '', type: '', impairment: '' };

/** What the list shows: all schools of the state, or the result of a search. */
interface Request {
  criteria: Criteria;
  searched: boolean;
}
const ALL: Request = { criteria: NO_CRITERIA, searched: false };

export interface Listing {
  status: 'loading' | 'ready' | 'failed';
  schools: School[];
  total: number;
  page: number;
  lastPage: number;
  loadingMore: boolean;
  moreFailed: boolean;
}
const LOADING: Listing = { status: 'loading', schools: [], total: 0, page: 0, lastPage: 0, loadingMore: false, moreFailed: false };

/** The last thing said about the list; `seq` tells two equal messages apart. */
export interface Announcement extends Toast {
  seq: number;
}

interface Options {
  fetchSchools: SchoolsFetcher;
  stateName: string;
  /** Called with the spec's search messages (§5), which the portal shows as toasts; without it (the
   * widget) they are announced with the other lines. */
  onOutcome?: (toast: Toast) => void;
}

const outcomeOf = (total: number, words: SchoolsWords): Toast =>
  total === 0 ? { kind: 'warning', text: words('noSchoolsMatch') } : { kind: 'success', text: words('foundMatching', { n: total }) };

/**
 * The school search of §5 against the API: the inputs (`draft`), the listing of the state or of the last
 * search, paging by 'Show more', and the line to announce after each change. Typing only changes the
 * draft; the API is asked on Search, Reset, a change of state or a page, so typing stays fast.
 * It loads by itself rather than with `useLoad` of `@portal/shared/data`: the list grows page by page,
 * a repeated search is announced again, and the embeddable widget runs this hook on other sites' pages,
 * where that module would bring the portal's API client (axios) along.
 */
export function useSchoolSearch({ fetchSchools, stateName, onOutcome }: Options) {
  const [draft, setDraft] = useState<Criteria>(NO_CRITERIA);
  const [request, setRequest] = useState<Request>(ALL);
  const [listing, setListing] = useState<Listing>(LOADING);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const words = schoolsWords.useWords();
  const outcome = useRef(onOutcome);
  outcome.current = onOutcome;
  // Incremented for each new listing, so a late page of an old listing is dropped.
  const generation = useRef(0);

  const announce = useCallback((toast: Toast) => {
    setAnnouncement((last) => ({ ...toast, seq: (last?.seq ?? 0) + 1 }));
  }, []);
  // A search outcome goes to the toast or to the announcer, never both: the shell's live region reads
  // toasts even while a modal is open (React Aria leaves `data-live-announcer` regions exposed), so
  // announcing it here as well made screen readers read each outcome twice.
  const tell = useCallback((toast: Toast) => (outcome.current ? outcome.current(toast) : announce(toast)), [announce]);

  useEffect(() => {
    const current = ++generation.current;
    setListing(LOADING);
    fetchSchools({ stateName, ...request.criteria, page: 1 }).then(
      ({ data, meta }) => {
        if (current !== generation.current) return;
        setListing({ ...LOADING, status: 'ready', schools: data, total: meta.total, page: meta.page, lastPage: meta.last_page });
        if (request.searched) tell(outcomeOf(meta.total, words));
        // Where the outcome went to a toast (the portal), the status still moves to the new count, so a
        // screen reader that reads it later never finds the count from before the search. The widget's
        // status shows the outcome, which says the count itself.
        if (!request.searched || outcome.current) announce({ kind: 'info', text: words('schoolsFound', { n: meta.total }) });
      },
      () => current === generation.current && setListing({ ...LOADING, status: 'failed' }),
    );
  }, [fetchSchools, stateName, request, attempt, announce, tell, words]);

  const loadMore = useCallback(() => {
    const current = generation.current;
    setListing((l) => ({ ...l, loadingMore: true, moreFailed: false }));
    fetchSchools({ stateName, ...request.criteria, page: listing.page + 1 }).then(
      ({ data, meta }) => {
        if (current !== generation.current) return;
        const shown = listing.schools.length + data.length;
        setListing((l) => ({
          ...l,
          schools: [...l.schools, ...data],
          total: meta.total,
          page: meta.page,
          lastPage: meta.last_page,
          loadingMore: false,
        }));
        announce({ kind: 'info', text: words('showingSchools', { shown, total: meta.total }) });
      },
      () => current === generation.current && setListing((l) => ({ ...l, loadingMore: false, moreFailed: true })),
    );
  }, [fetchSchools, stateName, request, listing.page, listing.schools.length, announce, words]);

  const search = useCallback(() => {
    if (!hasSchoolCriteria(draft)) {
      // The buttons are disabled while both inputs are empty, but Enter in the name box still submits.
      tell({ kind: 'warning', text: words('searchNeedsCriteria') });
      return;
    }
    setRequest({ criteria: { ...draft, name: draft.name.trim() }, searched: true });
  }, [draft, tell, words]);

  const reset = useCallback(() => {
    setDraft(NO_CRITERIA);
    setRequest(ALL);
  }, []);

  /** Emptying every input by hand after a search shows the whole list again, as Reset would: the
   * disabled Reset button could not do it then. */
  const change = useCallback(
    (next: Partial<Criteria>) => {
      const criteria = { ...draft, ...next };
      setDraft(criteria);
      if (!hasSchoolCriteria(criteria) && request.searched) setRequest(ALL);
    },
    [draft, request.searched],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    draft,
    setName: (name: string) => change({ name }),
    setType: (type: string) => change({ type }),
    setImpairment: (impairment: string) => change({ impairment }),
    canSearch: hasSchoolCriteria(draft),
    search,
    reset,
    listing,
    hasMore: listing.status === 'ready' && listing.page < listing.lastPage,
    loadMore,
    retry,
    announcement,
  };
}

export type SchoolSearch = ReturnType<typeof useSchoolSearch>;
