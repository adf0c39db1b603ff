import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { STEPPING_MS } from '@portal/shared/choices';
import { READ_TIMEOUT_MS, addressSentBy, prepareChosenAnswers } from './chosen-answers.js';

const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  fireEvent.change(select);
};

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
/** Whether the page has asked for the portal's script (it has started, or is about to start, hydrating). */
let portalAsked = false;

/** The page as the server sends it for `state`: the top bar, and the section the form's fragment names. */
const pageFor = (state: string, { scripts = '', method = 'get', marked = true, action = '/#disability-policy' } = {}) =>
  `<!doctype html><title>${state} | Portal</title>${scripts}
  <header data-server-rendered><form method="${method}" action="${action}" ${marked ? 'data-html-answers-before-hydration' : ''}>
    <select name="state"><option value="">All</option><option>Kano</option><option ${state === 'Lagos' ? 'selected' : ''}>Lagos</option></select>
    <input name="q" value="">
    <button type="submit">Show</button></form></header>
  <main><section id="disability-policy"><h2 tabindex="-1">Overview of ${state} Disability Policy</h2></section></main>`;

/** This page (jsdom's `/`) as it arrived, for Nigeria, and the server's answers to each address it is asked for. */
function arrive({
  status = 200,
  scripts = '',
  ...form
}: { status?: number; scripts?: string; method?: string; marked?: boolean; action?: string } = {}) {
  const arrived = new DOMParser().parseFromString(pageFor('Nigeria', form), 'text/html');
  document.title = arrived.title;
  document.body.replaceWith(document.adoptNode(arrived.body));
  const respond = async (address: string) => {
    const state = new URL(address, location.origin).searchParams.get('state')!;
    return new Response(pageFor(state, { scripts, ...form }), { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  const read = vi.fn(respond);
  vi.stubGlobal('fetch', read);
  return { read, respond, form: document.querySelector('form')!, select: document.querySelector('select')! };
}

const overview = () => document.querySelector('h2')!.textContent;

beforeAll(() => {
  prepareChosenAnswers(document, { portalAsked: () => portalAsked, open: opened });
  // jsdom lays nothing out.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
  opened.mockClear();
  portalAsked = false;
});

it('takes the address the form would send: its action, its fields, its fragment', () => {
  const { form, select } = arrive();
  select.value = 'Lagos';
  form.querySelector('input')!.value = 'deaf school';
  expect(addressSentBy(form)).toBe(`${location.origin}/?state=Lagos&q=deaf+school#disability-policy`);
});

describe('this page with another query, as a choice asks for it', () => {
  it('is read while the reader moves to Show, which shows it in place, changing only what differs', async () => {
    const { read, form, select } = arrive();
    choose(select, 'Lagos');
    expect(read).toHaveBeenCalledOnce();
    expect(read.mock.calls[0]![0]).toBe(`${location.origin}/?state=Lagos&q=#disability-policy`);
    await new Promise((resolve) => setTimeout(resolve)); // read while the reader moves to Show
    const show = form.querySelector('button')!;
    show.focus();
    expect(sentByTheBrowser(form)).toBe(false);
    // Read already: no note that it is coming.
    expect(document.querySelector('.portal-loading-note')).toBeNull();
    await vi.waitFor(() => expect(overview()).toBe('Overview of Lagos Disability Policy'));
    expect(opened).not.toHaveBeenCalled();
    expect(document.title).toBe('Lagos | Portal');
    expect(location.pathname + location.search + location.hash).toBe('/?state=Lagos&q=#disability-policy');
    // The section the answer begins with has focus, as the app's own answer gives it.
    expect(document.activeElement).toBe(document.querySelector('h2'));
    expect(document.getElementById('disability-policy')!.scrollIntoView).toHaveBeenCalled();
    // The top bar is the one the reader used, not a copy: the same form and select, still Lagos.
    expect(document.querySelector('form')).toBe(form);
    expect(document.querySelector('select')).toBe(select);
    expect(select.value).toBe('Lagos');
  });

  it("is waited for under a 'Loading…' note, seen and heard, when Show comes before it has been read", async () => {
    const { read, respond, form, select } = arrive();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    read.mockImplementationOnce(async (address: string) => {
      await answered;
      return respond(address);
    });
    choose(select, 'Lagos');
    expect(sentByTheBrowser(form)).toBe(false);
    const note = () => document.querySelector('.portal-loading-note');
    expect(note()?.getAttribute('role')).toBe('status');
    expect(note()?.textContent).toBe('Loading…');
    answer();
    await vi.waitFor(() => expect(overview()).toBe('Overview of Lagos Disability Policy'));
    expect(note()).toBeNull();
  });

  it(`is loaded as the form asks, with the browser's progress, when it has not been read within ${READ_TIMEOUT_MS / 1000} s`, async () => {
    const { read, form, select } = arrive();
    // The connection stalls: the read ends only when it is given up.
    read.mockImplementationOnce(
      (_address: string, init?: RequestInit) =>
        new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
    );
    const giveUp = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      expect(ms).toBe(READ_TIMEOUT_MS);
      return giveUp.signal;
    });
    choose(select, 'Lagos');
    expect(sentByTheBrowser(form)).toBe(false);
    expect(opened).not.toHaveBeenCalled();
    giveUp.abort(new DOMException('', 'TimeoutError'));
    await vi.waitFor(() => expect(opened).toHaveBeenCalledExactlyOnceWith(`${location.origin}/?state=Lagos&q=#disability-policy`));
  });

  it('is asked for only where a reader stepping through the select stops', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { read, select } = arrive();
      choose(select, 'Kano');
      vi.advanceTimersByTime(STEPPING_MS - 100);
      choose(select, 'Lagos');
      vi.advanceTimersByTime(STEPPING_MS);
      expect(read.mock.calls.map(([address]) => new URL(address).searchParams.get('state'))).toEqual(['Kano', 'Lagos']);
      // Kano's reading was stopped when the reader stepped on.
      expect((read.mock.calls[0] as unknown as [string, RequestInit])[1].signal!.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is loaded as the form asks, rather than shown in place, when it could not be read or is of another build', async () => {
    for (const server of [{ status: 500 }, { scripts: '<script>/*! shell build 2 */</script>' }]) {
      const { select, form } = arrive(server);
      choose(select, 'Lagos');
      expect(sentByTheBrowser(form)).toBe(false);
      await vi.waitFor(() => expect(opened).toHaveBeenCalledExactlyOnceWith(`${location.origin}/?state=Lagos&q=#disability-policy`));
      expect(overview()).toBe('Overview of Nigeria Disability Policy');
      opened.mockClear();
    }
  });

  it('is loaded as the form asks once the portal has been asked for, since its apps may be hydrating the page', () => {
    const { select, form } = arrive();
    choose(select, 'Lagos');
    portalAsked = true;
    expect(sentByTheBrowser(form)).toBe(true);
    expect(overview()).toBe('Overview of Nigeria Disability Policy');
  });
});

describe('nothing is prepared', () => {
  it('for a post, an unmarked form, or a form that asks for another page, which the browser sends as ever', () => {
    for (const form of [{ method: 'post' }, { marked: false }, { action: '/schools#results' }]) {
      const { read, form: sent, select } = arrive(form);
      choose(select, 'Lagos');
      expect(read).not.toHaveBeenCalled();
      expect(sentByTheBrowser(sent)).toBe(true);
    }
  });

  it('once the portal has been asked for, or the region has hydrated: its app answers', async () => {
    portalAsked = true;
    const asked = arrive();
    choose(asked.select, 'Lagos');
    expect(asked.read).not.toHaveBeenCalled();
    portalAsked = false;
    const { read, form, select } = arrive();
    document.querySelector('header')!.removeAttribute('data-server-rendered');
    await new Promise((resolve) => setTimeout(resolve)); // the mutation observer's turn
    choose(select, 'Lagos');
    expect(read).not.toHaveBeenCalled();
    expect(sentByTheBrowser(form)).toBe(true);
  });

  it('for a reader who asked to save data', () => {
    const page = document.implementation.createHTMLDocument();
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    prepareChosenAnswers(page, { portalAsked: () => false, open: opened });
    const read = vi.fn();
    vi.stubGlobal('fetch', read);
    // At this page's address, whose form would otherwise be read.
    page.head.innerHTML = `<base href="${location.origin}/">`;
    page.body.innerHTML = pageFor('Nigeria');
    const select = page.querySelector('select')!;
    select.value = 'Lagos';
    // A document with no window of its own, which Testing Library's events need.
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(read).not.toHaveBeenCalled();
  });
});
