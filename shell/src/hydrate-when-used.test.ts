import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { keepFocusWhereItWas, keepPressesUntilHydrated, pageIsServerRendered, whenUsed } from './hydrate-when-used.js';

afterEach(() => document.body.replaceChildren());

describe('a page the server rendered starts its apps when it is used', () => {
  it('knows a page region holding a rendered page from one holding only its loading text', () => {
    const page = document.createElement('div');
    page.innerHTML = '<p class="portal-loading">Loading…</p>';
    expect(pageIsServerRendered(page)).toBe(false);
    page.innerHTML = '<div id="portal-page-public" data-server-rendered><h1>Lagos</h1></div>';
    expect(pageIsServerRendered(page)).toBe(true);
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

  it('does nothing in a region that has hydrated', async () => {
    const { pressed, seenByReact, hydrate } = serverRegion();
    hydrate();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose a state' }));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(seenByReact).toHaveBeenCalledTimes(1);
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
