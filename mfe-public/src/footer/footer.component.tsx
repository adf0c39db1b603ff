import { Link } from '@portal/shared/ui';
import { PRODUCT_NAME } from '@portal/shared';
import { Parts } from '@portal/shared/i18n/app-words';
import type { SiteLinks } from '@portal/shared/contracts';
import { useLoad } from '@portal/shared/data';
import { Icon } from '../icons/icon.component.js';
import { fetchSiteLinks } from '../data/public-data.js';
import { telHref } from '../policy/policy.js';
import { publicWords, type PublicWordKey } from '../i18n/words.js';
import '../public.css';
import './footer.css';

/** The portal's own pages the footer links to, in order. */
const PAGES: readonly (readonly [string, PublicWordKey])[] = [
  ['/about', 'navAbout'],
  ['/eyewitnesspage', 'footerEyeWitness'],
  ['/laws', 'lawsPageTitle'],
  ['/figures', 'figuresPageTitle'],
];

/**
 * §1, §2.2: the footer of every public page, mounted by the shell inside the page's `footer` landmark.
 * The portal's own addresses (e-mail, phone, blog, partners, social networks) come from the server's
 * configuration (`GET /site`); each part appears only once it is configured, never as a placeholder.
 */
export function Footer() {
  const words = publicWords.useWords();
  const site = useLoad('site', fetchSiteLinks);
  // Until the configuration is in, or if it cannot be read, the footer shows what needs none.
  const links = site.status === 'ready' ? site.data : null;
  return (
    <div className="footer">
      <div className="footer__brand">
        <Link href="/" className="footer__logo">
          {PRODUCT_NAME}
        </Link>
        <p className="footer__tagline">{words('tagline')}</p>
      </div>
      <nav aria-label={words('footerNavLabel')} className="footer__nav">
        <ul className="footer__links">
          {PAGES.map(([href, text]) => (
            <li key={href}>
              <Link href={href}>{words(text)}</Link>
            </li>
          ))}
          {links?.blog && (
            <li>
              <Link href={links.blog}>{words('navBlog')}</Link>
            </li>
          )}
        </ul>
      </nav>
      {links && <ConfiguredLinks links={links} />}
    </div>
  );
}

function ConfiguredLinks({ links }: { links: SiteLinks }) {
  const words = publicWords.useWords();
  const { email, phone, social, provider, supporter } = links;
  return (
    <>
      {(email || phone) && (
        <div className="footer__contact">
          <h2 className="footer__heading">{words('contactHeading')}</h2>
          <ul className="footer__contact-list">
            {email && (
              <li>
                <Icon name="email" label={words('emailAddressLabel')} />
                <Link href={`mailto:${email}`}>{email}</Link>
              </li>
            )}
            {phone && (
              <li>
                <Icon name="phone" label={words('phoneLabel')} />
                <Link href={telHref(phone)}>{phone}</Link>
              </li>
            )}
          </ul>
        </div>
      )}
      {social.length > 0 && (
        <div className="footer__social">
          <h2 className="footer__heading">{words('followUs')}</h2>
          <ul className="footer__links">
            {social.map((network) => (
              <li key={network.url}>
                <Link href={network.url}>{network.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(provider || supporter) && (
        <p className="footer__credits">
          {provider && <Parts parts={words.parts('poweredBy', { provider: <Link href={provider.url}>{provider.name}</Link> })} />}
          {provider && supporter && ' '}
          {supporter && <Parts parts={words.parts('supportedBy', { supporter: <Link href={supporter.url}>{supporter.name}</Link> })} />}
        </p>
      )}
    </>
  );
}
