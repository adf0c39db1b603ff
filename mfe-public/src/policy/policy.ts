import { lawStatusText, messages } from '@portal/shared';
import type { LawStatus, PolicyRecord } from '@portal/shared/contracts';

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

/**
 * True when the sources say something of the state's law. The records have no narrative description, so
 * the spec's 'No policy data available for {state} state' (§2.6) is shown only when this is false too: under
 * a law in force with its sources, it would contradict the page.
 */
export const knowsLaw = (policy: Pick<PolicyRecord, 'law_status' | 'sources'>) =>
  policy.law_status !== 'unknown' || policy.sources.length > 0;

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

export type StatusTone = 'success' | 'warning' | 'neutral';

export interface StatusDisplay {
  /** The spec's badge word (§4.8); the tone only repeats it in colour. */
  badge: string;
  tone: StatusTone;
  /** The spec's sentence for the status (§4.8). */
  text: string;
  /** The portal's own, more precise name for what the sources found ('Bill passed, not yet signed'). */
  label: string;
}

/**
 * §4.8, read from what the sources found: a law in force is 'Passed', a bill before the assembly
 * 'Pending', and anything else (a bill awaiting assent, no law, nothing found, sources that disagree)
 * the spec's 'unknown or not specified' text, with the portal's label saying which.
 */
export function lawStatusDisplay(status: LawStatus): StatusDisplay {
  const label = lawStatusText(status);
  switch (status) {
    case 'in_force':
      return { badge: messages.statusBadgePassed, tone: 'success', text: messages.statusPassed, label };
    case 'bill_pending':
      return { badge: messages.statusBadgePending, tone: 'warning', text: messages.statusPending, label };
    default:
      return { badge: messages.statusBadgeUnknown, tone: 'neutral', text: messages.statusUnknown, label };
  }
}
