import { useId } from 'react';
import { Link } from '@portal/shared/ui';
import type { Source } from '@portal/shared/contracts';
import { SourcesList } from '@portal/shared/sources';
import { useFormats } from '@portal/shared/i18n/page-language';
import { publicWords } from '../i18n/words.js';
import { usePolicyFieldLabels } from '../state-policy/field-labels.js';

/** The eyewitness form, opened on the 'Contribute to …' type with the place named (the dashboard reads both). */
export function correctionHref(place: string): string {
  return `/dashboard?type=contribute&state=${encodeURIComponent(place)}`;
}

interface SourcesSectionProps {
  /** The place the facts are about, named when there is no source and in the correction link. */
  place: string;
  sources: Source[];
  /** When the facts were last checked against their sources; '' when not recorded. */
  reviewedAt: string;
  /** h2 on a page of its own, h3 inside a section of the home page. */
  headingLevel: 2 | 3;
  /**
   * Where 'Suggest a correction' leads: the dashboard's suggestion form for a state's record (issue 36), or
   * by default the eyewitness form (Nigeria's own policy, which no suggestion form takes).
   */
  suggestionHref?: string;
}

/**
 * What ends every page that publishes a place's facts: 'Sources', the list (or, honestly, that none was
 * found), 'Information as of {date}' and 'Suggest a correction'.
 */
export function SourcesSection({ place, sources, reviewedAt, headingLevel, suggestionHref = correctionHref(place) }: SourcesSectionProps) {
  const headingId = useId();
  const words = publicWords.useWords();
  const formats = useFormats();
  const fieldLabels = usePolicyFieldLabels();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="sources-section" aria-labelledby={headingId}>
      <Heading id={headingId}>{words('sourcesHeading')}</Heading>
      {sources.length > 0 ? (
        <SourcesList sources={sources} fieldLabels={fieldLabels} />
      ) : (
        <p className="empty-state">{words('noSourceFound', { state: place })}</p>
      )}
      {reviewedAt.trim() && <p>{words('informationAsOf', { date: formats.date(reviewedAt) })}</p>}
      <Link href={suggestionHref} className="button-link button-link--secondary">
        {words('suggestCorrection')}
      </Link>
    </section>
  );
}
