import type { ReactNode } from 'react';
import { Link } from '@portal/shared/ui';
import { NotFoundPage, messages, orNotStated, usePageName } from '@portal/shared';
import { LoadingPage, useLoad } from '@portal/shared/data';
import type { School } from '@portal/shared/contracts';
import { suggestionFormHref } from '@portal/shared/suggestion-fields';
import { fetchSchool } from '../data/schools-api.js';
import { impairmentsText } from '../school-search/impairments.js';
import { typesText } from '../school-search/school-types.js';
import { WebsiteLink } from '../school-search/website-link.component.js';
import { SchoolHistory } from './school-history.component.js';
import { SchoolSources } from './school-sources.component.js';
import '../school-search/school-search.css';
import '../schools-page.css';
import './school.page.css';

/** §2.1 and §3.7: `/schools/{id}`, showing id, name, type, location, website and description, with the sources. */
export function SchoolPage({ id }: { id: string }) {
  // Only a whole positive number can be a school's id; anything else is not found without asking the API.
  const schoolId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const school = useLoad(schoolId === null ? null : `school:${schoolId}`, () => fetchSchool(schoolId!));

  if (schoolId === null || (school.status === 'ready' && school.data === null))
    return <NotFoundPage title={messages.schoolNotFound} className="schools-page school-page" homeClassName="schools-button" />;
  if (school.status !== 'ready') {
    return (
      <LoadingPage
        load={school}
        className="schools-page school-page"
        loading={messages.schoolLoading}
        title={messages.schoolDetails}
        message={messages.schoolsLoadFailed}
      />
    );
  }
  return <SchoolDetails school={school.data!} />;
}

const SETTING_TEXT = { special: messages.schoolSettingSpecial, inclusive: messages.schoolSettingInclusive } as const;

/**
 * §3.7 with the evidence of issue 17: every fact is shown, and one the source does not give reads
 * 'Not stated by the source' rather than a blank, so a reader can tell "unknown" from "none".
 */
function SchoolDetails({ school }: { school: School }) {
  usePageName(school.name);
  const facts: Array<[label: string, value: ReactNode]> = [
    [messages.schoolIdLabel, school.id],
    [messages.schoolTypeLabel, typesText(school.type)],
    [messages.schoolSettingLabel, school.setting ? SETTING_TEXT[school.setting] : messages.notStatedBySource],
    [messages.schoolImpairmentsLabel, impairmentsText(school.impairments)],
    [messages.schoolLocationLabel, orNotStated(school.location)],
    [messages.localGovernmentLabel, orNotStated(school.local_government)],
    [messages.stateLabel, orNotStated(school.state)],
    [messages.schoolWebsiteLabel, school.website.trim() ? <WebsiteLink website={school.website} /> : messages.notStatedBySource],
    [
      messages.phoneLabel,
      school.phone.trim() ? (
        <a className="schools-link" href={`tel:${school.phone.replace(/\s+/g, '')}`}>
          {school.phone}
        </a>
      ) : (
        messages.notStatedBySource
      ),
    ],
    [
      messages.emailAddressLabel,
      school.email.trim() ? (
        <a className="schools-link" href={`mailto:${school.email.trim()}`}>
          {school.email.trim()}
        </a>
      ) : (
        messages.notStatedBySource
      ),
    ],
  ];
  return (
    <article className="schools-page school-page" aria-labelledby="school-name">
      <h1 id="school-name">{school.name}</h1>
      <dl className="schools-facts school-page__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="school-description">
        <h2 id="school-description">{messages.descriptionHeading}</h2>
        <p className="school-page__description">{orNotStated(school.desc)}</p>
      </section>
      <SchoolSources sources={school.sources} reviewedAt={school.reviewed_at} />
      <SchoolHistory schoolId={school.id} />
      <p className="school-page__suggest">
        <Link href={suggestionFormHref({ school: school.id })} className="schools-button schools-button--secondary">
          {messages.suggestCorrection}
        </Link>
      </p>
      <Link href="/" className="schools-link school-page__back">
        {messages.backToHome}
      </Link>
    </article>
  );
}
