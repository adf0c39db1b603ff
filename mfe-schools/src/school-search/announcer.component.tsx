import { toneOf } from '@portal/shared/tone';
import type { Announcement } from './use-school-search.js';

/**
 * The polite live region that reads out the count and the search messages. A no-break space is added on
 * every other message so that the same text twice in a row (two searches with the same result) changes
 * the region and is read again. `visible` shows it as a message line (the widget, which has no toasts);
 * otherwise it is for screen readers only (the portal shows the same messages as toasts).
 */
export function Announcer({ announcement, visible }: { announcement: Announcement | null; visible: boolean }) {
  const shown = visible && announcement;
  const kind = shown ? ` schools-message schools-message--${announcement.kind}` : '';
  return (
    <p
      role="status"
      className={visible ? `schools-status${kind}` : 'portal-visually-hidden'}
      style={shown ? toneOf(announcement.kind) : undefined}
    >
      {announcement ? `${announcement.text}${announcement.seq % 2 ? '\u00a0' : ''}` : ''}
    </p>
  );
}
