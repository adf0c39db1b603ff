import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { PRERENDER_RULES } from '@portal/shared/server-render';
import { STEPPING_MS, addressSentBy, prerenderChosenAnswers } from './prerender-answers.js';

/** The top bar as the server sends it: a GET form the server answers, in a region yet to hydrate. */
function topBar({ method = 'get', marked = true } = {}) {
  const region = document.createElement('header');
  region.setAttribute('data-server-rendered', '');
  region.innerHTML = `
    <form method="${method}" action="/#disability-policy" ${marked ? 'data-html-answers-before-hydration' : ''}>
      <select name="state"><option value="">All</option><option>Kano</option><option>Lagos</option></select>
      <input name="q" value="">
      <button type="submit">Show</button>
    </form>`;
  document.body.append(region);
  return { region, form: region.querySelector('form')!, select: region.querySelector('select')! };
}

const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  fireEvent.change(select);
};

const preparedLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('a[data-prerendered-answer]')];

/** Sends `form` by its button; true if the browser would have sent it itself (nothing prevented it). */
const sentByTheBrowser = (form: HTMLFormElement) => {
  let sent = false;
  // On the window, after the document's listeners.
  window.addEventListener(
    'submit',
    (event) => {
      sent = !event.defaultPrevented;
      event.preventDefault(); // jsdom does not navigate
    },
    { once: true },
  );
  form.querySelector('button')!.click();
  return sent;
};

/** Where the page script sends a form by its address (jsdom cannot navigate). */
const opened = vi.fn();

beforeAll(() => {
  // jsdom knows no speculation rules; Chromium does.
  Object.assign(HTMLScriptElement, { supports: (type: string) => type === 'speculationrules' });
  prerenderChosenAnswers(document, opened);
});
afterEach(() => {
  document.body.replaceChildren();
  opened.mockClear();
});

describe('the page a choice asks for', () => {
  it('is the address the form would send: its action, its fields, its fragment', () => {
    const { form, select } = topBar();
    select.value = 'Lagos';
    form.querySelector('input')!.value = 'deaf school';
    expect(addressSentBy(form)).toBe(`${location.origin}/?state=Lagos&q=deaf+school#disability-policy`);
  });

  it('is prepared at each choice, through one link out of sight and out of reach, and one rule', () => {
    const { select } = topBar();
    choose(select, 'Lagos');
    const [link, ...others] = preparedLinks();
    expect(others).toEqual([]);
    expect(link!.href).toBe(`${location.origin}/?state=Lagos&q=#disability-policy`);
    expect(link!.inert).toBe(true);
    expect(link!.className).toBe('portal-visually-hidden');
    const rules = [...document.querySelectorAll('script[type="speculationrules"]')];
    expect(rules.map((rule) => rule.textContent)).toEqual([PRERENDER_RULES]);
  });

  it('is prepared only where a reader stepping through the select stops', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { select } = topBar();
      choose(select, 'Kano');
      vi.advanceTimersByTime(STEPPING_MS - 100);
      choose(select, 'Lagos');
      // Kano's page is no longer asked for, and Lagos' not yet: the reader may step on.
      expect(preparedLinks()[0]!.hasAttribute('href')).toBe(false);
      vi.advanceTimersByTime(STEPPING_MS);
      expect(preparedLinks()[0]!.href).toBe(`${location.origin}/?state=Lagos&q=#disability-policy`);
      // A choice made after a pause is prepared at once.
      vi.advanceTimersByTime(STEPPING_MS);
      choose(select, 'Kano');
      expect(preparedLinks()[0]!.href).toBe(`${location.origin}/?state=Kano&q=#disability-policy`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is shown by sending the form by its address, which a prerendered page answers, and only for that choice', () => {
    const { form, select } = topBar();
    choose(select, 'Lagos');
    expect(sentByTheBrowser(form)).toBe(false);
    expect(opened).toHaveBeenCalledExactlyOnceWith(`${location.origin}/?state=Lagos&q=#disability-policy`);
    // Typed after the choice: another address than the one prepared, which the browser sends as ever.
    form.querySelector('input')!.value = 'deaf';
    expect(sentByTheBrowser(form)).toBe(true);
  });

  it('is not prepared for a reader who asked to save data', () => {
    const page = document.implementation.createHTMLDocument();
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    try {
      prerenderChosenAnswers(page, opened);
    } finally {
      vi.unstubAllGlobals();
    }
    page.body.innerHTML =
      '<header data-server-rendered><form method="get" action="/" data-html-answers-before-hydration><select name="state"><option>Kano</option><option>Lagos</option></select></form></header>';
    const select = page.querySelector('select')!;
    select.value = 'Lagos';
    // A document with no window of its own, which Testing Library's events need.
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(page.querySelectorAll('a[data-prerendered-answer], script[type="speculationrules"]')).toHaveLength(0);
  });

  it('is not prepared for a post, an unmarked form, or once the region has hydrated and its app answers', async () => {
    choose(topBar({ method: 'post' }).select, 'Lagos');
    choose(topBar({ marked: false }).select, 'Lagos');
    expect(preparedLinks()).toEqual([]);
    const { region, form, select } = topBar();
    choose(select, 'Lagos');
    expect(preparedLinks()).toHaveLength(1);
    region.removeAttribute('data-server-rendered');
    await new Promise((resolve) => setTimeout(resolve)); // the mutation observer's turn
    expect(preparedLinks()).toEqual([]);
    expect(sentByTheBrowser(form)).toBe(true);
    expect(opened).not.toHaveBeenCalled();
  });
});
