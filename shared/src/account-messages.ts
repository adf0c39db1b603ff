/**
 * The texts of the account pages (mfe-auth), the dashboard (mfe-dashboard) and the form kit
 * (@portal/shared/forms): the other part of the catalogue (messages.ts), kept apart so that the public
 * pages, which show none of them, do not download them (about 4 KB gz). A federation singleton of its
 * own, `@portal/shared/account-messages`, so the apps that show them share one copy.
 */
import { lookupsOf } from './shell-messages.js';

export const accountMessages = {
  // §8 accounts
  profileUpdated: 'Profile updated successfully',
  resetBadLink: 'Invalid reset link. Please request a new password reset.',
  eyewitnessSuccess: 'Your eyewitness report has been submitted successfully!',
  rolesLoadFailed: 'Failed to load user data',
  roleUpdated: 'User role updated successfully',
  accessDenied: "Access Denied: You don't have permission to access this page.",

  // §5 validation
  fillAllFields: 'Please fill out all fields',
  loginFillAllFields: 'Please Fill out all fields',
  fixPasswordIssues: 'Please fix the password issues before submitting',
  provideEmail: 'Please provide your email address',
  invalidEmail: 'Please enter a valid email address',
  fillRequiredFields: 'Fill all required fields',
  eyewitnessRequired: 'Please fill in all required fields',
  sending: 'sending....',

  // The form kit's own words (@portal/shared/forms)
  errorSummaryTitle: 'There is a problem',
  fieldReadOnly: '(cannot be changed)',
  passwordShowLabel: 'Show {field}',
  passwordHideLabel: 'Hide {field}',
  passwordShown: 'Your {field} is visible',
  passwordHidden: 'Your {field} is hidden',
  selectPlaceholder: 'Choose…',
  fileChoose: 'Choose {name}',
  fileReplace: 'Replace {name}',
  fileChosen: 'Chosen: {name}, {size}',
  // Heard, not seen, after the name of a required select or file chooser, whose button cannot carry aria-required.
  fieldRequired: '(required)',

  // §2.13, §4.4–4.6 the account pages: what the browser tests and the page server still read (mfe-auth's
  // own words are its catalogue, mfe-auth/src/i18n/)
  registerTitle: 'Register',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  createAccount: 'Create account',
  sendResetLink: 'Send reset link',

  // §2.12 the dashboard's frame
  dashboardTopBar: 'Dashboard top bar',
  dashboardMenu: 'Dashboard menu',
  accountMenu: '{firstname}, account menu',
  logoutAction: 'Logout',
  profileTitle: 'Profile',
  userRolesTitle: 'User roles',
  moderationTitle: 'Moderation',

  // §3.3, §5 the eyewitness form
  eyewitnessReportTitle: 'Eyewitness report',
  commentTypeLabel: 'Comment type',
  photographs: 'Photographs',
  submitReportButton: 'Submit report',

  // §2.13, §6 profile and user roles
  saveProfile: 'Save profile',

  myReportsTitle: 'My reports',
  // My reports and moderation (issue 19)
  verificationEmailSent: 'Verification Email Sent',
  checkYourEmail: 'Check Your Email',

  // Suggestions from readers (issue 36): the form, the API's refusals, the moderators' queue
  suggestionFormTitle: 'Suggest a correction or a school',
  suggestionReceived: 'Thank you. Your suggestion is with the moderators, who will email you their decision.',
  suggestionSourceMissing: 'Give the address of the page that supports this suggestion.',
  suggestionSourceNotWeb: 'The source address must be a web address starting with http:// or https://.',
  suggestionFieldMissing: 'Choose the field in question.',
  suggestionsTitle: 'Suggestions',
  suggestionDeclineReasonMissing: 'Give the reason for declining this suggestion.',
} as const;

export type AccountMessageKey = keyof typeof accountMessages;

/** `accountText(key, values)` and `accountCountText(n, one, many)`, as `t` and `countText` (lookupsOf). */
export const { text: accountText, countText: accountCountText } = lookupsOf(accountMessages);
