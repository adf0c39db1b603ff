import type { Paged, School } from '@portal/shared/contracts';

/** One page of a school listing: a state ('' for all), the search criteria, and the page wanted. */
export interface SchoolsRequest {
  stateName: string;
  name: string;
  /** '' or one of the school types, lower case. */
  type: string;
  /** '' or one of IMPAIRMENTS. */
  impairment: string;
  page: number;
}

/** Loads one page of schools; the portal uses its API client, the embedded widget plain `fetch`. */
export type SchoolsFetcher = (request: SchoolsRequest) => Promise<Paged<School>>;

/** 24 fills whole rows of the 3- and 2-column grids. */
export const SCHOOLS_PER_PAGE = 24;

/**
 * The query string of `GET /schools` (`state`, `q`, `type`, `impairment`, `page`, `per_page`), empty
 * criteria left out. The server applies the same union rule as `schoolMatches` in @portal/shared/rules.
 */
export function schoolsParams({ stateName, name, type, impairment, page }: SchoolsRequest): Record<string, string> {
  const params: Record<string, string> = { page: String(page), per_page: String(SCHOOLS_PER_PAGE) };
  if (stateName) params.state = stateName;
  if (name.trim()) params.q = name.trim();
  if (type) params.type = type;
  if (impairment) params.impairment = impairment;
  return params;
}
