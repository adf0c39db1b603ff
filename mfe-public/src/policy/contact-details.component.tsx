import { Link } from '@portal/shared/ui';
import { messages } from '@portal/shared';
import { Icon } from '../icons/icon.component.js';
import { telHref, type Contact } from './policy.js';

/** Address, phone lines and e-mail, each after an icon whose text alternative names the line (§2.6). */
export function ContactDetails({ contact }: { contact: Contact }) {
  return (
    <ul className="contact-details">
      {contact.address && (
        <li>
          <Icon name="address" label={messages.addressLabel} />
          <span>{contact.address}</span>
        </li>
      )}
      {contact.phones.map((phone) => (
        <li key={phone}>
          <Icon name="phone" label={messages.phoneLabel} />
          <Link href={telHref(phone)}>{phone}</Link>
        </li>
      ))}
      {contact.email && (
        <li>
          <Icon name="email" label={messages.emailAddressLabel} />
          <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        </li>
      )}
    </ul>
  );
}
