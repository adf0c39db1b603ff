import type { ReactNode } from 'react';
import { Link } from '@portal/shared/ui';
import { NotFoundPage, rowIdFrom, usePageName } from '@portal/shared';
import { LoadingPage, useLoad } from '@portal/shared/data';
import type { School } from '@portal/shared/contracts';
import { suggestionFormHref } from '@portal/shared/suggestion-fields';
import { useDataLang } from '@portal/shared/i18n/page-language';
import { fetchSchool } from '../data/schools-api.js';
import { impairmentsText } from '../school-search/impairments.js';
import { typesText } from '../school-search/school-types.js';
import { WebsiteLink } from '../school-search/website-link.component.js';
import { stated } from '../school-search/stated.js';
import { schoolsWords, type SchoolsWordKey } from '../i18n/words.js';
import { SchoolHistory } from './school-history.component.js';
import { SchoolSources } from './school-sources.component.js';
import '../school-search/school-search.css';
import '../schools-page.css';
import './school.page.css';

/** §2.1 and §3.7: `/schools/{id}`, showing id, name, type, location, website and description, with the sources. */
export function SchoolPage({ id }: { id: string }) {
  const schoolId = rowIdFrom(id);
  const school = useLoad(schoolId === null ? null : `school:${schoolId}`, () => fetchSchool(schoolId!));
  const words = schoolsWords.useWords();

  if (schoolId === null || (school.status === 'ready' && school.data === null))
    return <NotFoundPage title={words('schoolNotFound')} className="schools-page school-page" homeClassName="schools-button" />;
  if (school.status !== 'ready') {
    return (
      <LoadingPage
        load={school}
        className="schools-page school-page"
        loading={words('schoolLoading')}
        title={words('schoolDetails')}
        message={words('schoolsLoadFailed')}
      />
    );
  }
  return <SchoolDetails school={school.data!} />;
}

const SETTING_WORDS: Record<Exclude<School['setting'], ''>, SchoolsWordKey> = {
  special: 'schoolSettingSpecial',
  inclusive: 'schoolSettingInclusive',
};

/**
 * §3.7 with the evidence of issue 17: every fact is shown, and one the source does not give reads
 * 'Not stated by the source' rather than a blank, so a reader can tell "unknown" from "none".
 */
function SchoolDetails({ school }: { school: School }) {
  usePageName(school.name);
  const words = schoolsWords.useWords();
  const dataLang = useDataLang();
  const notStated = words('notStatedBySource');
  const facts: Array<[label: string, value: ReactNode]> = [
    [words('schoolIdLabel'), school.id],
    [words('schoolTypeLabel'), typesText(school.type, words)],
    [words('schoolSettingLabel'), school.setting ? words(SETTING_WORDS[school.setting]) : notStated],
    [words('schoolImpairmentsLabel'), impairmentsText(school.impairments, words)],
    // Places are named in their own names, in no one language (as the state pages show them): not marked English.
    [words('schoolLocationLabel'), stated(school.location, words)],
    [words('localGovernmentLabel'), stated(school.local_government, words)],
    [words('stateLabel'), stated(school.state, words)],
    [words('schoolWebsiteLabel'), school.website.trim() ? <WebsiteLink website={school.website} /> : notStated],
    [
      words('phoneLabel'),
      school.phone.trim() ? (
        <a className="schools-link" href={`tel:${school.phone.replace(/\s+/g, '')}`}>
          {school.phone}
        </a>
      ) : (
        notStated
      ),
    ],
    [
      words('emailAddressLabel'),
      school.email.trim() ? (
        <a className="schools-link" href={`mailto:${school.email.trim()}`}>
          {school.email.trim()}
        </a>
      ) : (
        notStated
      ),
    ],
  ];
  return (
    <article className="schools-page school-page" aria-labelledby="school-name">
      <h1 id="school-name" lang={dataLang}>
        {school.name}
      </h1>
      <dl className="schools-facts school-page__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="school-description">
        <h2 id="school-description">{words('descriptionHeading')}</h2>
        {/* The source's own description, in English. */}
        <p className="school-page__description" lang={school.desc.trim() ? dataLang : undefined}>
          {stated(school.desc, words)}
        </p>
      </section>
      <SchoolSources sources={school.sources} reviewedAt={school.reviewed_at} />
      <SchoolHistory schoolId={school.id} />
      <p className="school-page__suggest">
        <Link href={suggestionFormHref({ school: school.id })} className="schools-button schools-button--secondary">
          {words('suggestCorrection')}
        </Link>
      </p>
      <Link href="/" className="schools-link school-page__back">
        {words('backToHome')}
      </Link>
    </article>
  );
}
