/**
 * Every limit and check of the specification (§5 validation, §9 constants) and every other constant the
 * API and a page both use, written once so the browser and the server can never disagree. Pure values
 * and functions with no browser, React or TypeBox dependency: the API imports this file directly, and the
 * contracts (contracts/) build their schemas from the lists here.
 */
import type { School } from './contracts/open-data.js';
import { PRODUCT_NAME, messages, t } from './messages.js';

/** §7, §9: every API path is under version 1. */
export { API_PATH } from './api-path.js';

// Accounts (§5 registration, login, reset password, profile).

export const PASSWORD_MIN_LENGTH = 8;
/** The server takes passwords up to this length; hashing a longer one would only cost it time. */
export const PASSWORD_MAX_LENGTH = 200;
/** "A special character from the set of common punctuation" (§5). */
export const PASSWORD_SPECIALS = `!@#$%^&*()_+-=[]{};':"\\|,.<>/?~\``;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: t('ruleLength', { n: PASSWORD_MIN_LENGTH }), test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: messages.ruleUppercase, test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: messages.ruleLowercase, test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: messages.ruleDigit, test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: messages.ruleSpecial,
    test: (p) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
];

/** The rules `password` does not yet meet (empty when it is strong enough). */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password));
}

export const isStrongPassword = (password: string) => unmetPasswordRules(password).length === 0;

/** The longest e-mail address SMTP can carry (RFC 5321's 254-character path). */
export const EMAIL_MAX_LENGTH = 254;

/** RFC 5321's longest local part (before the `@`). */
const EMAIL_LOCAL_MAX_LENGTH = 64;

/**
 * One plain address, `local@domain`, and nothing a mail program would read as more: no list (`,` `;`),
 * comment (`( )`), display name or angle brackets (`"A" <a@x.ng>`), quotes, whitespace or control
 * characters (CR/LF would add header lines). The local part is dot-separated atoms of letters, digits and
 * RFC 5322's symbols less `%` and `!` (old relays route on them); the domain is at least two dot-separated
 * labels of letters, digits and inner hyphens, ending in a name of two letters or more (letters of any
 * script: internationalised addresses are addresses).
 */
const PLAIN_EMAIL =
  /^[\p{L}\p{M}\p{N}#$&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}#$&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?\.)+(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/iu;

/** Whether `value`, less surrounding spaces, is one plain e-mail address (see `PLAIN_EMAIL`) that SMTP can carry. */
export function isEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH && address.indexOf('@') <= EMAIL_LOCAL_MAX_LENGTH && PLAIN_EMAIL.test(address);
}

/** First and last names, on an account and on a report, are kept to this many characters. */
export const NAME_MAX_LENGTH = 100;

export const ROLES = ['admin', 'moderator', 'user'] as const;

// Eyewitness reports (§3.3, §5, §9) and their moderation.

export const COMMENT_TYPES = [
  'Testimonials',
  'Report Accessibility Issue',
  'Personal Experience regarding Accessibility',
  'Query or Question',
  `Contribute to the ${PRODUCT_NAME}`,
] as const;

export const COMMENT_MAX_LENGTH = 5000;
export const VIDEO_URL_MAX_LENGTH = 2000;
/** How long a moderator's reason for rejecting a report, or a note to its reporter, may be. */
export const REJECT_REASON_MAX_LENGTH = 2000;
/** How long the reporter's 'describe the place' text may be: a landmark or a street, never a map. */
export const PLACE_MAX_LENGTH = 200;

/**
 * Photographs as the server keeps them (issue 19): re-encoded with the longest side at most 2048 px, a
 * 480 px thumbnail for lists, and anything over 40 megapixels (a decompression bomb) refused before it is
 * decoded (issue 38: a 140 KB PNG of 49 megapixels took a second of processor to decode).
 */
export const PHOTO_LIMITS = { longestSide: 2048, thumbnailSide: 480, maxPixels: 40_000_000 } as const;

/**
 * The small copy of a photograph that lists of reports show (one a report): fitted inside `width` ×
 * `height` px (a panorama at most twice as wide as tall) and shown at `density` device pixels per CSS px,
 * so 96 CSS px tall. AVIF: at this size about a fifth lighter than WebP for the same fidelity (api/README.md).
 */
export const LIST_PHOTO = { width: 384, height: 192, density: 2, contentType: 'image/avif' } as const;

/** A web link a browser opens as a page: http or https, nothing else (no `javascript:`, no `data:`). */
export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

export const MB = 1024 * 1024;

/**
 * §9: at most 10 photographs of up to 5 MB each, or one video of up to 100 MB (§5 calls these hints;
 * the server enforces them, since it stores what it accepts).
 */
export const UPLOAD_LIMITS = { photos: 10, photoBytes: 5 * MB, videos: 1, videoBytes: 100 * MB } as const;

