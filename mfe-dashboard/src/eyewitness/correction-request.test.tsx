import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { COMMENT_TYPES, saveUser } from '@portal/shared';
import { expectNoAxeViolations, watchToasts } from '@portal/shared/testing';
import { loginAs, people, placesLoaded, renderDashboard, resetDashboardState, serveGets } from '../test/helpers.js';
import { dashboardWords } from '../i18n/words.js';

const en = dashboardWords.in('en');

const toasts = watchToasts();
beforeEach(() => {
  serveGets();
});
afterEach(() => {
  resetDashboardState();
  sessionStorage.clear();
});

const commentType = () => screen.getByRole('button', { name: /Comment type/ });
const comment = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Comment/ });

describe("'Suggest a correction' opening the eyewitness form", () => {
  it("opens on the 'Contribute to …' type with the comment begun for the state", async () => {
    loginAs('user');
    renderDashboard('/dashboard?type=contribute&state=Lagos');
    expect(commentType().textContent).toContain(COMMENT_TYPES[4]);
    expect(comment().value).toBe(en('correctionFor', { state: 'Lagos' }));
    expect(comment().value).toBe('Correction for Lagos: ');
    await placesLoaded();
    await expectNoAxeViolations();
  });

  it('opens an ordinary, empty report without the query', async () => {
    loginAs('user');
    renderDashboard('/dashboard');
    expect(commentType().textContent).not.toContain(COMMENT_TYPES[4]);
    expect(comment().value).toBe('');
    await placesLoaded();
  });

  it('keeps the request through login when the visitor was logged out, and says why they are on the home page', async () => {
    renderDashboard('/dashboard?type=contribute&state=Ondo').unmount();
    expect(window.location.pathname).toBe('/');
    expect(toasts).toEqual([{ kind: 'info', text: en('correctionNeedsLogin') }]);

    // Login goes on to /dashboard without the query (mfe-auth); the form still opens ready.
    saveUser(people.user);
    renderDashboard('/dashboard');
    await waitFor(() => expect(comment().value).toBe('Correction for Ondo: '));
    expect(commentType().textContent).toContain(COMMENT_TYPES[4]);
  });

  it('forgets the kept request once the form has opened with it', async () => {
    renderDashboard('/dashboard?type=contribute&state=Ondo').unmount();
    loginAs('user');
    const first = renderDashboard('/dashboard');
    expect(comment().value).toBe('Correction for Ondo: ');
    first.unmount();
    renderDashboard('/dashboard');
    expect(comment().value).toBe('');
    await placesLoaded();
  });
});
