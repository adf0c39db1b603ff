import { SERVER_RENDERED_ATTRIBUTE } from '@portal/shared/server-render';

/**
 * What says someone is using the page: a touch, a press or a move of the mouse, a key, a wheel, focus
 * arriving, or a click with none of these before it (a screen reader in browse mode activates a control
 * with a click alone). Reading and scrolling a page the server rendered, and following its links, need
 * none of the apps' JavaScript.
 */
const USE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin', 'click'] as const;

/** Does the page region hold a page the server rendered (not only its loading text or heading)? */
export const pageIsServerRendered = (page: HTMLElement) => page.querySelector(`[${SERVER_RENDERED_ATTRIBUTE}]`) !== null;

/**
 * Resolves at the first sign that someone is using the page. On a page the server rendered, the apps'
 * JavaScript (React, React Aria and the app: about a second of a cheap phone's processor) then runs when it
 * is wanted, instead of during the load, while the reader waits to scroll or follow a link; a visitor
 * who only reads downloads none of it.
 */
export function whenUsed(): Promise<void> {
  return new Promise((resolve) => {
    const begin = () => {
      for (const type of USE_EVENTS) window.removeEventListener(type, begin, true);
      resolve();
    };
    for (const type of USE_EVENTS) window.addEventListener(type, begin, { capture: true, passive: true });
  });
}

/** What a press acts on in a React region: links and form buttons work as HTML before it hydrates. */
const CONTROL = 'button[type="button"], [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"]';

/**
 * Keeps a press on a control of a region that has not hydrated yet, and makes it again once the region
 * has (its app takes the mark off), so the first tap on a select or a state of the map is not lost while
 * the app's script arrives. React replays a press only once hydration has begun; before that, the
 * control has no handler at all. The press is made again as a click with no pointer, as a screen reader
 * or a keyboard makes one, which React Aria treats as a press of the control.
 */
export function keepPressesUntilHydrated(document: Document): void {
  let kept: Element | null = null;
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      const region = control?.closest(`[${SERVER_RENDERED_ATTRIBUTE}]`);
      if (!control || !region) return;
      // Not for React's own listeners either: a press it replayed itself would be a second one.
      event.preventDefault();
      event.stopPropagation();
      kept = control;
      whenHydrated(region, () => {
        if (kept !== control || !control.isConnected) return;
        kept = null;
        control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      });
    },
    true,
  );
}

function whenHydrated(region: Element, then: () => void): void {
  const observer = new MutationObserver(() => {
    if (region.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return;
    observer.disconnect();
    then();
  });
  observer.observe(region, { attributes: true, attributeFilter: [SERVER_RENDERED_ATTRIBUTE] });
}

/** What the browser's Tab reaches, in document order (enough for the regions' server HTML). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const takesFocus = (element: HTMLElement) =>
  (element.hasAttribute('tabindex') || element.tabIndex >= 0) && !element.closest('[inert]') && !element.matches(':disabled');

/**
 * Keeps a keyboard user's place when the element they are on stops taking focus, as a server-rendered one
 * can while its app hydrates it: React Aria's tab panel is a tab stop in the server's HTML (there it cannot
 * look inside for links) and stops being one once it has found them. The browser then drops focus to the
 * page itself (the HTML focus fixup rule): the user is on nothing, and a screen reader has nothing to say;
 * Chromium did this in a browser test that tabbed through the home page while it hydrated. Focus goes
 * instead to the first element inside that Tab would reach, where React Aria sends it from a tab.
 */
export function keepFocusWhereItWas(document: Document): void {
  document.addEventListener(
    'focusout',
    (event) => {
      const left = event.target;
      // Focus moved somewhere (relatedTarget), or left an element that still takes it (a click elsewhere).
      if (event.relatedTarget !== null || !(left instanceof HTMLElement) || !left.isConnected || takesFocus(left)) return;
      const inside = left.querySelector<HTMLElement>(TABBABLE);
      // Once the browser has finished moving focus away.
      setTimeout(() => {
        if (document.activeElement === document.body && inside?.isConnected) inside.focus();
      });
    },
    true,
  );
}