/**
 * A video file goes up by the tus resumable upload protocol (issue 19): created at `${API_PATH}${path}`,
 * sent in chunks of `chunkBytes` (small enough for a phone's connection to finish one between drops),
 * and named in the report by its id (`videoUpload`). An unfinished or unsent upload is kept `keptHours`.
 */
export const VIDEO_UPLOADS = { path: '/uploads', chunkBytes: 1 * MB, keptHours: 24 } as const;

export const MEDIA_KINDS = ['photograph', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** §5: JPG, PNG or GIF photographs; MP4, MOV or AVI videos; each with the type it is stored and served as. */
export const MEDIA_FORMATS = {
  jpg: { kind: 'photograph', contentType: 'image/jpeg' },
  png: { kind: 'photograph', contentType: 'image/png' },
  gif: { kind: 'photograph', contentType: 'image/gif' },
  mp4: { kind: 'video', contentType: 'video/mp4' },
  mov: { kind: 'video', contentType: 'video/quicktime' },
  avi: { kind: 'video', contentType: 'video/x-msvideo' },
} as const satisfies Record<string, { kind: MediaKind; contentType: string }>;

export type MediaFormat = keyof typeof MEDIA_FORMATS;

const contentTypesOf = (kind: MediaKind): string[] =>
  Object.values(MEDIA_FORMATS).flatMap((format) => (format.kind === kind ? [format.contentType] : []));

/**
 * The media types a file picker offers for each kind. Some systems name an AVI file `video/avi`, so the
 * picker offers that too; the server checks every file by its content, whatever it is called.
 */
export const PICKER_MEDIA_TYPES: Record<MediaKind, readonly string[]> = {
  // Marked pure so a bundle that does not use this list (the shell's) leaves it out.
  photograph: /* @__PURE__ */ contentTypesOf('photograph'),
  video: [.../* @__PURE__ */ contentTypesOf('video'), 'video/avi'],
};

// Open data (§3.4–§3.7, §5 school search, §9).

/** The largest id a record can have: PostgreSQL's `integer`, the API's `RowId`. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A record's id as an address gives it (`/states/25`, `?state_id=20`), or null for anything that cannot
 * be one ('', '0', 'abc', 2^31, which the API refuses) or is not its one address ('007'): such a page is
 * not found without asking the API.
 */
export function rowIdFrom(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}

/** §9: lists come 20 to a page unless asked otherwise; a page holds at most 100. */
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

/** §9 school type options, in the order the filter shows them. */
export const SCHOOL_TYPES = ['primary', 'nursery', 'secondary', 'special'] as const;
export const IMPAIRMENTS = ['visual', 'hearing', 'physical', 'intellectual', 'multiple'] as const;

/**
 * A state's disability law, as the sources found it. `disputed` is set when sources disagree: the record
 * then lists every source and nothing is resolved silently. `federal_act` is the FCT's: it has no state
 * assembly, so the federal Act of 2018 applies there directly.
 */
export const LAW_STATUSES = ['in_force', 'federal_act', 'passed_not_signed', 'bill_pending', 'no_law', 'unknown', 'disputed'] as const;

/** How far a source can be trusted for the fact it supports, as the person who gathered it judged. */
export const CONFIDENCES = ['high', 'medium', 'low'] as const;

export interface SchoolQuery {
  name?: string;
  type?: string;
  /** One of IMPAIRMENTS: schools the source says serve learners with it. */
  impairment?: string;
}

/** True when at least one criterion is given (§5: Search and Reset are disabled otherwise). */
export function hasSchoolCriteria(query: SchoolQuery): boolean {
  return Boolean(query.name?.trim() || query.type?.trim() || query.impairment?.trim());
}

/**
 * The school search of §5: name partial and case-insensitive, type exact and case-insensitive, and a
 * school matches if it satisfies ANY criterion (a union). The impairment filter joins the union the same
 * way. With no criteria nothing matches.
 */
export function schoolMatches(school: Pick<School, 'name' | 'type' | 'impairments'>, query: SchoolQuery): boolean {
  const name = query.name?.trim().toLowerCase();
  const type = query.type?.trim().toLowerCase();
  const impairment = query.impairment?.trim().toLowerCase();
  const byName = Boolean(name) && school.name.toLowerCase().includes(name!);
  const byType = Boolean(type) && school.type.some((t) => t.toLowerCase() === type);
  const byImpairment = Boolean(impairment) && school.impairments.some((i) => i === impairment);
  return byName || byType || byImpairment;
}

/** Website links get `https://` when they have no scheme (§2.8). */
export function websiteUrl(website: string): string {
  const trimmed = website.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export const POLICY_PREVIEW_LENGTH = 300;
