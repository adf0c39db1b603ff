/**
 * Every text a person reads or hears in the shell and the apps, so the wording lives in one place and tests
 * can refer to it: the specification's texts word for word (§2, §4.3, §5, §8), and the portal's own words
 * around them, grouped by page. `{state}`, `{n}`, `{firstname}` and the like are filled by `t` and `fill`,
 * or by `Fill` (fill.tsx) when what fills them is an element. messages.test.ts fails on a text written
 * into an app instead. The account pages', the dashboard's and the form kit's texts are the other part of
 * the catalogue, in account-messages.ts: the public pages show none of them and do not download them.
 */
import type { Confidence, Impairment } from './contracts/open-data.js';
import { lookupsOf, shellMessages } from './shell-messages.js';

export { PRODUCT_NAME, fill, placeKind } from './shell-messages.js';

export const messages = {
  ...shellMessages,
  // §4.2 async buttons
  submit: 'submit',

  // §4.3 home selection
  nigeriaNotFound: 'Nigeria not found in the country list',
  viewingState: 'You are currently viewing Data for {state} state',
  noStateSelected: 'No State Selected',

  // §2.6–2.11 home, map, policy page
  readMore: 'Read More',
  readLess: 'Read Less',
  educationHeading: 'Inclusive Education Initiatives and Accessibility in {state}',
  inclusiveSchoolsCard: 'No of Inclusive Schools',
  inclusiveSchoolsTooltip: 'The total number of inclusive and special schools covered on the platform.',
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
  noSourceShort: 'No source found',
  citationLabel: 'Source:',
  derivationLabel: 'How this number was derived:',
  lawsIntro:
    'Whether each state has a disability law, as public sources report it. Every row names its sources; the confidence is how far the person who gathered them trusts them.',
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

  // A state chosen offline, or whose data did not load (issue 21): said instead of the success toast.
  stateOffline: 'You are offline, so the data for {state} could not be loaded. Check your connection, then choose the state again.',
  stateLoadFailed: 'The data for {state} could not be loaded. Please choose the state again in a moment.',
  stateLoadAgain: 'Load the data for {state} again',

  // Words more than one page or app shows, one key per term so each term has one spelling. Every e-mail
  // field, column and contact line is labelled 'Email address'; running text says 'email', as the spec's
  // own texts do (§5, §8).
  emailAddressLabel: 'Email address',
  phoneLabel: 'Phone',
  stateLabel: 'State',
  countryLabel: 'Country',
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
  // §2.2 names the footer's link 'Eye Witness' where §2.4 names the menu's tile 'Eyewitness': each keeps
  // the spec's words.
  footerEyeWitness: 'Eye Witness',
  navOpportunities: 'Opportunities',
  navDashboard: 'Dashboard',
  navSignUp: 'Sign Up',
  login: 'Login',
  shortcutPolicy: 'Disability Policy/Agency',
  shortcutEducation: 'Education / Schools',
  pageSections: 'Page sections',
  menu: 'Menu',
  menuHomeText: 'Statistics, state disability policies and schools',
  menuAboutText: 'Our mission and who the portal is for',
  menuBlogText: 'News and stories, on our blog site',
  menuEyewitnessText: 'Report accessibility barriers and share experiences',
  menuWelcome: 'Welcome, {firstname}',
  noStateOption: 'No state (all of {country})',
  showState: 'Show',
  retryStates: 'Retry loading the states',
  footerNavLabel: 'Footer',
  tagline: 'Building a more inclusive Africa, one step at a time.',
  contactHeading: 'Contact',
  followUs: 'Follow us',
  poweredBy: 'Powered By {provider}',
  supportedBy: 'with support from {supporter}',

  // §2.5–2.7 the home page
  homeIntro:
    'Open data on disability inclusion in Nigeria: population statistics, the disability policy of each state ' +
    'and the inclusive and special schools.',
  homeHeadlineLoading: 'Persons with disabilities in {country}',
  homeHeadline: '{count} persons with disabilities in {country}',
  statisticsHeading: 'Disability statistics',
  statisticsViews: 'Statistics views',
  statsPopulationTab: 'Population',
  statsPopulationTitle: 'Share of the population living with a disability',
  statsGroupHeader: 'Group',
  personsWithDisabilities: 'Persons with disabilities',
  personsWithoutDisabilities: 'Persons without disabilities',
  employmentShare: 'Employment share',
  statsGender: 'Gender',
  statsGenderTitle: 'Persons with disabilities by gender',
  male: 'Male',
  female: 'Female',
  statsAgeTab: 'Age',
  statsAgeTitle: 'Persons with disabilities by age band',
  statsAgeHeader: 'Age band',
  /** §3.8's last age band, as the spec writes it. */
  ageBandOver65: '65-above',
  statsShareHeader: 'Share',
  statsCountHeader: 'Number of people',
  notPublished: 'Not published',
  mapPanelHeading: 'Selected state on the map',
  mapLoading: 'Loading the map…',
  stateLinksLabel: 'Disability policy by state',
  educationIntro:
    'Every child with a disability has the right to learn alongside other children. Inclusive schools welcome ' +
    'learners with and without disabilities in the same classes; special schools are built around particular ' +
    'impairments. Find the schools the platform covers, what they offer and how to reach them.',
  schoolCountLoading: 'Loading the number of schools…',
  /** The name of the button that shows the schools card's tooltip. */
  aboutThisNumber: 'About this number',
  schoolsAppLoading: 'Loading the schools…',

  // §2.11, §4.8 the state policy page
  statePolicyPageTitle: 'State disability policy',
  // The Overview, composed from the sourced facts; `{source}` is a link to the source of each fact.
  // Key findings the portal derives from its own data, each 'theme: text' (§2.11).

  // §2.1 about, blog and opportunities
  aboutTitle: 'About the {product}',
  aboutMissionHeading: 'Our mission',
  aboutMission:
    'We gather disability-inclusion information for Nigeria in one open, accessible place, so that decisions about ' +
    "persons with disabilities can start from the facts: how many people are affected, what each state's " +
    'disability policy says and where children with disabilities can go to school.',
  aboutProblemHeading: 'The problem',
  aboutProblem:
    'Information about disability in Nigeria is scattered across reports, laws and lists that are hard to find and ' +
    'harder to compare. Many states have passed a disability law, some have not, and the state of each is rarely ' +
    'stated in plain words. Without that picture, gaps in access to education, health care, work and public ' +
    'buildings stay out of sight.',
  aboutAudienceHeading: 'Who needs the platform',
  // §1's audience, word for word.
  audiencePolicymakers: 'Policymakers and legislators',
  audienceDevelopment: 'Development organisations and NGOs',
  audiencePrivateSector: 'Private-sector decision-makers',
  audienceResearchers: 'Researchers and advocacy groups',
  audiencePersons: 'Persons with disabilities and caregivers',
  audienceCitizens: 'Concerned citizens',
  audienceOrganisations: 'Organisations of or for persons with disabilities',
  aboutTechnologyHeading: 'Technology for social impact',
  aboutTechnology:
    'The portal is built to be used by everyone, including people who use a screen reader, a keyboard or a small ' +
    'phone on a slow connection. The data it shows is public and needs no account to read; anyone with an account ' +
    'can send an eyewitness report about accessibility, which is reviewed before it is published.',
  aboutCreditsHeading: 'Map data',
  aboutCredits: "The map of Nigeria's states is drawn from outlines by MapSVG, published as {package} under the {licence}.",
  mapOutlinesPackage: '@svg-maps/nigeria',
  licenceName: 'Creative Commons Attribution 4.0 licence (CC BY 4.0)',
  licenceShortName: 'CC BY 4.0',
  placeholderPage: '{title} will be published here soon.',

  // §1, §2.1 the eyewitness introduction and the published reports
  eyewitnessIntro:
    'Have you met a barrier that keeps persons with disabilities out, such as a building without a ramp, a service ' +
    'without sign language or a website a screen reader cannot use? Have you seen something that works well? Tell ' +
    'us. With an account you can:',
  eyewitnessCanReport: 'report an accessibility barrier,',
  eyewitnessCanShare: 'share your experience,',
  eyewitnessCanAsk: 'ask a question,',
  eyewitnessCanContribute: 'contribute data to the portal.',
  eyewitnessMedia: 'You can add photographs, a video file or a link to a video.',
  reviewNotice:
    'A moderator reads every report before it is published. A published report is marked Verified only when its facts ' +
    'have been checked, and it says how they were checked.',
  submitReport: 'Submit an eyewitness report',
  logInToReport: 'Log in to submit an eyewitness report',
  publishedReportsHeading: 'Published reports',
  publishedReportsLoading: 'Loading the published reports…',
  noPublishedReports: 'No reports have been published yet.',
  showMoreReports: 'Show more reports',
  reportVerified: 'Verified',
  reportReviewed: 'No: a moderator reviewed it before publishing it, but its facts have not been checked.',
  reportPublishedBy: 'By {name}, published {date}',
  reportPublished: 'published {date}',
  reportVideo: 'Watch the video sent with this report',
  reportVideoLink: 'Watch the video linked to this report',
  // Issue 19: public reports
  reportFilterState: 'State',
  reportFilterType: 'Type of report',
  allReportTypes: 'All types',
  applyReportFilters: 'Show reports',
  reportsCountOne: '1 published report',
  reportsCountMany: '{n} published reports',
  noReportsMatch: 'No published reports match the state and type you chose.',
  reportsLoadingMore: 'Loading more reports…',
  /** A report's heading: its type and, when the reporter gave one, its place (state and local government area only). */
  reportTitleWithPlace: '{type} – {place}',
  reportPlaceWithLga: '{lga}, {state}',
  reportPhotoAltFrom: 'Photograph {n} of {total} from the report: {report}',
  reportMorePhotosOne: 'and 1 more photograph on the report’s page',
  reportMorePhotosMany: 'and {n} more photographs on the report’s page',
  reportVerifiedHow: 'How it was verified: {how}',
  reportPageTitle: 'Eyewitness report',
  reportLoading: 'Loading the report…',
  reportNotFound: 'Report not found',
  reportNotFoundHint: 'This report does not exist, or it is not published.',
  reportTypeLabel: 'Type',
  reportPlaceLabel: 'Place',
  reportPlaceNotGiven: 'Not given by the reporter',
  reportPublishedLabel: 'Published',
  reportedByLabel: 'Reported by',
  reportVerifiedYes: 'Yes',
  reportVerifiedYesHow: 'Yes: {how}',
  reportTextHeading: 'What was reported',
  reportMediaHeading: 'Photographs and video',
  allPublishedReports: 'All published reports',
  moreReportsFrom: 'More reports from {state}',

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
  skipToContent: 'Skip to main content',
  pageLoading: 'Loading…',
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

/** The words for each confidence and impairment, so every page names them alike (law statuses: law-status.ts). */
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
export const confidenceText = (confidence: Confidence) => messages[CONFIDENCE_TEXT[confidence]];

/** A field the source leaves empty reads 'Not stated by the source', never a blank. */
export function orNotStated(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text || messages.notStatedBySource;
}
export const impairmentText = (impairment: Impairment) => messages[IMPAIRMENT_TEXT[impairment]];

export const schoolsFound = (n: number) => countText(n, 'schoolsFoundOne', 'schoolsFoundMany');
export const foundMatching = (n: number) => countText(n, 'foundMatchingOne', 'foundMatchingMany');
