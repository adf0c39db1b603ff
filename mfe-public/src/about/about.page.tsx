import { Link } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@portal/shared';
import { Parts } from '@portal/shared/i18n/app-words';
import { publicWords, type PublicWords } from '../i18n/words.js';
import { AUDIENCE } from '../i18n/parts.js';

const OUTLINES_PACKAGE = 'https://github.com/VictorCazanave/svg-maps/tree/master/packages/nigeria';
/** The map outlines' package, named as it is published. */
const OUTLINES_PACKAGE_NAME = '@svg-maps/nigeria';

/** §2.1's parts, in order: mission, the problem, who needs the platform, technology for social impact, credits. */
const sections = (words: PublicWords): { id: string; heading: string; body: ReactNode }[] => [
  { id: 'about-mission', heading: words('aboutMissionHeading'), body: <p>{words('aboutMission')}</p> },
  { id: 'about-problem', heading: words('aboutProblemHeading'), body: <p>{words('aboutProblem')}</p> },
  {
    id: 'about-audience',
    heading: words('aboutAudienceHeading'),
    body: (
      <ul>
        {AUDIENCE.map((group) => (
          <li key={group}>{words(group)}</li>
        ))}
      </ul>
    ),
  },
  { id: 'about-technology', heading: words('aboutTechnologyHeading'), body: <p>{words('aboutTechnology')}</p> },
  {
    id: 'about-credits',
    heading: words('aboutCreditsHeading'),
    body: (
      <p>
        <Parts
          parts={words.parts('aboutCredits', {
            package: <Link href={OUTLINES_PACKAGE}>{OUTLINES_PACKAGE_NAME}</Link>,
            licence: <Link href="https://creativecommons.org/licenses/by/4.0/">{words('licenceName')}</Link>,
          })}
        />
      </p>
    ),
  },
];

/** §2.1: the About page, each part named by its heading so that screen readers list it among the page's regions. */
export function AboutPage() {
  const words = publicWords.useWords();
  return (
    <div className="page prose">
      <h1>{words('aboutTitle', { product: PRODUCT_NAME })}</h1>
      {sections(words).map(({ id, heading, body }) => (
        <section key={id} aria-labelledby={id}>
          <h2 id={id}>{heading}</h2>
          {body}
        </section>
      ))}
    </div>
  );
}
