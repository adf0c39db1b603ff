import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, sharedEnglish } from '@portal/shared/testing';
import { ASK_SAVED_COPY, type SavedCopyMessage } from '../service-worker-messages.js';
import { savedCopyText, startSavedCopyNotice } from './saved-copy-notice.js';

/** The service worker as the page sees it: messages come in, and the page asks through the controller. */
function fakeServiceWorker() {
  const container = Object.assign(new EventTarget(), { controller: { postMessage: vi.fn() }, startMessages: vi.fn() });
  const tell = (savedAt: string | null) =>
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'portal-saved-copy', savedAt } satisfies SavedCopyMessage }));
  return { container, tell, serviceWorker: container as unknown as ServiceWorkerContainer };
}

const navigate = (oldUrl: string, newUrl: string) =>
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { oldUrl, newUrl } }));

// Saved at 14:05 on 25 November 2026 where the visitor is.
const SAVED = new Date(2026, 10, 25, 14, 5);
const SAVED_TEXT = sharedEnglish('savedCopyNotice', { date: '25 November 2026', time: '14:05' });

let main: HTMLElement;
const region = () => main.querySelector('.portal-saved-copy')!;

beforeEach(() => {
  document.body.innerHTML = '<main id="main-content"><div id="portal-page"><h1>Abia Disability Policy</h1></div></main>';
  main = document.getElementById('main-content')!;
});

describe('the saved-copy notice', () => {
  it('says when the copy was saved, in the visitor’s own date and time', () => {
    expect(savedCopyText(SAVED)).toBe(SAVED_TEXT);
    expect(savedCopyText(new Date(2026, 0, 3, 9, 7))).toBe(sharedEnglish('savedCopyNotice', { date: '3 January 2026', time: '09:07' }));
  });

  it('asks the service worker, once the page has started, whether the page is a saved copy', () => {
    const { container, serviceWorker } = fakeServiceWorker();
    startSavedCopyNotice(main, serviceWorker);
    expect(container.controller.postMessage).toHaveBeenCalledWith({ type: ASK_SAVED_COPY });
    expect(container.startMessages).toHaveBeenCalled();
  });

  it('shows nothing, in a polite live region already in the page, while the page is not a saved copy', async () => {
    const { tell, serviceWorker } = fakeServiceWorker();
    startSavedCopyNotice(main, serviceWorker);
    tell(null);
    expect(main.firstElementChild).toBe(region());
    expect(region().getAttribute('role')).toBe('status');
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().textContent).toBe('');
    await expectNoAxeViolations();
  });

  it('shows the notice at the top of the page when the service worker used a saved copy, and passes axe', async () => {
    const { tell, serviceWorker } = fakeServiceWorker();
    startSavedCopyNotice(main, serviceWorker);
    tell(SAVED.toISOString());
    expect(region().textContent).toBe(SAVED_TEXT);
    expect(region().querySelectorAll('p')).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('names the oldest copy the page is made of', () => {
    const { tell, serviceWorker } = fakeServiceWorker();
    startSavedCopyNotice(main, serviceWorker);
    tell(SAVED.toISOString());
    tell(new Date(2026, 10, 25, 16, 0).toISOString());
    expect(region().textContent).toBe(SAVED_TEXT);
    tell(new Date(2026, 10, 24, 8, 30).toISOString());
    expect(region().textContent).toBe(sharedEnglish('savedCopyNotice', { date: '24 November 2026', time: '08:30' }));
  });

  it('goes when the visitor moves to another page, and stays when only the fragment changes', () => {
    const { tell, serviceWorker } = fakeServiceWorker();
    startSavedCopyNotice(main, serviceWorker);
    tell(SAVED.toISOString());
    navigate('http://localhost/states/1', 'http://localhost/states/1#state-policy-findings');
    expect(region().textContent).toBe(SAVED_TEXT);
    navigate('http://localhost/states/1', 'http://localhost/about');
    expect(region().textContent).toBe('');
    // A copy used for the new page is that page's own.
    tell(new Date(2026, 10, 25, 16, 0).toISOString());
    expect(region().textContent).toBe(sharedEnglish('savedCopyNotice', { date: '25 November 2026', time: '16:00' }));
  });
});
