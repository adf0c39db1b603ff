import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { seedLoads } from '@portal/shared/data';
import { fetchCatalogueStates } from '../catalogue/catalogue.js';
import userEvent from '@testing-library/user-event';
import { api, publish } from '@portal/shared';
import { mapWords } from '../i18n/words.js';
import { NigeriaMap } from './nigeria-map.component.js';
import { OUTLINE_PATHS } from '../outlines/nigeria-outlines.generated.js';
import { provideOutlinePaths } from '../outlines/outline-paths.js';
import { expectNoAxeViolations, renderFresh, sharedEnglish } from '@portal/shared/testing';
import { NIGERIA, STATES, stateNamed, stubApi, watchBus } from '../test-support/catalogue-fixtures.js';

const bus = watchBus();

async function renderMap() {
  const view = renderFresh(<NigeriaMap />);
  // The outlines' module loads first: seconds on a busy 2-core machine.
  await screen.findByRole('group', { name: /Map of Nigeria/ }, { timeout: 30_000 });
  return view;
}

const stateLink = (name: RegExp | string) => screen.getByRole('link', { name });
const stateLinks = () => within(screen.getByRole('group', { name: /Map of Nigeria/ })).getAllByRole('link');
const current = () => stateLinks().filter((link) => link.getAttribute('aria-current') === 'true');

