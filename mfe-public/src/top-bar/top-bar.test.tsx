import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@portal/shared/ui';
import { PRODUCT_NAME, messages, navigate, publish } from '@portal/shared';
import { STEPPING_MS } from '@portal/shared/choices';
import { TopBar } from './top-bar.component.js';
import { HomePage } from '../home/home.page.js';
import { expectNoAxeViolations, renderFresh } from '@portal/shared/testing';
import { stateNamed, stubApi, visit, watchBus } from '../test-support/fixtures.js';
import { renderInPortal } from '../test-support/portal-frame.js';
import { publicWords } from '../i18n/words.js';

const en = publicWords.in('en');

const bus = watchBus();

/** A React Aria select's button is named by its value and then its label. */
const dropdown = (label: string) => screen.getByRole('combobox', { name: label });

async function renderHome() {
  renderInPortal(<HomePage />);
  await screen.findByRole('heading', { level: 1, name: /^26,910,000/ });
  await waitFor(() => expect(dropdown('State').hasAttribute('disabled')).toBe(false));
}

/** Chooses an option; a state is shown at Show (a country at once: it has no button). */
async function chooseFrom(label: 'Country' | 'State', option: string) {
  await userEvent.selectOptions(dropdown(label), within(dropdown(label)).getByRole('option', { name: option }));
  if (label === 'State') await userEvent.click(screen.getByRole('button', { name: messages.showState }));
}

describe('the top bar', () => {
  it('offers the logo, the three shortcuts, the laws page, the dropdowns and the menu on the home page', async () => {
    stubApi();
    renderFresh(
      <header>
        <TopBar />
      </header>,
    );
    expect(screen.getByRole('link', { name: PRODUCT_NAME }).getAttribute('href')).toBe('/');
    const sections = screen.getByRole('navigation', { name: 'Page sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Disability Policy/Agency', '/#disability-policy'],
      ['Education / Schools', '/#education'],
    ]);
    expect(screen.getByRole('link', { name: messages.lawsPageTitle }).getAttribute('href')).toBe('/laws');
    expect(dropdown('Country')).toBeTruthy();
    expect(dropdown('State')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    await waitFor(() => expect(dropdown('Country').hasAttribute('disabled')).toBe(false));
    await expectNoAxeViolations();
  });

  it('marks its section shortcuts as the part that scrolls away on a phone, and nothing else (issue 37)', async () => {
    stubApi();
    renderFresh(
      <header>
        <TopBar />
      </header>,
    );
    // The shell's page script measures the marked part (@portal/shared/sticky-bar); top-bar.css sticks the
    // header at minus its height on a phone, so the logo, Menu and the dropdowns stay.
    const away = document.querySelectorAll('[data-scrolls-away]');
    expect([...away]).toEqual([screen.getByRole('navigation', { name: en('pageSections') })]);
    await waitFor(() => expect(dropdown('State').hasAttribute('disabled')).toBe(false));
  });

  it('has no dropdowns on other pages, and its shortcuts open the home page at their section', async () => {
    stubApi();
    visit('/about');
    renderFresh(
      <header>
        <TopBar />
      </header>,
    );
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Education / Schools' }));
    expect(`${window.location.pathname}${window.location.hash}`).toBe('/#education');
    await expectNoAxeViolations();
  });

  it('Home on another page clears the state, warns and opens the home page', async () => {
    stubApi();
    publish('selection', { countryId: 1, countryName: 'Nigeria', stateId: stateNamed('Ondo').id, stateName: 'Ondo' });
    visit('/states/29');
    renderFresh(
      <RouterProvider navigate={navigate}>
        <TopBar />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(window.location.pathname).toBe('/');
    expect(bus.selections.at(-1)).toEqual({ countryId: 1, countryName: 'Nigeria', stateId: null, stateName: '' });
    expect(bus.toasts).toEqual([{ kind: 'warning', text: en('noStateSelected') }]);
    // Now on the home page, the bar offers the dropdowns.
    await waitFor(() => expect(dropdown('State').hasAttribute('disabled')).toBe(false));
  });

  it('gains a shadow once the page is scrolled', () => {
    stubApi();
    visit('/about');
    renderFresh(<TopBar />);
    const bar = screen.getByRole('link', { name: PRODUCT_NAME }).parentElement!;
    expect(bar.hasAttribute('data-scrolled')).toBe(false);
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 120 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar.hasAttribute('data-scrolled')).toBe(true);
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar.hasAttribute('data-scrolled')).toBe(false);
  });
});

