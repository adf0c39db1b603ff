import { Button, Tooltip, TooltipTrigger } from '@portal/shared/ui';
import { EnhancedLink, type Selection } from '@portal/shared';
import { LoadError, useLoad } from '@portal/shared/data';
import { fetchSchoolCount } from '../data/public-data.js';
import { Icon } from '../icons/icon.component.js';
import { placeName } from '../selection/selection.js';
import { schoolsListPath } from '../policy/derived-findings.js';
import { publicWords } from '../i18n/words.js';
import { useFormats } from '@portal/shared/i18n/page-language';
import './education.css';
import { SectionHeading } from '../home/section-heading.component.js';

/** §2.7: the education section, with the count of inclusive and special schools for the selection. */
export function Education({ headingId, selection }: { headingId: string; selection: Selection }) {
  const words = publicWords.useWords();
  const place = placeName(selection);
  const stateName = selection.stateId !== null ? selection.stateName : '';
  const count = useLoad(`schools:${stateName}`, () => fetchSchoolCount(stateName));
  return (
    <div className="education">
      <SectionHeading id={headingId}>{words('educationHeading', { state: place })}</SectionHeading>
      <p>{words('educationIntro')}</p>
      {count.status === 'loading' && <p role="status">{words('schoolCountLoading')}</p>}
      {count.status === 'failed' && <LoadError onRetry={count.retry} />}
      {count.status === 'ready' &&
        (count.data === 0 ? (
          <p className="empty-state">{words('noSchoolData', { state: place })}</p>
        ) : (
          <SchoolsCard count={count.data} stateName={stateName} />
        ))}
    </div>
  );
}

function SchoolsCard({ count, stateName }: { count: number; stateName: string }) {
  const words = publicWords.useWords();
  const formats = useFormats();
  return (
    <div className="schools-card">
      <div className="schools-card__header">
        <h3 className="schools-card__title">{words('inclusiveSchoolsCard')}</h3>
        {/* A real button, so the tooltip opens on keyboard focus too, and screen readers get its text as
            the button's description. */}
        <TooltipTrigger delay={300}>
          <Button className="icon-button" aria-label={words('aboutThisNumber')}>
            <Icon name="info" />
          </Button>
          <Tooltip className="tooltip" offset={6}>
            {words('inclusiveSchoolsTooltip')}
          </Tooltip>
        </TooltipTrigger>
      </div>
      <p className="schools-card__count">{formats.number(count)}</p>
      {/* A link to the schools app's list of the same schools until the scripts run, then the button that
          opens the schools modal, which belongs to the schools app and which the shell mounts: the request
          travels on the bus, published by the page script at a press before this page has hydrated. */}
      <EnhancedLink
        href={schoolsListPath(stateName)}
        className="button schools-card__view-all"
        publishes={{ topic: 'schools-modal', value: { open: true, stateName } }}
      >
        {words('viewAll')}
      </EnhancedLink>
    </div>
  );
}
