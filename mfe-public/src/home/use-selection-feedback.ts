import { useCallback, useContext, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { errorStatus, lastValue, publish, subscribe, type Selection } from '@portal/shared';
import { publicWords, type PublicWords } from '../i18n/words.js';
import { fetchStateData } from '../data/public-data.js';
import { withoutState } from '../selection/selection.js';
import { SECTIONS, scrollToSection } from './sections.js';

/** A state whose data could not be loaded, and why: no connection (or no answer), or the server failed. */
export interface StateNotice {
  selection: Selection;
  reason: 'offline' | 'failed';
}

export const stateNoticeText = ({ selection, reason }: StateNotice, words: PublicWords) =>
  words(reason === 'offline' ? 'stateOffline' : 'stateLoadFailed', { state: selection.stateName });

/**
 * §4.3: each newly chosen state, from the top bar's dropdown or from the map, brings the disability
 * section into view and, once its policy and schools have loaded, gets the success toast. The map
 * publishes its choice without a toast, so this is the one place that shows it, once per choice. A state
 * already selected when the page opens, or the one it opens on (`opening`, which the page sets as it
 * publishes it), is not new.
 *
 * A choice made offline, or whose data does not load, gets no success toast: an error toast and the
 * returned notice say so instead, and the page goes back to what it showed before (as a map click on a
 * state without data selects nothing, §4.3), so the visitor can choose the state again. `chooseAgain`
 * does that for them.
 *
 * This listens to the bus itself rather than reading the selection atom: it reacts to each choice as an
 * event, and an atom's first render can show a value older than the bus's, which would look like a choice.
 */
export function useSelectionFeedback(opening: RefObject<Selection | null>): { notice: StateNotice | null; chooseAgain: () => void } {
  const [notice, setNotice] = useState<StateNotice | null>(null);
  // The toasts are in the page's language.
  const locale = useContext(LocaleContext);

  useEffect(() => {
    const words = publicWords.in(locale);
    let shown = lastValue('selection') ?? null;
    let choice = 0;
    const stop = subscribe('selection', (selection) => {
      const before = shown;
      shown = selection;
      if (selection.stateId === before?.stateId && selection.countryId === before?.countryId) return;
      // The state the page opens on (its address's) is where the visitor arrived, not a choice.
      if (selection.stateId === opening.current?.stateId) return void (opening.current = null);
      const current = ++choice;
      setNotice(null);
      if (selection.stateId === null) return;
      scrollToSection(SECTIONS.policy);

      const fail = (reason: StateNotice['reason']) => {
        if (current !== choice) return; // the visitor has chosen again since
        const back = before ?? withoutState(selection);
        shown = back;
        publish('selection', back);
        publish('toast', { kind: 'error', text: stateNoticeText({ selection, reason }, words) });
        setNotice({ selection, reason });
      };
      // Offline nothing is asked for. The selection goes back once every app has heard this choice,
      // or one that hears it later would keep it.
      if (!navigator.onLine) return void queueMicrotask(() => fail('offline'));
      fetchStateData(selection.stateId, selection.stateName).then(
        () => current === choice && publish('toast', { kind: 'success', text: words('viewingState', { state: selection.stateName }) }),
        // No answer at all: the connection went, or the server cannot be reached.
        (error: unknown) => fail(!navigator.onLine || errorStatus(error) === undefined ? 'offline' : 'failed'),
      );
    });
    return () => {
      choice = -1; // answers arriving after the page has gone say nothing
      stop();
    };
  }, [opening, locale]);

  const chooseAgain = useCallback(() => {
    if (notice) publish('selection', notice.selection);
  }, [notice]);
  return { notice, chooseAgain };
}

const onConnectionChange = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it is online (`navigator.onLine`), following its `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine,
    () => true,
  );
}
