import { api, errorStatus } from '@portal/shared';
import { fetchAllPages } from '@portal/shared/data';
import type { Paged, RecordHistoryAnswer, RecordChange, School, StateEntry } from '@portal/shared/contracts';
import { schoolsParams, type SchoolsFetcher } from './school-query.js';

/** The portal's listing, through the shared API client. */
export const fetchSchools: SchoolsFetcher = async (request) =>
  (await api.get<Paged<School>>('/schools', { params: schoolsParams(request) })).data;

/** One school, or null when the API has none with this id (404). */
export async function fetchSchool(id: number): Promise<School | null> {
  try {
    return (await api.get<School>(`/schools/${id}`)).data;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

/** The 36 states and the FCT, for the modal's state dropdown. */
export const fetchStates = (signal?: AbortSignal) => fetchAllPages<StateEntry>('/states', { signal });

/** The changes accepted suggestions made to a school (issue 36), oldest first. */
export const fetchSchoolHistory = async (id: number): Promise<RecordChange[]> =>
  (await api.get<RecordHistoryAnswer>(`/schools/${id}/history`)).data.data;
