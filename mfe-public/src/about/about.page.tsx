import { Link } from '@portal/shared/ui';
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

      <section aria-labelledby="about-mission">
        <h2 id="about-mission">{messages.aboutMissionHeading}</h2>
        <p>{messages.aboutMission}</p>
      </section>

      <section aria-labelledby="about-problem">
        <h2 id="about-problem">{messages.aboutProblemHeading}</h2>
        <p>{messages.aboutProblem}</p>
      </section>

      <section aria-labelledby="about-audience">
        <h2 id="about-audience">{messages.aboutAudienceHeading}</h2>
        <ul>
          {AUDIENCE.map((group) => (
            <li key={group}>{group}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-technology">
        <h2 id="about-technology">{messages.aboutTechnologyHeading}</h2>
        <p>{messages.aboutTechnology}</p>
      </section>

      <section aria-labelledby="about-credits">
        <h2 id="about-credits">{messages.aboutCreditsHeading}</h2>
        <p>
          <Fill
            text={messages.aboutCredits}
            values={{
              package: <Link href={OUTLINES_PACKAGE}>{messages.mapOutlinesPackage}</Link>,
              licence: <Link href="https://creativecommons.org/licenses/by/4.0/">{messages.licenceName}</Link>,
            }}
          />
        </p>
      </section>
    </div>
  );
}
