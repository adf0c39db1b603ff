import { Fragment, useLayoutEffect, useState, type ReactNode } from 'react';
import { publish } from './bus.js';
import { messages } from './messages.js';
import { matchPath } from './path-match.js';
import { usePathname } from './routing.js';
import { NotFoundPage } from './not-found.js';
import { PageNameContext, type PageName } from './page-name.js';

/** The named parts of a page's path: `{ id: '7' }` for `/states/:id` at `/states/7`. */
export type PageParams = Readonly<Record<string, string>>;

/** What a page's `render` is given: its path's named parts, its own title and what the app passes to every page. */
export interface PageArgs<Context> {
  params: PageParams;
  title: string;
  context: Context;
}

/** One page of an app: where it is, what it is called, and what shows it. */
export interface Page<Context = undefined> {
  /** A `matchPath` pattern, such as `/states/:id`. */
  path: string;
  /** The page's name: the shell puts it in the document title, and announces it if the page has no h1. */
  title: string;
  render: (page: PageArgs<Context>) => ReactNode;
}

/** An app's pages, declared in one place (the app's `src/pages.tsx`); the first whose path matches is shown. */
export type PageTable<Context = undefined> = readonly Page<Context>[];

/** What every app shows at a path under its prefix that it does not know (spec §2.1's 404). */
export const NOT_FOUND_PAGE: Page<unknown> = {
  path: '*',
  title: messages.pageNotFound,
  render: () => <NotFoundPage hint={messages.pageNotFoundHint} />,
};

/** The page of `pages` at `pathname` with its path's named parts, or the not-found page. */
export function pageAt<Context>(pages: PageTable<Context>, pathname: string): { page: Page<Context>; params: PageParams } {
  for (const page of pages) {
    const params = matchPath(page.path, pathname);
    if (params) return { page, params };
  }
  return { page: NOT_FOUND_PAGE, params: {} };
}

type CurrentPageProps<Context> = { pages: PageTable<Context> } & ([Context] extends [undefined]
  ? { context?: undefined }
  : { context: Context });

/**
 * Shows the page of `pages` at the current path, or the not-found page, and tells the shell its title on
 * the bus (`page`): the table's, or the name the page gives itself (`usePageName`), so the shell can title the document and announce the page without knowing the app's
 * pages. A page added here is served by the app's next build alone.
 */
export function CurrentPage<Context = undefined>(props: CurrentPageProps<Context>) {
  const path = usePathname();
  const { page, params } = pageAt(props.pages, path);
  // The page's own name (`usePageName`) once it has given one for this path, else its table's title.
  const [named, setNamed] = useState<PageName | null>(null);
  const title = named?.path === path ? named.name : page.title;
  // A layout effect runs in the task that puts the page in the document, before the shell's observer
  // looks for the new h1: the title is never behind the heading that the shell focuses and announces.
  useLayoutEffect(() => publish('page', { path, title }), [path, title]);
  // Keyed by path: a new path is a new page, so a form left behind starts afresh (spec §4.7).
  return (
    <PageNameContext.Provider value={setNamed}>
      <Fragment key={path}>{page.render({ params, title: page.title, context: props.context as Context })}</Fragment>
    </PageNameContext.Provider>
  );
}
