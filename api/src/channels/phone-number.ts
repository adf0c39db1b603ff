import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A sender's number as a gateway writes it ('+2348031234567' from Africa's Talking, '08031234567' or
 * '+234 803 123 4567' from a phone's own address book), in E.164 ('+2348031234567'), read as Nigerian
 * when it has no country code; null for what is no phone number (a network's alphanumeric sender, 'MTN').
 * Every number is kept in one form, so STOP, quotas and conversations find the same person.
 */
export function phoneNumberOf(written: string): string | null {
  const number = parsePhoneNumberFromString(written.trim(), 'NG');
  return number?.isValid() ? number.number : null;
}

/** All anyone but the SMS sender sees of a number (moderators, the log): its last three digits. */
export const phoneEnding = (phone: string): string => phone.slice(-3);
