import {
  HTML_ANSWERS_BEFORE_HYDRATION_ATTRIBUTE,
  PRERENDERED_ANSWER_ATTRIBUTE,
  PRERENDER_RULES,
  SERVER_RENDERED_ATTRIBUTE,
} from '@portal/shared/server-render';
import { savesData } from './after-load.js';
import { whenHydrated } from './hydrate-when-used.js';

/**
 * The region, yet to hydrate, of a GET form the server answers as its app does: until it hydrates, the
 * browser sends that form for a page (the top bar's state, the searches' filters).
 */
function waitingRegionOf(form: HTMLFormElement): Element | null {
  if (form.method !== 'get' || !form.closest(`[${HTML_ANSWERS_BEFORE_HYDRATION_ATTRIBUTE}]`)) return null;
  return form.closest(`[${SERVER_RENDERED_ATTRIBUTE}]`);
}

/** The address a GET form sends for: its action with its fields as the query, the action's fragment kept (HTML's form submission). */
export function addressSentBy(form: HTMLFormElement, submitter?: HTMLElement | null): string {
  const address = new URL(form.action);
  address.search = new URLSearchParams([...new FormData(form, submitter)].map(([name, value]) => [name, String(value)])).toString();
  return address.href;
}

/** A choice made this soon after the one before is a step through the select (the arrows on a closed select). */
export const STEPPING_MS = 500;

/**
 * Prepares the page a GET form will send for as soon as a choice is made in one of its selects, while the
 * reader moves on to the form's button (the top bar's Show after a state, a search's filter): the browser
 * prerenders it (Chromium's speculation rules, through a link marked for them), and the form's sending
 * then shows that page as it is, instead of loading it: on the reference phone, in half the time of the
 * page load, 1 s after the choice (e2e/bench/RESULTS.md). Only while the form's region has yet to hydrate,
 * since the app then answers in place, and only for the choice the form would send: the link follows each
 * choice, the last one taking the place of the one before. A keyboard user stepping through the closed
 * select changes it at each arrow: a choice made within `STEPPING_MS` of the one before is prepared once
 * it has stood that long, so that a costly network carries only the page where they stop. Not for a
 * reader who asked to save data (Chromium also holds back where memory or battery is short).
 * A navigation activates a prerendered page, a form's own sending does not (Chromium 156): the form is
 * sent by its address instead (`open`), which is the same request.
 */
export function prerenderChosenAnswers(document: Document, open = (address: string) => window.location.assign(address)): void {
  if (!HTMLScriptElement.supports?.('speculationrules') || savesData()) return;
  /** Each form's link out of sight, with when its last choice was made and the step waiting to be prepared. */
  interface Prepared {
    link: HTMLAnchorElement;
    chosenAt: number;
    step?: ReturnType<typeof setTimeout>;
  }
  const prepared = new Map<HTMLFormElement, Prepared>();

  const preparedFor = (form: HTMLFormElement, region: Element): Prepared => {
    const known = prepared.get(form);
    if (known) return known;
    if (!document.querySelector('script[type="speculationrules"]')) {
      const rules = document.createElement('script');
      rules.type = 'speculationrules';
      rules.textContent = PRERENDER_RULES;
      document.head.append(rules);
    }
    // Out of sight, of the accessibility tree and of the tab order: it is the browser's, not the reader's.
    const link = document.createElement('a');
    link.setAttribute(PRERENDERED_ANSWER_ATTRIBUTE, '');
    link.className = 'portal-visually-hidden';
    link.inert = true;
    document.body.append(link);
    const entry: Prepared = { link, chosenAt: -Infinity };
    prepared.set(form, entry);
    whenHydrated(region, () => {
      clearTimeout(prepared.get(form)?.step);
      link.remove();
      prepared.delete(form);
    });
    return entry;
  };

  document.addEventListener(
    'change',
    (event) => {
      const form = event.target instanceof HTMLSelectElement ? event.target.form : null;
      const region = form && waitingRegionOf(form);
      if (!form || !region) return;
      const entry = preparedFor(form, region);
      const address = addressSentBy(form);
      const now = performance.now();
      clearTimeout(entry.step);
      entry.step = undefined;
      if (now - entry.chosenAt < STEPPING_MS) {
        // The page of the step before is no longer wanted; this one is, if the reader stops here.
        entry.link.removeAttribute('href');
        entry.step = setTimeout(() => (entry.link.href = address), STEPPING_MS);
      } else entry.link.href = address;
      entry.chosenAt = now;
    },
    true,
  );
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !waitingRegionOf(form)) return;
    const address = addressSentBy(form, event.submitter);
    if (prepared.get(form)?.link.href !== address) return;
    event.preventDefault();
    open(address);
  });
}
