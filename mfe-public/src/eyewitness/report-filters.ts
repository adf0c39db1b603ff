import { COMMENT_TYPES, rowIdFrom } from '@portal/shared';
import { NO_REPORT_FILTERS, type ReportFilters } from '../data/public-data.js';

/** The page of the public list, whose address carries its filters so a filtered list can be shared. */
export const REPORTS_PATH = '/eyewitnesspage';

/**
 * The filters a query string names (`?state_id=20&comment_type=Testimonials`). Empty values, as a plain
 * form sends them, and values no report can have are no filter, so a mistyped link shows every report
 * rather than an error.
 */
export function filtersFrom(search: string): ReportFilters {
  const query = new URLSearchParams(search);
  const type = query.get('comment_type');
  return {
    stateId: rowIdFrom(query.get('state_id')),
    commentType: type !== null && (COMMENT_TYPES as readonly string[]).includes(type) ? type : null,
  };
}

/** The address of the list narrowed to `filters`, with only the filters that are set. */
export function reportsPath(filters: ReportFilters = NO_REPORT_FILTERS): string {
  const query = new URLSearchParams();
  if (filters.stateId !== null) query.set('state_id', String(filters.stateId));
  if (filters.commentType !== null) query.set('comment_type', filters.commentType);
  const search = query.toString();
  return search ? `${REPORTS_PATH}?${search}` : REPORTS_PATH;
}
