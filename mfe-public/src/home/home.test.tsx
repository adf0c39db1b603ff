import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { messages, publish, type Selection } from '@portal/shared';
import userEvent from '@testing-library/user-event';
import { HomePage } from './home.page.js';
import { expectNoAxeViolations, renderFresh, sharedEnglish } from '@portal/shared/testing';
import { DERIVATION, stateNamed, stubApi, visit, watchBus } from '../test-support/fixtures.js';
import { renderInPortal } from '../test-support/portal-frame.js';
import { publicWords } from '../i18n/words.js';

const en = publicWords.in('en');

const bus = watchBus();

const NIGERIA_ONLY: Selection = { countryId: 1, countryName: 'Nigeria', stateId: null, stateName: '' };
const mapChooses = (name: string) => act(() => publish('selection', { ...NIGERIA_ONLY, stateId: stateNamed(name).id, stateName: name }));

async function renderHome() {
  const view = renderInPortal(<HomePage />);
  await screen.findByRole('heading', { level: 1, name: '26,910,000 persons with disabilities in Nigeria' });
  return view;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the home page', () => {
  it('opens on Nigeria with the published count, the statistics, the policy overview and the schools', async () => {
    stubApi();
    await renderHome();
    expect(bus.selections.at(-1)).toEqual(NIGERIA_ONLY);
    expect(screen.getByRole('tab', { name: 'Population' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Overview of Nigeria Disability Policy' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /View More/ })).toBeNull();
    expect(await screen.findByText('338')).toBeTruthy();
    expect(bus.toasts).toEqual([]);
    await expectNoAxeViolations();
  });

  it('opens on the state its address names, as the top bar form sends it, without a toast, and its address follows later choices', async () => {
    stubApi();
    visit('/?state=ondo&view=age');
    await renderHome();
    expect(await screen.findByRole('heading', { name: 'Overview of Ondo Disability Policy' })).toBeTruthy();
    expect(bus.selections.at(-1)).toEqual({ ...NIGERIA_ONLY, stateId: stateNamed('Ondo').id, stateName: 'Ondo' });
    expect(bus.toasts).toEqual([]);
    mapChooses('Kano');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/?state=Kano&view=age');
    act(() => publish('selection', NIGERIA_ONLY));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/?view=age');
    // The education section's count for the country, the last thing to arrive.
    await waitFor(() => expect(screen.queryByText(en('schoolCountLoading'))).toBeNull());
  });

  it('says how the headline count was derived, and links the statistics to the figures and their sources', async () => {
    stubApi();
    await renderHome();
    const derivation = screen.getByText(en('derivationLabel')).closest('p')!;
    expect(derivation.textContent).toBe(`${en('derivationLabel')} ${DERIVATION}`);
    const statistics = screen.getByRole('region', { name: 'Disability statistics' });
    expect(within(statistics).getByRole('link', { name: messages.figuresPageTitle }).getAttribute('href')).toBe('/figures');
  });

  it("asks the shell for the schools dialog with 'View All', and loads no schools app itself", async () => {
    stubApi();
    const loadRemote = vi.fn((_remote: string, _exposed: string) => new Promise<never>(() => undefined));
    window.__portalLoadRemote = loadRemote;
    try {
      await renderHome();
      // The map, which no server drew here, loads with the page; the schools app is the shell's to load.
      expect(loadRemote).toHaveBeenCalledWith('mfe_map', './map');
      const viewAll = await screen.findByRole('button', { name: messages.viewAll });
      expect(JSON.parse(viewAll.getAttribute('data-publishes-on-press')!)).toEqual({
        topic: 'schools-modal',
        value: { open: true, stateName: '' },
      });
      await userEvent.click(viewAll);
      expect(bus.modals).toEqual([{ open: true, stateName: '' }]);
      expect(loadRemote.mock.calls.filter(([remote]) => remote === 'mfe_schools')).toEqual([]);
    } finally {
      delete window.__portalLoadRemote;
    }
  });

  it('only logs when Nigeria is missing from the country list', async () => {
    stubApi({ countries: [{ id: 2, name: 'Ghana' }] });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderFresh(<HomePage />);
    await waitFor(() => expect(info).toHaveBeenCalledWith('Nigeria not found in the country list'));
    expect(info).toHaveBeenCalledOnce();
    expect(bus.selections).toEqual([]);
    expect(bus.toasts).toEqual([]);
  });

  it('shows the toast once, loads the policy and scrolls smoothly to it when the map chooses a state', async () => {
    stubApi();
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderHome();
    mapChooses('Ondo');
    expect(await screen.findByRole('heading', { name: 'Overview of Ondo Disability Policy' })).toBeTruthy();
    expect(await screen.findByText(messages.readMore)).toBeTruthy();
    expect(await screen.findByText('12')).toBeTruthy();
    expect(bus.toasts).toEqual([{ kind: 'success', text: en('viewingState', { state: 'Ondo' }) }]);
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('disability-policy'));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    await expectNoAxeViolations();

    // The same state published again (the panel re-announcing it) is not a new choice.
    mapChooses('Ondo');
    expect(bus.toasts).toHaveLength(1);
    mapChooses('Niger');
    await screen.findByRole('heading', { name: 'Overview of Niger Disability Policy' });
    expect(bus.toasts.map((toast) => toast.text)).toEqual([en('viewingState', { state: 'Ondo' }), en('viewingState', { state: 'Niger' })]);
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    stubApi();
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }),
    });
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderHome();
    mapChooses('Niger');
    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(await screen.findByText('Niger State has a bill before its assembly.')).toBeTruthy();
    expect(await screen.findByText('1')).toBeTruthy();
  });

  it('keeps the state chosen before, without a new toast, when the visitor comes back', async () => {
    stubApi();
    publish('selection', { ...NIGERIA_ONLY, stateId: stateNamed('Niger').id, stateName: 'Niger' });
    await renderHome();
    expect(await screen.findByRole('heading', { name: 'Overview of Niger Disability Policy' })).toBeTruthy();
    expect(bus.toasts).toEqual([]);
  });

  it('opens at the section a shortcut from another page asked for, with focus on its heading', async () => {
    stubApi();
    visit('/#education');
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderHome();
    act(() => {
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('education'));
    expect(document.activeElement?.id).toBe('education-heading');
  });
});

