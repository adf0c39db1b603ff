import { appLifecycles } from '@portal/shared';
import { SchoolsModal } from '../schools-modal/schools-modal.component.js';

/** The schools modal, mounted once by the home page of the public app and opened through the bus. */
export const parcel = appLifecycles(SchoolsModal);
