import { Component, StrictMode, startTransition, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import React from 'react';
import ReactDOMClient, { type Root as ReactRoot } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { I18nProvider, RouterProvider } from '@portal/shared/ui';
import { inPageLanguage, navigate } from './routing.js';
import { LoadError } from './data/load-error.js';
import { SERVER_RENDERED_ATTRIBUTE } from './server-render.js';
import { ServerMark } from './server-mark.js';
import type { Locale } from './i18n/locales.js';
import { pageLocale } from './i18n/page-locale.js';
// By the package's name: one context on the page, which every app's words read (a shared singleton).
import { DraftTranslationContext, LocaleContext, type AppWords } from '@portal/shared/i18n/app-words';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { giveReactAriaOurWords } from './i18n/react-aria-words.js';

interface BoundaryState {
  failed: boolean;
  attempt: number;
}

/** Catches a render error inside one app or parcel so the rest of the page keeps working; Retry re-renders. */
export class RegionErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('An app region failed to render', error, info.componentStack);
  }

  private readonly retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));

  override render() {
    if (this.state.failed) return <LoadError onRetry={this.retry} />;
    return <RootFragment key={this.state.attempt}>{this.props.children}</RootFragment>;
  }
}

function RootFragment({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * single-spa lifecycles for a React root (an app or a parcel), each wrapped in the error boundary and in
 * React Aria's router so its links navigate without a page load. @portal/shared's words and the app's own
 * `words` are fetched in the page's language before its first render, so it hydrates the words the server
 * wrote.
 */
/** What a root needs of an app's words: to fetch them, and to know whether they are reviewed. */
export type RootWords = Pick<AppWords<string>, 'load' | 'hasDrafts'>;

export function appLifecycles<P extends object>(Root: ComponentType<P>, words?: RootWords) {
  // RegionErrorBoundary inside the root catches render errors, so single-spa-react need not warn.
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient: interruptibleRoots,
    rootComponent: (props: P) => <AppRoot Root={Root} props={props} locale={pageLocale()} words={words} />,
    suppressComponentDidCatchWarning: true,
  });
  const { bootstrap } = lifecycles;
  // @portal/shared's own words (the law status words, React Aria's) with the app's, both in the page's language.
  const load = (locale: Locale) => Promise.all([sharedWords.load(locale).then(() => giveReactAriaOurWords(locale)), words?.load(locale)]);
  return { ...lifecycles, bootstrap: (props: Parameters<typeof bootstrap>[0]) => load(pageLocale()).then(() => bootstrap(props)) };
}

/**
 * The whole tree of an app's root, in the page's language: the browser mounts it, and the app's server
 * entry renders the same tree.
 */
export function AppRoot<P extends object>({
  Root,
  props,
  locale,
  words,
}: {
  Root: ComponentType<P>;
  props: P;
  locale: Locale;
  words?: RootWords;
}) {
  const draft = sharedWords.hasDrafts(locale) || words?.hasDrafts(locale) === true;
  return (
    <StrictMode>
      <LocaleContext.Provider value={locale}>
        <DraftTranslationContext.Provider value={draft}>
          <RegionErrorBoundary>
            <I18nProvider locale={locale}>
              <RouterProvider navigate={navigate} useHref={inPageLanguage}>
                <Root {...props} />
              </RouterProvider>
            </I18nProvider>
          </RegionErrorBoundary>
        </DraftTranslationContext.Provider>
      </LocaleContext.Provider>
    </StrictMode>
  );
}

/**
 * React roots whose renders are transitions: React then renders in slices of a few milliseconds and lets
 * the browser answer input in between, instead of one long task per app that freezes a cheap phone.
 * A region the server rendered is hydrated (`hydrateRoot`, in a transition too) the first time: its
 * HTML stays, with no flash and no second render. Mounted again later, the region starts empty.
 */
const interruptibleRoots = {
  createRoot(container: Element) {
    let root: ReactRoot | null = null;
    const hydrate = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
    // The same tree on every render of a hydrated root, so that its updates do not remount it.
    const tree = (children: ReactNode) => (hydrate ? <ServerMark container={container}>{children}</ServerMark> : children);
    return {
      render(children: ReactNode) {
        if (root) return startTransition(() => root!.render(tree(children)));
        if (hydrate) {
          // Inside a transition: hydration outside one runs at React's default priority, which is never
          // sliced (tasks of up to a second on `/` at Lighthouse's 4× CPU slowdown).
          startTransition(() => {
            root = ReactDOMClient.hydrateRoot(container, tree(children));
          });
          return;
        }
        root = ReactDOMClient.createRoot(container);
        startTransition(() => root!.render(children));
      },
      unmount: () => {
        // Unmounted before hydration was committed: the region is empty now, so it is not the server's.
        container.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
        root?.unmount();
      },
    };
  },
};
