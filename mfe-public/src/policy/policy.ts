import { messages, type PolicyRecord } from '@portal/shared';

/** Phone lines as a list: the data holds a list, a single value, or several values in one string. */
export function phoneList(phone: string | string[] | undefined | null): string[] {
  const values = Array.isArray(phone) ? phone : (phone ?? '').split(/[,;]/);
  return values.map((value) => value.trim()).filter(Boolean);
}

/** A `tel:` address keeps only the digits and a leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface Contact {
  address: string;
  phones: string[];
  email: string;
}

export function contactOf(record: Pick<PolicyRecord, 'address' | 'email'> & { phone: string | string[] }): Contact {
  return { address: record.address.trim(), phones: phoneList(record.phone), email: record.email.trim() };
}

export const hasContact = (contact: Contact) => Boolean(contact.address || contact.email || contact.phones.length);

export interface KeyFinding {
  /** The theme before the first colon (such as 'Education'), or null when the line has none. */
  label: string | null;
  text: string;
}

/** §2.11: a key finding reads 'label: text', the label being the theme before the first colon. */
export function splitFinding(line: string): KeyFinding {
  const colon = line.indexOf(':');
  const label = colon > 0 ? line.slice(0, colon).trim() : '';
  return label ? { label, text: line.slice(colon + 1).trim() } : { label: null, text: line.trim() };
}

export type StatusTone = 'success' | 'warning' | 'info' | 'neutral';

export interface StatusDisplay {
  badge: string;
  tone: StatusTone;
  text: string;
}

/** Second Reading is not a spec text: the data uses it for a bill that has moved on but is not yet law. */
export const SECOND_READING_TEXT =
  'This policy is a bill at its second reading, a further stage of the bill before it can be passed.';
export const UNKNOWN_STATUS_BADGE = 'Not specified';

/** §4.8: the implementation status panel for each status; anything unrecognised is 'unknown'. */
export function statusDisplay(status: string): StatusDisplay {
  switch (status.trim().toLowerCase()) {
    case 'passed':
      return { badge: 'Passed', tone: 'success', text: messages.statusPassed };
    case 'pending':
      return { badge: 'Pending', tone: 'warning', text: messages.statusPending };
    case 'second reading':
      return { badge: 'Second Reading', tone: 'info', text: SECOND_READING_TEXT };
    default:
      return { badge: UNKNOWN_STATUS_BADGE, tone: 'neutral', text: messages.statusUnknown };
  }
}
