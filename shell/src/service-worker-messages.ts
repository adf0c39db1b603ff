/**
 * What the page and the service worker say to each other about saved copies, in one place for both.
 * The service worker answers a page from its cache only when the network failed; it then tells that page
 * when the copy it used was saved, so the page can say so (offline/saved-copy-notice.ts).
 */

/** The header the service worker stamps on each response it keeps: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'X-Portal-Saved-At';

/** Page → service worker: which saved copies did you give me? The answer is a `SavedCopyMessage`. */
export const ASK_SAVED_COPY = 'portal-saved-copy?';

/** Service worker → page: part of this page (the page itself, or data it read) is a copy saved at `savedAt`. */
export interface SavedCopyMessage {
  type: 'portal-saved-copy';
  /** The oldest saved copy used for this page, ISO 8601; null when none was. */
  savedAt: string | null;
}

export const isSavedCopyMessage = (data: unknown): data is SavedCopyMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'portal-saved-copy';
