import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { messages, publish, t, type Selection } from '@portal/shared';
import userEvent from '@testing-library/user-event';
import { HomePage, SCHOOLS_LOADING } from './home.page.js';
import {
  expectNoAxeViolations,
  renderFresh,
  stateNamed,
  stubApi,
  visit,
  watchBus,
} from '../test-support/fixtures.js';
import { renderInPortal } from '../test-support/portal-frame.js';

const bus = watchBus();

const NIGERIA_ONLY: Selection = { countryId: 1, countryName: 'Nigeria', stateId: null, stateName: '' };
const mapChooses = (name: string) =>
  act(() => publish('selection', { ...NIGERIA_ONLY, stateId: stateNamed(name).id, stateName: name }));

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
    expect(screen.getByRole('heading', { name: 'Overview of Nigeria Disability Policy' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /View More/ })).toBeNull();
    expect(await screen.findByText('338')).toBeTruthy();
    expect(bus.toasts).toEqual([]);
    await expectNoAxeViolations();
  });

  it("loads the schools app when 'View All' first asks for it, and says so meanwhile", async () => {
    stubApi();
    // The shell's federation loader, which never answers here: the page shows the loading message.
    const loadRemote = vi.fn((_remote: string, _exposed: string) => new Promise<never>(() => undefined));
    window.__portalLoadRemote = loadRemote;
    try {
      await renderHome();
      const requested = () => loadRemote.mock.calls.filter(([remote]) => remote === 'mfe_schools');
      expect(loadRemote).toHaveBeenCalledWith('mfe_map', './map');
      expect(requested()).toEqual([]);
      await userEvent.click(await screen.findByRole('button', { name: messages.viewAll }));
      expect((await screen.findByText(SCHOOLS_LOADING)).getAttribute('role')).toBe('status');
      expect(requested()).toEqual([['mfe_schools', './modal']]);
    } finally {
      delete window.__portalLoadRemote;
    }
  });

  it('only logs when Nigeria is missing from the country list', async () => {
    stubApi({ countries: [{ id: 2, name: 'Ghana' }] });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderFresh(<HomePage />);
    await waitFor(() => expect(info).toHaveBeenCalledWith(messages.nigeriaNotFound));
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
    expect(await screen.findByRole('button', { name: messages.readMore })).toBeTruthy();
    expect(await screen.findByText('12')).toBeTruthy();
    expect(bus.toasts).toEqual([{ kind: 'success', text: t('viewingState', { state: 'Ondo' }) }]);
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('disability-policy'));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    await expectNoAxeViolations();

    // The same state published again (the panel re-announcing it) is not a new choice.
    mapChooses('Ondo');
    expect(bus.toasts).toHaveLength(1);
    mapChooses('Niger');
    await screen.findByRole('heading', { name: 'Overview of Niger Disability Policy' });
    expect(bus.toasts.map((toast) => toast.text)).toEqual([
      t('viewingState', { state: 'Ondo' }),
      t('viewingState', { state: 'Niger' }),
    ]);
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