describe('the Nigeria map', () => {
  it('shows the 37 states as links, each named with its state and its law status once, in the words every page uses', async () => {
    stubApi();
    await renderMap();
    const group = screen.getByRole('group', { name: /Map of Nigeria/ });
    expect(stateLinks()).toHaveLength(37);
    expect(stateLink('Lagos State, Law in force').id).toBe('NGLA');
    expect(stateLink('Adamawa State, Bill passed, not yet signed').id).toBe('NGAD');
    expect(stateLink('Delta State, Bill pending').id).toBe('NGDE');
    expect(stateLink('Katsina State, No law').id).toBe('NGKT');
    expect(stateLink('Borno State, Unknown').id).toBe('NGBO');
    expect(stateLink('Ondo State, Sources disagree').id).toBe('NGON');
    // No record is an unknown status, not 'no law'; the territory is not called a state.
    expect(stateLink('Kano State, Unknown').id).toBe('NGKN');
    expect(stateLink('Federal Capital Territory, Unknown').id).toBe('NGFC');
    expect(group.getAttribute('viewBox')).toBe('0 0 1000 1000');
    expect(screen.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/');
  });

  it('shows the tooltip with the state, its policy answer and its law status when a state is hovered', async () => {
    stubApi();
    await renderMap();
    // The pointer arrives from elsewhere on the page, as a real mouse does.
    await userEvent.hover(document.body);
    await userEvent.hover(stateLink(/^Lagos State/));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Lagos StateDisability Policy: YesDisability law status: Law in force');
    await expectNoAxeViolations(document.body, { fragment: true });

    await userEvent.unhover(stateLink(/^Lagos State/));
    await userEvent.hover(stateLink(/^Borno State/));
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe('Borno StateDisability Policy: UnknownDisability law status: Unknown'),
    );
  });

  it('is one tab stop; the arrows move through the states alphabetically, with the tooltip on focus', async () => {
    stubApi();
    await renderMap();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.id).toBe('NGAB');
    expect((await screen.findByRole('tooltip')).textContent).toBe('Abia StateDisability Policy: UnknownDisability law status: Unknown');
    expect(stateLinks().filter((link) => link.getAttribute('tabindex') === '0')).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.id).toBe('NGAD');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.id).toBe('NGAK');
    await user.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement?.id).toBe('NGZA');
    await user.keyboard('{Home}');
    expect(document.activeElement?.id).toBe('NGAB');
    await user.keyboard('{End}');
    expect(document.activeElement?.id).toBe('NGZA');
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe('Zamfara StateDisability Policy: UnknownDisability law status: Unknown'),
    );
    expect(
      stateLinks()
        .filter((link) => link.getAttribute('tabindex') === '0')
        .map((link) => link.id),
    ).toEqual(['NGZA']);

    // Tab leaves the map at once for the caption's first link, instead of visiting 37 states.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'MapSVG' }));
    expect(bus.selections).toEqual([]);
  });

  it('selects the focused state with Enter or Space, publishing it with the page’s country and no toast', async () => {
    stubApi();
    publish('selection', { ...NIGERIA, stateId: null, stateName: '' });
    await renderMap();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{End}{Enter}');
    expect(bus.selections.at(-1)).toEqual({ ...NIGERIA, stateId: 37, stateName: 'Zamfara' });
    await waitFor(() => expect(current().map((b) => b.id)).toEqual(['NGZA']));

    await user.keyboard('{ArrowLeft} ');
    expect(bus.selections.at(-1)).toEqual({ ...NIGERIA, stateId: 36, stateName: 'Yobe' });
    await waitFor(() => expect(current().map((b) => b.id)).toEqual(['NGYO']));
    expect(bus.toasts).toEqual([]);
  });

  it('selects a clicked state and marks it by more than colour', async () => {
    stubApi();
    const { container } = await renderMap();
    await userEvent.click(stateLink(/^Kebbi State/));
    expect(bus.selections.at(-1)).toEqual({ ...NIGERIA, stateId: 22, stateName: 'Kebbi' });
    await waitFor(() => expect(stateLink(/^Kebbi State/).getAttribute('aria-current')).toBe('true'));
    // A thick outline drawn over the map: the fill keeps showing the law status.
    expect(container.querySelector('.nigeria-map__selected-mark path')?.getAttribute('d')).toBe(
      stateLink(/^Kebbi State/)
        .querySelector('path')!
        .getAttribute('d'),
    );
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it('leads each state to home shown for it, and leaves a click that asks for the link to the browser', async () => {
    stubApi();
    await renderMap();
    expect(stateLink(/^Akwa Ibom State/).getAttribute('href')).toBe('/?state=Akwa+Ibom');
    expect(stateLink(/^Federal Capital Territory/).getAttribute('href')).toBe('/?state=Federal+Capital+Territory');
    const followed: boolean[] = [];
    const watch = (event: MouseEvent) => followed.push(!event.defaultPrevented);
    window.addEventListener('click', watch);
    const user = userEvent.setup();
    // Ctrl-click (a new tab) and a middle click are the browser's.
    await user.keyboard('{Control>}');
    await user.click(stateLink(/^Kebbi State/));
    await user.keyboard('{/Control}');
    await user.pointer({ keys: '[MouseMiddle]', target: stateLink(/^Kebbi State/) });
    expect(bus.selections).toEqual([]);
    // A plain click chooses the state instead of leaving the page.
    await user.click(stateLink(/^Kebbi State/));
    window.removeEventListener('click', watch);
    expect(followed).toEqual([true, false]);
    expect(bus.selections.at(-1)).toEqual({ ...NIGERIA, stateId: 22, stateName: 'Kebbi' });
  });

  it('does not select a state the API does not list, and shows the unavailable error', async () => {
    stubApi({ states: STATES.filter((state) => state.name !== 'Lagos') });
    publish('selection', { ...NIGERIA, stateId: 22, stateName: 'Kebbi' });
    const { container } = await renderMap();
    await userEvent.click(stateLink(/^Lagos State/));
    expect(bus.toasts).toEqual([{ kind: 'error', text: mapWords.in('en')('stateUnavailable', { state: 'Lagos' }) }]);
    expect(bus.selections.at(-1)).toEqual({ ...NIGERIA, stateId: null, stateName: 'Lagos' });
    await waitFor(() => expect(current()).toEqual([]));
    expect(container.querySelector('.nigeria-map__selected-mark')).toBeNull();
  });

  it('reflects a selection made elsewhere, and clears when the selection is cleared', async () => {
    stubApi();
    await renderMap();
    act(() => publish('selection', { ...NIGERIA, stateId: stateNamed('Lagos').id, stateName: 'Lagos' }));
    await waitFor(() => expect(current().map((b) => b.id)).toEqual(['NGLA']));
    // The selected state becomes the map's tab stop.
    await userEvent.tab();
    expect(document.activeElement?.id).toBe('NGLA');

    act(() => publish('selection', { ...NIGERIA, stateId: null, stateName: '' }));
    await waitFor(() => expect(current()).toEqual([]));
  });

  it('explains each fill in a legend, and fills every state with the pattern of its law status', async () => {
    stubApi();
    const { container } = await renderMap();
    const legend = screen.getByRole('list', { name: mapWords.in('en')('mapLegendHeading') });
    // The map is named by the legend's title, not by its whole caption (the hint and the credits).
    expect(screen.getByRole('figure', { name: 'Disability law status' })).toBeTruthy();
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Law in force', 'Bill passed or pending', 'No law', 'Unknown', 'Sources disagree']);
    // Both kinds of bill share the pattern the legend calls 'Bill passed or pending'.
    const fill = (name: RegExp) => stateLink(name).querySelector('path')!.getAttribute('fill');
    expect(fill(/^Adamawa State/)).toBe(fill(/^Delta State/));
    const fills = [/^Lagos State/, /^Delta State/, /^Katsina State/, /^Borno State/, /^Ondo State/].map(fill);
    expect(new Set(fills).size).toBe(5);
    // Each legend swatch shows the same pattern as the states it stands for, drawn with shapes of its own.
    const swatches = [...legend.querySelectorAll('rect')].map((rect) => rect.getAttribute('fill'));
    expect(swatches).toEqual(fills);
    for (const url of fills) expect(container.querySelector(url!.slice(4, -1))?.tagName).toBe('pattern');
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it('offers Retry when the states cannot be loaded', async () => {
    const get = vi.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    renderFresh(<NigeriaMap />);
    await screen.findByText(sharedEnglish('appLoadFailed'));
    stubApi();
    await userEvent.click(screen.getByRole('button', { name: sharedEnglish('retry') }));
    await screen.findByRole('group', { name: /Map of Nigeria/ });
    expect(get).toHaveBeenCalled();
  });

  it.each([
    ['', null],
    ['?state=lagos', 'NGLA'],
  ])(
    'draws on the server the state the address names (%s), and hydrates that, then shows the state chosen before it loaded',
    async (search, drawn) => {
      stubApi();
      window.history.replaceState(null, '', `/${search}`);
      const states = await fetchCatalogueStates();
      // The server drew the map with the data the page brings, and with the address's state.
      seedLoads({ 'map-catalogue': states });
      provideOutlinePaths(OUTLINE_PATHS);
      const container = document.createElement('div');
      container.innerHTML = renderToString(<NigeriaMap />);
      document.body.append(container);
      expect([...container.querySelectorAll('[aria-current="true"]')].map((link) => link.id)).toEqual(drawn ? [drawn] : []);
      // Kebbi is chosen from the dropdown before the map's script has arrived: the map's modules start from it.
      publish('selection', { ...NIGERIA, stateId: stateNamed('Kebbi').id, stateName: 'Kebbi' });
      vi.resetModules();
      // The browser's map takes the outlines from the HTML: loading their module would fail here.
      vi.doMock('../outlines/nigeria-outlines.generated.js', () => {
        throw new Error('The outlines module was loaded, though the page draws them');
      });
      const { NigeriaMap: LoadedMap } = await import('./nigeria-map.component.js');
      (await import('@portal/shared/data')).seedLoads({ 'map-catalogue': states });
      const errors: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
      const root = await act(async () => hydrateRoot(container, <LoadedMap />, { onRecoverableError: (error) => errors.push(error) }));

      await waitFor(() => expect(container.querySelector('#NGKE')?.getAttribute('aria-current')).toBe('true'));
      expect(container.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
      expect(container.querySelector('.nigeria-map__selected-mark')).not.toBeNull();
      expect(errors).toEqual([]);
      consoleError.mockRestore();
      act(() => root.unmount());
      container.remove();
      vi.doUnmock('../outlines/nigeria-outlines.generated.js');
      window.history.replaceState(null, '', '/');
    },
  );
});
