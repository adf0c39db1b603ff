/**
 * Every text a person reads or hears in the shell and the apps, so the wording lives in one place and tests
 * can refer to it: the specification's texts word for word (§2, §4.3, §5, §8), and the portal's own words
 * around them, grouped by page. `{state}`, `{n}`, `{firstname}` and the like are filled by `t` and `fill`,
 * or by `Fill` (fill.tsx) when what fills them is an element. messages.test.ts fails on a text written
 * into an app instead. The account pages', the dashboard's and the form kit's texts are the other part of
 * the catalogue, in account-messages.ts: the public pages show none of them and do not download them.
 */
import type { Impairment } from './contracts/open-data.js';
import { lookupsOf } from './shell-messages.js';

export { PRODUCT_NAME, fill, placeKind } from './shell-messages.js';

export const messages = {
  // §4.2 async buttons
  submit: 'submit',

  // §4.3 home selection
  viewingState: 'You are currently viewing Data for {state} state',

  // §2.6–2.11 home, map, policy page
  readMore: 'Read More',
  readLess: 'Read Less',
  viewAll: 'View All',
  schoolsModalTitle: 'Schools',

  // §5 school search
  schoolsFoundOne: '{n} inclusive school found',
  schoolsFoundMany: '{n} inclusive schools found',
  searchNeedsCriteria: 'Please enter at least one search criteria',
  noSchoolsMatch: 'No schools match your search criteria',
  foundMatchingOne: 'Found {n} matching school',
  foundMatchingMany: 'Found {n} matching schools',

  // §8 empty states
  noSchoolData: 'No school data available for {state} state',
  noInclusiveSchools: 'No inclusive schools found',
  schoolNotFound: 'School not found',
  policyNotFound: 'Policy Not Found',
  pageNotFound: 'Page not found',
  pageNotFoundHint: 'The page you asked for does not exist or has moved.',
  backToHome: 'Back to Home',

  // Sourced data (the portal's own words around the facts; not spec texts)
  notStatedBySource: 'Not stated by the source',
  sourcesHeading: 'Sources',
  informationAsOf: 'Information as of {date}',
  suggestCorrection: 'Suggest a correction',
  // Suggestions from readers (issue 36): the links to the form and what an accepted one shows on its page
  suggestSchool: 'Suggest a school',
  changesHeading: 'Changes from suggestions',
  correctedFromSuggestion: 'Corrected on {date} from a suggestion',
  addedFromSuggestion: 'Added on {date} from a suggestion',
  changeOfField: '{change}: {field}',
  changeSuggestedBy: 'Suggested by {name}.',
  lawsPageTitle: 'Disability laws by state',
  figuresPageTitle: 'Figures and sources',
  confidenceHigh: 'High confidence',
  confidenceMedium: 'Medium confidence',
  confidenceLow: 'Low confidence',
  originalPortalFigure: 'A figure of the original portal, which does not state its source.',
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
  lawYearLabel: 'Year',
  notesLabel: 'Notes',
  sourcePublisherLabel: 'Publisher',
  sourceDateLabel: 'Date',
  sourceSupportsLabel: 'Supports',
  sourceConfidenceLabel: 'Confidence',
  citationLabel: 'Source:',
  lawsTableCaption: "Disability laws of Nigeria's 36 states and the Federal Capital Territory, with their sources",
  columnState: 'State',
  columnYear: 'Year',
  filterByStatus: 'Filter by status',
  showingStates: 'Showing {n} of {total} states',
  sortedAscending: 'Sorted by {column}, ascending',
  sortedDescending: 'Sorted by {column}, descending',
  figuresIntro: 'Every national and global figure the portal publishes, with its year, what it covers, its caveats and its sources.',
  scopeGlobal: 'The whole world: a global estimate, not a Nigerian measurement',

  // Words more than one page or app shows, one key per term so each term has one spelling. Every e-mail
  // field, column and contact line is labelled 'Email address'; running text says 'email', as the spec's
  // own texts do (§5, §8).
  emailAddressLabel: 'Email address',
  phoneLabel: 'Phone',
  stateLabel: 'State',
  /** The country the portal covers (§1), named where no state is chosen. */
  nigeria: 'Nigeria',
  /** Said after a link's text, so screen-reader users know focus will move to a new tab. */
  opensInNewTab: '(opens in a new tab)',
  close: 'Close',
  closeMenu: 'Close menu',
  /** A label and its value on one line ('Ranking: 5th', 'Publisher: …', §2.11's 'label: text'). */
  labelled: '{label}: {value}',

  // §2.2–2.4 the public site's navigation, top bar, menu and footer
  navHome: 'Home',
  navAbout: 'About',
  navBlog: 'Blog',
  navEyewitness: 'Eyewitness',
  navOpportunities: 'Opportunities',
  navDashboard: 'Dashboard',
  shortcutPolicy: 'Disability Policy/Agency',
  shortcutEducation: 'Education / Schools',
  menu: 'Menu',
  showState: 'Show',
  poweredBy: 'Powered By {provider}',

  // §2.5–2.7 the home page
  homeHeadline: '{count} persons with disabilities in {country}',
  statisticsHeading: 'Disability statistics',
  statsGender: 'Gender',
  mapLoading: 'Loading the map…',

  // §2.1 about, blog and opportunities
  aboutTitle: 'About the {product}',
  aboutMissionHeading: 'Our mission',
  mapOutlinesPackage: '@svg-maps/nigeria',
  licenceShortName: 'CC BY 4.0',
  placeholderPage: '{title} will be published here soon.',

  // §1, §2.1 the eyewitness introduction and the published reports
  // Issue 19: public reports
  reportPlaceWithLga: '{lga}, {state}',
  reportPageTitle: 'Eyewitness report',
  reportNotFound: 'Report not found',
  reportNotFoundHint: 'This report does not exist, or it is not published.',
  reportPlaceLabel: 'Place',
  reportPlaceNotGiven: 'Not given by the reporter',

  // §2.8, §3.7 the schools modal, search, widget and school page
  allStates: 'All states',
  schoolNameLabel: 'School name',
  schoolTypeLabel: 'Type',
  anyType: 'Any type',
  schoolLocationLabel: 'Location',
  schoolWebsiteLabel: 'Website',
  viewDetails: 'View details',
  viewDetailsOf: 'of {school}',
  search: 'Search',
  reset: 'Reset',
  searchSchools: 'Search schools',
  closeSchools: 'Close schools',
  showMoreSchools: 'Show more schools',
  schoolsLoading: 'Loading schools…',
  schoolsLoadingMore: 'Loading more schools…',
  schoolsLoadFailed: 'The schools could not be loaded.',
  showingSchools: 'Showing {shown} of {total} schools',
  schoolsIn: 'Inclusive schools in {place}',
  schoolsListTitle: 'Inclusive schools',
  schoolsPagesLabel: 'Pages of schools',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOfPages: 'Page {page} of {pages}',
  schoolPageTitle: 'School',
  schoolLoading: 'Loading the school…',
  schoolDetails: 'School details',
  schoolIdLabel: 'ID',
  localGovernmentLabel: 'Local government',
  descriptionHeading: 'Description',

  // The shell: the page around every app
  portalDescription:
    'Disability-inclusion data for Nigeria: population statistics, state disability policies, inclusive schools and eyewitness reports.',
  needsJavaScript:
    'Signing in, the dashboard and sending an eyewitness report need JavaScript; the public pages and the open data (CSV and JSON at /api/v1/downloads/) do not.',
  /** Page descriptions for search engines and link previews (the meta description and Open Graph). */
  metaMenu: "The portal's pages: the home page, about the portal, state disability laws, eyewitness reports, and signing up or logging in.",
  metaSchool: '{school}, {place}: the pupils it serves, how to reach it and the sources that list it.',
  metaSchools: 'Inclusive and special schools in Nigeria, by state, type and the impairments they serve, with their sources.',
  /** Installing the portal on a phone (the web app manifest) and reading it offline (the service worker). */
  appShortName: 'Data Portal',
  offlineTitle: 'You are offline',
  offlineText:
    'This page has not been saved on this device, so it cannot be shown without a connection. Pages of the public site you have opened before can still be read.',
  offlineTryAgain: 'Try again',
  offlineHome: 'Go to the home page',
  // The password rules (rules.ts), which @portal/shared itself applies.
  ruleLength: 'At least {n} characters',
  ruleUppercase: 'An uppercase letter',
  ruleLowercase: 'A lowercase letter',
  ruleDigit: 'A number',
  ruleSpecial: 'A special character (for example ! @ # $ %)',
  video: 'Video',
} as const;

