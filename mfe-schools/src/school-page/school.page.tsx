import { useEffect, useState, type ReactNode } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { messages, orNotStated, type School } from '@portal/shared';
import { fetchSchool } from '../data/schools-api.js';
import { impairmentsText } from '../school-search/impairments.js';
import { typesText } from '../school-search/school-types.js';
import { WebsiteLink } from '../school-search/website-link.component.js';
import {
  DESCRIPTION_HEADING,
  EMAIL_LABEL,
  ID_LABEL,
  LOAD_FAILED,
  LOADING_SCHOOL,
  LOCAL_GOVERNMENT_LABEL,
  LOCATION_LABEL,
  PHONE_LABEL,
  SCHOOL_DETAILS,
  STATE_LABEL,
  TYPE_LABEL,
  WEBSITE_LABEL,
} from '../texts.js';
import { SchoolSources } from './school-sources.component.js';
import '../school-search/school-search.css';
import './school.page.css';

type SchoolLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; school: School | null };

/** §2.1 and §3.7: `/schools/{id}`, showing id, name, type, location, website and description, with the sources. */
export function SchoolPage({ id }: { id: string }) {
  // Only a whole positive number can be a school's id; anything else is not found without asking the API.
  const schoolId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const [load, setLoad] = useState<SchoolLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (schoolId === null) return;
    let active = true;
    setLoad({ status: 'loading' });
    fetchSchool(schoolId).then(
      (school) => active && setLoad({ status: 'ready', school }),
      () => active && setLoad({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [schoolId, attempt]);

  if (schoolId === null || (load.status === 'ready' && load.school === null)) return <SchoolNotFound />;
  if (load.status === 'loading') {
    // aria-busy: the shell waits for it to clear before moving focus to the page's h1.
    return (
      <div className="school-page" aria-busy="true">
        <p role="status">{LOADING_SCHOOL}</p>
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className="school-page">
        <h1>{SCHOOL_DETAILS}</h1>
        <div role="alert" className="schools-message schools-message--error">
          <p>{LOAD_FAILED}</p>
          <Button className="schools-button" onPress={() => setAttempt((n) => n + 1)}>
            {messages.retry}
          </Button>
        </div>
      </div>
    );
  }
  return <SchoolDetails school={load.school!} />;
}

function SchoolNotFound() {
  return (
    <div className="school-page">
      <h1>{messages.schoolNotFound}</h1>
      <Link href="/" className="schools-button">
        {messages.backToHome}
      </Link>
    </div>
  );
}

const SETTING_TEXT = { special: messages.schoolSettingSpecial, inclusive: messages.schoolSettingInclusive } as const;

/**
 * §3.7 with the evidence of issue 17: every fact is shown, and one the source does not give reads
 * 'Not stated by the source' rather than a blank, so a reader can tell "unknown" from "none".
 */
function SchoolDetails({ school }: { school: School }) {
  const facts: Array<[label: string, value: ReactNode]> = [
    [ID_LABEL, school.id],
    [TYPE_LABEL, typesText(school.type)],
    [messages.schoolSettingLabel, school.setting ? SETTING_TEXT[school.setting] : messages.notStatedBySource],
    [messages.schoolImpairmentsLabel, impairmentsText(school.impairments)],
    [LOCATION_LABEL, orNotStated(school.location)],
    [LOCAL_GOVERNMENT_LABEL, orNotStated(school.local_government)],
    [STATE_LABEL, orNotStated(school.state)],
    [WEBSITE_LABEL, school.website.trim() ? <WebsiteLink website={school.website} /> : messages.notStatedBySource],
    [
      PHONE_LABEL,
      school.phone.trim() ? (
        <a className="schools-link" href={`tel:${school.phone.replace(/\s+/g, '')}`}>
          {school.phone}
        </a>
      ) : (
        messages.notStatedBySource
      ),
    ],
    [
      EMAIL_LABEL,
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
    <article className="school-page" aria-labelledby="school-name">
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
        <h2 id="school-description">{DESCRIPTION_HEADING}</h2>
        <p className="school-page__description">{orNotStated(school.desc)}</p>
      </section>
      <SchoolSources sources={school.sources} reviewedAt={school.reviewed_at} />
      <Link href="/" className="schools-link school-page__back">
        {messages.backToHome}
      </Link>
    </article>
  );
}
