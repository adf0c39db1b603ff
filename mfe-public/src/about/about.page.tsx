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

/** §2.1: mission, the problem, who needs the platform, technology for social impact. */
export function AboutPage() {
  return (
    <div className="page prose">
      <h1>{t('aboutTitle', { product: PRODUCT_NAME })}</h1>

      <AboutSection id="about-mission" heading={messages.aboutMissionHeading}>
        <p>{messages.aboutMission}</p>
      </AboutSection>

      <AboutSection id="about-problem" heading={messages.aboutProblemHeading}>
        <p>{messages.aboutProblem}</p>
      </AboutSection>

      <AboutSection id="about-audience" heading={messages.aboutAudienceHeading}>
        <ul>
          {AUDIENCE.map((group) => (
            <li key={group}>{group}</li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="about-technology" heading={messages.aboutTechnologyHeading}>
        <p>{messages.aboutTechnology}</p>
      </AboutSection>

      <AboutSection id="about-credits" heading={messages.aboutCreditsHeading}>
        <p>
          <Fill
            text={messages.aboutCredits}
            values={{
              package: <Link href={OUTLINES_PACKAGE}>{messages.mapOutlinesPackage}</Link>,
              licence: <Link href="https://creativecommons.org/licenses/by/4.0/">{messages.licenceName}</Link>,
            }}
          />
        </p>
      </AboutSection>
    </div>
  );
}

/** A part of the page, named by its heading so that screen readers list it among the page's regions. */
function AboutSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
