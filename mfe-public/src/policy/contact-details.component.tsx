import { Link } from '@portal/shared/ui';
import { Icon } from '../icons/icon.component.js';
import { telHref, type Contact } from './policy.js';
import { publicWords } from '../i18n/words.js';
import { useDataLang } from '@portal/shared/i18n/page-language';

/** Address, phone lines and e-mail, each after an icon whose text alternative names the line (§2.6). */
export function ContactDetails({ contact }: { contact: Contact }) {
  const words = publicWords.useWords();
  const dataLang = useDataLang();
  return (
    <ul className="contact-details">
      {contact.address && (
        <li>
          <Icon name="address" label={words('addressLabel')} />
          <span lang={dataLang}>{contact.address}</span>
        </li>
      )}
      {contact.phones.map((phone) => (
        <li key={phone}>
          <Icon name="phone" label={words('phoneLabel')} />
          <Link href={telHref(phone)}>{phone}</Link>
        </li>
      ))}
      {contact.email && (
        <li>
          <Icon name="email" label={words('emailAddressLabel')} />
          <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        </li>
      )}
    </ul>
  );
}
