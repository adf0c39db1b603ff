import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { TopBar } from '../top-bar/top-bar.component.js';
import { Footer } from '../footer/footer.component.js';
import { renderFresh } from '@portal/shared/testing';
import { LocaleContext } from '@portal/shared/i18n/app-words';
import type { Locale } from '@portal/shared/i18n';
import { App, preloadCurrentPage } from '../app.component.js';
import { visit } from './fixtures.js';

/**
 * A page as the shell frames it: the top bar in the header landmark, the page in main, then the footer, in
 * `locale` (whose words the test has loaded, as the app's roots load them).
 */
export function renderInPortal(page: ReactNode, locale: Locale = 'en') {
  return renderFresh(
    <LocaleContext.Provider value={locale}>
      <header id="portal-header">
        <TopBar />
      </header>
      <main id="main-content">{page}</main>
      <footer id="portal-footer">
        <Footer />
      </footer>
    </LocaleContext.Provider>,
  );
}

/** The app at `path`, framed as the shell frames it, mounted as single-spa mounts it: the page's code first. */
export async function renderAppAt(path: string) {
  visit(path);
  await preloadCurrentPage();
  const rendered = renderInPortal(<App />);
  // The stubbed API answers at once: its answers (the frame's site links, the page's data) are shown
  // before a test looks, inside act, as React asks of every update a test causes.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return rendered;
}
