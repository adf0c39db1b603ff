import { serverRender, usePathname } from '@portal/shared';
import type { Locale } from '../i18n/locales.js';
import { hasLoad, useLoad } from '@portal/shared/data';
import type { FieldProblem } from './use-form-errors.js';

/** A form's fields as the browser sends them (`name` → value), form-encoded. */
export type FormValues = Readonly<Record<string, string>>;

/**
 * What a page answers to its form posted without scripts (a plain `method="post"` to its own path), as it
 * would show it after a submit with them: the API's status, the values to show again (never a password),
 * and either the success text or the error summary's intro and each field's problem.
 */
export type FormOutcome =
  | { status: number; values: FormValues; done: true; message: string }
  | { status: number; values: FormValues; done: false; intro: string; problems: FieldProblem[] };

/**
 * An app's answer to a form posted to one of its pages (`serverEntry`'s `forms`): it checks and sends the
 * values as the page's submit does, through the same API client, and says what the page shows next.
 */
/** Answers a form posted without scripts: its fields, its page's path parts, and the page's language (for its words). */
export type FormPostHandler = (values: FormValues, params: Readonly<Record<string, string>>, locale: Locale) => Promise<FormOutcome>;

/** The page-wide data key of the outcome of the form posted to `pathname`, seeded into `#portal-data` with the page. */
export const formOutcomeKey = (pathname: string) => `form-outcome:${pathname}`;

const noOutcome = () => Promise.resolve(null);

/**
 * The outcome of this page's form posted without scripts, or null: on the server, the render's (set by
 * `serverEntry` before rendering); in the browser, the one the server sent with the page, so hydration
 * shows what the HTML shows. A page opened later by a link starts with none.
 */
export function useFormOutcome(): FormOutcome | null {
  const key = formOutcomeKey(usePathname());
  // Only a posted form has an outcome, and it comes with the page: with none, nothing is asked for (in the
  // browser the ask would only answer null a moment later, an update after the form had rendered).
  const render = serverRender();
  const sent = render ? render.loads.has(key) : hasLoad(key);
  const load = useLoad<FormOutcome | null>(sent ? key : null, noOutcome);
  return load.status === 'ready' ? load.data : null;
}