export type MessageKey = keyof typeof messages;

/**
 * `template` cut at each `{name}`, with `values[name]` in its place: for a text whose filled parts are not
 * plain strings (a link, an emphasised address), which `Fill` in @portal/shared/fill renders. The sentence
 * stays whole in the catalogue instead of being cut into pieces around them.
 */
export function fillParts<T>(template: string, values: Record<string, T>): Array<string | T> {
  return template.split(/\{(\w+)\}/).flatMap<string | T>((part, index) => {
    if (index % 2 === 0) return part ? [part] : [];
    return part in values ? [values[part] as T] : [`{${part}}`];
  });
}

/** `t(key, values)`: the catalogue text for `key`, filled; `countText(n, one, many)`: by count (lookupsOf). */
export const { text: t, countText } = lookupsOf(messages);

/** The words for each impairment, so every page names them alike (law statuses: law-status.ts). */
const IMPAIRMENT_TEXT: Record<Impairment, MessageKey> = {
  visual: 'impairmentVisual',
  hearing: 'impairmentHearing',
  physical: 'impairmentPhysical',
  intellectual: 'impairmentIntellectual',
  multiple: 'impairmentMultiple',
};

/**
 * A field the source leaves empty reads 'Not stated by the source' (or `notStated`, those words in the
 * page's language), never a blank.
 */
export function orNotStated(value: string | number | null | undefined, notStated: string = messages.notStatedBySource): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text || notStated;
}
export const impairmentText = (impairment: Impairment) => messages[IMPAIRMENT_TEXT[impairment]];

export const schoolsFound = (n: number) => countText(n, 'schoolsFoundOne', 'schoolsFoundMany');
export const foundMatching = (n: number) => countText(n, 'foundMatchingOne', 'foundMatchingMany');
