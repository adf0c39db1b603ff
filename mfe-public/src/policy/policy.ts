import type { PolicyRecord } from '@portal/shared/contracts';

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

/** Nigeria's 36 states and the Federal Capital Territory: the places a ranking can rank. */
const RANKED_PLACES = 37;

/**
 * The original portal's ranking, when it can be one: its data ranks Taraba '38th' of 37 places, a rank
 * that implies places that do not exist, so such a ranking is not shown.
 */
export function shownRanking(ranking: string): string | null {
  const place = Number.parseInt(ranking, 10);
  return place >= 1 && place <= RANKED_PLACES ? ranking.trim() : null;
}
