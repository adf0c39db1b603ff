import { useEffect } from 'react';
import { lastValue, publish, subscribe, t } from '@portal/shared';
import { SECTIONS, scrollToSection } from './sections.js';

/**
 * §4.3: each newly chosen state, from the top bar's dropdown or from the map, gets the success toast and
 * brings the disability section into view. The map publishes its choice without a toast, so this is the
 * one place that shows it, once per choice. A state already selected when the page opens is not new.
 *
 * This listens to the bus itself rather than reading the selection atom: it reacts to each choice as an
 * event, and an atom's first render can show a value older than the bus's, which would look like a choice.
 */
export function useSelectionFeedback(): void {
  useEffect(() => {
    let shown = lastValue('selection')?.stateId ?? null;
    return subscribe('selection', ({ stateId, stateName }) => {
      if (stateId === shown) return;
      shown = stateId;
      if (stateId === null) return;
      publish('toast', { kind: 'success', text: t('viewingState', { state: stateName }) });
      scrollToSection(SECTIONS.policy);
    });
  }, []);
}
