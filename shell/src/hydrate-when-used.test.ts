import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { createElement, useState } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import {
  focusWithoutUse,
  keepFocusWhereItWas,
  keepPressesUntilHydrated,
  keepTypedTextUntilHydrated,
  pageWaitsForUse,
  showAppsWhereFocusIs,
  whenUsed,
} from './hydrate-when-used.js';
import { failAScript, linksFollowed } from './test-support/browser.js';

afterEach(() => document.body.replaceChildren());

describe('a page the server rendered starts its apps when it is used', () => {
  it('waits for use on a rendered page, not on its loading text nor on a page that works as it opens', () => {
    const page = document.createElement('div');
    page.innerHTML = '<p class="portal-loading">Loading…</p>';
    expect(pageWaitsForUse(page)).toBe(false);
    page.innerHTML = '<div id="portal-page-public" data-server-rendered><h1>Lagos</h1></div>';
    expect(pageWaitsForUse(page)).toBe(true);
    page.innerHTML = '<div id="portal-page-auth" data-server-rendered data-starts-at-once><h1>Verify e-mail</h1></div>';
    expect(pageWaitsForUse(page)).toBe(false);
  });

  it('starts nothing while the page only loads, then starts once at the first key', async () => {
    const start = vi.fn();
    void whenUsed().then(start);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(start).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.keyboard('{Tab}');
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    await user.keyboard('{Tab}');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a touch', (target: Element) => fireEvent.touchStart(target)],
    ['a move of the mouse', (target: Element) => fireEvent.pointerMove(target)],
    ['a turn of the wheel', (target: Element) => fireEvent.wheel(target)],
    ['focus arriving on a control', (target: Element) => fireEvent.focusIn(target)],
    ["a screen reader's click, with no pointer or key before it", (target: Element) => fireEvent.click(target)],
  ])('starts at %s', async (_use, use) => {
    document.body.innerHTML = '<a href="/about">About</a>';
    const start = vi.fn();
    void whenUsed().then(start);
    use(screen.getByRole('link'));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });
});

