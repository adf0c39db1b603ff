/**
 * The schools app's own texts (labels, notices, status lines). Spec texts come from `messages` in
 * @portal/shared; these are the app's words around them.
 */
export const STATE_LABEL = 'State';
export const ALL_STATES = 'All states';
export const NAME_LABEL = 'School name';
export const TYPE_LABEL = 'Type';
export const LOCATION_LABEL = 'Location';
export const WEBSITE_LABEL = 'Website';
export const VIEW_DETAILS = 'View details';
export const ANY_TYPE = 'Any type';
export const SEARCH = 'Search';
export const RESET = 'Reset';
export const SEARCH_FORM_LABEL = 'Search schools';
export const CLOSE_SCHOOLS = 'Close schools';
export const SHOW_MORE = 'Show more schools';
export const LOADING_SCHOOLS = 'Loading schools…';
export const LOADING_MORE = 'Loading more schools…';
export const LOADING_SCHOOL = 'Loading the school…';
export const LOADING_STATES = 'Loading states…';
export const LOAD_FAILED = 'The schools could not be loaded.';
export const NEW_TAB = '(opens in a new tab)';
export const SCHOOL_DETAILS = 'School details';
export const ID_LABEL = 'ID';
export const LOCAL_GOVERNMENT_LABEL = 'Local government';
export const PHONE_LABEL = 'Phone';
export const EMAIL_LABEL = 'Email';
export const DESCRIPTION_HEADING = 'Description';

export const showing = (shown: number, total: number) => `Showing ${shown} of ${total} schools`;
export const schoolsIn = (stateName: string) => `Inclusive schools in ${stateName || 'Nigeria'}`;
