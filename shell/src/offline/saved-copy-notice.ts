import { shellText } from '@portal/shared/shell-words';
import { formatsIn } from '@portal/shared/i18n/formats';
import { pageLocale } from '@portal/shared/i18n/page-locale';
import { ASK_SAVED_COPY, isSavedCopyMessage } from '../service-worker-messages.js';
import { KEPT_IN_PLACE_ATTRIBUTE } from '../morph.js';
import './offline.css';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 'The portal could not be reached, so this is the copy … saved … on 25 November 2026 at 14:05 …', in the visitor's own time and the page's language. */
export function savedCopyText(savedAt: Date): string {
  const day = `${savedAt.getFullYear()}-${twoDigits(savedAt.getMonth() + 1)}-${twoDigits(savedAt.getDate())}`;
  return shellText('savedCopyNotice', {
    date: formatsIn(pageLocale()).date(day),
    time: `${twoDigits(savedAt.getHours())}:${twoDigits(savedAt.getMinutes())}`,
  });
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, location.href);
  return pathname + search;
};

/**
 * Says, at the top of the page, when the page or the data on it is a copy the service worker saved
 * earlier (it tells the page; service-worker.ts), and from when: the oldest copy used. The region is in
 * the page from the start and empty, so that screen readers announce the notice, politely, when it comes.
 * A new page (a client-side navigation to another path) starts without it.
 */
export function startSavedCopyNotice(main: HTMLElement, serviceWorker: ServiceWorkerContainer): void {
  const region = document.createElement('div');
  region.className = 'portal-saved-copy';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  // Kept by a page shown in place (chosen-answers.ts), which may itself be a saved copy.
  region.setAttribute(KEPT_IN_PLACE_ATTRIBUTE, '');
  main.prepend(region);
  let oldest: string | null = null;

  const show = (savedAt: string) => {
    if (oldest && oldest <= savedAt) return;
    oldest = savedAt;
    const notice = document.createElement('p');
    notice.className = 'portal-saved-copy__text';
    notice.textContent = savedCopyText(new Date(savedAt));
    region.replaceChildren(notice);
  };

  serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (isSavedCopyMessage(event.data) && event.data.savedAt) show(event.data.savedAt);
  });
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { oldUrl, newUrl } = (event as CustomEvent<{ oldUrl: string; newUrl: string }>).detail;
    if (pathOf(oldUrl) === pathOf(newUrl)) return;
    oldest = null;
    region.replaceChildren();
  });
  // Messages sent before this listener existed (a copy of the data used while the page started) wait until now.
  serviceWorker.startMessages();
  serviceWorker.controller?.postMessage({ type: ASK_SAVED_COPY });
}
