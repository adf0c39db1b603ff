import { useEffect, useMemo, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { ModalDialog, atomWithBus, publish, type Toast } from '@portal/shared';
import type { StateEntry } from '@portal/shared/contracts';
import { useLoad } from '@portal/shared/data';
import { fetchSchools, fetchStates } from '../data/schools-api.js';
import { Announcer } from '../school-search/announcer.component.js';
import { OptionSelect, type Option } from '../school-search/option-select.component.js';
import { SchoolResults } from '../school-search/school-results.component.js';
import { SearchForm } from '../school-search/search-form.component.js';
import { useSchoolSearch } from '../school-search/use-school-search.js';
import { schoolsWords } from '../i18n/words.js';
import '../school-search/school-search.css';
import './schools-modal.css';

/** Open or closed, and for which state: 'View All' on the home page publishes, the modal answers. */
const schoolsModalAtom = atomWithBus('schools-modal', { open: false, stateName: '' });

/** The select's key for "every state": React Aria keys must not be empty. */
const ALL_STATES_KEY = 'all';

const NAVIGATION_EVENTS = ['single-spa:before-routing-event', 'popstate'] as const;

const showToast = (toast: Toast) => publish('toast', toast);
const schoolPage = (id: number) => `/schools/${id}`;

/**
 * §2.8: the wide 'Schools' modal, mounted once by the home page and opened through the bus. React Aria's
 * modal moves focus into the dialog, keeps it there until it closes (Escape, the Close button, or a click
 * outside), and hides the page behind from screen readers meanwhile. On closing it gives focus back to the
 * element that had it when the dialog first rendered: React Aria reads `document.activeElement` then, not
 * a trigger of its own, so this is 'View All' although that button belongs to another app (tested).
 */
export function SchoolsModal() {
  const [modal, setModal] = useAtom(schoolsModalAtom);
  // A state chosen inside the modal, which the closing message reports instead of the opening one.
  const chosenState = useRef<string | null>(null);
  const words = schoolsWords.useWords();

  const close = () => {
    setModal({ open: false, stateName: chosenState.current ?? modal.stateName });
    chosenState.current = null;
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  // The modal belongs to the page it was opened on: any navigation ('View details', the browser's Back)
  // closes it, so that coming back to the home page does not find it open again. single-spa holds back
  // `popstate` listeners until the old page has unmounted (and this listener with it), so its own
  // before-routing event is heard too; `popstate` alone serves where single-spa does not run.
  useEffect(() => {
    if (!modal.open) return;
    const closeOnNavigation = () => closeRef.current();
    for (const event of NAVIGATION_EVENTS) window.addEventListener(event, closeOnNavigation);
    return () => {
      for (const event of NAVIGATION_EVENTS) window.removeEventListener(event, closeOnNavigation);
    };
  }, [modal.open]);
  return (
    <ModalDialog
      block="schools-modal"
      id="schools-modal-title"
      isOpen={modal.open}
      onOpenChange={(open) => !open && close()}
      title={words('schoolsModalTitle')}
      closeLabel={words('closeSchools')}
      closeClassName="schools-button schools-button--secondary"
      closeText={words('close')}
    >
      <SchoolsBrowser initialState={modal.stateName} onStateChange={(name) => (chosenState.current = name)} />
    </ModalDialog>
  );
}

interface BrowserProps {
  initialState: string;
  onStateChange: (stateName: string) => void;
}

/** The modal's content: the toolbar (state and count), the search form and the cards. */
function SchoolsBrowser({ initialState, onStateChange }: BrowserProps) {
  const [stateName, setStateName] = useState(initialState);
  const states = useStates();
  const search = useSchoolSearch({ fetchSchools, stateName, onOutcome: showToast });
  const { listing } = search;
  const words = schoolsWords.useWords();

  const stateOptions = useMemo<Option[]>(() => {
    const names = states ? states.map((state) => state.name) : [initialState].filter(Boolean);
    return [{ id: ALL_STATES_KEY, name: words('allStates') }, ...names.map((name) => ({ id: name, name }))];
  }, [states, initialState, words]);

  const chooseState = (key: string) => {
    const name = key === ALL_STATES_KEY ? '' : key;
    setStateName(name);
    onStateChange(name);
  };

  return (
    <>
      <div className="schools-toolbar">
        <OptionSelect
          label={words('stateLabel')}
          options={stateOptions}
          value={stateName || ALL_STATES_KEY}
          onChange={chooseState}
          className="schools-toolbar__state"
        />
        {/* Seen here; heard through the live region below, which also carries the search messages. */}
        <p className="schools-count">{listing.status === 'ready' ? words('schoolsFound', { n: listing.total }) : ''}</p>
      </div>
      <SearchForm search={search} Select={OptionSelect} />
      {/* The current count and 'Showing n of m': the search outcomes are toasts, which the shell's live
          region announces (React Aria leaves it exposed while the dialog is open), so they are not repeated here. */}
      <Announcer announcement={search.announcement} visible={false} />
      <SchoolResults search={search} headingLevel={3} schoolHref={schoolPage} />
    </>
  );
}

/** The states for the dropdown; null until they arrive (the current state is offered meanwhile). */
function useStates(): StateEntry[] | null {
  const states = useLoad('all-states', fetchStates);
  // A failure leaves the dropdown with 'All states' and the current state; the listing still works.
  return states.status === 'ready' ? states.data : null;
}
