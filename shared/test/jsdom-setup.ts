import { configure } from '@testing-library/react';
import './shell-words-setup.js';

/**
 * What jsdom lacks and the apps' pages use, shared by every app's component tests (`setupFiles`). `CSS.escape` is called by React Aria's overlays when they open
 * (this is the CSSOM algorithm, enough for the identifiers used here).
 */
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) =>
    String(value).replace(/^-?\d|[^\w-]|^-$/g, (char, offset: number) => {
      if (/\d/.test(char)) return `\\${char.charCodeAt(char.length - 1).toString(16)} `;
      if (char === '-' && offset === 0) return '\\-';
      return `\\${char}`;
    });
  Object.defineProperty(globalThis, 'CSS', { value: { escape }, configurable: true });
}

// jsdom has no layout and does not scroll; tests spy on these to see what the page asked for.
Element.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

// axe-core probes a canvas for icon ligatures; jsdom has none and would log "Not implemented" each time.
HTMLCanvasElement.prototype.getContext = () => null;

// jsdom reflects `autofocus` on form controls only; browsers on every element (HTML's HTMLOrSVGElement), which
// React reads when it hydrates one (the error summary a refused post's page arrives with).
if (!('autofocus' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'autofocus', {
    get(this: HTMLElement) {
      return this.hasAttribute('autofocus');
    },
    set(this: HTMLElement, value: boolean) {
      this.toggleAttribute('autofocus', value);
    },
    configurable: true,
  });
}

// jsdom has no layout, so nothing ever resizes: an observer that never reports is what it would do.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Every findBy and waitFor waits up to 15 s (within the 20 s a test has): on a busy 2-core machine a page
// that asks for its country, states, schools and configuration in turn, or React Aria's focus coming back
// a frame after a list box closes, takes longer than the 1 s default, and at a load of 15 longer than 5 s
// (CI runs failed the schools modal's keyboard test and the menu's home-page axe test on them).
configure({ asyncUtilTimeout: 15_000 });
