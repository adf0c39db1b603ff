/**
 * Every call mfe-dashboard makes to the API, in one place, each answering the contract's type: the
 * eyewitness form, the reporter's own reports, moderation of reports and suggestions, suggestions, user
 * roles, the states and their local government areas, and logout. Pages keep what they do with a failure
 * (a toast, a field's error); this module only asks and answers.
 */
import type { AxiosProgressEvent } from 'axios';
import { api, errorStatus } from '@portal/shared';
import { fetchAllPages } from '@portal/shared/data';
import type {
  ModerationQueueAnswer,
  ModerationReportAnswer,
  MyReport,
  MyReportAnswer,
  MyReportsAnswer,
  PolicyRecord,
  ProfileBody,
  ReportReceivedAnswer,
  ReportStatus,
  ResubmitBody,
  RolesAnswer,
  School,
  StateEntry,
  StateRecord,
  SuggestionAnswer,
  SuggestionBody,
  SuggestionQueueAnswer,
  SuggestionReceivedAnswer,
  UpdateRoleBody,
  UserAnswer,
  UsersAnswer,
} from '@portal/shared/contracts';

/** `POST /eyewitness`: the multipart form of `draftToFormData`, with the upload's progress. */
export const sendReport = async (form: FormData, onUploadProgress: (progress: AxiosProgressEvent) => void) =>
  (await api.post<ReportReceivedAnswer>('/eyewitness', form, { onUploadProgress })).data;

export const fetchMyReports = async (signal: AbortSignal): Promise<MyReport[]> =>
  (await api.get<MyReportsAnswer>('/my/reports', { signal })).data.reports;

/** Unpublishes the report and deletes its media; the answer is the report as it now stands. */
export const withdrawReport = async (id: number): Promise<MyReport> =>
  (await api.post<MyReportAnswer>(`/my/reports/${id}/withdraw`, {})).data.report;

/** Sends a report that was not published again, corrected; it goes back to the queue as submitted. */
export const resubmitReport = async (id: number, body: ResubmitBody): Promise<MyReport> =>
  (await api.put<MyReportAnswer>(`/my/reports/${id}`, body)).data.report;

/** The moderation queue, narrowed to a status and, when given, a state. */
export const fetchModerationQueue = async (status: ReportStatus, stateId: number | null, signal: AbortSignal) =>
  (
    await api.get<ModerationQueueAnswer>('/moderation/reports', {
      params: { status, ...(stateId !== null && { state_id: stateId }) },
      signal,
    })
  ).data;

/** A moderator's decision on a report (`review`, `approve`, `reject`, `verify`, `note`), with its body. */
export const decideReport = async (id: number, decision: string, body: object) =>
  (await api.post<ModerationReportAnswer>(`/moderation/reports/${id}/${decision}`, body)).data;

/** A report's photograph or video, read with the moderator's login (a plain link would carry none). */
export const fetchReportMedia = async (reportId: number, mediaId: number): Promise<Blob> =>
  (await api.get<Blob>(`/moderation/reports/${reportId}/media/${mediaId}`, { responseType: 'blob' })).data;

export const fetchSuggestionQueue = async (signal: AbortSignal) =>
  (await api.get<SuggestionQueueAnswer>('/moderation/suggestions', { params: { status: 'pending' }, signal })).data;

/** Accepts a suggestion, or declines it with the moderator's reason. */
export const decideSuggestion = async (id: number, decision: 'accept' | 'decline', body: object) =>
  (await api.post<SuggestionAnswer>(`/moderation/suggestions/${id}/${decision}`, body)).data;

export const sendSuggestion = async (body: SuggestionBody) => (await api.post<SuggestionReceivedAnswer>('/suggestions', body)).data;

/** The school or state record a correction is about, as published; null when there is none (404). */
export async function fetchSuggestionRecord(
  target: 'school' | 'policy',
  id: number,
  signal: AbortSignal,
): Promise<School | PolicyRecord | null> {
  try {
    return (await api.get<School | PolicyRecord>(target === 'school' ? `/schools/${id}` : `/policies/${id}`, { signal })).data;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

/** The users and the roles to choose from. */
export async function fetchUsersAndRoles(signal: AbortSignal) {
  const [users, roles] = await Promise.all([
    api.get<UsersAnswer>('/roles/users', { signal }),
    api.get<RolesAnswer>('/roles/roles', { signal }),
  ]);
  return { users: users.data.users, roles: roles.data };
}

export const fetchStates = (signal: AbortSignal) => fetchAllPages<StateEntry>('/states', { signal });

/** The local government areas of one state, from `GET /states/:id`. */
export const fetchLgas = async (stateId: number, signal: AbortSignal) =>
  (await api.get<StateRecord>(`/states/${stateId}`, { signal })).data.lgas;

/** The signed-in user's names; the answer is the account as it now stands. */
export const updateProfile = async (names: ProfileBody) => (await api.patch<UserAnswer>('/auth/update-profile', names)).data.user;

/** Gives an account another role (admin only). */
export const updateRole = (body: UpdateRoleBody) => api.patch('/roles/update-role', body);

/** Ends the session on the server; the token is passed explicitly, as the user is removed before the request leaves. */
export const logoutRequest = (token: string) => api.post('/auth/logout', {}, { headers: { Authorization: `Bearer ${token}` } });
