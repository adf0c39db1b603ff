/**
 * Every user-visible text of the specification, word for word (§2, §4.3, §5, §8), so the wording lives in
 * one place and tests can refer to it. `{state}`, `{n}`, `{firstname}` are filled by `fill`.
 */
import type { Confidence, Impairment, LawStatus } from './types.js';

export const PRODUCT_NAME = 'Nigeria Disability Inclusion Data Portal';

export const messages = {
  // §8 accounts
  registrationFailed: 'Registration failed. Please try again.',
  registrationError: 'An error occurred during registration. Please try again.',
  registrationSuccess: 'Account Created Successfully',
  loginFailed: 'Login failed. Please check your credentials.',
  loginSuccess: 'Welcome back, {firstname}!',
  profileUnauthorized: 'Unauthorized! Logging Out...',
  profileUpdateFailed: 'Failed to update profile.',
  profileUpdated: 'Profile updated successfully',
  logout: 'Logout successful',
  resendFailed: 'Failed to resend verification email',
  resendFailedLater: 'Failed to resend verification email. Please try again later.',
  resendNoEmail: 'Email not found. Please try registering again.',
  verificationTokenMissing:
    'Verification token is missing. Please check your email and click the verification link again.',
  verificationFailed: 'Verification failed. Please try again or contact support.',
  verificationError: 'An error occurred during verification. Please try again later.',
  forgotPasswordSuccess: 'If your email is registered, you will receive a password reset link',
  resetGeneric: 'An error occurred. Please try again later.',
  resetBadLink: 'Invalid reset link. Please request a new password reset.',
  resetSuccess: 'Password has been reset successfully',
  eyewitnessFailed: 'Something went wrong',
  eyewitnessSuccess: 'Your eyewitness report has been submitted successfully!',
  rolesLoadFailed: 'Failed to load user data',
  roleUpdateFailed: 'Failed to update user role',
  roleUpdated: 'User role updated successfully',
  accessDenied: "Access Denied: You don't have permission to access this page.",
  noPermission: 'No permission',

  // §5 validation
  fillAllFields: 'Please fill out all fields',
  loginFillAllFields: 'Please Fill out all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  fixPasswordIssues: 'Please fix the password issues before submitting',
  provideEmail: 'Please provide your email address',
  invalidEmail: 'Please enter a valid email address',
  fillRequiredFields: 'Fill all required fields',
  eyewitnessRequired: 'Please fill in all required fields',

  // §4.2 async buttons
  submit: 'submit',
  sending: 'sending....',

  // §4.3 home selection
  nigeriaNotFound: 'Nigeria not found in the country list',
  viewingState: 'You are currently viewing Data for {state} state',
  stateUnavailable: 'Data for {state} is unavailable',
  noStateSelected: 'No State Selected',

  // §2.6–2.11 home, map, policy page
  policyOverviewHeading: 'Overview of {state} Disability Policy',
  readMore: 'Read More',
  readLess: 'Read Less',
  downloadPolicy: 'download disability policy',
  viewMore: 'View More',
  educationHeading: 'Inclusive Education Initiatives and Accessibility in {state}',
  inclusiveSchoolsCard: 'No of Inclusive Schools',
  inclusiveSchoolsTooltip:
    'The total number of inclusive and special schools covered on the platform.',
  viewAll: 'View All',
  schoolsModalTitle: 'Schools',
  mapPanelEmpty: 'Select a state on Map or from dropdown to view state information.',
  mapOfState: 'Map of {state} State',
  mapTooltipTitle: '{state} State',
  mapTooltipPolicy: 'Disability Policy: {answer}',
  mapTooltipYes: 'Yes',
  mapTooltipNo: 'No',
  statusPassed: 'This policy has been passed and is currently in effect.',
  statusPending: 'This policy is pending approval or implementation.',
  statusUnknown: 'The status of this policy is currently unknown or not specified.',
  noContactInformation: 'No contact information available',

  // §5 school search
  schoolsFoundOne: '{n} inclusive school found',
  schoolsFoundMany: '{n} inclusive schools found',
  searchNeedsCriteria: 'Please enter at least one search criteria',
  noSchoolsMatch: 'No schools match your search criteria',
  foundMatchingOne: 'Found {n} matching school',
  foundMatchingMany: 'Found {n} matching schools',

  // §8 empty states
  noPolicyData: 'No policy data available for {state} state',
  noSchoolData: 'No school data available for {state} state',
  noInclusiveSchools: 'No inclusive schools found',
  schoolNotFound: 'School not found',
  policyNotFound: 'Policy Not Found',
  pageNotFound: 'Page not found',
  backToHome: 'Back to Home',

  // Resilience: a region whose app failed to load
  appLoadFailed: 'This part of the page could not be loaded.',
  pageLoadFailed: 'This page could not be loaded.',
  loadFailedHint: 'Check your connection, then try again.',
  retry: 'Retry',
  comingSoon: 'This section is being built and will be available soon.',

  // Sourced data (the portal's own words around the facts; not spec texts)
  notStatedBySource: 'Not stated by the source',
  sourcesHeading: 'Sources',
  informationAsOf: 'Information as of {date}',
  suggestCorrection: 'Suggest a correction',
  sourcesDisagree: 'Sources disagree about {state}. Both are shown below; the portal does not choose between them.',
  rankingNote: "Ranking as given in the original portal's data. That source does not say how the states were ranked.",
  lawsPageTitle: 'Disability laws by state',
  figuresPageTitle: 'Figures and sources',
  lawStatusInForce: 'Law in force',
  lawStatusPassedNotSigned: 'Bill passed, not yet signed',
  lawStatusBillPending: 'Bill pending',
  lawStatusNoLaw: 'No law',
  lawStatusUnknown: 'Unknown',
  lawStatusDisputed: 'Sources disagree',
  confidenceHigh: 'High confidence',
  confidenceMedium: 'Medium confidence',
  confidenceLow: 'Low confidence',
  originalPortalFigure: "A figure of the original portal, which does not state its source.",
  mapLegendHeading: 'Disability law status',
  mapLegendBill: 'Bill passed or pending',
  impairmentLabel: 'Impairment served',
  anyImpairment: 'Any impairment',
  impairmentVisual: 'Visual (blind or partially sighted)',
  impairmentHearing: 'Hearing (deaf or hard of hearing)',
  impairmentPhysical: 'Physical',
  impairmentIntellectual: 'Intellectual',
  impairmentMultiple: 'Multiple disabilities',
  schoolSettingLabel: 'Special or inclusive',
  schoolSettingSpecial: 'Special school',
  schoolSettingInclusive: 'Inclusive school',
  schoolImpairmentsLabel: 'Impairments served',
  correctionFor: 'Correction for {state}: ',
  correctionNeedsLogin: 'Log in to suggest a correction. The report form will then open ready for it.',
  lawStatusLabel: 'Status',
  lawNameLabel: 'Law',
  lawYearLabel: 'Year',
  agencyLabel: 'Agency or commission',
  notesLabel: 'Notes',
  rankingLabel: 'Ranking',
  sourcePublisherLabel: 'Publisher',
  sourceDateLabel: 'Date',
  sourceSupportsLabel: 'Supports',
  sourceConfidenceLabel: 'Confidence',
  noSourceFound: 'No public source was found for {state}, so nothing is published about its disability law as fact.',
  noSourceShort: 'No source found',
  citationLabel: 'Source:',
  derivationLabel: 'How this number was derived:',
  lawsIntro: 'Whether each state has a disability law, as public sources report it. Every row names its sources; the confidence is how far the person who gathered them trusts them.',
  lawsTableCaption: "Disability laws of Nigeria's 36 states and the Federal Capital Territory, with their sources",
  lawsLoading: 'Loading the disability laws…',
  lawsTileText: 'The disability law of every state, with its sources',
  columnState: 'State',
  columnStatus: 'Status',
  columnLaw: 'Law',
  columnYear: 'Year',
  columnAgency: 'Agency',
  columnConfidence: 'Confidence',
  columnSources: 'Sources',
  filterByStatus: 'Filter by status',
  allStatuses: 'All statuses',
  showingStates: 'Showing {n} of {total} states',
  sortedAscending: 'Sorted by {column}, ascending',
  sortedDescending: 'Sorted by {column}, descending',
  figuresIntro: 'Every national and global figure the portal publishes, with its year, what it covers, its caveats and its sources.',
  figuresLoading: 'Loading the figures…',
  figureValueLabel: 'Value',
  figureScopeLabel: 'Covers',
  scopeGlobal: 'The whole world: a global estimate, not a Nigerian measurement',

  // Screens of §2.13
  verificationEmailSent: 'Verification Email Sent',
  checkYourEmail: 'Check Your Email',
  tryAgain: 'Try Again',
  backToLogin: 'Back to Login',

  // Bad networks (issue 21): said instead of a success toast, with everything typed kept.
  eyewitnessOffline: 'You are offline. Your report has not been sent; it is kept here until you are back online.',
  // One Retry per failed app: said by each other region of that app.
  loadFailedRetryShared: 'The Retry button of the message before this one loads this part too.',

  // A state chosen offline, or whose data did not load (issue 21): said instead of the success toast.
  stateOffline: 'You are offline, so the data for {state} could not be loaded. Check your connection, then choose the state again.',
  stateLoadFailed: 'The data for {state} could not be loaded. Please choose the state again in a moment.',
  stateLoadAgain: 'Load the data for {state} again',
} as const;