/** What axios gives when no answer came at all (offline, or the server unreachable): no `response`. */
const networkError = () => Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
const serverError = () =>
  Object.assign(new Error('Request failed with status code 500'), {
    isAxiosError: true,
    response: { status: 500, data: { message: 'Internal Server Error' } },
  });

/** The browser's view of the connection, switched as Chromium does: `navigator.onLine` and the event. */
/** The connection lost or back, and what the page fetches again at that settled (in act, as a test must). */
async function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  await act(async () => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const header = () => within(document.getElementById('portal-header')!);
const stateDropdown = () => header().getByRole('combobox', { name: 'State' });
async function chooseState(name: string) {
  await userEvent.selectOptions(stateDropdown(), name);
  await userEvent.click(header().getByRole('button', { name: messages.showState }));
}

/** The home page with its data and the top bar's states loaded. */
async function renderHomeLoaded() {
  await renderHome();
  expect(await screen.findByText('338')).toBeTruthy();
  await waitFor(() => expect(stateDropdown().hasAttribute('disabled')).toBe(false));
}

const policySection = () => document.getElementById('disability-policy')!;
/** The policy overview and the education section show no generic 'could not be loaded' (the map's parcels, never loaded here, may). */
function expectNoGenericError() {
  for (const part of [document.querySelector('.policy-overview')!, document.getElementById('education')!]) {
    expect(within(part as HTMLElement).queryByText(sharedEnglish('appLoadFailed'))).toBeNull();
  }
}
const viewingOndo = { kind: 'success', text: en('viewingState', { state: 'Ondo' }) };

describe('a state chosen when its data cannot be loaded', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it('choosing a state offline shows the offline notice, not the success toast', async () => {
    const get = stubApi();
    await renderHomeLoaded();
    await setOnline(false);
    get.mockRejectedValue(networkError());
    await chooseState('Ondo');

    const offline = en('stateOffline', { state: 'Ondo' });
    await waitFor(() => expect(bus.toasts).toEqual([{ kind: 'error', text: offline }]));
    // The notice is where the sections are, and the page still shows what it showed: Nigeria, its count,
    // no generic error; the dropdown is back on no state, so the visitor can choose Ondo again.
    expect(within(policySection()).getByText(offline)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Overview of Nigeria Disability Policy' })).toBeTruthy();
    expect(await screen.findByText('338')).toBeTruthy();
    expectNoGenericError();
    expect(stateDropdown().textContent).toContain('No state (all of Nigeria)');
    expect(bus.selections.at(-1)).toEqual(NIGERIA_ONLY);
    // Offline, there is nothing to retry yet.
    expect(screen.queryByRole('button', { name: en('stateLoadAgain', { state: 'Ondo' }) })).toBeNull();
    await expectNoAxeViolations();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(bus.toasts).toEqual([{ kind: 'error', text: offline }]);
  });

  it('choosing a state whose data fails to load shows the failure, not the success toast', async () => {
    const get = stubApi();
    const answer = get.getMockImplementation()!;
    let failing = true;
    get.mockImplementation(async (url: string, config?: object) => {
      if (failing && url === `/states/${stateNamed('Ondo').id}/policy`) throw serverError();
      return answer(url, config);
    });
    await renderHomeLoaded();
    await chooseState('Ondo');

    const failed = en('stateLoadFailed', { state: 'Ondo' });
    await waitFor(() => expect(bus.toasts).toEqual([{ kind: 'error', text: failed }]));
    expect(within(policySection()).getByText(failed)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Overview of Nigeria Disability Policy' })).toBeTruthy();
    expectNoGenericError();
    await expectNoAxeViolations();

    // Online, the notice offers to load the state again at once.
    failing = false;
    await userEvent.click(within(policySection()).getByRole('button', { name: en('stateLoadAgain', { state: 'Ondo' }) }));
    await waitFor(() => expect(bus.toasts.at(-1)).toEqual(viewingOndo));
    expect(await screen.findByRole('heading', { name: 'Overview of Ondo Disability Policy' })).toBeTruthy();
    expect(screen.queryByText(failed)).toBeNull();
  });

  it('choosing a state when the API does not answer says the connection is lost', async () => {
    const get = stubApi();
    const answer = get.getMockImplementation()!;
    get.mockImplementation(async (url: string, config?: object) => {
      if (url === '/schools' && (config as { params?: { state?: string } } | undefined)?.params?.state) throw networkError();
      return answer(url, config);
    });
    await renderHomeLoaded();
    await chooseState('Ondo');
    const offline = en('stateOffline', { state: 'Ondo' });
    await waitFor(() => expect(bus.toasts).toEqual([{ kind: 'error', text: offline }]));
    expect(within(policySection()).getByText(offline)).toBeTruthy();
  });

  it('back online, choosing the state again shows the success toast', async () => {
    const get = stubApi();
    const answer = get.getMockImplementation()!;
    await renderHomeLoaded();
    await setOnline(false);
    get.mockRejectedValue(networkError());
    await chooseState('Ondo');
    const offline = en('stateOffline', { state: 'Ondo' });
    await waitFor(() => expect(bus.toasts).toEqual([{ kind: 'error', text: offline }]));

    get.mockImplementation(answer);
    await setOnline(true);
    // The connection is back: the notice now offers the retry, and the dropdown works as before.
    expect(within(policySection()).getByRole('button', { name: en('stateLoadAgain', { state: 'Ondo' }) })).toBeTruthy();
    await expectNoAxeViolations();
    await chooseState('Ondo');
    await waitFor(() => expect(bus.toasts).toEqual([{ kind: 'error', text: offline }, viewingOndo]));
    expect(await screen.findByRole('heading', { name: 'Overview of Ondo Disability Policy' })).toBeTruthy();
    expect(await screen.findByText('12')).toBeTruthy();
    expect(screen.queryByText(offline)).toBeNull();
  });
});
