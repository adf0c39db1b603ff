import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { expectNoAxeViolations } from '@portal/shared/testing';
import { answerSchools, watchBus } from '../test-support/fixtures.js';
import { ANY_TYPE_KEY } from '../school-search/school-types.js';
import { mountSchoolsWidgets } from './schools-widget.js';
import { portalOrigin } from './widget-api.js';
import { schoolsWords } from '../i18n/words.js';

const en = schoolsWords.in('en');

const bus = watchBus();
const PORTAL = 'https://portal.example.org';

/** The portal's API seen from another site, through `fetch`, answered as the server would. */
function stubFetch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    if (url.pathname !== '/api/v1/schools') return new Response('{"message":"Nothing here"}', { status: 404 });
    return Response.json(answerSchools(Object.fromEntries(url.searchParams)));
  });
}

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
});

/** A host page: some text of its own and the element of the copy-paste snippet. */
function hostPage(attributes: Record<string, string> = { 'data-state': 'Lagos' }) {
  document.body.innerHTML = '<main><h1>Our schools partners</h1><div data-portal-schools></div></main>';
  const element = document.querySelector<HTMLElement>('[data-portal-schools]')!;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

async function mount(attributes?: Record<string, string>) {
  const element = hostPage(attributes);
  act(() => {
    roots = mountSchoolsWidgets(document, PORTAL);
  });
  await within(element).findAllByRole('listitem');
  return element;
}

const cardNames = (element: HTMLElement, level = 3) =>
  within(element)
    .queryAllByRole('heading', { level })
    .map((heading) => heading.textContent);
const statusLine = (element: HTMLElement) => within(element).getByRole('status');

describe('the embeddable schools widget', () => {
  it("renders the state's schools into a plain element of another site's page, from the portal's API", async () => {
    const fetch = stubFetch();
    const element = await mount();
    expect(fetch).toHaveBeenCalledWith(`${PORTAL}/api/v1/schools?page=1&per_page=24&state=Lagos`, { credentials: 'omit' });
    const region = within(element).getByRole('region', { name: 'Inclusive schools in Lagos' });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Inclusive schools in Lagos');
    expect(cardNames(element)).toHaveLength(5);
    expect(statusLine(element).textContent?.trim()).toBe('5 inclusive schools found');
    // Each school links to its page on the portal, not on the host's site.
    expect(within(element).getByRole('link', { name: 'View details of Wesley School for the Deaf' }).getAttribute('href')).toBe(
      `${PORTAL}/schools/2`,
    );
    expect(
      within(element)
        .getByRole('link', { name: /pacelli.*new tab/ })
        .getAttribute('href'),
    ).toBe('https://pacellischoolfortheblind.org');
  });

  it('searches with the same union rule and shows the outcome in its own status line, as there are no toasts', async () => {
    stubFetch();
    const element = await mount();
    const user = userEvent.setup();
    const search = within(element).getByRole('button', { name: 'Search' });
    expect(search.hasAttribute('disabled')).toBe(true);
    await user.type(within(element).getByRole('searchbox', { name: 'School name' }), 'wesley');
    await user.selectOptions(within(element).getByRole('combobox', { name: 'Type' }), 'Primary');
    await user.click(search);
    await waitFor(() => expect(cardNames(element)).toHaveLength(3));
    expect(statusLine(element).textContent?.trim()).toBe('Found 3 matching schools');
    expect(statusLine(element).className).toContain('schools-message--success');
    expect(bus.toasts).toEqual([]);
  });

  it('finds the schools serving an impairment with its own select, still a union with the name', async () => {
    const fetch = stubFetch();
    const element = await mount();
    const user = userEvent.setup();
    await user.type(within(element).getByRole('searchbox', { name: 'School name' }), 'orthopedic');
    await user.selectOptions(within(element).getByRole('combobox', { name: en('impairmentLabel') }), en('impairmentHearing'));
    await user.click(within(element).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cardNames(element)).toEqual(['Wesley School for the Deaf', 'National Orthopedic Special School']));
    expect(String(fetch.mock.calls.at(-1)![0])).toContain('impairment=hearing');
    expect(statusLine(element).textContent?.trim()).toBe('Found 2 matching schools');
    await expectNoAxeViolations();
  });

  it("offers the types and impairments in the browser's own selects, which need no overlay on the host's page", async () => {
    stubFetch();
    const element = await mount();
    const type = within(element).getByRole<HTMLSelectElement>('combobox', { name: 'Type' });
    expect([...type.options].map((option) => option.text)).toEqual(['Any type', 'Primary', 'Nursery', 'Secondary', 'Special']);
    expect(type.value).toBe(ANY_TYPE_KEY);
    const impairment = within(element).getByRole<HTMLSelectElement>('combobox', { name: en('impairmentLabel') });
    expect([...impairment.options].map((option) => option.text)).toEqual([
      en('anyImpairment'),
      en('impairmentVisual'),
      en('impairmentHearing'),
      en('impairmentPhysical'),
      en('impairmentIntellectual'),
      en('impairmentMultiple'),
    ]);
  });

  it("fits the host page's outline with data-heading-level", async () => {
    stubFetch();
    const element = await mount({ 'data-state': 'Kano', 'data-heading-level': '3' });
    expect(within(element).getByRole('heading', { level: 3 }).textContent).toBe('Inclusive schools in Kano');
    expect(cardNames(element, 4)).toEqual(['Special Education School, Tudun Maliki']);
    expect(statusLine(element).textContent?.trim()).toBe('1 inclusive school found');
  });

  it('renders each element once, however often it is asked to', async () => {
    stubFetch();
    const element = await mount();
    act(() => {
      roots.push(...mountSchoolsWidgets(document, PORTAL));
    });
    expect(within(element).getAllByRole('region')).toHaveLength(1);
  });

  it('has no axe violations on the host page', async () => {
    stubFetch();
    await mount();
    await expectNoAxeViolations();
  });

  it('renders by itself when its script runs, asking the origin the script came from', async () => {
    const fetch = stubFetch();
    const element = hostPage({ 'data-state': 'Kano' });
    vi.resetModules();
    // jsdom sets no document.currentScript for a module, so the page's own origin stands in for it.
    await act(async () => {
      await import('./schools-widget.js');
    });
    await within(element).findByRole('heading', { name: 'Special Education School, Tudun Maliki' });
    expect(String(fetch.mock.calls[0]![0])).toBe(`${window.location.origin}/api/v1/schools?page=1&per_page=24&state=Kano`);
    act(() => element.remove());
  });

  it("takes the portal's origin from its script's address", () => {
    expect(portalOrigin({ src: 'https://portal.example.org/embed/schools-widget.js' })).toBe(PORTAL);
    expect(portalOrigin(null, 'https://host.example.com')).toBe('https://host.example.com');
    expect(portalOrigin({ src: 'not a url' }, 'https://host.example.com')).toBe('https://host.example.com');
  });

  it("defaults its custom properties to the portal's design tokens", () => {
    const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, file), 'utf8');
    const declarations = (css: string) =>
      [...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()] as const);
    const tokens = new Map(declarations(read('../../../shared/src/tokens.css')));
    const widget = read('./schools-widget.css');
    const start = widget.indexOf(':where([data-portal-schools]) {');
    const block = widget.slice(start, widget.indexOf('}', start));
    const defaults = declarations(block).map(([name, value]) => [name, value.replace(/^var\(--schools-[\w-]+,\s*(.*)\)$/, '$1')] as const);
    expect(defaults.length).toBeGreaterThan(20);
    for (const [name, value] of defaults) expect([name, value]).toEqual([name, tokens.get(name)]);
  });
});
