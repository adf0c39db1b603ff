import { useEffect, useState, type RefObject } from 'react';
import { SERVER_RENDERED_ATTRIBUTE, subscribe, type Selection } from '@portal/shared';

/** What says a visitor is reaching for the region itself: a pointer over it or pressing it, a touch, focus arriving. */
const REGION_USE_EVENTS = ['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'focusin', 'click'] as const;

/** A selection the server's HTML of the map and its panel does not show: they are drawn with no state. */
const namesAState = (selection: Selection) => selection.stateId !== null || selection.stateName !== '';

/**
 * Whether the region (one of the map app's parcels) is needed yet. At once where the server did not draw
 * it (the page was rendered in the browser, or the map's server entry failed): nothing else would show.
 * Where it did: at the first use of the region itself, at the visitor's first key press anywhere (a
 * keyboard user reaches the map with arrows at once, so it must be there when Tab brings them to it), or
 * once a state is chosen elsewhere (the dropdown), which the map and panel must show. Until then the
 * server's HTML stands in for it: it shows every state with its status, and a press on a state is kept
 * until the map has hydrated (the shell's `keepPressesUntilHydrated`), as a screen reader in browse mode
 * makes one with a click alone. A visitor who only reads the page, or uses the rest of it, downloads none
 * of the map's script.
 */
export function useWhenNeeded(region: RefObject<Element | null>): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return undefined;
    const element = region.current!;
    const load = () => setNeeded(true);
    // Already in use before the page's sections hydrated (React hydrates them after its root): the pointer
    // rests on the map, focus is in it, or a keyboard user is moving through the page (focus they can see).
    const focused = document.activeElement;
    const inUse =
      element.matches(':hover') || element.contains(focused) || (focused !== document.body && focused?.matches(':focus-visible'));
    if (inUse || !element.querySelector(`[${SERVER_RENDERED_ATTRIBUTE}]`)) {
      load();
      return undefined;
    }
    // On the window, before the shell's own listener keeps a press on a state from going further.
    const loadIfInRegion = (event: Event) => event.target instanceof Node && element.contains(event.target) && load();
    for (const type of REGION_USE_EVENTS) window.addEventListener(type, loadIfInRegion, { capture: true, passive: true });
    window.addEventListener('keydown', load, { capture: true });
    // The bus gives the last selection at once: one made before this page (a visitor coming back) counts.
    const unsubscribe = subscribe('selection', (selection) => namesAState(selection) && load());
    return () => {
      for (const type of REGION_USE_EVENTS) window.removeEventListener(type, loadIfInRegion, { capture: true });
      window.removeEventListener('keydown', load, { capture: true });
      unsubscribe();
    };
  }, [needed, region]);
  return needed;
}
