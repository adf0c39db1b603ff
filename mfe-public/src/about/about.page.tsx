import { Link } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Fill, PRODUCT_NAME, messages, t } from '@portal/shared';

const OUTLINES_PACKAGE = 'https://github.com/VictorCazanave/svg-maps/tree/master/packages/nigeria';

/** §1: who the portal is for, word for word from the spec's audience. */
export const AUDIENCE = [
  messages.audiencePolicymakers,
  messages.audienceDevelopment,
  messages.audiencePrivateSector,
  messages.audienceResearchers,
  messages.audiencePersons,
  messages.audienceCitizens,
  messages.audienceOrganisations,
] as const;

/** §2.1's parts, in order: mission, the problem, who needs the platform, technology for social impact, credits. */
const SECTIONS: { id: string; heading: string; body: ReactNode }[] = [
  { id: 'about-mission', heading: messages.aboutMissionHeading, body: <p>{messages.aboutMission}</p> },
  { id: 'about-problem', heading: messages.aboutProblemHeading, body: <p>{messages.aboutProblem}</p> },
  {
    id: 'about-audience',
    heading: messages.aboutAudienceHeading,
    body: (
      <ul>
        {AUDIENCE.map((group) => (
          <li key={group}>{group}</li>
        ))}
      </ul>
    ),
  },
  { id: 'about-technology', heading: messages.aboutTechnologyHeading, body: <p>{messages.aboutTechnology}</p> },
  {
    id: 'about-credits',
    heading: messages.aboutCreditsHeading,
    body: (
      <p>
        <Fill
          text={messages.aboutCredits}
          values={{
            package: <Link href={OUTLINES_PACKAGE}>{messages.mapOutlinesPackage}</Link>,
            licence: <Link href="https://creativecommons.org/licenses/by/4.0/">{messages.licenceName}</Link>,
          }}
        />
      </p>
    ),
  },
];

/** §2.1: the About page, each part named by its heading so that screen readers list it among the page's regions. */
export function AboutPage() {
  return (
    <div className="page prose">
      <h1>{t('aboutTitle', { product: PRODUCT_NAME })}</h1>
      {SECTIONS.map(({ id, heading, body }) => (
        <section key={id} aria-labelledby={id}>
          <h2 id={id}>{heading}</h2>
          {body}
        </section>
      ))}
    </div>
  );
}
