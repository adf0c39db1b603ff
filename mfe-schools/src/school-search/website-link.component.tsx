import { Link } from '@portal/shared/ui';
import { websiteUrl } from '@portal/shared/rules';
import { schoolsWords } from '../i18n/words.js';

/**
 * A school's website (§2.8: `https://` added when missing), opened in a new tab. Screen readers hear that
 * it opens a new tab, since nothing else would tell them that they are leaving the page they are on.
 */
export function WebsiteLink({ website }: { website: string }) {
  const words = schoolsWords.useWords();
  return (
    <Link href={websiteUrl(website)} target="_blank" rel="noopener noreferrer" className="schools-link schools-link--external">
      {website.trim()}
      <span className="portal-visually-hidden"> {words('opensInNewTab')}</span>
    </Link>
  );
}
