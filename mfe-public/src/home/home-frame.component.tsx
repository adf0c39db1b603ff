import type { ReactNode } from 'react';
import { Parts } from '@portal/shared/i18n/app-words';
import { publicWords } from '../i18n/words.js';
import { useFormats } from '@portal/shared/i18n/page-language';

interface HomeFrameProps {
  /** The published count of persons with disabilities, or null while it loads. */
  count: number | null;
  countryName: string;
  /** How the count was derived, as the country record says; null while it loads. */
  derivation: ReactNode | null;
}

/**
 * The top of the home page: the headline with the published count (§2.5) and how it was derived, and the
 * introduction. The count's line keeps its height while it loads, so nothing moves when the number arrives.
 */
export function HomeFrame({ count, countryName, derivation }: HomeFrameProps) {
  const words = publicWords.useWords();
  const formats = useFormats();
  return (
    <>
      <h1 className="home__headline">
        {count === null ? (
          <>
            <span className="home__count" aria-hidden="true">
              {'\u00a0'}
            </span>
            {words('homeHeadlineLoading', { country: countryName })}
          </>
        ) : (
          <>
            <Parts
              parts={words.parts('homeHeadline', {
                count: <span className="home__count">{formats.number(count)}</span>,
                country: countryName,
              })}
            />
          </>
        )}
      </h1>
      {/* Its line is kept while the record loads, so the page below does not move when it arrives. */}
      <p className="home__derivation">{derivation ?? '\u00a0'}</p>
      <p className="home__intro">{words('homeIntro')}</p>
    </>
  );
}
