import { Fragment, Suspense, use, useContext, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { publish } from './bus.js';
import { matchPath } from './path-match.js';
import { pathWithoutLocale } from './i18n/locale-path.js';
import type { Locale } from './i18n/locales.js';
// By the package's name: the page's language is one context on the page (a shared singleton).
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { usePathname } from './routing.js';
import { PageNotFound } from './not-found.js';
import { PageNameContext, type PageName } from './page-name.js';
import { PageHydrated, useServerMarkWaitsForPage } from './server-mark.js';
import { TranslationNotice } from './i18n/translation-notice.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import type { PagePreview } from './server-entry.js';

/** The named parts of a page's path: `{ id: '7' }` for `/states/:id` at `/states/7`. */
export type PageParams = Readonly<Record<string, string>>;

/** What a page's `render` is given: its path's named parts, its own title (in the page's language) and what the app passes to every page. */
export interface PageArgs<Context> {
  params: PageParams;
  title: string;
  context: Context;
}

/** The open data sets, as the API offers them to download (`/api/v1/downloads/{name}.json`). */
export type OpenDataSet = 'states' | 'policies' | 'schools' | 'figures' | 'reports';

/**
 * How the sitemap lists a page (the shell's `site-files.ts` reads it from each app's table): once at its
 * path, or, for a page of one record (`/states/:id`), once for each record of the data set `each`, its id
 * filling `:id`. Its date is the latest change to what it shows: a record's page, that record's and those of
 * the same id in the sets `changesWith`; another page, the latest in those sets.
 */
export interface SitemapListing {
  each?: OpenDataSet;
  changesWith?: readonly OpenDataSet[];
}

/** One page of an app: where it is, what it is called, and what shows it. */
export interface Page<Context = undefined> {
  /** A `matchPath` pattern, such as `/states/:id`. */
  path: string;
  /**
   * The page's name in a language (from the app's words): the shell puts it in the document title, the
   * server in the page's head, and it is announced if the page has no h1.
   */
  title: (locale: Locale) => string;
  render: (page: PageArgs<Context>) => ReactNode;
  /** Loads the page's code ahead, when it is its own chunk (`lazyPage`). */
  preload?: () => Promise<unknown>;
  /**
   * The page does its work as it opens, with its script (it verifies a mailed link, or sends a visitor
   * on): rendered on the server, its app starts at once, not at the visitor's first use of the page.
   */
  startsAtOnce?: boolean;
  /** Listed in the sitemap, and how; a page without it (the menu, an account page) is not. */
  listed?: SitemapListing;
  /**
   * What its link preview and search engines say of it, from its data and in its language, written into
   * its head by the server: a dynamic `import()` of the app's `server/page-meta.ts`, a chunk no browser
   * fetches. Without it, the app's default (`PageHead.meta`).
   */
  preview?: () => Promise<PagePreview>;
}

/** An app's pages, declared in one place (the app's `src/pages.tsx`); the first whose path matches is shown. */
export type PageTable<Context = undefined> = readonly Page<Context>[];

/** What every app shows at a path under its prefix that it does not know (spec §2.1's 404). */
export const NOT_FOUND_PAGE: Page<unknown> = {
  path: '*',
  title: sharedWords.of('pageNotFound'),
  render: () => <PageNotFound />,
};

/** The page of `pages` at `pathname`, in any language, with its path's named parts, or the not-found page. */
export function pageAt<Context>(pages: PageTable<Context>, pathname: string): { page: Page<Context>; params: PageParams } {
  const path = pathWithoutLocale(pathname);
  for (const page of pages) {
    const params = matchPath(page.path, path);
    if (params) return { page, params };
  }
  return { page: NOT_FOUND_PAGE, params: {} };
}

/**
 * A page whose code is a chunk of its own, loaded when the page is first shown, so a visitor downloads
 * the pages they open rather than every page of the app. `preload` loads it ahead: the server entry does
 * before it renders, and the app before it hydrates the page the server rendered, which would otherwise
 * wait, unhydrated, for the chunk. Shown before its code is there (a link followed in the browser), the
 * page suspends: `CurrentPage` says it is loading meanwhile. A chunk that failed to arrive is asked for
 * again the next time (the region's Retry).
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = (): Promise<ComponentType<Props>> => {
    if (loading) return loading;
    const tracked: Promise<ComponentType<Props>> = load();
    // Marked as React marks a promise it has read: `use` then returns its value without suspending.
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      () => {
        loading = null;
      },
    );
    return (loading = tracked);
  };
  function LazyPage(props: Props) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  return { Page: LazyPage, preload };
}

/** Loads the code of the page of `pages` at `pathname` when it is its own chunk. */
export async function preloadPageAt<Context>(pages: PageTable<Context>, pathname: string): Promise<void> {
  await pageAt(pages, pathname).page.preload?.();
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
  const tableTitle = page.title(useContext(LocaleContext));
  // The page's own name (`usePageName`) once it has given one for this path, else its table's title.
  const [named, setNamed] = useState<PageName | null>(null);
  const title = named?.path === path ? named.name : tableTitle;
  // A layout effect runs in the task that puts the page in the document, before the shell's observer
  // looks for the new h1: the title is never behind the heading that the shell focuses and announces.
  useLayoutEffect(() => publish('page', { path, title }), [path, title]);
  useServerMarkWaitsForPage();
  // Keyed by path: a new path is a new page, so a form left behind starts afresh (spec §4.7).
  return (
    <PageNameContext.Provider value={setNamed}>
      <TranslationNotice />
      <Fragment key={path}>
        <Suspense fallback={<PageCodeLoading />}>
          {page.render({ params, title: tableTitle, context: props.context as Context })}
          <PageHydrated />
        </Suspense>
      </Fragment>
    </PageNameContext.Provider>
  );
}

/** While a page's code arrives. aria-busy: the shell waits for it to clear before it moves focus to the page's h1. */
function PageCodeLoading() {
  const words = sharedWords.useWords();
  return (
    <div aria-busy="true">
      <p role="status">{words('pageLoading')}</p>
    </div>
  );
}
