import { subscribe } from '@portal/shared/bus';
import type { Toast } from '@portal/shared/types';
import { toneOf } from '@portal/shared/tone';

/** Spec §2.1 and §9: toasts close after 1000 ms. */
export const TOAST_DURATION_MS = 1000;

interface ToastRegions {
  visual: HTMLElement;
  status: HTMLElement;
  alert: HTMLElement;
}

/**
 * Shows each toast at the top centre for 1000 ms (longer while hovered, so it can be read) and announces
 * it through a live region that keeps the text after the toast has gone: the spec's one-second toast
 * would otherwise be too short for a screen reader or a slow reader to catch.
 *
 * An error kept so must not outlive its cause (issue 37): a screen-reader user who reads to the end of the
 * page, or a test of the page, would still find 'Fill all required fields' after the form was saved,
 * after logging out and on the next page. So the alert region is emptied when a success is announced (the
 * thing failed before has now worked), when the session ends, and when the page's path changes; but not
 * while the error's own toast is still on screen, which is when an error explains the change itself
 * ('Unauthorized! Logging Out...' before the way to the home page).
 */
export function startToasts(regions: ToastRegions): () => void {
  const polite = liveRegion(regions.status);
  const assertive = liveRegion(regions.alert);
  // The toast showing the alert region's words: while it is on screen they still apply.
  let alertToast: HTMLElement | null = null;
  const clearStaleAlert = () => {
    if (alertToast?.isConnected) return;
    alertToast = null;
    assertive.clear();
  };

  const stopToasts = subscribe('toast', (toast) => {
    const shown = showToast(regions.visual, toast);
    // Errors are announced assertively, everything else politely.
    if (toast.kind === 'error') {
      alertToast = shown;
      assertive.say(toast.text);
      return;
    }
    if (toast.kind === 'success') {
      alertToast = null;
      assertive.clear();
    }
    polite.say(toast.text);
  });

  let signedIn = false;
  const stopSession = subscribe('session', (user) => {
    if (signedIn && !user) clearStaleAlert();
    signedIn = Boolean(user);
  });

  // A new path is a new page; a change of the hash or the query alone (an in-page link, a filter) is not.
  let path = window.location.pathname;
  const onRoute = () => {
    if (window.location.pathname === path) return;
    path = window.location.pathname;
    clearStaleAlert();
  };
  window.addEventListener('single-spa:before-routing-event', onRoute);

  return () => {
    stopToasts();
    stopSession();
    window.removeEventListener('single-spa:before-routing-event', onRoute);
  };
}

function showToast(region: HTMLElement, toast: Toast): HTMLElement {
  const element = document.createElement('div');
  element.className = `toast toast--${toast.kind}`;
  for (const [name, value] of Object.entries(toneOf(toast.kind))) element.style.setProperty(name, String(value));
  element.textContent = toast.text;
  region.append(element);
  let timer = setTimeout(() => element.remove(), TOAST_DURATION_MS);
  element.addEventListener('mouseenter', () => clearTimeout(timer));
  element.addEventListener('mouseleave', () => {
    timer = setTimeout(() => element.remove(), TOAST_DURATION_MS);
  });
  return element;
}

/** One live region: `say` writes a message into it, `clear` empties it (and drops a message not yet written). */
function liveRegion(region: HTMLElement) {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(pending);
    region.textContent = '';
  };
  const say = (text: string) => {
    // Clearing first makes a repeated identical message be announced again.
    clear();
    pending = setTimeout(() => {
      region.textContent = text;
    }, 50);
  };
  return { say, clear };
}

/** Writes each message into one live region. */
export function announceIn(region: HTMLElement) {
  return liveRegion(region).say;
}
