import { isEmail, isHttpUrl, UPLOAD_LIMITS, type MediaChoice, type User } from '@portal/shared';
import type { FieldProblem } from '@portal/shared/forms';
import type { EyewitnessForm } from '@portal/shared/contracts';
import { checkComment } from '../reports/comment-fields.component.js';
import { checkPlace, NO_PLACE, placeInput, type Place } from '../reports/place-fields.component.js';
import type { DashboardWords } from '../i18n/words.js';

/** §9: at most 10 photographs per report; at least one upload slot is always kept. */
export const MAX_PHOTOS = UPLOAD_LIMITS.photos;

export type VideoSource = 'file' | 'url';

export interface PhotoSlot {
  /** Stable across removals, so React keeps each slot's preview and focus where they belong. */
  key: number;
  file: File | null;
}

export interface EyewitnessDraft {
  firstName: string;
  lastName: string;
  email: string;
  commentType: string | null;
  comment: string;
  media: MediaChoice;
  photos: PhotoSlot[];
  videoSource: VideoSource;
  videoFile: File | null;
  videoUrl: string;
  /** The reporter agrees that their first name is shown with the report once it is published. */
  showName: boolean;
  /** Where it happened (issue 19): optional. */
  place: Place;
}

export const FIELD_IDS = {
  firstName: 'eyewitness-first-name',
  lastName: 'eyewitness-last-name',
  email: 'eyewitness-email',
  commentType: 'eyewitness-comment-type',
  comment: 'eyewitness-comment',
  photos: 'eyewitness-photo-0',
  videoFile: 'eyewitness-video-file',
  videoUrl: 'eyewitness-video-url',
  state: 'eyewitness-state',
  lga: 'eyewitness-lga',
  placeDescription: 'eyewitness-place-description',
} as const;

export const PLACE_IDS = { state: FIELD_IDS.state, lga: FIELD_IDS.lga, placeDescription: FIELD_IDS.placeDescription };

let nextSlotKey = 0;
export const emptySlot = (): PhotoSlot => ({ key: nextSlotKey++, file: null });

/** §3.3: names and e-mail come from the logged-in user. */
export function newDraft(user: Pick<User, 'firstname' | 'lastname' | 'email'>): EyewitnessDraft {
  return {
    firstName: user.firstname,
    lastName: user.lastname,
    email: user.email,
    commentType: null,
    comment: '',
    media: 'none',
    photos: [emptySlot()],
    videoSource: 'file',
    videoFile: null,
    videoUrl: '',
    showName: false,
    place: NO_PLACE,
  };
}

export interface DraftCheck {
  /** The spec's text for the first rule broken (§5), also the toast. */
  intro: string;
  problems: FieldProblem[];
}

/** §5 eyewitness rules, with one message per field for the error summary, in the page's `words`. */
export function checkDraft(draft: EyewitnessDraft, words: DashboardWords): DraftCheck {
  const problems: FieldProblem[] = [];
  const missing = (value: string | null) => !value || value.trim() === '';
  if (missing(draft.firstName)) problems.push({ field: FIELD_IDS.firstName, message: words('enterFirstName') });
  if (missing(draft.lastName)) problems.push({ field: FIELD_IDS.lastName, message: words('enterLastName') });
  if (missing(draft.email)) problems.push({ field: FIELD_IDS.email, message: words('emailMissing') });
  problems.push(...checkComment(draft, FIELD_IDS, words));
  const anyMissing = problems.length > 0;
  const badEmail = !missing(draft.email) && !isEmail(draft.email);
  if (badEmail) problems.push({ field: FIELD_IDS.email, message: words('invalidEmail') });

  const mediaProblems: FieldProblem[] = [];
  if (draft.media === 'photograph' && !draft.photos.some((slot) => slot.file)) {
    mediaProblems.push({ field: FIELD_IDS.photos, message: words('choosePhotograph') });
  }
  if (draft.media === 'video' && draft.videoSource === 'file' && !draft.videoFile) {
    mediaProblems.push({ field: FIELD_IDS.videoFile, message: words('chooseVideoFile') });
  }
  if (draft.media === 'video' && draft.videoSource === 'url' && !isHttpUrl(draft.videoUrl)) {
    mediaProblems.push({ field: FIELD_IDS.videoUrl, message: words('enterVideoLink') });
  }
  const placeProblems = checkPlace(draft.place, PLACE_IDS, words);
  // In the page's order: the place comes before the media.
  problems.push(...placeProblems, ...mediaProblems);
  // The summary's first line names the first rule broken, as the spec's texts do (§5).
  const intro = anyMissing
    ? words('eyewitnessRequired')
    : badEmail
      ? words('invalidEmail')
      : (placeProblems[0]?.message ?? words('checkMedia'));
  return { intro, problems };
}

/**
 * The multipart body of §7: the fields, then repeated `media` photographs, the id of the video file's
 * finished resumable upload (`videoUpload`), or a `videoUrl`.
 */
export function draftToFormData(draft: EyewitnessDraft, videoUpload: string | null = null): FormData {
  const form = new FormData();
  // Each field named as the contract names it (EyewitnessForm), so a renamed field fails to compile here.
  const set = (name: keyof EyewitnessForm, value: string) => form.set(name, value);
  set('firstName', draft.firstName.trim());
  set('lastName', draft.lastName.trim());
  set('email', draft.email.trim());
  set('commentType', draft.commentType ?? '');
  set('comment', draft.comment.trim());
  set('showName', String(draft.showName));
  for (const [name, value] of Object.entries(placeInput(draft.place))) set(name as keyof EyewitnessForm, String(value));
  // Text fields go first so the server can check them before it receives any file.
  if (draft.media === 'photograph') {
    for (const slot of draft.photos) if (slot.file) form.append('media' satisfies keyof EyewitnessForm, slot.file, slot.file.name);
  } else if (draft.media === 'video' && draft.videoSource === 'file' && videoUpload !== null) {
    set('videoUpload', videoUpload);
  } else if (draft.media === 'video' && draft.videoSource === 'url') {
    set('videoUrl', draft.videoUrl.trim());
  }
  return form;
}
