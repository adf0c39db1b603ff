import { Link } from '@portal/shared/ui';
import { PRODUCT_NAME } from '@portal/shared';

/** §1: who the portal is for, word for word from the spec's audience. */
export const AUDIENCE = [
  'Policymakers and legislators',
  'Development organisations and NGOs',
  'Private-sector decision-makers',
  'Researchers and advocacy groups',
  'Persons with disabilities and caregivers',
  'Concerned citizens',
  'Organisations of or for persons with disabilities',
] as const;

/** §2.1: mission, the problem, who needs the platform, technology for social impact. */
export function AboutPage() {
  return (
    <div className="page prose">
      <h1>About the {PRODUCT_NAME}</h1>

      <section aria-labelledby="about-mission">
        <h2 id="about-mission">Our mission</h2>
        <p>
          We gather disability-inclusion information for Nigeria in one open, accessible place, so that
          decisions about persons with disabilities can start from the facts: how many people are affected,
          what each state's disability policy says and where children with disabilities can go to school.
        </p>
      </section>

      <section aria-labelledby="about-problem">
        <h2 id="about-problem">The problem</h2>
        <p>
          Information about disability in Nigeria is scattered across reports, laws and lists that are hard
          to find and harder to compare. Many states have passed a disability law, some have not, and the
          state of each is rarely stated in plain words. Without that picture, gaps in access to education,
          health care, work and public buildings stay out of sight.
        </p>
      </section>

      <section aria-labelledby="about-audience">
        <h2 id="about-audience">Who needs the platform</h2>
        <ul>
          {AUDIENCE.map((group) => (
            <li key={group}>{group}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-technology">
        <h2 id="about-technology">Technology for social impact</h2>
        <p>
          The portal is built to be used by everyone, including people who use a screen reader, a keyboard
          or a small phone on a slow connection. The data it shows is public and needs no account to read; anyone
          with an account can send an eyewitness report about accessibility, which is reviewed before it
          is published.
        </p>
      </section>

      <section aria-labelledby="about-credits">
        <h2 id="about-credits">Map data</h2>
        <p>
          The map of Nigeria's states is drawn from outlines by MapSVG, published as{' '}
          <Link href="https://github.com/VictorCazanave/svg-maps/tree/master/packages/nigeria">@svg-maps/nigeria</Link>{' '}
          under the <Link href="https://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution 4.0 licence (CC BY 4.0)</Link>.
        </p>
      </section>
    </div>
  );
}
