import { useContext } from 'react';
import { useLoad } from '@portal/shared/data';
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { fetchSiteLinks } from '../data/public-data.js';
import { publicWords } from '../i18n/words.js';

/**
 * How to send a report from any phone, by USSD or SMS (issue 40), for the people the web form leaves out:
 * no smartphone, no data, no e-mail address. Shown only once the portal's gateway is connected and its
 * number or code is configured (`GET /site`), never as a placeholder. The SMS's report word is the page
 * language's, so the answers come in that language.
 */
export function ReportByPhone() {
  const words = publicWords.useWords();
  const locale = useContext(LocaleContext);
  const site = useLoad('site', fetchSiteLinks);
  const phone = site.status === 'ready' ? site.data.reportByPhone : null;
  if (!phone || (!phone.sms && !phone.ussd)) return null;
  // The server gives every language's word (`reportWord`).
  const keyword = phone.sms?.keywords[locale];
  return (
    <section aria-labelledby="report-by-phone-heading">
      <h2 id="report-by-phone-heading">{words('phoneReportHeading')}</h2>
      <p>{words('phoneReportIntro')}</p>
      {phone.ussd && <p>{words('phoneReportUssd', { code: phone.ussd })}</p>}
      {phone.sms && keyword && <p>{words('phoneReportSms', { number: phone.sms.number, keyword })}</p>}
      <p>{words('phoneReportCost')}</p>
    </section>
  );
}
