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

  // §5 school search
  schoolsFoundOne: '{n} inclusive school found',
  schoolsFoundMany: '{n} inclusive schools found',
  searchNeedsCriteria: 'Please enter at least one search criteria',
  foundMatchingOne: 'Found {n} matching school',
  foundMatchingMany: 'Found {n} matching schools',

  // §8 empty states
  noSchoolData: 'No school data available for {state} state',
  noInclusiveSchools: 'No inclusive schools found',
  policyNotFound: 'Policy Not Found',
  pageNotFound: 'Page not found',
  pageNotFoundHint: 'The page you asked for does not exist or has moved.',
  backToHome: 'Back to Home',

  // Sourced data (the portal's own words around the facts; not spec texts)
  notStatedBySource: 'Not stated by the source',
  sourcesHeading: 'Sources',
  suggestCorrection: 'Suggest a correction',
  // Suggestions from readers (issue 36): the links to the form and what an accepted one shows on its page
  changesHeading: 'Changes from suggestions',
  lawsPageTitle: 'Disability laws by state',
  figuresPageTitle: 'Figures and sources',
  confidenceHigh: 'High confidence',
  originalPortalFigure: 'A figure of the original portal, which does not state its source.',
  impairmentVisual: 'Visual (blind or partially sighted)',
  impairmentHearing: 'Hearing (deaf or hard of hearing)',
  impairmentPhysical: 'Physical',
  impairmentIntellectual: 'Intellectual',
  impairmentMultiple: 'Multiple disabilities',
  schoolImpairmentsLabel: 'Impairments served',
  lawYearLabel: 'Year',
  notesLabel: 'Notes',
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
  /** Said after a link's text, so screen-reader users know focus will move to a new tab. */
  opensInNewTab: '(opens in a new tab)',
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

  // Issue 19: public reports
  reportPageTitle: 'Eyewitness report',
  reportNotFound: 'Report not found',
  reportNotFoundHint: 'This report does not exist, or it is not published.',
  reportPlaceLabel: 'Place',
  reportPlaceNotGiven: 'Not given by the reporter',

  // §2.8, §3.7 the schools modal, search, widget and school page
  schoolsIn: 'Inclusive schools in {place}',
  schoolsListTitle: 'Inclusive schools',

  // The shell: the page around every app
  portalDescription:
    'Disability-inclusion data for Nigeria: population statistics, state disability policies, inclusive schools and eyewitness reports.',
  needsJavaScript:
    'Signing in, the dashboard and sending an eyewitness report need JavaScript; the public pages and the open data (CSV and JSON at /api/v1/downloads/) do not.',
  /** Installing the portal on a phone (the web app manifest). The offline page's words are the shell's. */
  appShortName: 'Data Portal',
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
