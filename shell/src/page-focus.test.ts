import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publish } from '@portal/shared/bus';
import { PRODUCT_NAME } from '@portal/shared/messages';
import { managePageFocus } from './page-focus.js';

const announce = vi.fn<(text: string) => void>();
let main: HTMLElement;

/** What single-spa does on a navigation: events before and after the apps change. */
function goTo(path: string, render: () => void) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
  render();
  window.dispatchEvent(new Event('single-spa:routing-event'));
}

/** An app rendering its page, and naming it on the bus as `CurrentPage` does. */
const page = (path: string, title: string, heading: string | null) => () => {
  main.innerHTML = heading === null ? '<p>Loading…</p>' : `<h1>${heading}</h1>`;
  publish('page', { path, title });
};

beforeAll(() => {
  document.body.innerHTML = '<main id="main-content" tabindex="-1"></main>';
  main = document.getElementById('main-content')!;
  managePageFocus(main, announce);
  goTo('/', page('/', 'Home', 'Data for every state'));
});

beforeEach(() => announce.mockClear());

describe('a new page', () => {
  it('is titled with the name its app gives it', () => {
    goTo('/about', page('/about', 'About', `About the ${PRODUCT_NAME}`));
    expect(document.title).toBe(`About – ${PRODUCT_NAME}`);
  });

  it('takes focus on its h1 and is announced by its heading', async () => {
    goTo('/blog', page('/blog', 'Blog', 'Blog'));
    await vi.waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(announce).toHaveBeenCalledWith('Blog, page loaded');
  });

  it('is announced by its title when no heading comes', async () => {
    vi.useFakeTimers();
    try {
      goTo('/laws', page('/laws', 'Disability laws by state', null));
      await vi.advanceTimersByTimeAsync(3000);
      expect(announce).toHaveBeenCalledWith('Disability laws by state, page loaded');
      expect(document.activeElement).toBe(main);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is titled with the portal alone, not the page just left, until its app names it', () => {
    goTo('/figures', page('/figures', 'Figures and sources', 'Figures and sources'));
    goTo('/schools/1', () => undefined);
    expect(document.title).toBe(PRODUCT_NAME);
  });

  it('keeps its title when a page the visitor has already left is named late', () => {
    goTo('/login', page('/login', 'Login', 'Login'));
    publish('page', { path: '/about', title: 'About' });
    expect(document.title).toBe(`Login – ${PRODUCT_NAME}`);
  });
});
