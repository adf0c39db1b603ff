import { PRODUCT_NAME } from './messages.js';

/** Domain types for every entity of the specification (§3), shared by the apps and the API. */

export type Role = 'admin' | 'moderator' | 'user';

/** §3.1. `token` is present once logged in. */
export interface User {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: Role;
  isVerified: boolean;
  token?: string;
}

/** §3.2 */
export interface RegistrationPayload {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

export const COMMENT_TYPES = [
  'Testimonials',
  'Report Accessibility Issue',
  'Personal Experience regarding Accessibility',
  'Query or Question',
  `Contribute to the ${PRODUCT_NAME}`,
] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];

export type MediaChoice = 'none' | 'photograph' | 'video';

/** §3.3 */
export interface EyewitnessReport {
  firstName: string;
  lastName: string;
  email: string;
  commentType: CommentType;
  comment: string;
  media: MediaChoice;
  videoUrl?: string;
}

export interface ByGender {
  male: number;
  female: number;
}

export const CONFIDENCES = ['high', 'medium', 'low'] as const;
/** How far a source can be trusted for the fact it supports, as the person who gathered it judged. */
export type Confidence = (typeof CONFIDENCES)[number];

/**
 * A public source behind a published fact. `publisher` and `date` are '' when the source does not state
 * them (shown as 'Not stated by the source'); `supports` names the fact it is evidence for.
 */
export interface Source {
  title: string;
  publisher: string;
  url: string;
  /** YYYY-MM-DD, YYYY-MM or YYYY, as precise as the source is; '' when not stated. */
  date: string;
  quote: string;
  confidence: Confidence;
  supports: string;
}

/**
 * Where a figure comes from: the publications behind it, or, when none is found, a note saying it is a
 * figure of the original portal whose source it does not state (`sources` is then empty).
 */
export interface Citation {
  sources: Source[];
  note: string;
}

/** A published share with its citation (spec §9). */
export interface CitedShare {
  value: number;
  unit: 'percent';
  citation: Citation;
}

/** A national or global figure of the sourced data (`GET /api/v1/figures`), with its caveats. */
export interface NationalFigure {
  id: number;
  figure: string;
  /** As the source words it ('about 25 million (3.6 million with very significant difficulties)'). */
  value: string;
  /** As the source gives it: '2018', '2025 (projection)', 'c. 1990s (chapter date not confirmed)'. */
  year: string;
  /** Whom the figure describes: 'global' for a world estimate (not a Nigerian measurement), else as the source says. */
  scope: string;
  notes: string;
  sources: Source[];
}

/** §3.4 */
export interface CountryPolicy {
  /** The national law's sources (the portal's words in `desc`). */
  sources: Source[];
  title: string;
  desc: string;
  url: string;
  address: string;
  phone: string[];
  email: string;
}

/**
 * §3.4, as the API publishes it: only figures with a source. Gender and employment are percentages of
 * persons with disabilities; the age bands are those of §3.8 with their shares and populations. A figure
 * the sources do not give is null.
 */
export interface Country {
  id: number;
  name: string;
  code: string;
  year: number;
  population: { total: number | null; withDisability: number; withoutDisability: number | null; derivation: string; citation: Citation };
  policy: CountryPolicy;
  statistics: {
    disabilityShare: CitedShare;
    ageDistribution: Record<string, { share: number; withDisability: number }>;
    ageDistributionCitation: Citation;
    employmentDistribution: { employed: { totalEmployed: number; unit: 'percent'; citation: Citation } };
    gender_distribution: { total: ByGender; unit: 'percent'; citation: Citation };
  };
  source: string;
  updated_at: string;
}

export interface CountryListEntry {
  id: number;
  name: string;
}

/** §3.5 */
export interface StateEntry {
  id: number;
  country_id: number;
  country_name: string;
  name: string;
  code: string;
}

export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

export interface Paged<T> {
  success: boolean;
  data: T[];
  meta: PageMeta;
}

export const POLICY_STATUSES = ['Passed', 'Pending', 'Second Reading'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number] | '';

/**
 * A state's disability law, as the sources found it. `disputed` is set when sources disagree: the record
 * then lists every source and nothing is resolved silently.
 */
export const LAW_STATUSES = ['in_force', 'passed_not_signed', 'bill_pending', 'no_law', 'unknown', 'disputed'] as const;
export type LawStatus = (typeof LAW_STATUSES)[number];

/**
 * §3.6, with the evidence behind it. `status` is derived from `law_status` for the spec's display (§4.8):
 * 'Passed' for a law in force, 'Pending' for a bill pending, '' otherwise. `ranking` is only the
 * original portal's sample ranking (its source gives no method). `reviewed_at` is when the facts were last
 * checked against their sources, `imported_by` who imported them.
 */
export interface PolicyRecord {
  id: number;
  state: string;
  status: string;
  url: string;
  desc: string;
  ranking: string;
  key_findings: string[];
  email: string;
  phone: string | string[];
  address: string;
  law_status: LawStatus;
  law_name: string;
  law_year: number | null;
  agency: string;
  /** What the person who gathered the sources noted (caveats, later events), in their words. */
  notes: string;
  sources: Source[];
  reviewed_at: string;
  imported_by: string;
  updated_at: string;
}

export const SCHOOL_TYPES = ['primary', 'nursery', 'secondary', 'special'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export const IMPAIRMENTS = ['visual', 'hearing', 'physical', 'intellectual', 'multiple'] as const;
export type Impairment = (typeof IMPAIRMENTS)[number];

/** §3.7, with the evidence behind it. `setting` and `impairments` are empty when the source does not state them. */
export interface School {
  id: number;
  state: string;
  name: string;
  type: SchoolType[];
  location: string;
  local_government: string;
  desc: string;
  picture_url: string;
  website: string;
  phone: string;
  email: string;
  setting: 'special' | 'inclusive' | '';
  impairments: Impairment[];
  sources: Source[];
  reviewed_at: string;
  imported_by: string;
  updated_at: string;
}

/** The portal's own addresses (`GET /api/v1/site`), from the server's configuration; absent until set. */
export interface SiteLinks {
  email: string | null;
  phone: string | null;
  blog: string | null;
  provider: { name: string; url: string } | null;
  supporter: { name: string; url: string } | null;
  social: Array<{ name: string; url: string }>;
}

/** §3.9, the part that crosses app boundaries. */
export interface Selection {
  countryId: number | null;
  countryName: string;
  stateId: number | null;
  stateName: string;
}

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  kind: ToastKind;
  text: string;
}

export interface SchoolsModalState {
  open: boolean;
  stateName: string;
}
