import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { lastValue, pageAt } from '@portal/shared';
import { App } from './app.component.js';
import { SCHOOLS_PAGES } from './pages.js';
import { expectNoAxeViolations, renderFresh } from '@portal/shared/testing';
import { watchBus } from './test-support/fixtures.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';

const shared = sharedWords.in('en');

watchBus();

describe('the schools app', () => {
  it("names the list 'Inclusive schools' and a school's page 'School' in the title", () => {
    expect(pageAt(SCHOOLS_PAGES, '/schools').page.title('en')).toBe('Inclusive schools');
    expect(pageAt(SCHOOLS_PAGES, '/schools/12').page.title('en')).toBe('School');
  });

  it("shows 'Page not found' at a schools path that is neither the list nor a school's", async () => {
    window.history.replaceState(null, '', '/schools/a/b');
    renderFresh(
      <main>
        <App />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(shared('pageNotFound'));
    expect(lastValue('page')?.title).toBe(shared('pageNotFound'));
    await expectNoAxeViolations();
  });
});
