import type { PagePreview } from '@portal/shared/server-entry';
import { describedBy } from '@portal/shared/page-preview';
import { authWords, type AuthWordKey } from '../i18n/words.js';

/** A form page's own first sentence (the register, forgot and reset password pages'). */
export const described = (key: AuthWordKey): PagePreview => describedBy(authWords, key);

/** The others (login, verification) say what the portal's accounts are for. */
export const pageMeta: PagePreview = described('pagesDescription');