describe('focus the page script gives', () => {
  it('is not a use: the portal starts at the next one', async () => {
    document.body.innerHTML = '<h2 tabindex="-1">Overview of Lagos Disability Policy</h2><a href="/about">About</a>';
    const start = vi.fn();
    void whenUsed().then(start);
    focusWithoutUse(screen.getByRole('heading'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(screen.getByRole('heading'));
    expect(start).not.toHaveBeenCalled();
    screen.getByRole('link').focus();
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });
});

describe('a use the browser answers by itself starts no app', () => {
  it("waits through the select and the Show of a form the server answers, and starts at the form's other buttons", async () => {
    document.body.innerHTML = `
      <header data-server-rendered>
        <form action="/" data-html-answers-before-hydration>
          <select name="state" aria-label="State"><option>Abia</option><option>Lagos</option></select>
          <button type="submit"><span>Show</span></button><button type="button">Retry</button>
        </form>
      </header>`;
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    const start = vi.fn();
    void whenUsed().then(start);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Lagos');
    // On the button's text, as a finger lands.
    await user.click(screen.getByText('Show'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(start).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });
});

describe('a press before the region hydrates', () => {
  beforeAll(() => keepPressesUntilHydrated(document));

  /** A region as the server sends it; `hydrate` gives its button the handler React would, and takes the mark off. */
  function serverRegion() {
    document.body.innerHTML = `
      <div id="portal-page-public" data-server-rendered>
        <button type="button">Choose a state</button>
        <a href="#sources">Sources</a>
        <form action="/schools/1"><input name="q" aria-label="School name"><button>Search</button></form>
      </div>`;
    const region = document.getElementById('portal-page-public')!;
    const pressed = vi.fn();
    // React listens at its root: what reaches the region is what React's handlers would see.
    const seenByReact = vi.fn();
    region.addEventListener('click', seenByReact);
    const hydrate = () => {
      screen.getByRole('button', { name: 'Choose a state' }).addEventListener('click', pressed);
      region.removeAttribute('data-server-rendered');
    };
    return { pressed, seenByReact, hydrate };
  }

  it('is kept from the region, and made once when the region has hydrated', async () => {
    const { pressed, seenByReact, hydrate } = serverRegion();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose a state' }));
    expect(seenByReact).not.toHaveBeenCalled();
    hydrate();
    await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    // Made as a screen reader or a keyboard makes a press: a click with no pointer behind it.
    expect((pressed.mock.calls[0]![0] as MouseEvent).detail).toBe(0);
    expect(seenByReact).toHaveBeenCalledTimes(1);
  });

  it('is made on the same control when hydration rendered it afresh, and on nothing else', async () => {
    const { seenByReact } = serverRegion();
    const region = document.getElementById('portal-page-public')!;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose a state' }));
    // The app renders its part of the page anew: new elements where the server's were.
    const pressed = vi.fn();
    region.replaceChildren(...[...region.children].map((child) => child.cloneNode(true)));
    screen.getByRole('button', { name: 'Choose a state' }).addEventListener('click', pressed);
    region.removeAttribute('data-server-rendered');
    await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(seenByReact).toHaveBeenCalledTimes(1);

    // Where the words changed, the control is not the one pressed: nothing is made.
    const second = serverRegion();
    const again = document.getElementById('portal-page-public')!;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose a state' }));
    again.innerHTML = again.innerHTML.replace('Choose a state', 'Delete everything');
    again.removeAttribute('data-server-rendered');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.seenByReact).not.toHaveBeenCalled();
  });

  it('leaves links and form buttons to the browser, which follows and submits them as HTML', async () => {
    const { seenByReact } = serverRegion();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Sources' }));
    expect(window.location.hash).toBe('#sources');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(seenByReact).toHaveBeenCalledTimes(2);
  });

  it('leaves to the browser a form marked as answered by a page load as well: Show sends it at once', async () => {
    document.body.innerHTML = `
      <header data-server-rendered>
        <form action="/" data-html-answers-before-hydration>
          <select name="state" aria-label="State"><option>Lagos</option></select><button type="submit">Show</button>
        </form>
      </header>`;
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("keeps for the app the other buttons of such a form, which do nothing as HTML: a password's Show", async () => {
    document.body.innerHTML = `
      <main id="portal-page-auth" data-server-rendered>
        <form method="post" action="/register" data-html-answers-before-hydration>
          <input type="password" name="password" aria-label="Password"><button type="button">Show password</button>
          <button type="submit">Create account</button>
        </form>
      </main>`;
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    const user = userEvent.setup();
    // Enter in the field sends the form at once, as the browser does.
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    const shown = vi.fn();
    screen.getByRole('button', { name: 'Show password' }).addEventListener('click', shown);
    document.getElementById('portal-page-auth')!.removeAttribute('data-server-rendered');
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a region that has hydrated', async () => {
    const { pressed, seenByReact, hydrate } = serverRegion();
    hydrate();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose a state' }));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(seenByReact).toHaveBeenCalledTimes(1);
  });
});

describe('keys pressed before the region hydrates', () => {
  // keepPressesUntilHydrated listens from the block above: the page script calls it once.
  let listening = new AbortController();
  afterEach(() => {
    listening.abort();
    listening = new AbortController();
  });

  /**
   * A map as the server sends it: three states, links that the app turns into choosing them, the first the
   * tab stop. `hydrate` gives the region what the app would: arrows move focus from the focused state, and a
   * plain click (as Enter on a link makes) chooses it instead of following the link.
   */
  function serverMap() {
    document.body.innerHTML = `
      <div data-parcel-slot="mfe_map:./map" data-server-rendered>
        <svg role="group" aria-label="Map" data-arrow-keys-move-focus>
          <a href="/?state=Abia" data-enhanced-link tabindex="0" aria-label="Abia State"><path d="M0 0h1v1z"/></a>
          <a href="/?state=Adamawa" data-enhanced-link tabindex="-1" aria-label="Adamawa State"><path d="M1 0h1v1z"/></a>
          <a href="/?state=Akwa%20Ibom" data-enhanced-link tabindex="-1" aria-label="Akwa Ibom State"><path d="M2 0h1v1z"/></a>
        </svg>
      </div>`;
    const region = document.querySelector('[data-parcel-slot]')!;
    const states = [...region.querySelectorAll<SVGAElement>('svg a')];
    const chosen: string[] = [];
    const followed = linksFollowed(listening.signal);
    const hydrate = () => {
      region.addEventListener('keydown', (event) => {
        if ((event as KeyboardEvent).key !== 'ArrowRight') return;
        event.preventDefault();
        states[(states.indexOf(event.target as SVGAElement) + 1) % states.length]!.focus();
      });
      region.addEventListener('click', (event) => {
        event.preventDefault();
        chosen.push((event.target as Element).closest('a')!.getAttribute('aria-label')!);
      });
      region.removeAttribute('data-server-rendered');
    };
    return { states, chosen, followed, hydrate };
  }

  it('move focus on the map at once, and the Enter kept is made once it has: → → Enter chooses the state the arrows reached', async () => {
    const { states, chosen, followed, hydrate } = serverMap();
    states[0]!.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(states[2]);
    await user.keyboard('{Enter}');
    // Enter waits for the app: the browser did not follow the focused link.
    expect(followed).not.toHaveBeenCalled();
    expect(chosen).toEqual([]);
    hydrate();
    await waitFor(() => expect(chosen).toEqual(['Akwa Ibom State']));
    expect(document.activeElement).toBe(states[2]);
  });

  it('move focus around the ends of the map as its app does: ← from the first to the last, Home back to the first', async () => {
    const { states, hydrate } = serverMap();
    states[0]!.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(states[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(states[0]);
    await user.keyboard('{End}{ArrowDown}');
    expect(document.activeElement).toBe(states[0]);
    // The tab stop stays where the server put it, for the app's first render to find as it left it.
    expect(states.map((state) => state.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    hydrate();
  });

  it('leaves Tab and shortcuts to the browser', async () => {
    const { states, hydrate, chosen } = serverMap();
    states[0]!.focus();
    const user = userEvent.setup();
    await user.keyboard('{Control>}{ArrowRight}{/Control}{Tab}');
    expect(document.activeElement).not.toBe(states[0]);
    hydrate();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chosen).toEqual([]);
  });

  it('are answered by the HTML if a script of the page fails to load: Enter follows the focused link', async () => {
    const { states, followed } = serverMap();
    states[0]!.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(followed).not.toHaveBeenCalled();
    failAScript();
    expect(followed).toHaveBeenCalledTimes(1);
  });
});

describe('a press on a control whose dialog works before the region hydrates', () => {
  /** The top bar as the server sends it: Menu, a link to the menu page, and the menu as a native dialog. */
  function serverTopBar() {
    document.body.innerHTML = `
      <header data-server-rendered>
        <a href="/menu" data-enhanced-link data-opens-before-hydration="menu-early">Menu</a>
        <dialog id="menu-early" aria-labelledby="menu-early-title">
          <h2 id="menu-early-title">Menu</h2>
          <a href="#about">About</a>
        </dialog>
      </header>`;
    const dialog = document.querySelector('dialog')!;
    // jsdom has no modal dialogs: what the browser's would do, for the test to see.
    dialog.showModal = vi.fn(() => dialog.setAttribute('open', ''));
    dialog.close = vi.fn(() => dialog.removeAttribute('open'));
    const region = document.querySelector('header')!;
    const seenByApp = vi.fn();
    // Once hydrated, the app answers a press on Menu itself (EnhancedLink), and the link is not followed.
    region.addEventListener('click', (event) => (seenByApp(), event.preventDefault()));
    return { dialog, seenByApp };
  }

  it('opens the dialog at once, follows no link and keeps nothing for the app', async () => {
    const { dialog, seenByApp } = serverTopBar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Menu' }));
    expect(dialog.showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    expect(seenByApp).not.toHaveBeenCalled();
  });

  it('closes the dialog when one of its links is followed', async () => {
    const { dialog } = serverTopBar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'About', hidden: true }));
    expect(dialog.close).toHaveBeenCalledTimes(1);
  });

  it('leaves the keys and presses inside the dialog to the browser: Escape and its close button close it', async () => {
    document.body.innerHTML = `
      <header data-server-rendered>
        <dialog open><form method="dialog"><button type="submit">Close menu</button></form></dialog>
      </header>`;
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Close menu' }).dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(false);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Close menu' }).dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it('leaves a press on Menu to its app once the top bar has hydrated', async () => {
    const { dialog, seenByApp } = serverTopBar();
    document.querySelector('header')!.removeAttribute('data-server-rendered');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Menu' }));
    expect(dialog.showModal).not.toHaveBeenCalled();
    expect(seenByApp).toHaveBeenCalledTimes(1);
  });
});

describe('a press on a tab that switches before the region hydrates', () => {
  /** The statistics as the server sends them: every panel, those not shown inert and marked so. */
  function serverTabs() {
    window.history.replaceState(null, '', '/#statistics-heading');
    document.body.innerHTML = `
      <section data-server-rendered>
        <div data-tabs-switch-before-hydration>
          <div role="tablist" data-arrow-keys-move-focus>
            <a role="tab" id="s-tab-population" href="?#statistics-heading" aria-selected="true" aria-controls="s-tabpanel-population" tabindex="0" data-selected="true">Population</a>
            <a role="tab" id="s-tab-gender" href="?view=gender#statistics-heading" aria-selected="false" tabindex="-1">Gender</a>
            <a role="tab" id="s-tab-age" href="?view=age#statistics-heading" aria-selected="false" tabindex="-1">Age</a>
          </div>
          <div role="tabpanel" id="s-tabpanel-population" aria-labelledby="s-tab-population" tabindex="0">Population figures</div>
          <div inert data-inert="true">Gender figures</div>
          <div inert data-inert="true">Age figures</div>
        </div>
      </section>`;
    const seenByApp = vi.fn();
    document.querySelector('section')!.addEventListener('click', seenByApp);
    return { seenByApp };
  }
  const shownPanel = () => document.querySelector('[role="tabpanel"]');

  it('shows its panel at once as the app would, names it by its tab, and writes its view into the address', async () => {
    const { seenByApp } = serverTabs();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Gender' }));
    const gender = screen.getByRole('tab', { name: 'Gender' });
    expect(screen.getByRole('tab', { selected: true })).toBe(gender);
    expect(screen.getByRole('tab', { name: 'Population' }).getAttribute('tabindex')).toBe('-1');
    expect(gender.getAttribute('tabindex')).toBe('0');
    expect(shownPanel()?.textContent).toBe('Gender figures');
    // The ids are React Aria's, as the app renders them: hydration keeps the ids it finds.
    expect(shownPanel()?.id).toBe('s-tabpanel-gender');
    expect(gender.getAttribute('aria-controls')).toBe('s-tabpanel-gender');
    expect(shownPanel()?.getAttribute('aria-labelledby')).toBe('s-tab-gender');
    expect(document.querySelectorAll('[inert]')).toHaveLength(2);
    expect(screen.getByText('Population figures').hasAttribute('data-inert')).toBe(true);
    expect(window.location.search + window.location.hash).toBe('?view=gender#statistics-heading');
    expect(document.activeElement).toBe(gender);
    expect(seenByApp).not.toHaveBeenCalled();
  });

  it('moves between the tabs with the arrows, and Space shows the one reached; the first view takes its query out', async () => {
    serverTabs();
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Population' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Age' }));
    await user.keyboard(' ');
    expect(shownPanel()?.textContent).toBe('Age figures');
    await user.keyboard('{Home}');
    await user.keyboard(' ');
    expect(shownPanel()?.textContent).toBe('Population figures');
    expect(shownPanel()?.id).toBe('s-tabpanel-population');
    expect(window.location.search + window.location.hash).toBe('#statistics-heading');
  });

  it("names the panel after its tab's key when one key begins another ('age', 'agency')", async () => {
    document.body.innerHTML = `
      <section data-server-rendered>
        <div data-tabs-switch-before-hydration>
          <div role="tablist">
            <a role="tab" id="s-tab-age" href="?view=age" aria-selected="true" aria-controls="s-tabpanel-age" tabindex="0">Age</a>
            <a role="tab" id="s-tab-agency" href="?view=agency" aria-selected="false" tabindex="-1">Agency</a>
          </div>
          <div role="tabpanel" id="s-tabpanel-age" aria-labelledby="s-tab-age">Ages</div>
          <div inert data-inert="true">Agencies</div>
        </div>
      </section>`;
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Agency' }));
    expect(shownPanel()?.id).toBe('s-tabpanel-agency');
    await user.click(screen.getByRole('tab', { name: 'Age' }));
    expect(shownPanel()?.id).toBe('s-tabpanel-age');
    expect(shownPanel()?.textContent).toBe('Ages');
  });

  it('leaves a press on a tab to its app once the region has hydrated', async () => {
    const { seenByApp } = serverTabs();
    document.querySelector('section')!.removeAttribute('data-server-rendered');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Gender' }));
    expect(seenByApp).toHaveBeenCalledTimes(1);
    expect(shownPanel()?.textContent).toBe('Population figures');
  });
});

describe('focus that arrived before the region hydrated', () => {
  it('is shown to the app as it hydrates, as a focusin on the focused element', async () => {
    document.body.innerHTML = `<div data-server-rendered><a href="/?state=Abia" tabindex="0">Abia</a></div><a href="/about">About</a>`;
    const region = document.querySelector('[data-server-rendered]')!;
    screen.getByRole('link', { name: 'Abia' }).focus();
    showAppsWhereFocusIs(document);
    const focusSeen = vi.fn();
    region.addEventListener('focusin', (event) => focusSeen((event.target as Element).textContent));
    region.removeAttribute('data-server-rendered');
    await waitFor(() => expect(focusSeen).toHaveBeenCalledWith('Abia'));
    expect(focusSeen).toHaveBeenCalledTimes(1);
  });

  it('goes to the element in its place when the app rendered it afresh, as a keyboard user left it', async () => {
    document.body.innerHTML = `<div data-server-rendered><div role="tablist"><a role="tab" href="?" tabindex="0">Gender</a></div></div>`;
    const region = document.querySelector('[data-server-rendered]')!;
    showAppsWhereFocusIs(document);
    screen.getByRole('tab', { name: 'Gender' }).focus();
    // Hydration replaces the tab (the browser drops focus to the page) and takes the mark off.
    const fresh = screen.getByRole('tab', { name: 'Gender' }).cloneNode(true) as HTMLElement;
    screen.getByRole('tab', { name: 'Gender' }).replaceWith(fresh);
    region.removeAttribute('data-server-rendered');
    await waitFor(() => expect(document.activeElement).toBe(fresh));
  });
});

describe('text typed before the region hydrates', () => {
  beforeAll(() => keepTypedTextUntilHydrated(document));

  /** A search box whose text is the app's state, as the schools search is. */
  function SearchBox() {
    const [text, setText] = useState('');
    return createElement(
      'div',
      null,
      createElement('input', {
        'aria-label': 'School name',
        value: text,
        onChange: (event: { target: HTMLInputElement }) => setText(event.target.value),
      }),
      createElement('p', null, `Searching for: ${text}`),
    );
  }

  it('is kept in the field and reaches the app once it has hydrated', async () => {
    const region = document.createElement('div');
    region.setAttribute('data-server-rendered', '');
    region.innerHTML = renderToString(createElement(SearchBox));
    document.body.append(region);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'School name' }), 'Wesley');

    const root = await act(async () => hydrateRoot(region, createElement(SearchBox)));
    // The app takes the mark off when it has hydrated (the shell's ServerMark does it in a layout effect).
    act(() => region.removeAttribute('data-server-rendered'));
    await waitFor(() => expect(screen.getByText('Searching for: Wesley')).toBeDefined());
    expect((screen.getByRole('textbox', { name: 'School name' }) as HTMLInputElement).value).toBe('Wesley');
    act(() => root.unmount());
  });
});

