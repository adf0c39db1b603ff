import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackStickyBarHeight } from './sticky-bar.js';

/** jsdom lays nothing out: each element's box is given, and the observer reports at once, as after layout. */
const boxes = new Map<Element, { top: number; height: number }>();
function place(element: Element, top: number, height: number) {
  boxes.set(element, { top, height });
}

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const { top, height } = boxes.get(this) ?? { top: 0, height: 0 };
    return { top, height, bottom: top + height, left: 0, right: 360, width: 360, x: 0, y: top, toJSON: () => ({}) };
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        this.report();
      }
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  boxes.clear();
  document.body.replaceChildren();
});

const root = () => document.documentElement.style;

describe('the sticky bar height', () => {
  it("is the bar's height while it sticks, and 0 px once it scrolls with the page", () => {
    const bar = document.body.appendChild(document.createElement('header'));
    bar.style.position = 'sticky';
    place(bar, 0, 60.4);
    const stop = trackStickyBarHeight(bar, 'bar-height');
    expect(root().getPropertyValue('--bar-height')).toBe('61px');
    bar.style.position = 'static';
    window.dispatchEvent(new Event('resize'));
    expect(root().getPropertyValue('--bar-height')).toBe('0px');
    stop();
    expect(root().getPropertyValue('--bar-height')).toBe('');
  });

  it('writes how far a part that scrolls away reaches, and counts only what stays on screen (issue 37)', async () => {
    const bar = document.body.appendChild(document.createElement('header'));
    const shortcuts = bar.appendChild(document.createElement('nav'));
    shortcuts.setAttribute('data-scrolls-away', '');
    place(bar, 0, 193);
    place(shortcuts, 0, 88);
    // What the bar's CSS does with it: `top: calc(-1 * var(--scrolls-away))` (jsdom computes no calc()).
    bar.style.position = 'sticky';
    bar.style.top = '-88px';
    const stop = trackStickyBarHeight(bar, 'bar-height');
    expect(bar.style.getPropertyValue('--scrolls-away')).toBe('88px');
    expect(root().getPropertyValue('--bar-height')).toBe('105px');
    // The bar's attributes rewritten as the server sent them (a page shown in place, shell/src/morph.ts):
    // written again.
    bar.setAttribute('style', 'position: sticky; top: -88px');
    await new Promise((resolve) => setTimeout(resolve)); // the mutation observer's turn
    expect(bar.style.getPropertyValue('--scrolls-away')).toBe('88px');
    // Where the part is not shown, nothing of the bar scrolls away.
    place(shortcuts, 0, 0);
    place(bar, 0, 105);
    bar.style.top = '0px';
    window.dispatchEvent(new Event('resize'));
    expect(bar.style.getPropertyValue('--scrolls-away')).toBe('0px');
    expect(root().getPropertyValue('--bar-height')).toBe('105px');
    stop();
    expect(bar.style.getPropertyValue('--scrolls-away')).toBe('');
  });

  it('writes nothing on a bar without such a part', () => {
    const bar = document.body.appendChild(document.createElement('nav'));
    bar.style.position = 'sticky';
    place(bar, 0, 61);
    const stop = trackStickyBarHeight(bar, 'bar-height');
    expect(bar.getAttribute('style')).toBe('position: sticky;');
    expect(root().getPropertyValue('--bar-height')).toBe('61px');
    stop();
  });

  describe('on a page opened at a fragment (issue 37)', () => {
    const scrolled: Element[] = [];
    beforeEach(() => {
      scrolled.length = 0;
      // jsdom has no scrollIntoView: record which element asks to be scrolled to.
      Element.prototype.scrollIntoView = function (this: Element) {
        scrolled.push(this);
      };
    });
    afterEach(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      window.location.hash = '';
      document.documentElement.style.removeProperty('--bar-height');
    });

    function openAt(targetTop: number) {
      const bar = document.body.appendChild(document.createElement('header'));
      bar.style.position = 'sticky';
      place(bar, 0, 112);
      const heading = document.body.appendChild(document.createElement('h2'));
      heading.id = 'statistics-heading';
      place(heading, targetTop, 30);
      window.location.hash = '#statistics-heading';
      return { bar, heading };
    }

    it('scrolls the target the browser left under the bar clear of it once the bar is measured', () => {
      const { bar, heading } = openAt(0);
      const stop = trackStickyBarHeight(bar, 'bar-height');
      expect(scrolled).toEqual([heading]);
      // Later measures (a resize) leave the reader where they are.
      window.dispatchEvent(new Event('resize'));
      expect(scrolled).toHaveLength(1);
      stop();
    });

    it('leaves a target already clear of the bar, or scrolled away by the reader, where it is', () => {
      const { bar } = openAt(400);
      const stop = trackStickyBarHeight(bar, 'bar-height');
      expect(scrolled).toEqual([]);
      stop();
    });
  });
});
