import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared/i18n';
import { localizedAddress } from '@portal/shared/i18n/locale-path';
import { apiWords, type ApiMessageKey } from '../i18n/api-text.js';
import { fitsOneSms, oneSms, shortened } from './sms-text.js';
import { USSD_SCREEN_MAX } from './ussd-menu.js';

/** A long report number and a portal address of a usual length. */
const ID = 1234567;
const PORTAL = 'https://disabilityportal.gov.ng';

describe('answers by SMS', () => {
  it('are each one SMS in every language, with a long report number and address', () => {
    for (const locale of LOCALES) {
      const words = apiWords(locale);
      const texts: Array<[ApiMessageKey, string]> = [
        ['phoneReportReceived', words('phoneReportReceived', { id: ID })],
        ['phoneQuotaReached', words('phoneQuotaReached')],
        ['smsAskState', words('smsAskState')],
        ['smsHelp', words('smsHelp', { keyword: words('phoneKeyword') })],
        ['smsStopped', words('smsStopped')],
        ['smsReviewed', words('smsReviewed', { id: ID })],
        ['smsPublished', words('smsPublished', { id: ID, link: PORTAL + localizedAddress(locale, `/reports/${ID}`) })],
        ['smsRejected', words('smsRejected', { id: ID, reason: 'Not about access.' })],
      ];
      for (const [key, text] of texts) expect(fitsOneSms(text), `${locale} ${key}: ${text}`).toBe(true);
      // The last USSD screens are the same words.
      expect(`END ${words('phoneReportReceived', { id: ID })}`.length).toBeLessThanOrEqual(USSD_SCREEN_MAX);
      expect(`END ${words('ussdUnreadable')}`.length).toBeLessThanOrEqual(USSD_SCREEN_MAX);
    }
  });

  it('cut a long reason to what one SMS holds, and say so with ...', () => {
    const words = apiWords('en');
    const reason = 'The place is named but not the problem. '.repeat(20);
    const text = oneSms((room) => words('smsRejected', { id: ID, reason: shortened(reason, room) }));
    expect(fitsOneSms(text)).toBe(true);
    expect(text).toMatch(/^Your report 1234567 was not published: The place is named but not the problem\. .*\.\.\.$/);
    expect(text.length).toBeGreaterThan(150);
    // One letter outside the GSM alphabet halves what fits.
    const accented = oneSms((room) => words('smsRejected', { id: ID, reason: shortened(`Ƙ${reason}`, room) }));
    expect(accented.length).toBeLessThanOrEqual(70);
  });
});