describe("an option chosen in the browser's own select before the region hydrates", () => {
  beforeAll(() => keepTypedTextUntilHydrated(document));

  /** The top bar's state dropdown: its value is the app's state. */
  function StatePicker() {
    const [state, setState] = useState('');
    return createElement(
      'div',
      null,
      createElement(
        'select',
        { 'aria-label': 'State', value: state, onChange: (event: { target: HTMLSelectElement }) => setState(event.target.value) },
        createElement('option', { value: '' }, 'No state'),
        createElement('option', { value: 'Lagos' }, 'Lagos'),
        createElement('option', { value: 'Kano' }, 'Kano'),
      ),
      createElement('p', null, `Chosen: ${state}`),
    );
  }

  it('is kept and reaches the app once it has hydrated, the last choice winning', async () => {
    const region = document.createElement('div');
    region.setAttribute('data-server-rendered', '');
    region.innerHTML = renderToString(createElement(StatePicker));
    document.body.append(region);
    const select = screen.getByRole('combobox', { name: 'State' });
    await userEvent.selectOptions(select, 'Kano');
    await userEvent.selectOptions(select, 'Lagos');

    const root = await act(async () => hydrateRoot(region, createElement(StatePicker)));
    act(() => region.removeAttribute('data-server-rendered'));
    await waitFor(() => expect(screen.getByText('Chosen: Lagos')).toBeDefined());
    expect((select as HTMLSelectElement).value).toBe('Lagos');
    act(() => root.unmount());
    region.remove();
  });
});

describe('focus on an element that stops taking it', () => {
  beforeAll(() => keepFocusWhereItWas(document));

  /** A tab panel as the server sends it: a tab stop, with a link inside. */
  function serverPanel() {
    document.body.innerHTML = `
      <div role="tabpanel" tabindex="0" aria-label="Population"><p>26,910,000</p><a href="#source">WHO</a></div>
      <button type="button">Menu</button>`;
    return screen.getByRole('tabpanel');
  }

  it('goes to the first element inside it that Tab reaches, not back to the start of the page', async () => {
    const panel = serverPanel();
    panel.focus();
    // Hydrated, the panel finds the link and stops being a tab stop, and the browser drops focus from it.
    // (jsdom drops focus only from an element that takes it: the tab stop goes as the focus does.)
    window.addEventListener('focusout', () => panel.removeAttribute('tabindex'), { capture: true, once: true });
    panel.blur();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'WHO' })));
  });

  it('stays where the user put it when focus leaves an element that still takes it', async () => {
    const panel = serverPanel();
    panel.focus();
    panel.blur();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
    screen.getByRole('button', { name: 'Menu' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });
});
