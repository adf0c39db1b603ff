import {
  ARROW_KEYS_MOVE_FOCUS_ATTRIBUTE,
  ENHANCED_LINK_ATTRIBUTE,
  OPENS_BEFORE_HYDRATION_ATTRIBUTE,
  PUBLISHES_ON_PRESS_ATTRIBUTE,
  REACHED_FOR_ATTRIBUTE,
  HTML_ANSWERS_BEFORE_HYDRATION_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
  STARTS_AT_ONCE_ATTRIBUTE,
  TABS_SWITCH_BEFORE_HYDRATION_ATTRIBUTE,
  clickAsksForTheLink,
} from '@portal/shared/server-render';
import { publish, type Publication } from '@portal/shared/bus';

/**
 * What says someone is using the page: a touch, a press or a move of the mouse, a key, a wheel, focus
 * arriving, or a click with none of these before it (a screen reader in browse mode activates a control
 * with a click alone). Reading and scrolling a page the server rendered, and following its links, need
 * none of the apps' JavaScript.
 */
const USE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin', 'click'] as const;

/**
 * Does the page region hold a page the server rendered (not only its loading text or heading), which is
 * read as HTML until it is used? Not one that does its work as it opens (`STARTS_AT_ONCE_ATTRIBUTE`).
 */
export const pageWaitsForUse = (page: HTMLElement) =>
  page.querySelector(`[${SERVER_RENDERED_ATTRIBUTE}]`) !== null && page.querySelector(`[${STARTS_AT_ONCE_ATTRIBUTE}]`) === null;

/** Set while the page script gives an element focus itself: not a sign of use. */
let givingFocus = false;

/**
 * Gives `element` focus without taking it for a use of the page, as the page script does after showing an
 * answer in place (chosen-answers.ts): the reader has not yet used the page they now read.
 */
export function focusWithoutUse(element: HTMLElement): void {
  givingFocus = true;
  try {
    element.focus({ preventScroll: true });
  } finally {
    givingFocus = false;
  }
}

/**
 * Resolves at the first sign that someone is using the page. On a page the server rendered, the apps'
 * JavaScript (React, React Aria and the app: about a second of a cheap phone's processor) then runs when it
 * is wanted, instead of during the load, while the reader waits to scroll or follow a link; a visitor
 * who only reads downloads none of it.
 */
export function whenUsed(): Promise<void> {
  return new Promise((resolve) => {
    const begin = (event: Event) => {
      if (givingFocus || answeredByTheBrowser(event.target)) return;
      for (const type of USE_EVENTS) window.removeEventListener(type, begin, true);
      resolve();
    };
    for (const type of USE_EVENTS) window.addEventListener(type, begin, { capture: true, passive: true });
  });
}

/**
 * A use the browser answers by itself, which needs no app: its own select, and the submit button of a form
 * the server answers as the app does (`HTML_ANSWERS_BEFORE_HYDRATION_ATTRIBUTE`). Starting the apps there
 * would only delay that answer on a cheap phone (the top bar's Show waited for their long tasks, then loaded
 * the page all the same), and the page it sends for starts its own.
 */
