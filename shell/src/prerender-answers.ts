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

/**
 * Prepares the page a GET form will send for as soon as a choice is made in one of its selects, while the
 * reader moves on to the form's button (the top bar's Show after a state, a search's filter): the browser
 * prerenders it (Chromium's speculation rules, through a link marked for them), and the form's sending
 * then shows that page as it is, instead of loading it. On the reference phone the load took 0.5–0.7 s
 * from Show (e2e/bench/RESULTS.md). Only while the form's region has yet to hydrate, since the app then
 * answers in place, and only for the choice the form would send: the link follows each choice, so a
 * keyboard user stepping through the closed select prepares only where they stop, the last one taking the
 * place of the one before. Not for a reader who asked to save data (Chromium also holds back where memory or
 * battery is short).
 * A navigation activates a prerendered page, a form's own sending does not (Chromium 156): the form is
 * sent by its address instead (`open`), which is the same request.
 */
export function prerenderChosenAnswers(document: Document, open = (address: string) => window.location.assign(address)): void {
  if (!HTMLScriptElement.supports?.('speculationrules') || savesData()) return;
  const links = new Map<HTMLFormElement, HTMLAnchorElement>();
  let rules: HTMLScriptElement | null = null;

  document.addEventListener(
    'change',
    (event) => {
      const form = event.target instanceof HTMLSelectElement ? event.target.form : null;
      const region = form && waitingRegionOf(form);
      if (!form || !region) return;
      let link = links.get(form);
      if (!link) {
        // Out of sight, of the accessibility tree and of the tab order: it is the browser's, not the reader's.
        link = document.createElement('a');
        link.setAttribute(PRERENDERED_ANSWER_ATTRIBUTE, '');
        link.className = 'portal-visually-hidden';
        link.inert = true;
        links.set(form, link);
        document.body.append(link);
        whenHydrated(region, () => {
          links.get(form)?.remove();
          links.delete(form);
        });
      }
      link.href = addressSentBy(form);
      if (!rules) {
        rules = document.createElement('script');
        rules.type = 'speculationrules';
        rules.textContent = PRERENDER_RULES;
        document.head.append(rules);
      }
    },
    true,
  );
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !waitingRegionOf(form)) return;
    const address = addressSentBy(form, event.submitter);
    if (links.get(form)?.href !== address) return;
    event.preventDefault();
    open(address);
  });
}