describe('choosing a state from the top bar', () => {
  it('shows the toast once, the state policy and its schools', async () => {
    stubApi();
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderHome();
    await chooseFrom('State', 'Ondo');
    expect(bus.selections.at(-1)).toEqual({ countryId: 1, countryName: 'Nigeria', stateId: stateNamed('Ondo').id, stateName: 'Ondo' });
    expect(await screen.findByRole('heading', { name: 'Overview of Ondo Disability Policy' })).toBeTruthy();
    expect(await screen.findByText('12')).toBeTruthy();
    expect(bus.toasts).toEqual([{ kind: 'success', text: en('viewingState', { state: 'Ondo' }) }]);
    expect(scroll.mock.contexts).toEqual([document.getElementById('disability-policy')]);
    expect(dropdown('State').textContent).toContain('Ondo');
    await expectNoAxeViolations();
  });

  it("asks for the chosen state's policy and school count at the choice, where the reader stops, so that Show need not wait (issue 37)", async () => {
    const get = stubApi();
    await renderHome();
    /** The names of the states whose data the API has been asked for. */
    const askedFor = () =>
      get.mock.calls.flatMap(([url, config]) => {
        const policy = /^\/states\/(\d+)\/policy$/.exec(url)?.[1];
        const schools = url === '/schools' ? (config?.params as { state?: string } | undefined)?.state : undefined;
        return policy ? [`policy of ${policy}`] : schools ? [`schools of ${schools}`] : [];
      });
    const choose = (state: string) =>
      userEvent.selectOptions(dropdown('State'), within(dropdown('State')).getByRole('option', { name: state }));

    await choose('Ondo');
    expect(askedFor()).toEqual([`policy of ${stateNamed('Ondo').id}`, 'schools of Ondo']);
    // Stepping on at once, as the arrows on a closed select do: only where the reader stops is asked for.
    await choose('Osun');
    await choose('Oyo');
    await waitFor(() => expect(askedFor()).toHaveLength(4));
    expect(askedFor().slice(2)).toEqual([`policy of ${stateNamed('Oyo').id}`, 'schools of Oyo']);
    expect(bus.selections.at(-1)?.stateId ?? null).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: messages.showState }));
    expect(await screen.findByRole('heading', { name: 'Overview of Oyo Disability Policy' })).toBeTruthy();
    // What Show shows was read at the choice, once.
    expect(askedFor().filter((request) => request.endsWith('Oyo') || request.endsWith(` ${stateNamed('Oyo').id}`))).toHaveLength(2);
  });

  it('asks for nothing at the choice for a reader who saves data', async () => {
    const get = stubApi();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      await renderHome();
      const before = get.mock.calls.length;
      await userEvent.selectOptions(dropdown('State'), within(dropdown('State')).getByRole('option', { name: 'Ondo' }));
      await new Promise((resolve) => setTimeout(resolve, STEPPING_MS * 2));
      expect(get.mock.calls.slice(before)).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('clears the state with the empty option, scrolls home and warns', async () => {
    stubApi();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await renderHome();
    await chooseFrom('State', 'Niger');
    await screen.findByRole('heading', { name: 'Overview of Niger Disability Policy' });
    await chooseFrom('State', 'No state (all of Nigeria)');
    expect(bus.selections.at(-1)).toEqual({ countryId: 1, countryName: 'Nigeria', stateId: null, stateName: '' });
    expect(bus.toasts.at(-1)).toEqual({ kind: 'warning', text: en('noStateSelected') });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(await screen.findByRole('heading', { name: 'Overview of Nigeria Disability Policy' })).toBeTruthy();
  });

  it('clears the state when the country changes', async () => {
    stubApi();
    await renderHome();
    await chooseFrom('State', 'Ondo');
    await chooseFrom('Country', 'Ghana');
    expect(bus.selections.at(-1)).toEqual({ countryId: 2, countryName: 'Ghana', stateId: null, stateName: '' });
    await waitFor(() => expect(dropdown('State').hasAttribute('disabled')).toBe(false));
    expect(dropdown('State').textContent).toContain('No state (all of Ghana)');
  });

  it('follows a state chosen on the map', async () => {
    stubApi();
    await renderHome();
    act(() => publish('selection', { countryId: 1, countryName: 'Nigeria', stateId: stateNamed('Kano').id, stateName: 'Kano' }));
    await waitFor(() => expect(dropdown('State').textContent).toContain('Kano'));
    expect(bus.toasts).toEqual([{ kind: 'success', text: en('viewingState', { state: 'Kano' }) }]);
  });
});

describe('the shortcuts on the home page', () => {
  it('Home clears the state, goes to the top and warns, without leaving the page', async () => {
    stubApi();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await renderHome();
    await chooseFrom('State', 'Ondo');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(bus.selections.at(-1)?.stateId).toBeNull();
    expect(bus.toasts.at(-1)).toEqual({ kind: 'warning', text: en('noStateSelected') });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(window.location.pathname).toBe('/');
  });

  it('Disability Policy/Agency and Education / Schools scroll to their section and focus its heading', async () => {
    stubApi();
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderHome();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Education / Schools' }));
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('education'));
    expect(document.activeElement?.id).toBe('education-heading');

    act(() => screen.getByRole('link', { name: 'Disability Policy/Agency' }).focus());
    await user.keyboard('{Enter}');
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('disability-policy'));
    expect(document.activeElement?.id).toBe('policy-heading');
    expect(window.location.hash).toBe('');
  });
});
