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
 */
export function startToasts(regions: ToastRegions): () => void {
  const announce = createAnnouncer(regions);
  return subscribe('toast', (toast) => {
    showToast(regions.visual, toast);
    announce(toast);
  });
}

function showToast(region: HTMLElement, toast: Toast) {
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
}

/** Errors are announced assertively, everything else politely. */
function createAnnouncer({ status, alert }: Omit<ToastRegions, 'visual'>) {
  const polite = announceIn(status);
  const assertive = announceIn(alert);
  return (toast: Toast) => (toast.kind === 'error' ? assertive : polite)(toast.text);
}

/** Writes each message into one live region. */
export function announceIn(region: HTMLElement) {
  return (text: string) => {
    // Clearing first makes a repeated identical message be announced again.
    region.textContent = '';
    setTimeout(() => {
      region.textContent = text;
    }, 50);
  };
}
