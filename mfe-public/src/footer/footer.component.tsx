import { Link } from '@portal/shared/ui';
import { PRODUCT_NAME } from '@portal/shared';
import { Icon } from '../icons/icon.component.js';
import { BLOG_URL, CONTACT_PHONE, INFO_EMAIL, PROVIDER, SOCIAL_NETWORKS, SUPPORTER } from '../site-links.js';
import { telHref } from '../policy/policy.js';
import '../public.css';
import './footer.css';

export const TAGLINE = 'Building a more inclusive Africa, one step at a time.';

/** §1, §2.2: the footer of every public page, mounted by the shell inside the page's `footer` landmark. */
export function Footer() {
  return (
    <div className="footer">
      <div className="footer__brand">
        <Link href="/" className="footer__logo">
          {PRODUCT_NAME}
        </Link>
        <p className="footer__tagline">{TAGLINE}</p>
      </div>
      <nav aria-label="Footer" className="footer__nav">
        <ul className="footer__links">
          <li><Link href="/about">About</Link></li>
          <li><Link href="/eyewitnesspage">Eye Witness</Link></li>
          <li><Link href={BLOG_URL}>Blog</Link></li>
        </ul>
      </nav>
      <div className="footer__contact">
        <h2 className="footer__heading">Contact</h2>
        <ul className="footer__contact-list">
          <li>
            <Icon name="email" label="E-mail" />
            <Link href={`mailto:${INFO_EMAIL}`}>{INFO_EMAIL}</Link>
          </li>
          {CONTACT_PHONE && (
            <li>
              <Icon name="phone" label="Phone" />
              <Link href={telHref(CONTACT_PHONE)}>{CONTACT_PHONE}</Link>
            </li>
          )}
        </ul>
      </div>
      <div className="footer__social">
        <h2 className="footer__heading">Follow us</h2>
        <ul className="footer__links">
          {SOCIAL_NETWORKS.map((network) => (
            <li key={network.name}>
              <Link href={network.url}>{network.name}</Link>
            </li>
          ))}
        </ul>
      </div>
      <p className="footer__credits">
        Powered By <Link href={PROVIDER.url}>{PROVIDER.name}</Link> with support from{' '}
        <Link href={SUPPORTER.url}>{SUPPORTER.name}</Link>
      </p>
    </div>
  );
}
