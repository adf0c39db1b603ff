import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { api } from '@portal/shared';
import { seedLoads } from '@portal/shared/data';
import { renderingOnServer, type ServerRender } from '@portal/shared/server-render';
import { App } from '../app.component.js';
import { answered, expectNoAxeViolations, renderAsShell } from '@portal/shared/testing';
import { stubApi, visit, watchBus } from '../test-support/fixtures.js';
import { SchoolsListPage } from './schools-list.page.js';
import { schoolsListPath, schoolsQueryFrom } from './schools-list-query.js';
import { schoolsWords } from '../i18n/words.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';

const en = schoolsWords.in('en');
const shared = sharedWords.in('en');

watchBus();

/** The count's status region, which stays in place from one search to the next. */
const count = () => screen.getByRole('status');
const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const field = <T extends HTMLElement>(role: 'combobox' | 'searchbox', name: string) => screen.getByRole(role, { name }) as T;
/** What the page asked `GET /schools` for, each request's query as sent. */
const schoolQueries = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([url]) => url === '/schools')
    .map(([, config]) => (config as { params: Record<string, string> }).params);

describe('the list of inclusive schools', () => {
  it('lists the schools of the state in the address, with their count, under "Inclusive schools in Lagos"', async () => {
    stubApi();
    visit('/schools?state=Lagos');
    expect(count().textContent).toBe(en('schoolsLoading'));
    await waitFor(() => expect(count().textContent).toBe('5 inclusive schools found'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inclusive schools in Lagos');
    expect(schoolQueries()).toEqual([{ page: '1', per_page: '24', state: 'Lagos' }]);
    expect(cardNames()).toEqual([
      'Pacelli School for the Blind and Partially Sighted Children',
      'Wesley School for the Deaf',
      'Atunda Olu School for the Physically and Mentally Challenged',
      'Ipakodo Junior Grammar School (inclusive unit)',
      'National Orthopedic Special School',
    ]);
    const details = within(screen.getAllByRole('article')[1]!).getByRole('link', { name: /^View details/ });
    expect(details.getAttribute('href')).toBe('/schools/2');
    // One page only: no page links.
    expect(screen.queryByRole('navigation', { name: en('schoolsPagesLabel') })).toBeNull();
    await screen.findByRole('option', { name: 'Lagos' });
    await expectNoAxeViolations();
  });

  it("fills the form with the address's values, names each field as the address does, and sends it by GET to /schools", async () => {
    stubApi();
    visit('/schools?state=Lagos&q=wesley&type=special&impairment=hearing');
    await screen.findByRole('option', { name: 'Lagos' });
    const form = screen.getByRole('search', { name: en('searchSchools') }) as HTMLFormElement;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/schools']);
    expect(field<HTMLSelectElement>('combobox', en('stateLabel')).value).toBe('Lagos');
    expect(field<HTMLInputElement>('searchbox', en('schoolNameLabel')).value).toBe('wesley');
    expect(field<HTMLSelectElement>('combobox', en('schoolTypeLabel')).value).toBe('special');
    expect(field<HTMLSelectElement>('combobox', en('impairmentLabel')).value).toBe('hearing');
    // What the browser sends without JavaScript: the same address.
    expect([...new FormData(form)]).toEqual([
      ['state', 'Lagos'],
      ['q', 'wesley'],
      ['type', 'special'],
      ['impairment', 'hearing'],
    ]);
    expect(within(form).getByRole('option', { name: en('anyType') })).toHaveProperty('value', '');
    expect(within(form).getByRole('option', { name: en('anyImpairment') })).toHaveProperty('value', '');
  });

  it('goes to the address of the choices on Search, with only those made, and lists what it names', async () => {
    stubApi();
    visit('/schools');
    await waitFor(() => expect(count().textContent).toBe('30 inclusive schools found'));
    const status = count();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en('schoolsListTitle'));

    await screen.findByRole('option', { name: 'Lagos' });
    await userEvent.selectOptions(field('combobox', en('stateLabel')), 'Lagos');
    await userEvent.selectOptions(field('combobox', en('schoolTypeLabel')), 'Secondary');
    // Nothing is asked until Search.
    expect(schoolQueries()).toHaveLength(1);
    const search = screen.getByRole('button', { name: en('search') });
    await userEvent.click(search);

    expect(window.location.pathname + window.location.search).toBe('/schools?state=Lagos&type=secondary');
    await waitFor(() => expect(count().textContent).toBe('1 inclusive school found'));
    // The same live region speaks the new count, so a screen reader hears it where the focus stays.
    expect(count()).toBe(status);
    expect(document.activeElement).toBe(search);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inclusive schools in Lagos');
    expect(cardNames()).toEqual(['Ipakodo Junior Grammar School (inclusive unit)']);
    expect(schoolQueries().at(-1)).toEqual({ page: '1', per_page: '24', state: 'Lagos', type: 'secondary' });

    // Search again with the same choices: already there, so no new history entry.
    const entries = window.history.length;
    await userEvent.click(search);
    expect(window.history.length).toBe(entries);

    // Back returns to every school, and the fields follow.
    act(() => window.history.back());
    await waitFor(() => expect(count().textContent).toBe('30 inclusive schools found'));
    expect(field<HTMLSelectElement>('combobox', en('stateLabel')).value).toBe('');
    expect(field<HTMLSelectElement>('combobox', en('schoolTypeLabel')).value).toBe('');
  });

  it('says "No inclusive schools found" when none match', async () => {
    stubApi();
    visit('/schools?state=Kano&type=nursery');
    expect(await screen.findByText(en('noInclusiveSchools'))).toBeTruthy();
    expect(count().textContent).toBe('0 inclusive schools found');
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('says a page past the end of the list is not there, how many there are, and leads to the last', async () => {
    stubApi();
    visit('/schools?page=999');
    expect(await screen.findByText('There is no page 999: this list has 2 pages.')).toBeTruthy();
    expect(screen.queryByText(en('noInclusiveSchools'))).toBeNull();
    expect(count().textContent).toBe('30 inclusive schools found');
    const pages = screen.getByRole('navigation', { name: en('schoolsPagesLabel') });
    expect(
      within(pages)
        .getByRole('link', { name: en('previousPage') })
        .getAttribute('href'),
    ).toBe('/schools?page=2');
  });

  it('offers Retry when the schools cannot be loaded, which loads them again', async () => {
    const get = stubApi();
    const answer = get.getMockImplementation()!;
    let down = true;
    get.mockImplementation(async (url, config) => {
      if (down && url === '/schools') throw answered(503, 'Service unavailable');
      return answer(url, config);
    });
    visit('/schools?state=Lagos');
    expect((await screen.findByRole('alert')).textContent).toContain(en('schoolsLoadFailed'));
    expect(count().textContent).toBe('');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: shared('retry') }));
    await waitFor(() => expect(count().textContent).toBe('5 inclusive schools found'));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leads to page 2 and back with its page links, moving focus to the first school of the page', async () => {
    stubApi();
    renderAsShell(<App />, '/schools');
    await waitFor(() => expect(count().textContent).toBe('30 inclusive schools found'));
    expect(screen.getAllByRole('article')).toHaveLength(24);
    let pages = screen.getByRole('navigation', { name: en('schoolsPagesLabel') });
    expect(pages.textContent).toContain('Page 1 of 2');
    expect(within(pages).queryByRole('link', { name: en('previousPage') })).toBeNull();
    const next = within(pages).getByRole('link', { name: en('nextPage') });
    expect(next.getAttribute('href')).toBe('/schools?page=2');

    await userEvent.click(next);
    expect(window.location.pathname + window.location.search).toBe('/schools?page=2');
    await waitFor(() => expect(cardNames()).toHaveLength(6));
    expect(cardNames()[0]).toBe('Oyo Inclusive School 19');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Oyo Inclusive School 19' })));
    expect(count().textContent).toBe('30 inclusive schools found');
    pages = screen.getByRole('navigation', { name: en('schoolsPagesLabel') });
    expect(pages.textContent).toContain('Page 2 of 2');
    expect(within(pages).queryByRole('link', { name: en('nextPage') })).toBeNull();
    await expectNoAxeViolations();

    const previous = within(pages).getByRole('link', { name: en('previousPage') });
    expect(previous.getAttribute('href')).toBe('/schools');
    await userEvent.click(previous);
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    expect(window.location.pathname + window.location.search).toBe('/schools');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Pacelli School for the Blind and Partially Sighted Children'));
  });

  it('is rendered on the server as the browser first renders it, and the browser asks the API for none of it again', async () => {
    const get = stubApi();
    const url = '/schools?state=Lagos&type=special';
    const render: ServerRender = { url: new URL(url, 'https://portal.test'), loads: new Map(), wanted: new Map(), notFound: false };
    const page = (
      <main>
        <SchoolsListPage />
      </main>
    );
    // As the server does: render, load what the render asked for, and render again until nothing is wanted.
    let html = renderingOnServer(render, () => renderToString(page));
    while (render.wanted.size > 0) {
      for (const [key, load] of render.wanted) render.loads.set(key, { status: 'ready', data: await load(new AbortController().signal) });
      render.wanted.clear();
      html = renderingOnServer(render, () => renderToString(page));
    }
    expect(html).toContain('Inclusive schools in Lagos');
    expect(html).toContain('4 inclusive schools found');

    window.history.replaceState(null, '', url);
    seedLoads(Object.fromEntries([...render.loads].map(([key, load]) => [key, load.status === 'ready' ? load.data : null])));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    get.mockClear();
    const mismatches = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: mismatches }));
    expect(mismatches).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
    expect(field<HTMLSelectElement>('combobox', en('stateLabel')).value).toBe('Lagos');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    act(() => root.unmount());
  });
});

