import { useEffect, useState } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { messages, type School } from '@portal/shared';
import { fetchSchool } from '../data/schools-api.js';
import { DemonstrationNotice } from '../school-search/demonstration-notice.component.js';
import { typesText } from '../school-search/school-types.js';
import { WebsiteLink } from '../school-search/website-link.component.js';
import { LOAD_FAILED, LOADING_SCHOOL, LOCATION_LABEL, NOT_GIVEN, SCHOOL_DETAILS, SOURCE, TYPE_LABEL, WEBSITE_LABEL } from '../texts.js';
import '../school-search/school-search.css';
import './school.page.css';

type SchoolLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; school: School | null };

/** §2.1 and §3.7: `/schools/{id}`, showing id, name, type, location, website and description. */
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

function SchoolDetails({ school }: { school: School }) {
  const text = (value: string) => value.trim() || NOT_GIVEN;
  return (
    <article className="school-page" aria-labelledby="school-name">
      <h1 id="school-name">{school.name}</h1>
      {school.provenance === 'demonstration' && <DemonstrationNotice />}
      <dl className="schools-facts school-page__facts">
        <div>
          <dt>ID</dt>
          <dd>{school.id}</dd>
        </div>
        <div>
          <dt>{TYPE_LABEL}</dt>
          <dd>{typesText(school.type)}</dd>
        </div>
        <div>
          <dt>{LOCATION_LABEL}</dt>
          <dd>{text(school.location)}</dd>
        </div>
        {school.local_government.trim() && (
          <div>
            <dt>Local government</dt>
            <dd>{school.local_government}</dd>
          </div>
        )}
        <div>
          <dt>{WEBSITE_LABEL}</dt>
          <dd>{school.website.trim() ? <WebsiteLink website={school.website} /> : NOT_GIVEN}</dd>
        </div>
        {school.phone.trim() && (
          <div>
            <dt>Phone</dt>
            <dd>
              <a className="schools-link" href={`tel:${school.phone.replace(/\s+/g, '')}`}>
                {school.phone}
              </a>
            </dd>
          </div>
        )}
        {school.email.trim() && (
          <div>
            <dt>Email</dt>
            <dd>
              <a className="schools-link" href={`mailto:${school.email.trim()}`}>
                {school.email.trim()}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="school-description">
        <h2 id="school-description">Description</h2>
        <p className="school-page__description">{text(school.desc)}</p>
      </section>
      {school.source && (
        <p className="school-page__source">
          {SOURCE}: {school.source}
        </p>
      )}
      <Link href="/" className="schools-link school-page__back">
        {messages.backToHome}
      </Link>
    </article>
  );
}