const answeredByTheBrowser = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${HTML_ANSWERS_BEFORE_HYDRATION_ATTRIBUTE}] :is(select, button[type="submit"])`) !== null;

/** The regions the portal's apps hydrate, each its own: the top bar, the page's app, the footer. */
const APP_REGIONS = '#portal-header, #portal-footer, [id^="portal-page-"]';

/**
 * Marks the server-rendered region of each press, key or focus made before the portal starts
 * (`REACHED_FOR_ATTRIBUTE`), the last one made winning: the portal hydrates that region first.
 */
export function markRegionReachedFor(document: Document): void {
  const mark = (event: Event) => {
    const region = event.target instanceof Element ? event.target.closest(APP_REGIONS) : null;
    if (!region?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return;
    document.querySelector(`[${REACHED_FOR_ATTRIBUTE}]`)?.removeAttribute(REACHED_FOR_ATTRIBUTE);
    region.setAttribute(REACHED_FOR_ATTRIBUTE, '');
  };
  for (const type of ['pointerdown', 'keydown', 'focusin']) document.addEventListener(type, mark, true);
}

/**
 * What a press or a key acts on in a React region: its app's controls, the links its script turns into
 * something else (`ENHANCED_LINK_ATTRIBUTE`), and a form's submit button, which its script answers in place
 * (the account forms' checks and toasts). Other links work as HTML before it hydrates.
 */
const CONTROL = `button[type="button"], button[type="submit"], [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], a[${ENHANCED_LINK_ATTRIBUTE}]`;

/** Enter in a form's text field sends the form (HTML's implicit submission): kept like a press on Send. */
const sendsItsForm = (event: KeyboardEvent) => event.key === 'Enter' && isTextField(event.target) && event.target.form !== null;

/**
 * A press or a key made on a control of a region before it hydrated, to be made again once it has; `at`
 * is where the control was in the region (`placeIn`), to find it again if hydration replaced it.
 */
type KeptInput =
  { kind: 'press'; control: Element; at: number[] } | { kind: 'key'; type: 'keydown' | 'keyup'; target: Element; init: KeyboardEventInit };

/** Where `element` is in `region`: the index of each element on the way down to it. */
function placeIn(region: Element, element: Element): number[] {
  const at: number[] = [];
  for (let node = element; node !== region && node.parentElement; node = node.parentElement) {
    at.unshift([...node.parentElement.children].indexOf(node));
  }
  return at;
}

/**
 * An element of a region as it was before hydration, in the hydrated region: the element itself, or where
 * it was if the app rendered that part afresh rather than adopting the server's elements (the home page's
 * statistics tabs are new elements once hydrated), provided it is the same control, with the same role
 * and words.
 */
function sameElementIn(region: Element, element: Element, at: number[]): Element | null {
  if (element.isConnected) return element;
  const found = at.reduce<Element | undefined>((node, index) => node?.children[index], region);
  const same =
    found?.tagName === element.tagName &&
    found.getAttribute('role') === element.getAttribute('role') &&
    found.textContent === element.textContent;
  return same ? found : null;
}

/** Keys the browser or the page answer as they are, whatever region has focus: moving on with Tab, shortcuts. */
const passesThrough = (event: KeyboardEvent) => event.key === 'Tab' || event.ctrlKey || event.metaKey || event.altKey;

/**
 * Answers at once what the HTML can of the first use of a region that has not hydrated yet (a dialog the
 * server wrote, the arrows in a roving group, a part the server answers as the app does), publishes the
 * message of a control that has one for the shell to answer (the schools dialog), and keeps the
 * other presses and key presses made on its controls, in order, making them again once the region has
 * hydrated (its app takes the mark off), so that neither the first tap on a button nor the Enter that
 * chooses a state on the map is lost while the app's script arrives. React replays an event only once
 * hydration has begun; before that, the control has no handler at all. A press is made again as a click
 * with no pointer, as a screen reader or a keyboard makes one, which React Aria treats as a press; a key as
 * the same key, on the element that has focus by then (an arrow made again has moved it). If a script of
 * the page fails to load, the region may never hydrate: what was kept is made at once for the HTML to
 * answer (a kept click on a state of the map follows its link, and so does a control whose message was
 * published while its region had yet to hydrate: 'View All' leads to the list of schools), and nothing
 * more is kept.
 */
export function keepPressesUntilHydrated(document: Document): void {
  const kept = new Map<Element, KeptInput[]>();
  /** The keys held down that were kept: their release is kept too, as React Aria acts on some at key up. */
  const keptKeysDown = new Set<string>();
  let scriptsFailed = false;
  /** A control whose message was published before its region hydrated, answered by the shell once it is in. */
  let awaitingPortal: Element | null = null;

  const keep = (event: Event, input: KeptInput, region: Element) => {
    // Not for React's own listeners either: an event it replayed itself would be made twice.
    event.preventDefault();
    event.stopPropagation();
    let inputs = kept.get(region);
    if (!inputs) {
      inputs = [];
      kept.set(region, inputs);
      whenHydrated(region, () => makeAgain(region));
    }
    // A second press before hydration takes the place of the first: the visitor changed their mind.
    if (input.kind === 'press') inputs.splice(0, inputs.length, ...inputs.filter((earlier) => earlier.kind !== 'press'));
    inputs.push(input);
  };

  const makeAgain = (region: Element) => {
    const inputs = kept.get(region) ?? [];
    kept.delete(region);
    for (const input of inputs) {
      if (input.kind === 'press') {
        sameElementIn(region, input.control, input.at)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        continue;
      }
      const focused = document.activeElement;
      const target = focused && focused !== document.body && region.contains(focused) ? focused : input.target;
      if (!target.isConnected) continue;
      const answered = !target.dispatchEvent(new KeyboardEvent(input.type, { ...input.init, bubbles: true, cancelable: true }));
      // A key made by a script has no default action: what the browser would have done is done here,
      // unless the app answered the key itself.
      if (!answered) actAsTheBrowser(input, target);
    }
  };

  const controlInWaitingRegion = (target: EventTarget | null, event?: KeyboardEvent) => {
    const control = target instanceof Element ? (event && sendsItsForm(event) ? target : target.closest(CONTROL)) : null;
    // The HTML answers inside a native dialog (the menu before its app runs: its form closes it, Escape
    // too), and the sending of a form the server answers as the app does; that form's other buttons (a
    // password's Show) do nothing as HTML, and are kept like any other.
    const answeredAsHtml =
      control?.closest('dialog') || control?.matches(`[${HTML_ANSWERS_BEFORE_HYDRATION_ATTRIBUTE}] :is(button[type="submit"], input)`);
    const region = answeredAsHtml ? null : control?.closest(`[${SERVER_RENDERED_ATTRIBUTE}]`);
    return control && region ? { control, region } : null;
  };

  document.addEventListener(
    'click',
    (event) => {
      const found = controlInWaitingRegion(event.target);
      if (!found || (found.control.matches('a') && clickAsksForTheLink(event))) return;
      const dialog = dialogBeforeHydration(found.control);
      const publication = scriptsFailed ? null : publicationOf(found.control);
      if (dialog || switchesBeforeHydration(found.control) || publication) {
        event.preventDefault();
        event.stopPropagation();
        if (dialog) openDialog(dialog);
        else if (publication) {
          publish(publication.topic, publication.value);
          awaitingPortal = found.control;
          whenHydrated(found.region, () => (awaitingPortal = null));
        } else switchTab(found.control);
      } else if (!scriptsFailed)
        keep(event, { kind: 'press', control: found.control, at: placeIn(found.region, found.control) }, found.region);
    },
    true,
  );
  for (const type of ['keydown', 'keyup'] as const) {
    document.addEventListener(
      type,
      (event) => {
        const found = controlInWaitingRegion(event.target, event);
        const held = keptKeysDown.has(event.key);
        if (type === 'keyup') keptKeysDown.delete(event.key);
        if (!found || passesThrough(event) || (type === 'keyup' && !held)) return;
        // Answered now, by the browser (Enter on a link makes the click that opens its dialog, publishes its
        // message or switches its tab) or here.
        if (
          dialogBeforeHydration(found.control) ||
          publicationOf(found.control) ||
          (type === 'keydown' && movedFocusInGroup(event, found.control))
        )
          return;
        if (switchesBeforeHydration(found.control)) {
          if (type === 'keydown' && event.key === ' ') {
            event.preventDefault();
            switchTab(found.control);
          }
          return;
        }
        if (scriptsFailed) return;
        if (type === 'keydown') keptKeysDown.add(event.key);
        keep(event, { kind: 'key', type, target: event.target as Element, init: keyboardEventInit(event) }, found.region);
      },
      true,
    );
  }
  // A script that fails to load reports it on its element, which the window sees first.
  window.addEventListener(
    'error',
    (event) => {
      if (!(event.target instanceof HTMLScriptElement) || scriptsFailed) return;
      scriptsFailed = true;
      for (const region of [...kept.keys()]) makeAgain(region);
      // Nothing may answer the message: the link does the control's job (the list of schools).
      awaitingPortal?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    },
    true,
  );
}

/** The message `control` publishes on the bus at a press (`PUBLISHES_ON_PRESS_ATTRIBUTE`), if it has one. */
function publicationOf(control: Element): Publication | null {
  const message = control.getAttribute(PUBLISHES_ON_PRESS_ATTRIBUTE);
  return message ? (JSON.parse(message) as Publication) : null;
}

/** The native dialog in the page that does `control`'s job until its region hydrates, if it has one. */
function dialogBeforeHydration(control: Element): HTMLDialogElement | null {
  const id = control.getAttribute(OPENS_BEFORE_HYDRATION_ATTRIBUTE);
  const dialog = id ? control.ownerDocument.getElementById(id) : null;
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

const closesOnFollow = new WeakSet<HTMLDialogElement>();

/**
 * Opens the dialog as a modal (the browser keeps focus inside and closes it on Escape), and closes it when
 * one of its links is followed: once the portal runs, a link changes the page without a new document, and
 * the dialog would stay over the page it led to.
 */
function openDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (!closesOnFollow.has(dialog)) {
    closesOnFollow.add(dialog);
    dialog.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) dialog.close();
    });
  }
  dialog.showModal();
}

/** Is `control` a tab that the page script switches until its region hydrates? */
const switchesBeforeHydration = (control: Element) =>
  control.getAttribute('role') === 'tab' && control.closest(`[${TABS_SWITCH_BEFORE_HYDRATION_ATTRIBUTE}]`) !== null;

/** The attributes that say which tab is selected, and which panel is shown and what names it. */
const TAB_STATE = ['aria-selected', 'aria-controls', 'tabindex', 'data-selected'] as const;
const PANEL_STATE = ['role', 'id', 'aria-labelledby', 'tabindex', 'inert', 'data-inert'] as const;

/** Swaps the values (or absence) of `names` between two elements. */
function swapAttributes(one: Element, other: Element, names: readonly string[]): void {
  for (const name of names) {
    const [oneValue, otherValue] = [one.getAttribute(name), other.getAttribute(name)];
    if (otherValue === null) one.removeAttribute(name);
    else one.setAttribute(name, otherValue);
    if (oneValue === null) other.removeAttribute(name);
    else other.setAttribute(name, oneValue);
  }
}

/**
 * Shows the tab's panel as React Aria would: the selected tab's and the shown panel's attributes move to
 * the tab pressed and its panel (the panels follow the tabs' order), the panel is named by its own tab, and
 * the tab's query goes into the page's address, which the app reads as it hydrates, so it renders the same
 * view. Focus goes to the tab, as a press gives it.
 */
function switchTab(tab: Element): void {
  const tabs = tab.closest(`[${TABS_SWITCH_BEFORE_HYDRATION_ATTRIBUTE}]`)!;
  const tabList = [...tabs.querySelectorAll('[role="tab"]')];
  const panels = [...tabs.querySelectorAll(':scope > [role="tabpanel"], :scope > [data-inert]')];
  const selected = tabList.find((each) => each.getAttribute('aria-selected') === 'true');
  const [shown, toShow] = [panels[tabList.indexOf(selected!)], panels[tabList.indexOf(tab)]];
  if (!selected || selected === tab || !shown || !toShow || panels.length !== tabList.length) return;
  swapAttributes(selected, tab, TAB_STATE);
  swapAttributes(shown, toShow, PANEL_STATE);
  // React Aria names a panel after its tab's key, which ends the tab's id too (`…-tab-gender`,
  // `…-tabpanel-gender`): the app's hydration keeps the ids it finds, so they must be the ones it renders.
  const differsAt = [...selected.id].findIndex((character, index) => character !== tab.id[index]);
  const sharedStart = differsAt === -1 ? selected.id.length : differsAt;
  const [shownKey, key] = [selected.id.slice(sharedStart), tab.id.slice(sharedStart)];
  if (toShow.id.endsWith(shownKey)) toShow.id = toShow.id.slice(0, toShow.id.length - shownKey.length) + key;
  tab.setAttribute('aria-controls', toShow.id);
  toShow.setAttribute('aria-labelledby', tab.id);
  const href = tab.getAttribute('href');
  if (href) {
    const address = new URL(href, window.location.href);
    window.history.replaceState(window.history.state, '', address.pathname + address.search + window.location.hash);
  }
  if (tab instanceof HTMLElement) tab.focus();
}

/** The keys that move a roving tab stop, and where each moves it: a step either way, or an end. */
const FOCUS_MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Moves focus in a group with a roving tab stop (`ARROW_KEYS_MOVE_FOCUS_ATTRIBUTE`: the map) as its app
 * will once it has hydrated, so that → on the map answers at once rather than seconds later; true if the
 * key was one that moves it. The tab stop's `tabindex` is left as the server wrote it: the app's first
 * render compares nothing with the page and would otherwise leave two tab stops, or none.
 */
function movedFocusInGroup(event: KeyboardEvent, control: Element): boolean {
  const move = Object.hasOwn(FOCUS_MOVES, event.key) ? FOCUS_MOVES[event.key] : undefined;
  const group = control.closest(`[${ARROW_KEYS_MOVE_FOCUS_ATTRIBUTE}]`);
  if (!move || !group || event.shiftKey) return false;
  const items = [...group.querySelectorAll<HTMLElement | SVGElement>('[tabindex]')];
  const index = items.indexOf(control as HTMLElement | SVGElement);
  if (index === -1) return false;
  event.preventDefault();
  items[move(index, items.length)]!.focus();
  return true;
}

/**
 * What a browser does for a key that a script's copy does not: Enter on a link or a button, or Space
 * released on a button, is a click; Enter in a form's text field sends the form, as its own submit button would.
 */
function actAsTheBrowser(input: Extract<KeptInput, { kind: 'key' }>, target: Element): void {
  const { key } = input.init;
  const click = () => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  if (input.type === 'keydown' && key === 'Enter') {
    if (target.matches('a[href], button')) click();
    else if (isTextField(target)) target.form?.requestSubmit();
  } else if (input.type === 'keyup' && key === ' ' && target.matches('button')) click();
}

function keyboardEventInit(event: KeyboardEvent): KeyboardEventInit {
  const { key, code, location, repeat, shiftKey, ctrlKey, altKey, metaKey } = event;
  return { key, code, location, repeat, shiftKey, ctrlKey, altKey, metaKey };
}

/** An `<input>` whose text a person types (not a box, a button or a file). */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);
const isTextField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type));

/**
 * Keeps text typed into a field, and an option chosen in the browser's own select, of a region that has not
 * hydrated yet. The field holds the text (React's hydration leaves the value in the page as it finds it),
 * but the app's state does not: a controlled field would be emptied the next time its app renders, and a
 * search would run for nothing; a controlled select is set back to the server's option as it hydrates. So
 * once the region has hydrated, the text is typed again for the app, as an `input` event that React reads
 * as a change, and the option chosen again, as a `change` event.
 */
export function keepTypedTextUntilHydrated(document: Document): void {
  const typedInto = new WeakSet<Element>();
  const chosenIn = new WeakMap<HTMLSelectElement, string>();
  const untilHydrated = (field: Element, then: () => void) => {
    const region = field.closest(`[${SERVER_RENDERED_ATTRIBUTE}]`);
    if (region) whenHydrated(region, () => field.isConnected && then());
    return region !== null;
  };
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!isTextField(field) || typedInto.has(field)) return;
      if (untilHydrated(field, () => (typedInto.delete(field), typeAgain(field)))) typedInto.add(field);
    },
    true,
  );
  document.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement)) return;
      const waiting = chosenIn.has(select);
      chosenIn.set(select, select.value);
      if (waiting) return;
      untilHydrated(select, () => {
        // Whether or not hydration set the select back, the app has yet to hear of the choice.
        select.value = chosenIn.get(select)!;
        chosenIn.delete(select);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    true,
  );
}

/**
 * Makes React see the field's text as new: React remembers a field's value through the element's own
 * `value` setter (which it wraps), so the field is set back to the value the server sent through that
 * setter, then to the typed text through the prototype's, which React does not see, before the `input`.
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Calls `then` once the region has hydrated: its app takes the server's mark off as React commits it. */
export function whenHydrated(region: Element, then: () => void): void {
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

/**
 * Tells each server-rendered region's app, as it hydrates, which of its elements has focus: focus that
 * arrived before (a Tab, or the arrows on the map, answered before hydration) reached no handler, so the app
 * would not know it, and the map would draw no focus mark on the state a keyboard user is on. A `focusin`
 * on that element is what React hears as its `onFocus`. Where the app rendered the focused element afresh
 * (a statistics tab switched before hydration), the browser drops focus to the page itself, silently: it
 * goes instead to the new element in its place, as a keyboard or screen-reader user left it.
 */
export function showAppsWhereFocusIs(document: Document): void {
  for (const region of document.querySelectorAll(`[${SERVER_RENDERED_ATTRIBUTE}]`)) {
    let focusedBefore: { element: Element; at: number[] } | null = null;
    const follow = (event: Event) => {
      const target = event.target;
      if (event.type === 'focusin')
        focusedBefore = target instanceof Element && region.contains(target) ? { element: target, at: placeIn(region, target) } : null;
      // Focus left it for nothing (a click on the page): nothing to give back. Chromium also sends this as
      // the app takes the element out of the page, just before it does: what happened is known after.
      else if (target === focusedBefore?.element && (event as FocusEvent).relatedTarget === null) {
        const left = focusedBefore;
        queueMicrotask(() => {
          if (left.element.isConnected && focusedBefore === left) focusedBefore = null;
        });
      }
    };
    document.addEventListener('focusin', follow, true);
    document.addEventListener('focusout', follow, true);
    whenHydrated(region, () => {
      document.removeEventListener('focusin', follow, true);
      document.removeEventListener('focusout', follow, true);
      const focused = document.activeElement;
      if (focused && focused !== document.body && region.contains(focused)) {
        focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      } else if ((!focused || focused === document.body) && focusedBefore && !focusedBefore.element.isConnected) {
        const inItsPlace = sameElementIn(region, focusedBefore.element, focusedBefore.at);
        if (inItsPlace instanceof HTMLElement || inItsPlace instanceof SVGElement) inItsPlace.focus();
      }
    });
  }
}
