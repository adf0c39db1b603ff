import { Link } from '@portal/shared/ui';
import { publicWords } from '../i18n/words.js';
import { Icon } from '../icons/icon.component.js';

/** 'download disability policy', opening the policy document in a new tab (§2.6); only for a real url. */
export function PolicyDownloadLink({ url }: { url: string }) {
  const words = publicWords.useWords();
  if (!url.trim()) return null;
  return (
    <Link href={url.trim()} target="_blank" rel="noopener noreferrer" className="button-link button-link--secondary">
      <Icon name="download" />
      {words('downloadPolicy')}
      <span className="portal-visually-hidden"> {words('opensInNewTab')}</span>
    </Link>
  );
}
