import { HTML_ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from '@portal/shared/server-render';
import { shellText } from '@portal/shared/shell-words';
import { choicePreparer, savesData, type ChoicePreparer } from '@portal/shared/choices';
import { focusWithoutUse, whenHydrated } from './hydrate-when-used.js';
import { morphInto } from './morph.js';
import { showLoadingNote } from './loading-note.js';

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

/** The page's own inline scripts: a page sent by another build of the portal has others, and is not shown in this one. */
const pageScripts = (page: Document) =>
  [...page.querySelectorAll('script:not([src]):not([type])')].map((script) => script.textContent).join();

/**
 * How long a page is read before it is given up: a connection that stalls would otherwise keep the reader
 * waiting under 'Loading…' for as long as it stalls, where the browser's own sending shows its progress and
 * can be stopped. The app gives up its state's data after as long (STATE_DATA_TIMEOUT_MS in mfe-public).
 */
export const READ_TIMEOUT_MS = 15_000;

/**
 * The page the server sends for `address`, read but not shown: null if it cannot be had (no connection,
 * an error, a redirect, no answer within `READ_TIMEOUT_MS`) or was made by another build (inline scripts
 * other than `ownScripts`, this page's), whose HTML this page's apps would not hydrate.
 */
async function pageAt(address: string, signal: AbortSignal, ownScripts: string): Promise<Document | null> {
  try {
    const response = await fetch(address, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(READ_TIMEOUT_MS)]),
      headers: { accept: 'text/html' },
    });
    if (!response.ok || response.redirected || !response.headers.get('content-type')?.startsWith('text/html')) return null;
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    return pageScripts(page) === ownScripts ? page : null;
  } catch {
    return null;
  }
}

/**
 * Shows `page`, sent for `address` on this page's path, in place of this one, as the browser would have
 * after the form's request, without loading it: only what differs changes (`morphInto`), the address
 * becomes the form's (replaced, as the app's own answer does) and, as the app does, its section is scrolled
 * to and its heading takes focus, so a screen reader reads where the answer begins. That focus is the page
 * script's, not a use of the page: the portal still starts at the reader's next use.
 */
function showInPlace(page: Document, address: string): void {
  morphInto(document.body, page.body);
  document.title = page.title;
  const url = new URL(address);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  const section = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (!section) return;
  const heading = section.querySelector<HTMLElement>('h2');
  if (heading) focusWithoutUse(heading);
  section.scrollIntoView({ block: 'start' });
}

/** The answer being prepared for a form's last choice. */
interface Prepared {
  /** The address of the choice last prepared (or waiting to be, while the reader steps). */
  address: string;
  choices: ChoicePreparer<Prepared>;
  /** The page sent for the choice, being read, and how to stop reading it. */
  page?: Promise<Document | null>;
  reading?: AbortController;
  /** Whether that page has been read (or could not be). */
  read?: boolean;
}

/**
 * Prepares the answer to a GET form that asks for this page with another query (home for a state, a
 * search's filters) as soon as a choice is made in one of its selects, while the reader moves on to the
 * form's button (the top bar's Show), so that the button answers at once: the page script fetches and reads
 * the page the form asks for, and the button shows it in place. Only while the form's region has yet to
 * hydrate (the app then answers in place itself), and only before the portal has started (`portalAsked`
 * false: no region is hydrating, so the apps later hydrate the page as it is then, with the data it
 * carries). On the reference phone that takes about 150 ms of the processor where loading the page took a
 * second (e2e/bench/RESULTS.md). A page still on its way at the button is waited for under a 'Loading…'
 * note. If the page could not be read, or the portal has started meanwhile, the form is sent by its address
 * (`open`), as the browser would have sent it.
 *
 * Each choice takes the place of the one before; one made while the reader steps through the closed select
 * is prepared once it has stood (`choicePreparer`). Nothing is prepared for a reader who asked to save data.
 */
export function prepareChosenAnswers(
  document: Document,
  {
    portalAsked,
    open = (address: string) => window.location.assign(address),
  }: { portalAsked: () => boolean; open?: (address: string) => void },
): void {
  if (savesData()) return;
  const prepared = new Map<HTMLFormElement, Prepared>();

  const forget = (form: HTMLFormElement) => {
    const entry = prepared.get(form);
    entry?.choices.cancel();
    entry?.reading?.abort();
    prepared.delete(form);
  };

  // This page's inline scripts, read once: a morph keeps them as they are.
  let ownScripts: string | undefined;
  const prepare = (entry: Prepared) => {
    entry.reading?.abort();
    entry.reading = new AbortController();
    const page = pageAt(entry.address, entry.reading.signal, (ownScripts ??= pageScripts(document)));
    entry.page = page;
    entry.read = false;
    void page.then(() => entry.page === page && (entry.read = true));
  };

  document.addEventListener(
    'change',
    (event) => {
      const form = event.target instanceof HTMLSelectElement ? event.target.form : null;
      const region = form && waitingRegionOf(form);
      if (!form || !region || portalAsked()) return;
      const address = addressSentBy(form);
      if (new URL(address).pathname !== window.location.pathname) return;
      let entry = prepared.get(form);
      if (!entry) {
        entry = { address, choices: choicePreparer(prepare) };
        prepared.set(form, entry);
        whenHydrated(region, () => forget(form));
      }
      entry.address = address;
      if (entry.choices.choose(entry)) return;
      // The page of the step before is no longer wanted; this one is, if the reader stops here.
      entry.reading?.abort();
      entry.page = undefined;
    },
    true,
  );

  /** The page being shown in place once read: a second press meanwhile waits for it too. */
  let showing: Promise<void> | null = null;
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !waitingRegionOf(form)) return;
    if (showing) return event.preventDefault();
    const entry = prepared.get(form);
    const page = entry?.page;
    if (!page || entry.address !== addressSentBy(form, event.submitter) || portalAsked()) return;
    event.preventDefault();
    const address = entry.address;
    // Still on its way (a slow network, or Show pressed straight after the choice): said and shown, as
    // the browser's own progress would show a page loading.
    const note = entry.read ? null : showLoadingNote(shellText('pageLoading'));
    // Forgotten, not stopped: the page is read to the end and shown.
    prepared.delete(form);
    showing = page
      .then((read) => (read && !portalAsked() ? showInPlace(read, address) : open(address)))
      .finally(() => {
        note?.remove();
        showing = null;
      });
  });
}
