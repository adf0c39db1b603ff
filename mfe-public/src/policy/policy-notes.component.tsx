import type { PolicyRecord } from '@portal/shared/contracts';
import { useDataLang } from '@portal/shared/i18n/page-language';
import { publicWords } from '../i18n/words.js';

/**
 * The portal's note on a state's sources, where it has one (what Plateau's report of a repeal means for the
 * status shown), as written, in English: on the state's page and in the home page's overview, each under an h2.
 */
export function PolicyNotes({ policy }: { policy: PolicyRecord }) {
  const words = publicWords.useWords();
  const dataLang = useDataLang();
  if (!policy.notes.trim()) return null;
  return (
    <>
      <h3>{words('notesLabel')}</h3>
      <p className="long-text" lang={dataLang}>
        {policy.notes.trim()}
      </p>
    </>
  );
}