describe('schoolsQueryFrom', () => {
  it('ignores unknown types and impairments, and a page that is not a whole number from 1 to 10000', () => {
    expect(schoolsQueryFrom('?type=college&impairment=telepathy&page=0')).toEqual({ state: '', q: '', type: '', impairment: '', page: 1 });
    for (const page of ['', '-1', '1.5', '2e3', 'abc', '10001', '99999999999'])
      expect([page, schoolsQueryFrom(`?page=${page}`).page]).toEqual([page, 1]);
    expect(schoolsQueryFrom('?page=10000').page).toBe(10000);
    expect(schoolsQueryFrom('?type=nursery&impairment=multiple&page=3')).toMatchObject({
      type: 'nursery',
      impairment: 'multiple',
      page: 3,
    });
  });

  it('takes control characters out of the name and the state (the API refuses a NUL), so such a link still lists', () => {
    expect(schoolsQueryFrom('?q=wes%00ley%0A&state=La%1Fgos%7F')).toMatchObject({ q: 'wesley', state: 'Lagos' });
    expect(schoolsQueryFrom('?q=%00')).toMatchObject({ q: '' });
  });

  it('trims the name and the state and keeps at most 100 characters of each', () => {
    expect(schoolsQueryFrom(`?q=${encodeURIComponent(`  ${'a'.repeat(150)}  `)}&state=+Lagos+`)).toMatchObject({
      q: 'a'.repeat(100),
      state: 'Lagos',
    });
  });

  it('gives the address back with only what is given, as a plain form sends it', () => {
    expect(schoolsListPath(schoolsQueryFrom('?state=&q=+wesley+&type=special&impairment=&page=1'))).toBe('/schools?q=wesley&type=special');
    expect(schoolsListPath(schoolsQueryFrom('?state=FCT-Abuja&page=2'))).toBe('/schools?state=FCT-Abuja&page=2');
    expect(schoolsListPath(schoolsQueryFrom(''))).toBe('/schools');
  });
});

describe("'Suggest a school' (issue 36)", () => {
  it("links to the dashboard's form for a new school", async () => {
    stubApi();
    visit('/schools');
    await waitFor(() => expect(count().textContent).toMatch(/found/));
    expect(screen.getByRole('link', { name: en('suggestSchool') }).getAttribute('href')).toBe('/dashboard/suggestions/new');
  });
});
