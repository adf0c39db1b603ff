/** Issue 19, item 6: the eyewitness form keeps its draft in IndexedDB (here fake-indexeddb) and brings it back. */
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, COMMENT_TYPES } from '@portal/shared';
import { expectNoAxeViolations, watchToasts } from '@portal/shared/testing';
import { chooseOption, loginAs, people, photo, renderDashboard, resetDashboardState, serveGets, stubObjectUrls } from '../test/helpers.js';
import { DraftKeeper, forgetDraft, SAVE_DELAY_MS } from './eyewitness-draft-store.js';
import { logout } from '../session/logout.js';
import { dashboardWords } from '../i18n/words.js';

const en = dashboardWords.in('en');

/**
 * fake-indexeddb copies values with structuredClone, which in Node cannot copy jsdom's File objects (a
 * browser's IndexedDB keeps them). Files are passed through as they are; everything else is still copied,
 * so a draft changed after it was written is not changed in the store.
 */
function cloneKeepingFiles(value: unknown): unknown {
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map(cloneKeepingFiles);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cloneKeepingFiles(inner)]));
  }
  return value;
}
beforeAll(() => vi.stubGlobal('structuredClone', cloneKeepingFiles));

beforeEach(() => {
  stubObjectUrls();
  serveGets();
});
afterEach(async () => {
  resetDashboardState();
  // A form unmounted here may still save its draft (on leaving, or when its pause ends): let that land
  // before forgetting, or the next test opens with this one's draft.
  await act(() => new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 200)));
  await Promise.all(Object.values(people).map((person) => forgetDraft(person.id)));
});
const toasts = watchToasts();

const comment = () => screen.getByRole('textbox', { name: /^Comment/ }) as HTMLTextAreaElement;
const restoredNotice = () => screen.queryByText(en('eyewitnessDraftRestored'));

/** Opens the form and waits until it is shown (after the kept draft, if any, has been read). */
async function openForm() {
  const view = renderDashboard('/dashboard');
  await screen.findByRole('textbox', { name: /^Comment/ });
  return view;
}

/** Types a report with a type, a comment, a state and a photograph. */
async function writeReport(container: HTMLElement) {
  await chooseOption(/Comment type/, COMMENT_TYPES[1]);
  await userEvent.type(comment(), 'The ramp at the clinic is broken.');
  await chooseOption(/State \(optional\)/, 'Kano');
  await userEvent.click(screen.getByRole('radio', { name: 'Photographs' }));
  await userEvent.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, photo('ramp.png'));
}

describe('eyewitness drafts kept in the browser', () => {
  it('brings back the type, text, state and photograph after the page is left, says so, and passes axe', async () => {
    loginAs('user');
    const first = await openForm();
    expect(restoredNotice()).toBeNull();
    await writeReport(first.container);
    first.unmount();

    await openForm();
    expect(screen.getByRole('status').textContent).toBe(en('eyewitnessDraftRestored'));
    expect(comment().value).toBe('The ramp at the clinic is broken.');
    expect(screen.getByRole('button', { name: /Comment type/ }).textContent).toContain(COMMENT_TYPES[1]);
    expect((await screen.findByRole('button', { name: /State \(optional\)/ })).textContent).toContain('Kano');
    expect((screen.getByRole('radio', { name: 'Photographs' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('img', { name: 'Preview of photograph 1, ramp.png' })).toBeTruthy();
    // The names still come from the account, not from the draft.
    expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Ada');
    await expectNoAxeViolations();
  });

  it('writes the draft while the user types, without waiting for the page to be left', async () => {
    loginAs('user');
    await openForm();
    await userEvent.type(comment(), 'No lift at the council office.');
    await act(() => new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 200)));
    expect((await new DraftKeeper(people.user.id).read())?.comment).toBe('No lift at the council office.');
  });

  it('writes at once when the page is hidden (a reload or a closed tab)', async () => {
    loginAs('user');
    await openForm();
    await userEvent.type(comment(), 'Steps only.');
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(async () => expect((await new DraftKeeper(people.user.id).read())?.comment).toBe('Steps only.'));
  });

  it("'Start again' empties the form, deletes the draft and puts focus at the top of the form", async () => {
    loginAs('user');
    const first = await openForm();
    await writeReport(first.container);
    first.unmount();
    const second = await openForm();

    await userEvent.click(screen.getByRole('button', { name: en('eyewitnessDraftStartAgain') }));
    expect(comment().value).toBe('');
    expect((screen.getByRole('radio', { name: 'No media' }) as HTMLInputElement).checked).toBe(true);
    expect(restoredNotice()).toBeNull();
    expect(screen.queryByRole('button', { name: en('eyewitnessDraftStartAgain') })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /First name/ }));
    expect(toasts).toContainEqual({ kind: 'info', text: en('eyewitnessDraftDiscarded') });
    second.unmount();

    await openForm();
    expect(restoredNotice()).toBeNull();
    expect(comment().value).toBe('');
  });

  it("never shows one user's draft to another user of the same browser, and keeps it for its owner", async () => {
    loginAs('user');
    const first = await openForm();
    await userEvent.type(comment(), 'Ada’s unsent report.');
    first.unmount();

    loginAs('moderator');
    const second = await openForm();
    expect(restoredNotice()).toBeNull();
    expect(comment().value).toBe('');
    second.unmount();

    loginAs('user');
    await openForm();
    expect(comment().value).toBe('Ada’s unsent report.');
  });

  it('deletes the draft once the report is sent', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { id: 7 } });
    loginAs('user');
    const first = await openForm();
    await chooseOption(/Comment type/, COMMENT_TYPES[1]);
    await userEvent.type(comment(), 'The ramp at the clinic is broken.');
    first.unmount();

    const second = await openForm();
    expect(restoredNotice()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: en('eyewitnessSuccess') }));
    expect(post).toHaveBeenCalledOnce();
    expect(restoredNotice()).toBeNull();
    second.unmount();

    await openForm();
    expect(restoredNotice()).toBeNull();
    expect(comment().value).toBe('');
  });

  it('keeps the draft when the report could not be sent offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    loginAs('user');
    const first = await openForm();
    await chooseOption(/Comment type/, COMMENT_TYPES[1]);
    await userEvent.type(comment(), 'Sent from the bus stop.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(screen.getByText(en('eyewitnessOffline'))).toBeTruthy();
    first.unmount();

    await openForm();
    expect(comment().value).toBe('Sent from the bus stop.');
  });

  it('deletes the draft at logout, so the next person at this computer does not find it', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    loginAs('user');
    const first = await openForm();
    await userEvent.type(comment(), 'Private words.');
    await waitFor(async () => expect((await new DraftKeeper(people.user.id).read())?.comment).toBe('Private words.'));
    act(() => logout(en('logout')));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Comment/ })).toBeNull());
    first.unmount();

    loginAs('user');
    await openForm();
    expect(restoredNotice()).toBeNull();
    expect(comment().value).toBe('');
  });

  it("opens a 'Suggest a correction' link as a new report, not as the kept draft", async () => {
    loginAs('user');
    const first = await openForm();
    await userEvent.type(comment(), 'An older draft.');
    first.unmount();

    renderDashboard('/dashboard?type=contribute&state=Lagos');
    expect(comment().value).toBe('Correction for Lagos: ');
    expect(restoredNotice()).toBeNull();
  });
});
