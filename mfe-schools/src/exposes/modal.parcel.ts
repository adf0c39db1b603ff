import { appLifecycles } from '@portal/shared';
import { SchoolsModal } from '../schools-modal/schools-modal.component.js';
import { schoolsWords } from '../i18n/words.js';

/**
 * The schools modal, mounted once by the home page of the public app and opened through the bus, with its
 * words fetched in the page's language before it renders.
 */
export const parcel = appLifecycles(SchoolsModal, schoolsWords);
