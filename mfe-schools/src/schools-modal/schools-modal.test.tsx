import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { messages, navigate, publish } from '@portal/shared';
import { SchoolsModal } from './schools-modal.component.js';
import { expectNoAxeViolations, renderFresh } from '@portal/shared/testing';
import { stubApi, watchBus } from '../test-support/fixtures.js';
import { schoolsWords } from '../i18n/words.js';

const en = schoolsWords.in('en');

const bus = watchBus();

/**
 * The home page's part: a 'View All' button that asks for the modal on the bus, rendered in a React root
 * of its own as the public app's is, and the modal parcel in another.
 */
function renderHome(stateName = 'Lagos') {
  render(
    <button type="button" onClick={() => publish('schools-modal', { open: true, stateName })}>
      {messages.viewAll}
    </button>,
  );
  return renderFresh(
    <RouterProvider navigate={navigate}>
      <SchoolsModal />
    </RouterProvider>,
  );
}

async function openSchools(stateName = 'Lagos') {
  renderHome(stateName);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: messages.viewAll }));
  const dialog = await screen.findByRole('dialog', { name: en('schoolsModalTitle') });
  await within(dialog).findAllByRole('listitem');
  // React Aria's useDialog focuses the dialog 500 ms after it opens if focus is then on the body (a VoiceOver
  // workaround). A list box that closes puts focus on the body until the next frame, so a choice made near
  // that moment leaves focus on the dialog instead of the select: seen on busy CI runs. A user does not
  // choose within half a second of the dialog opening; the tests wait that half second out.
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  return { user, dialog };
}

const cardNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const count = (dialog: HTMLElement) => dialog.querySelector('.schools-count')?.textContent;
const liveText = (dialog: HTMLElement) => within(dialog).getByRole('status').textContent?.trim();
const searchButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Search' });
const resetButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Reset' });
const nameBox = (dialog: HTMLElement) => within(dialog).getByRole('searchbox', { name: en('schoolNameLabel') });

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, dialog: HTMLElement, select: RegExp, option: string) {
  await user.click(within(dialog).getByRole('button', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}
const chooseType = (user: User, dialog: HTMLElement, type: string) => choose(user, dialog, /Type$/, type);
const chooseImpairment = (user: User, dialog: HTMLElement, impairment: string) =>
  choose(user, dialog, new RegExp(`${en('impairmentLabel')}$`), impairment);

async function searchFor(user: User, dialog: HTMLElement, { name = '', type = '', impairment = '' }) {
  if (name) await user.type(nameBox(dialog), name);
  if (type) await chooseType(user, dialog, type);
  if (impairment) await chooseImpairment(user, dialog, impairment);
  await user.click(searchButton(dialog));
}

describe('the schools modal', () => {
  it("opens by keyboard from 'View All' with the state's schools, titled 'Schools', the count in its toolbar", async () => {
    stubApi();
    renderHome('Lagos');
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Schools' });
    await within(dialog).findAllByRole('listitem');
    expect(cardNames(dialog)).toEqual([
      'Pacelli School for the Blind and Partially Sighted Children',
      'Wesley School for the Deaf',
      'Atunda Olu School for the Physically and Mentally Challenged',
      'Ipakodo Junior Grammar School (inclusive unit)',
      'National Orthopedic Special School',
    ]);
    expect(count(dialog)).toBe('5 inclusive schools found');
    expect(within(dialog).getByRole('button', { name: /State$/ }).textContent).toContain('Lagos');
    // The count is announced politely, from inside the dialog.
    expect(liveText(dialog)).toBe('5 inclusive schools found');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Search and Reset disabled while the name, the type and the impairment are all empty', async () => {
    stubApi();
    const { user, dialog } = await openSchools();
    expect(searchButton(dialog).hasAttribute('disabled')).toBe(true);
    expect(resetButton(dialog).hasAttribute('disabled')).toBe(true);

    await user.type(nameBox(dialog), '  ');
    expect(searchButton(dialog).hasAttribute('disabled')).toBe(true);
    await user.type(nameBox(dialog), 'ho');
    expect(searchButton(dialog).hasAttribute('disabled')).toBe(false);
    expect(resetButton(dialog).hasAttribute('disabled')).toBe(false);

    await user.clear(nameBox(dialog));
    expect(searchButton(dialog).hasAttribute('disabled')).toBe(true);
    await chooseType(user, dialog, 'Special');
    expect(searchButton(dialog).hasAttribute('disabled')).toBe(false);
    expect(resetButton(dialog).hasAttribute('disabled')).toBe(false);

    await chooseType(user, dialog, 'Any type');
    expect(searchButton(dialog).hasAttribute('disabled')).toBe(true);
    await chooseImpairment(user, dialog, en('impairmentHearing'));
    expect(searchButton(dialog).hasAttribute('disabled')).toBe(false);
    expect(resetButton(dialog).hasAttribute('disabled')).toBe(false);
  });

  it("leaves the shell's live region exposed while it is open, so toasts are heard from inside the dialog", async () => {
    stubApi();
    // As in shell/src/index.html: the region that reads toasts out.
    const shellStatus = document.body.appendChild(document.createElement('div'));
    shellStatus.setAttribute('role', 'status');
    shellStatus.dataset.liveAnnouncer = 'true';
    const elsewhere = document.body.appendChild(document.createElement('p'));
    await openSchools();
    expect(elsewhere.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(shellStatus.closest('[aria-hidden="true"]')).toBeNull();
    shellStatus.remove();
    elsewhere.remove();
  });

  it('warns that a criterion is needed when Enter sends an empty search', async () => {
    stubApi();
    const { user, dialog } = await openSchools();
    await user.type(nameBox(dialog), '   {Enter}');
    expect(bus.toasts).toEqual([{ kind: 'warning', text: 'Please enter at least one search criteria' }]);
    // Said once, by the toast's live region (outside the dialog, left exposed by React Aria), not here too.
    expect(liveText(dialog)).toBe('5 inclusive schools found');
    expect(cardNames(dialog)).toHaveLength(5);
  });

  it('searches by name only, partly and whatever the case, and says so in the singular for one school', async () => {
    const get = stubApi();
    const { user, dialog } = await openSchools();
    await searchFor(user, dialog, { name: 'WESLEY' });
    await waitFor(() => expect(cardNames(dialog)).toEqual(['Wesley School for the Deaf']));
    expect(get).toHaveBeenLastCalledWith('/schools', { params: { state: 'Lagos', q: 'WESLEY', page: '1', per_page: '24' } });
    expect(bus.toasts).toEqual([{ kind: 'success', text: 'Found 1 matching school' }]);
    expect(count(dialog)).toBe('1 inclusive school found');
    // The outcome is the toast's to say; the hidden status holds the new count, never the old one.
    expect(liveText(dialog)).toBe('1 inclusive school found');
  });

  it('searches by type only, exactly, in the plural for several schools', async () => {
    stubApi();
    const { user, dialog } = await openSchools();
    await searchFor(user, dialog, { type: 'Primary' });
    await waitFor(() =>
      expect(cardNames(dialog)).toEqual([
        'Pacelli School for the Blind and Partially Sighted Children',
        'Atunda Olu School for the Physically and Mentally Challenged',
      ]),
    );
    expect(bus.toasts).toEqual([{ kind: 'success', text: 'Found 2 matching schools' }]);
    expect(count(dialog)).toBe('2 inclusive schools found');
    expect(liveText(dialog)).toBe('2 inclusive schools found');
  });

  it('finds schools matching either the name or the type (a union, not an intersection)', async () => {
    stubApi();
    const { user, dialog } = await openSchools();
    // No school is both named "wesley" and primary: an intersection would find none.
    await searchFor(user, dialog, { name: 'wesley', type: 'Primary' });
    await waitFor(() =>
      expect(cardNames(dialog)).toEqual([
        'Pacelli School for the Blind and Partially Sighted Children',
        'Wesley School for the Deaf',
        'Atunda Olu School for the Physically and Mentally Challenged',
      ]),
    );
    expect(bus.toasts).toEqual([{ kind: 'success', text: 'Found 3 matching schools' }]);
    expect(count(dialog)).toBe('3 inclusive schools found');
  });

  it('finds the schools serving an impairment with the keyboard alone, and any school named too (a union)', async () => {
    const get = stubApi();
    const { user, dialog } = await openSchools();
    act(() => nameBox(dialog).focus());
    await user.keyboard('ipakodo');
    // Tab past the type to the impairment dropdown, open it with Enter and choose with the arrows.
    await user.tab();
    await user.tab();
    const impairmentSelect = within(dialog).getByRole('button', { name: new RegExp(`${en('impairmentLabel')}$`) });
    expect(document.activeElement).toBe(impairmentSelect);
    expect(impairmentSelect.textContent).toContain(en('anyImpairment'));
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: en('impairmentHearing') });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // React Aria gives focus back to the select a frame after its list box closes (until then it is on the
    // body, whose text contains the choice too): Tab only once the select itself has it.
    await waitFor(() => expect(document.activeElement).toBe(impairmentSelect));
    expect(impairmentSelect.textContent).toContain(en('impairmentHearing'));
    await user.tab();
    expect(document.activeElement).toBe(searchButton(dialog));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(cardNames(dialog)).toEqual(['Wesley School for the Deaf', 'Ipakodo Junior Grammar School (inclusive unit)']),
    );
    expect(get).toHaveBeenLastCalledWith('/schools', {
      params: { state: 'Lagos', q: 'ipakodo', impairment: 'hearing', page: '1', per_page: '24' },
    });
    expect(bus.toasts).toEqual([{ kind: 'success', text: 'Found 2 matching schools' }]);
    expect(liveText(dialog)).toBe('2 inclusive schools found');
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it("warns when nothing matches and shows 'No inclusive schools found'", async () => {
    stubApi();
    const { user, dialog } = await openSchools();
    await searchFor(user, dialog, { name: 'zebra' });
    expect(await within(dialog).findByText('No inclusive schools found')).toBeTruthy();
    expect(bus.toasts).toEqual([{ kind: 'warning', text: 'No schools match your search criteria' }]);
    expect(count(dialog)).toBe('0 inclusive schools found');
    expect(cardNames(dialog)).toEqual([]);
  });

  it('resets to every school of the state, empties every input and puts focus in the name box', async () => {
    stubApi();
    const { user, dialog } = await openSchools();
    await searchFor(user, dialog, { name: 'wesley', type: 'Secondary', impairment: en('impairmentVisual') });
    await waitFor(() => expect(cardNames(dialog)).toHaveLength(3));
    await user.click(resetButton(dialog));
    await waitFor(() => expect(cardNames(dialog)).toHaveLength(5));
    expect((nameBox(dialog) as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByRole('button', { name: /Type$/ }).textContent).toContain('Any type');
    expect(within(dialog).getByRole('button', { name: new RegExp(`${en('impairmentLabel')}$`) }).textContent).toContain(
      en('anyImpairment'),
    );
    expect(searchButton(dialog).hasAttribute('disabled')).toBe(true);
    expect(resetButton(dialog).hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(nameBox(dialog));
    expect(count(dialog)).toBe('5 inclusive schools found');
  });

  it('shows name, capitalised types, impairments, location, a details link, and the website with https:// in a new tab', async () => {
    stubApi();
    const { dialog } = await openSchools();
    const card = within(dialog).getByRole('article', { name: 'Pacelli School for the Blind and Partially Sighted Children' });
    expect(within(card).getByText('Primary, Special')).toBeTruthy();
    expect(within(card).getByText(en('impairmentVisual'))).toBeTruthy();
    expect(within(card).getByText('Surulere')).toBeTruthy();
    const website = within(card).getByRole('link', { name: 'pacellischoolfortheblind.org (opens in a new tab)' });
    expect(website.getAttribute('href')).toBe('https://pacellischoolfortheblind.org');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(card)
        .getByRole('link', { name: 'View details of Pacelli School for the Blind and Partially Sighted Children' })
        .getAttribute('href'),
    ).toBe('/schools/1');

    const atunda = within(dialog).getByRole('article', { name: /^Atunda Olu/ });
    expect(within(atunda).getByText(`${en('impairmentPhysical')}, ${en('impairmentIntellectual')}`)).toBeTruthy();
    // What the source does not give is said, never left blank; no website, no link.
    const orthopedic = within(dialog).getByRole('article', { name: 'National Orthopedic Special School' });
    expect(within(orthopedic).getAllByText(en('notStatedBySource'))).toHaveLength(1);
    expect(within(orthopedic).queryByRole('link', { name: /new tab/ })).toBeNull();
  });

  it('lists another state chosen in its toolbar, with the count of that state', async () => {
    stubApi();
    const { user, dialog } = await openSchools('Lagos');
    await user.click(within(dialog).getByRole('button', { name: /State$/ }));
    await user.click(await screen.findByRole('option', { name: 'Kano' }));
    await waitFor(() => expect(cardNames(dialog)).toEqual(['Special Education School, Tudun Maliki']));
    expect(count(dialog)).toBe('1 inclusive school found');
    expect(liveText(dialog)).toBe('1 inclusive school found');
  });

  it("pages through every state with 'Show more schools', moving focus to the first new school", async () => {
    stubApi();
    const { user, dialog } = await openSchools('');
    expect(count(dialog)).toBe('30 inclusive schools found');
    expect(cardNames(dialog)).toHaveLength(24);
    await user.click(within(dialog).getByRole('button', { name: en('showMoreSchools') }));
    await waitFor(() => expect(cardNames(dialog)).toHaveLength(30));
    expect(document.activeElement?.textContent).toBe('Oyo Inclusive School 19');
    expect(liveText(dialog)).toBe('Showing 30 of 30 schools');
    expect(within(dialog).queryByRole('button', { name: en('showMoreSchools') })).toBeNull();
  });

  it('keeps focus inside while open, closes on Escape, gives focus back to View All and says it closed', async () => {
    stubApi();
    const { user, dialog } = await openSchools('Lagos');
    for (let i = 0; i < 25; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: messages.viewAll })));
    expect(bus.modals.at(-1)).toEqual({ open: false, stateName: 'Lagos' });
  });

  it('closes with its Close button and reports the state chosen inside it', async () => {
    stubApi();
    const { user, dialog } = await openSchools('Lagos');
    await user.click(within(dialog).getByRole('button', { name: /State$/ }));
    await user.click(await screen.findByRole('option', { name: 'Oyo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close schools' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bus.modals.at(-1)).toEqual({ open: false, stateName: 'Oyo' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: messages.viewAll })));
  });

  it("opens a school's page from its card and closes itself", async () => {
    stubApi();
    const { user, dialog } = await openSchools('Lagos');
    await user.click(within(dialog).getByRole('link', { name: 'View details of Wesley School for the Deaf' }));
    expect(window.location.pathname).toBe('/schools/2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bus.modals.at(-1)).toEqual({ open: false, stateName: 'Lagos' });
  });

  it('closes when the browser goes Back, so the home page is not found with it open on return', async () => {
    stubApi();
    window.history.pushState(null, '', '/?from=test');
    await openSchools('Kano');
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bus.modals.at(-1)).toEqual({ open: false, stateName: 'Kano' });
  });

  it('closes when single-spa starts to change the page, before the home page unmounts', async () => {
    stubApi();
    await openSchools('Lagos');
    act(() => {
      window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bus.modals.at(-1)).toEqual({ open: false, stateName: 'Lagos' });
  });

  it('opens when the request was published before it was mounted (the bus replays it)', async () => {
    stubApi();
    publish('schools-modal', { open: true, stateName: 'Kano' });
    renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Schools' });
    await waitFor(() => expect(cardNames(dialog)).toEqual(['Special Education School, Tudun Maliki']));
  });

  it('offers Retry when the schools cannot be loaded', async () => {
    const get = stubApi();
    const answer = get.getMockImplementation()!;
    let fail = true;
    get.mockImplementation(async (url, config) => {
      if (url === '/schools' && fail) throw new Error('Network Error');
      return answer(url, config);
    });
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: messages.viewAll }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: en('retry') }));
    await waitFor(() => expect(cardNames(dialog)).toHaveLength(5));
  });

  it('has no axe violations when open, with results and after a search with none', async () => {
    stubApi();
    const { user, dialog } = await openSchools('Lagos');
    await expectNoAxeViolations(document.body, { fragment: true });
    await searchFor(user, dialog, { name: 'zebra' });
    await within(dialog).findByText(en('noInclusiveSchools'));
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it('asks the API nothing while the visitor types', async () => {
    const get = stubApi();
    const { user, dialog } = await openSchools('Lagos');
    const calls = get.mock.calls.length;
    await user.type(nameBox(dialog), 'Wesley School');
    expect(get.mock.calls.length).toBe(calls);
  });
});
