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

/** A published share with the source it is cited to (spec §9). */
export interface CitedShare {
  value: number;
  unit: 'percent';
  source: string;
}

/** §3.4 */
export interface CountryPolicy {
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
  population: { total: number | null; withDisability: number; withoutDisability: number | null; derivation?: string };
  policy: CountryPolicy;
  statistics: {
    disabilityShare: CitedShare;
    ageDistribution: Record<string, { share: number; withDisability: number }>;
    ageDistributionSource: string;
    employmentDistribution: { employed: { totalEmployed: number; unit: 'percent'; source: string } };
    gender_distribution: { total: ByGender; unit: 'percent'; source: string };
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

/** §3.6 */
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
  source?: string;
  updated_at?: string;
}

export const SCHOOL_TYPES = ['primary', 'nursery', 'secondary', 'special'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

/** §3.7. `provenance` says whether the record is demonstration data or comes from a named source. */
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
  provenance?: 'demonstration' | 'imported';
  source?: string;
  updated_at?: string;
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
