import { Button, Tooltip, TooltipTrigger } from '@portal/shared/ui';
import { LoadError, formatNumber, messages, publish, t, type Selection } from '@portal/shared';
import { fetchSchoolCount } from '../data/public-data.js';
import { useLoad } from '../data/use-load.js';
import { Icon } from '../icons/icon.component.js';
import { placeName } from '../selection/selection.js';
import './education.css';

export const EDUCATION_INTRO =
  'Every child with a disability has the right to learn alongside other children. Inclusive schools welcome ' +
  'learners with and without disabilities in the same classes; special schools are built around particular ' +
  'impairments. Find the schools the platform covers, what they offer and how to reach them.';
export const SCHOOLS_LOADING = 'Loading the number of schools…';
/** The name of the button that shows the card's tooltip. */
export const ABOUT_THE_COUNT = 'About this number';

/** §2.7: the education section, with the count of inclusive and special schools for the selection. */
export function Education({ headingId, selection }: { headingId: string; selection: Selection }) {
  const place = placeName(selection);
  const stateName = selection.stateId !== null ? selection.stateName : '';
  const count = useLoad(`schools:${stateName}`, () => fetchSchoolCount(stateName));
  return (
    <div className="education">
      {/* tabIndex -1: the top bar's shortcut moves focus here, as an in-page link does. */}
      <h2 id={headingId} tabIndex={-1}>
        {t('educationHeading', { state: place })}
      </h2>
      <p>{EDUCATION_INTRO}</p>
      {count.status === 'loading' && <p role="status">{SCHOOLS_LOADING}</p>}
      {count.status === 'failed' && <LoadError onRetry={count.retry} />}
      {count.status === 'ready' &&
        (count.data === 0 ? (
          <p className="empty-state">{t('noSchoolData', { state: place })}</p>
        ) : (
          <SchoolsCard count={count.data} stateName={stateName} />
        ))}
    </div>
  );
}

function SchoolsCard({ count, stateName }: { count: number; stateName: string }) {
  return (
    <div className="schools-card">
      <div className="schools-card__header">
        <h3 className="schools-card__title">{messages.inclusiveSchoolsCard}</h3>
        {/* A real button, so the tooltip opens on keyboard focus too, and screen readers get its text as
            the button's description. */}
        <TooltipTrigger delay={300}>
          <Button className="icon-button" aria-label={ABOUT_THE_COUNT}>
            <Icon name="info" />
          </Button>
          <Tooltip className="tooltip" offset={6}>
            {messages.inclusiveSchoolsTooltip}
          </Tooltip>
        </TooltipTrigger>
      </div>
      <p className="schools-card__count">{formatNumber(count)}</p>
      {/* The schools modal belongs to the schools app: the request travels on the bus. */}
      <Button className="button" onPress={() => publish('schools-modal', { open: true, stateName })}>
        {messages.viewAll}
      </Button>
    </div>
  );
}
