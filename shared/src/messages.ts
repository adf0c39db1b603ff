/**
 * Every text a person reads or hears in the shell and the apps, so the wording lives in one place and tests
 * can refer to it: the specification's texts word for word (§2, §4.3, §5, §8), and the portal's own words
 * around them, grouped by page. `{state}`, `{n}`, `{firstname}` and the like are filled by `t` and `fill`, or
 * by `Fill` (fill.tsx) when what fills them is an element. messages.test.ts fails on a text written into an
 * app instead.
 */
import type { Confidence, Impairment, LawStatus } from './contracts/open-data.js';
import { fill, shellMessages } from './shell-messages.js';

export { PRODUCT_NAME, fill } from './shell-messages.js';

export const messages = {
  ...shellMessages,
  // §8 accounts
  registrationFailed: 'Registration failed. Please try again.',
  registrationError: 'An error occurred during registration. Please try again.',
  registrationSuccess: 'Account Created Successfully',
  loginFailed: 'Login failed. Please check your credentials.',
  loginSuccess: 'Welcome back, {firstname}!',
  profileUpdateFailed: 'Failed to update profile.',
  profileUpdated: 'Profile updated successfully',
  logout: 'Logout successful',
  resendFailed: 'Failed to resend verification email',
  resendFailedLater: 'Failed to resend verification email. Please try again later.',
  resendNoEmail: 'Email not found. Please try registering again.',
  verificationTokenMissing: 'Verification token is missing. Please check your email and click the verification link again.',
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

  // The form kit's own words (@portal/shared/forms)
  errorSummaryTitle: 'There is a problem',
  fieldReadOnly: '(cannot be changed)',
  passwordShow: 'Show',
  passwordHide: 'Hide',
  passwordShowLabel: 'Show {field}',
  passwordHideLabel: 'Hide {field}',
  passwordShown: 'Your {field} is visible',
  passwordHidden: 'Your {field} is hidden',
  selectPlaceholder: 'Choose…',
  fileChoose: 'Choose {name}',
  fileReplace: 'Replace {name}',
  fileChosen: 'Chosen: {name}, {size}',

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
  inclusiveSchoolsTooltip: 'The total number of inclusive and special schools covered on the platform.',
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
  pageNotFoundHint: 'The page you asked for does not exist or has moved.',
  backToHome: 'Back to Home',

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
  originalPortalFigure: 'A figure of the original portal, which does not state its source.',
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

  // Screens of §2.13
  verificationEmailSent: 'Verification Email Sent',
  checkYourEmail: 'Check Your Email',
  tryAgain: 'Try Again',
  backToLogin: 'Back to Login',

  // Bad networks (issue 21): said instead of a success toast, with everything typed kept.
  eyewitnessOffline: 'You are offline. Your report has not been sent; it is kept here until you are back online.',

  // A state chosen offline, or whose data did not load (issue 21): said instead of the success toast.
  stateOffline: 'You are offline, so the data for {state} could not be loaded. Check your connection, then choose the state again.',
  stateLoadFailed: 'The data for {state} could not be loaded. Please choose the state again in a moment.',
  stateLoadAgain: 'Load the data for {state} again',

  // Words more than one page or app shows, one key per term so each term has one spelling. Every e-mail
  // field, column and contact line is labelled 'Email address'; running text says 'email', as the spec's
  // own texts do (§5, §8).
  emailAddressLabel: 'Email address',
  phoneLabel: 'Phone',
  addressLabel: 'Address',
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
  policyLoading: 'Loading the disability policy…',
  viewMoreAbout: 'about the {state} disability policy',
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
  statePolicyLoading: 'Loading the state disability policy…',
  statePolicyTitle: '{state} Disability Policy',
  overviewHeading: 'Overview',
  keyFindingsHeading: 'Key Findings',
  noKeyFindings: 'No key findings have been published for this policy yet.',
  implementationStatusHeading: 'Implementation Status',
  contactInformationHeading: 'Contact Information',
  statusBadgePassed: 'Passed',
  statusBadgePending: 'Pending',
  statusBadgeUnknown: 'Not specified',

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
  mapOutlinesSite: 'MapSVG',
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
  stateReportsHeading: 'Eyewitness reports from {state}',
  stateReportsLoading: 'Loading the eyewitness reports…',
  stateReportsCountOne: '1 report from {state} has been published.',
  stateReportsCountMany: '{n} reports from {state} have been published.',
  stateReportsLatest: 'Latest reports',
  stateReportsItem: '{report}, published {date}',
  stateReportsNone: 'No eyewitness reports from {state} have been published yet.',
  stateReportsAll: 'See all reports from {state}',

  // §2.9, §2.10 the map and its panel
  mapLabel: "Map of Nigeria's 36 states and the Federal Capital Territory",
  mapHint:
    'Select a state to view its information. With a keyboard, Tab into the map, move between the states in ' +
    'alphabetical order with the arrow keys, and press Enter or Space to select one. The state dropdown offers the same choice.',
  /** A state's accessible name: the tooltip's words, so screen-reader users get them without the tooltip. */
  mapStateName: '{title}, {status}, {policy}',
  mapAttribution: 'Map outlines: {site}, via {package} by Michael Chukwu, licensed {licence}; rescaled and simplified.',

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
  metaAbout: 'What the Nigeria Disability Inclusion Data Portal publishes, where its data comes from, and who it is for.',
  metaEyewitness:
    'Eyewitness reports of accessibility barriers and good practice in Nigeria, each read by a moderator before it is published.',
  metaLaws:
    "Whether each of Nigeria's 36 states and the Federal Capital Territory has a disability law, as public sources report it, with the sources.",
  metaFigures: 'National and global disability figures for Nigeria, with their year, what they cover, their caveats and their sources.',
  metaStatePolicy:
    '{state}: {status}. The state’s disability law, agency and key findings as public sources record them, with the sources.',
  metaReport: 'An eyewitness report published on the Nigeria Disability Inclusion Data Portal: {title}, {date}.',
  metaSchool: '{school}, {place}: the pupils it serves, how to reach it and the sources that list it.',
  metaSchools: 'Inclusive and special schools in Nigeria, by state, type and the impairments they serve, with their sources.',
  /** Installing the portal on a phone (the web app manifest) and reading it offline (the service worker). */
  appShortName: 'Data Portal',
  offlineTitle: 'You are offline',
  offlineText:
    'This page has not been saved on this device, so it cannot be shown without a connection. Pages of the public site you have opened before can still be read.',
  offlineTryAgain: 'Try again',
  offlineHome: 'Go to the home page',

  // §2.13, §4.4–4.6 the account pages (mfe-auth)
  registerTitle: 'Register',
  verifyEmailTitle: 'Verify email',
  forgotPasswordTitle: 'Forgot password',
  resetPasswordTitle: 'Reset password',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  passwordLabel: 'Password',
  newPasswordLabel: 'New password',
  confirmField: 'Confirm {field}',
  // The fields as a sentence names them: 'Enter your {field}'.
  firstNameField: 'first name',
  lastNameField: 'last name',
  emailAddressField: 'email address',
  passwordField: 'password',
  enterYour: 'Enter your {field}',
  nameTooLong: 'Your {field} must be {max} characters or fewer',
  enterNewPassword: 'Enter a password',
  confirmYourPassword: 'Confirm your password',
  passwordNeeds: 'Your password needs {rules}',
  passwordRulesHeading: 'Your password must have:',
  ruleLength: 'At least {n} characters',
  ruleUppercase: 'An uppercase letter',
  ruleLowercase: 'A lowercase letter',
  ruleDigit: 'A number',
  ruleSpecial: 'A special character (for example ! @ # $ %)',
  passwordRuleDone: '(done)',
  passwordRuleNotDone: '(not done yet)',
  passwordAllRulesMet: 'Your password now meets every rule.',
  passwordRulesMet: 'Password rule met: {rules}. {met} of {total} rules met.',
  logIn: 'Log in',
  alreadyLoggedIn: 'You are already logged in as {firstname}. Taking you to your dashboard in 2 seconds.',
  goToDashboard: 'Go to your dashboard now',
  forgotYourPassword: 'Forgot your password?',
  noAccountRegister: 'No account yet? Register',
  registerIntro: 'Create an account to send eyewitness reports about accessibility. We will email you a link to confirm your address.',
  registerEmailHint: 'You will log in with this address. It cannot be changed later.',
  createAccount: 'Create account',
  alreadyRegistered: 'Already registered? Log in',
  verificationSentTo:
    'We have sent a verification link to {email}. Open it within 24 hours to confirm your address; you will then be logged in.',
  emailNotArrived: 'If the email has not arrived after a few minutes, check your spam or junk folder, or ask for a new link.',
  registerDifferentAddress: 'Register a different address',
  resendVerification: 'Resend verification email',
  resendSentTo: 'A new verification link is on its way to {email}.',
  registerAgain: 'Register again',
  verifyingEmail: 'Verifying your email address',
  verifyingWait: 'Please wait while we check your link.',
  verificationFailedHeading: 'Verification failed',
  verificationLinkHint: 'Verification links work once and for 24 hours. You can ask for a new one.',
  emailVerified: 'Email address verified',
  emailVerifiedText: 'Your email address is verified.',
  loggingInSoon: 'You will be logged in and taken to your dashboard in 3 seconds.',
  forgotPasswordIntro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  resetLinkSentTo:
    'We sent it to {email} if that address has an account. The link works once and for one hour. If nothing arrives after a few ' +
    'minutes, check your spam or junk folder, or try again.',
  resetPasswordIntro: 'Choose a new password for your account.',
  requestNewResetLink: 'Request a new password reset link',
  passwordResetHeading: 'Your password has been reset',
  loggedOutEverywhere: 'For your safety you have been logged out everywhere. Log in with your new password.',

  // §2.12 the dashboard's frame
  dashboardTopBar: 'Dashboard top bar',
  dashboardMenu: 'Dashboard menu',
  accountMenu: '{firstname}, account menu',
  homepage: 'Homepage',
  logoutAction: 'Logout',
  profileTitle: 'Profile',
  userRolesTitle: 'User roles',
  moderationTitle: 'Moderation',

  // §3.3, §5 the eyewitness form
  eyewitnessReportTitle: 'Eyewitness report',
  eyewitnessEmailHint: 'The address of your account. It is never published.',
  commentTypeLabel: 'Comment type',
  commentLabel: 'Comment',
  commentHint: "What happened, where and when. Please do not include other people's personal details.",
  mediaLegend: 'Add photographs or a video',
  mediaNone: 'No media',
  photographs: 'Photographs',
  video: 'Video',
  uploadVideoFile: 'Upload a video file',
  linkToVideo: 'Link to a video',
  /** Completes the file field's 'Choose {name}'. */
  videoFileName: 'video file',
  videoFileHint: 'MP4, MOV or AVI, max 100MB.',
  videoLinkLabel: 'Video link',
  videoLinkHint: 'A link starting with https://, for example to a video-sharing site.',
  showNameLabel: 'Show my first name with my report if it is published',
  showNameHint: 'Otherwise your report is published without your name. Your email address is never published.',
  submitReportButton: 'Submit report',
  photographName: 'photograph {n}',
  photoPreviewAlt: 'Preview of photograph {n}, {file}',
  removePhotograph: 'Remove photograph {n}',
  photoHint: 'JPG, PNG or GIF, max 5MB each. Up to {max} photographs.',
  addPhotograph: 'Add another photograph',
  photoSlotsInUse: '{n} of {max} photograph slots in use.',
  uploadProgress: 'Upload progress',
  uploadingReport: 'Uploading your report: {percent}% sent',
  videoUploadWaiting: 'The connection was lost. What was sent is kept: the video will go on uploading by itself when you are back online.',
  emailMissing: 'Your email address is missing',
  chooseCommentType: 'Choose a comment type',
  writeComment: 'Write your comment',
  choosePhotograph: 'Choose at least one photograph, or choose No media',
  chooseVideoFile: 'Choose a video file, or choose No media',
  enterVideoLink: 'Enter a video link that starts with http:// or https://',
  checkMedia: 'Please check the photographs or video you chose',

  // §2.13, §6 profile and user roles
  saveProfile: 'Save profile',
  onlyAdminChangesRoles: 'only an admin can change roles.',
  usersLoading: 'Loading users…',
  usersCaption: 'Registered users and their roles ({n})',
  columnName: 'Name',
  columnRole: 'Role',
  you: '(you)',
  roleOf: 'Role of {firstname} {lastname}',
  cannotChangeOwnRole: 'You cannot change your own role',

  // Moderation of eyewitness reports
  showReports: 'Show reports',
  reportsLoading: 'Loading reports…',
  reportsLoadFailed: 'The reports could not be loaded.',
  decisionFailed: 'The decision could not be saved.',
  reportApproved: 'Report {id} approved: it is now public.',
  reportMarkedVerified: 'Report {id} marked verified.',
  reportRejected: 'Report {id} rejected.',
  reportsAwaitingOne: '{n} report awaiting review',
  reportsAwaitingMany: '{n} reports awaiting review',
  statusAwaitingReview: 'Awaiting review',
  reportTitle: 'Report {id}: {type}',
  reportSubmittedLabel: 'Submitted',
  reportByLabel: 'By',
  reportStatusLabel: 'Status',
  reporterShowsName: '{firstname} {lastname} ({email}), agrees to show their first name',
  reporterHidesName: '{firstname} {lastname} ({email}), name not to be shown',
  reportStatusVerified: '{status}, verified',
  reportStatusNotVerified: '{status}, not verified',
  decideOnReport: 'Decide on report {id}',
  approve: 'Approve',
  markVerified: 'Mark verified',
  reject: 'Reject',
  rejectReportTitle: 'Reject report {id}',
  rejectReport: 'Reject report',
  reasonLabel: 'Reason',
  reasonMissing: 'Give the reason for rejecting this report',
  cancel: 'Cancel',
  mediaPhotographsOne: '{n} photograph',
  mediaPhotographsMany: '{n} photographs',
  mediaOneVideo: '1 video',
  showMedia: 'Show media ({media})',
  hideMedia: 'Hide media ({media})',
  mediaLoading: 'Loading media…',
  mediaLoadFailed: 'The media could not be loaded.',
  reviewPhotoAlt: 'Photograph {n} of report {id}',
  reviewVideoLabel: 'Video of report {id}',

  // Issue 19: my reports and moderation (dashboard)
  eyewitnessFormIntroReviewed:
    'Report an accessibility barrier, share an experience, ask a question or contribute data. A moderator reads every ' +
    'report before it is published, and marks it Verified only when its facts have been checked. You can follow your ' +
    'reports in {myReports}.',
  eyewitnessDraftRestored: 'Your unsent report was restored from this browser.',
  eyewitnessDraftStartAgain: 'Start again',
  eyewitnessDraftDiscarded: 'Your unsent report was discarded. The form is empty again.',
  eyewitnessPreparingPhotos: 'Preparing your photographs…',
  placeFieldsLegend: 'Where it happened',
  placeFieldsHint: 'A published report shows only the state and local government area, never more precisely.',
  placeFieldState: 'State (optional)',
  placeFieldStateHint: 'Choose a state to choose one of its local government areas.',
  placeFieldNoState: 'No state given',
  placeFieldLga: 'Local government area (optional)',
  placeFieldNoLga: 'No local government area given',
  placeFieldDescription: 'Describe the place (optional)',
  placeFieldDescriptionHint:
    'A landmark or a street, in {max} characters or fewer. Only moderators see this description; it is never published.',
  placeFieldDescriptionTooLong: 'Describe the place in {max} characters or fewer',
  placeFieldStatesLoading: 'Loading the states…',
  placeFieldStatesFailed: 'The list of states could not be loaded.',
  placeFieldLgasLoading: 'Loading the local government areas of {state}…',
  placeFieldLgasFailed: 'The local government areas of {state} could not be loaded.',
  placeFieldDescriptionLabel: 'Description of the place',
  placeFieldNotGiven: 'Not given',
  myReportsTitle: 'My reports',
  myReportsIntro:
    'The reports you have sent, where each one stands and what the moderators decided. You can withdraw a report at any ' +
    'time, and correct and send again a report that was not published.',
  myReportsLoading: 'Loading your reports…',
  myReportsLoadFailed: 'Your reports could not be loaded.',
  myReportsEmpty: 'You have not sent any reports yet.',
  myReportsSendOne: 'Send an eyewitness report',
  myReportsSentLabel: 'Sent',
  myReportsMediaLabel: 'Media',
  myReportsReasonLabel: 'Why it was not published',
  myReportsVerifiedHowLabel: 'How its facts were checked',
  myReportsHistoryHeading: 'History',
  myStatusSubmitted: 'Submitted',
  myStatusUnderReview: 'Under review',
  myStatusPublished: 'Published',
  myStatusNotPublished: 'Not published',
  myStatusVerified: 'Verified',
  myStatusWithdrawn: 'Withdrawn',
  historySubmitted: 'Submitted',
  historyUnderReview: 'Taken for review',
  historyApproved: 'Published',
  historyRejected: 'Not published',
  historyVerified: 'Verified',
  historyNoteFromModerator: 'Note from a moderator',
  historyNoteToReporter: 'Note to the reporter',
  historyResubmitted: 'Sent again',
  historyWithdrawn: 'Withdrawn',
  /** A line of a report's history: '2 Mar 2025, 10:00: Published'. */
  historyLine: '{date}: {event}',
  /** The same, for moderators, with who acted. */
  historyLineBy: '{date}: {event} (by {name})',
  historyByReporter: 'the reporter',
  withdrawAction: 'Withdraw',
  withdrawTitle: 'Withdraw report {id}?',
  withdrawExplained:
    'Withdrawing takes the report off the portal if it is published, and deletes its photographs and video for good. ' +
    'Moderators will no longer review it. This cannot be undone.',
  withdrawConfirm: 'Withdraw report',
  withdrawKeep: 'Keep the report',
  withdrawDone: 'Report {id} withdrawn. Its photographs and video have been deleted.',
  withdrawFailed: 'The report could not be withdrawn.',
  resubmitAction: 'Edit and send again',
  resubmitHeading: 'Edit report {id} and send it again',
  resubmitIntro: 'Correct what the moderator asked for. The report then goes back to the moderators as Submitted.',
  resubmitSend: 'Send again',
  resubmitDone: 'Report {id} sent again. It is back with the moderators as Submitted.',
  resubmitFailed: 'The report could not be sent again.',
  moderationIntroReviewed:
    'Take a report for review, then publish it or refuse it with a reason; the reporter is emailed each decision. Mark a ' +
    "published report Verified only once its facts are checked, and say how. Every step is kept in the report's history " +
    'with who took it and when.',
  moderationStatusUnderReview: 'Under review',
  moderationStatusPublished: 'Published',
  moderationStatusNotPublished: 'Not published',
  moderationStatusWithdrawn: 'Withdrawn',
  moderationUnderReviewOne: '{n} report under review',
  moderationUnderReviewMany: '{n} reports under review',
  moderationPublishedOne: '{n} published report',
  moderationPublishedMany: '{n} published reports',
  moderationNotPublishedOne: '{n} report not published',
  moderationNotPublishedMany: '{n} reports not published',
  moderationWithdrawnOne: '{n} withdrawn report',
  moderationWithdrawnMany: '{n} withdrawn reports',
  /** The heading over a queue filtered by state: '2 reports awaiting review in Kano'. */
  moderationCountIn: '{count} in {state}',
  moderationTakeForReview: 'Take for review',
  moderationRejectHint:
    'Emailed to the reporter, who sees it in My reports and can correct the report and send it again. A published report ' +
    'is taken off the portal.',
  moderationTakenForReview: 'Report {id} taken for review.',
  moderationVerifyTitle: 'Verify report {id}',
  moderationVerifyHow: 'How were the facts checked?',
  moderationVerifyHint:
    'For example: visited the place on 3 March, or confirmed by phone with the clinic. Shown with the published report.',
  moderationVerifyMissing: 'Say how the facts were checked',
  moderationWriteNote: 'Write to the reporter',
  moderationNoteTitle: 'Write to the reporter of report {id}',
  moderationNoteLabel: 'Note',
  moderationNoteHint: "Emailed to the reporter and kept in the report's history, where other moderators see it too.",
  moderationNoteMissing: 'Write the note to the reporter',
  moderationSendNote: 'Send note',
  moderationNoteSent: 'Your note on report {id} was sent to the reporter.',
  moderationMedianLabel: 'Median time from submission to decision',
  moderationNoDecisions: 'No decisions yet',
  durationUnderHour: 'less than an hour',
  durationHoursOne: '{n} hour',
  durationHoursMany: '{n} hours',
  durationDays: '{n} days',
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
