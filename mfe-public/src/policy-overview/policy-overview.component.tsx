import { Link } from '@portal/shared/ui';
import { placeKind, type Selection } from '@portal/shared';
import { LoadError, useLoad } from '@portal/shared/data';
import { fetchStatePolicy, type CountryRecord } from '../data/public-data.js';
import { ExpandableSentences, ExpandableText } from '../policy/expandable-text.component.js';
import { overviewSentences, type OverviewSentence } from '../policy/overview.js';
import { ContactDetails } from '../policy/contact-details.component.js';
import { PolicyDownloadLink } from '../policy/policy-download-link.component.js';
import { LawSummary } from '../policy/law-summary.component.js';
import { PolicyNotes } from '../policy/policy-notes.component.js';
import { contactOf, hasContact, type Contact } from '../policy/policy.js';
import { SourcesSection } from '../sources/sources-section.component.js';
import { suggestionFormHref } from '@portal/shared/suggestion-fields';
import { placeName } from '../selection/selection.js';
import './policy-overview.css';
import { SectionHeading } from '../home/section-heading.component.js';
import { isOwnWords, publicWords, type PublicWords } from '../i18n/words.js';
import { useDataLang, useFormats } from '@portal/shared/i18n/page-language';

/** What the overview shows, whether it comes from a state's policy record or the country's own policy. */
interface OverviewContent {
  title: string;
  desc: string;
  /** The description is the portal's own, in the page's language; otherwise the record's, in English. */
  descInPageLanguage?: boolean;
  /** Without a description, a state's overview is the portal's sentences from its sourced facts. */
  sentences: OverviewSentence[];
  url: string;
  contact: Contact;
}

interface PolicyOverviewProps {
  headingId: string;
  selection: Selection;
  /** The selected country's record: its policy is shown while no state is selected. */
  country: CountryRecord | null;
}

/** §2.6: the disability policy of the selected state, or of the country itself when no state is selected. */
export function PolicyOverview({ headingId, selection, country }: PolicyOverviewProps) {
  const place = placeName(selection);
  const words = publicWords.useWords();
  return (
    <div className="policy-overview">
      <SectionHeading id={headingId}>{words('policyOverviewHeading', { state: place })}</SectionHeading>
      {selection.stateId === null ? (
        country && (
          <>
            <OverviewBody place={place} content={countryContent(country, words)} />
            <SourcesSection place={place} sources={country.policy.sources} reviewedAt="" headingLevel={3} />
          </>
        )
      ) : (
        <StatePolicy stateId={selection.stateId} place={place} />
      )}
    </div>
  );
}

/**
 * Nigeria's policy: its summary is the portal's own paragraph (the data set's), said in the page's language
 * where it is word for word the English of `nigeriaPolicySummary`, and as written, in English, otherwise.
 */
function countryContent(country: CountryRecord, words: PublicWords): OverviewContent {
  const { policy } = country;
  const ownSummary = isOwnWords(policy.desc, 'nigeriaPolicySummary');
  return {
    title: policy.title,
    desc: ownSummary ? words('nigeriaPolicySummary') : policy.desc,
    descInPageLanguage: ownSummary,
    sentences: [],
    url: policy.url,
    contact: contactOf({ address: policy.address, email: policy.email, phone: policy.phone }),
  };
}

function StatePolicy({ stateId, place }: { stateId: number; place: string }) {
  const policy = useLoad(`policy:${stateId}`, () => fetchStatePolicy(stateId));
  const words = publicWords.useWords();
  const formats = useFormats();
  if (policy.status === 'loading') return <p role="status">{words('policyLoading')}</p>;
  if (policy.status === 'failed') return <LoadError onRetry={policy.retry} />;
  const record = policy.data;
  return (
    <>
      {record && <LawSummary policy={record} />}
      <OverviewBody
        place={place}
        content={
          record && {
            title: '',
            desc: record.desc,
            sentences: overviewSentences(record, formats.date),
            url: record.url,
            contact: contactOf(record),
          }
        }
      />
      {/* 'View More' leads to the state's own page; Nigeria has none, so it only appears for a state. */}
      <Link href={`/states/${stateId}`} className="button-link">
        {words('viewMore')}
        <span className="portal-visually-hidden"> {words('viewMoreAbout', { state: place })}</span>
      </Link>
      {record && <PolicyNotes policy={record} />}
      {record && (
        <SourcesSection
          place={place}
          sources={record.sources}
          reviewedAt={record.reviewed_at}
          headingLevel={3}
          // The same record as the state's page: the same form to correct it.
          suggestionHref={suggestionFormHref({ state: stateId })}
        />
      )}
    </>
  );
}

function OverviewBody({ place, content }: { place: string; content: OverviewContent | null }) {
  const desc = content?.desc.trim() ?? '';
  const words = publicWords.useWords();
  const dataLang = useDataLang();
  return (
    <>
      {content?.title && (
        <h3 className="policy-overview__title" lang={dataLang}>
          {content.title}
        </h3>
      )}
      {desc ? (
        <ExpandableText text={desc} lang={content?.descInPageLanguage ? undefined : dataLang} />
      ) : content?.sentences.length ? (
        <ExpandableSentences sentences={content.sentences} />
      ) : (
        <p className="empty-state">{words('noPolicyData', { state: place, place: placeKind(place) })}</p>
      )}
      {content && hasContact(content.contact) && <ContactDetails contact={content.contact} />}
      {content && <PolicyDownloadLink url={content.url} />}
    </>
  );
}
