import { COMMENT_TYPES } from '@portal/shared';
import type { EyewitnessDraft } from './eyewitness-draft.js';
import type { DashboardWords } from '../i18n/words.js';

/**
 * 'Suggest a correction' under Nigeria's own policy (the home page with no state chosen; a state's facts
 * have the suggestion form) links to `/dashboard?type=contribute&state=Nigeria`: the eyewitness form
 * opens on the 'Contribute to …' type with the comment begun for that place.
 */
export interface CorrectionRequest {
  /** The place the correction is about; '' when the link names none. */
  state: string;
}

const CONTRIBUTE_TYPE = COMMENT_TYPES[4];
/** The place of a request kept while the visitor logs in; per tab and gone with it, not a lasting setting. */
const KEPT_STATE_KEY = 'portal:correction-state';

function fromQuery(search: string): CorrectionRequest | null {
  const params = new URLSearchParams(search);
  return params.get('type') === 'contribute' ? { state: params.get('state')?.trim() ?? '' } : null;
}

/**
 * A logged-out visitor is sent to the home page (§2.1); the request is kept for this tab, so the form
 * opens ready once they have logged in (login goes on to `/dashboard`, without the query).
 */
export function keepCorrectionRequest(search: string): boolean {
  const request = fromQuery(search);
  if (request) sessionStorage.setItem(KEPT_STATE_KEY, request.state);
  return request !== null;
}

/** The request of the address, else the one kept through login. Reading does not forget it (see forget). */
export function correctionRequest(search: string): CorrectionRequest | null {
  const keptState = sessionStorage.getItem(KEPT_STATE_KEY);
  return fromQuery(search) ?? (keptState === null ? null : { state: keptState });
}

/** Once the form has opened with it: a later visit to the dashboard starts an ordinary report. */
export const forgetCorrectionRequest = () => sessionStorage.removeItem(KEPT_STATE_KEY);

/** The draft with the 'Contribute to …' type and the comment begun in the page's `words`: 'Correction for Lagos: '. */
export function withCorrection(draft: EyewitnessDraft, request: CorrectionRequest | null, words: DashboardWords): EyewitnessDraft {
  if (!request) return draft;
  return { ...draft, commentType: CONTRIBUTE_TYPE, comment: request.state ? words('correctionFor', { state: request.state }) : '' };
}