export type MessageKey = keyof typeof messages;

/** Replaces each `{name}` in `template` by `values[name]`; unknown names are left as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The catalogue text for `key`, filled with `values`. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return fill(messages[key], values);
}

/** Singular for exactly 1, plural otherwise (0 included), as the spec's counts require. */
export function countText(n: number, one: MessageKey, many: MessageKey): string {
  return t(n === 1 ? one : many, { n });
}

/** The words for each law status, confidence and impairment, so every page names them alike. */
const LAW_STATUS_TEXT: Record<LawStatus, MessageKey> = {
  in_force: 'lawStatusInForce',
  passed_not_signed: 'lawStatusPassedNotSigned',
  bill_pending: 'lawStatusBillPending',
  no_law: 'lawStatusNoLaw',
  unknown: 'lawStatusUnknown',
  disputed: 'lawStatusDisputed',
};
const CONFIDENCE_TEXT: Record<Confidence, MessageKey> = {
  high: 'confidenceHigh',
  medium: 'confidenceMedium',
  low: 'confidenceLow',
};
const IMPAIRMENT_TEXT: Record<Impairment, MessageKey> = {
  visual: 'impairmentVisual',
  hearing: 'impairmentHearing',
  physical: 'impairmentPhysical',
  intellectual: 'impairmentIntellectual',
  multiple: 'impairmentMultiple',
};
export const lawStatusText = (status: LawStatus) => messages[LAW_STATUS_TEXT[status]];
export const confidenceText = (confidence: Confidence) => messages[CONFIDENCE_TEXT[confidence]];

/** A field the source leaves empty reads 'Not stated by the source', never a blank. */
export function orNotStated(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text || messages.notStatedBySource;
}
export const impairmentText = (impairment: Impairment) => messages[IMPAIRMENT_TEXT[impairment]];

export const schoolsFound = (n: number) => countText(n, 'schoolsFoundOne', 'schoolsFoundMany');
export const foundMatching = (n: number) => countText(n, 'foundMatchingOne', 'foundMatchingMany');
