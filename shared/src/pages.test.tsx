import { afterEach, describe, expect, it } from 'vitest';
import { useState, type ComponentType } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { RouterProvider } from '@portal/shared/ui';
import { lastValue } from './bus.js';
import { messages } from './messages.js';
import { CurrentPage, NOT_FOUND_PAGE, lazyPage, pageAt, preloadPageAt, type PageTable } from './pages.js';
import { NotFoundPage } from './not-found.js';
import { usePageName } from './page-name.js';
import { navigate } from './routing.js';

/** A page that names itself once what it shows has come, as a state's or a school's page does. */
function Named({ name }: { name: string | null }) {
  usePageName(name);
  return <h1>{name ?? 'Loading'}</h1>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Pressed {count} times</button>;
}

const PAGES: PageTable<{ visitor: string }> = [
  { path: '/things', title: () => 'Things', render: ({ context }) => <h1>Things for {context.visitor}</h1> },
  {
    path: '/things/:id',
    title: () => 'Thing',
    render: ({ params, title }) => (
      <>
        <h1>{`${title} ${params.id}`}</h1>
        <Counter />
      </>
    ),
  },
  { path: '/named/:name', title: () => 'Named', render: ({ params }) => <Named name={params.name === 'none' ? null : params.name!} /> },
  { path: '/missing/:id', title: () => 'Missing thing', render: () => <NotFoundPage title="Thing not found" /> },
];

function open(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <main>
      <RouterProvider navigate={navigate}>
        <CurrentPage pages={PAGES} context={{ visitor: 'Ada' }} />
      </RouterProvider>
    </main>,
  );
}

const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

afterEach(() => {
  cleanup();
  delete window.__portalBus;
});

describe("an app's page table", () => {
  it('shows the page at the path, and tells the shell its title', () => {
    open('/things/7/');
    expect(h1()).toBe('Thing 7');
    expect(lastValue('page')).toEqual({ path: '/things/7/', title: 'Thing' });
  });

  it('follows a navigation to another of its pages, with that page starting afresh', async () => {
    open('/things/7');
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0 times' }));
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBeTruthy();
    act(() => navigate('/things/8'));
    expect(h1()).toBe('Thing 8');
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeTruthy();
    act(() => navigate('/things'));
    expect(h1()).toBe('Things for Ada');
    expect(lastValue('page')).toEqual({ path: '/things', title: 'Things' });
  });

  it("shows 'Page not found' with a way home at a path the app does not know", async () => {
    const { container } = open('/things/7/parts');
    expect(h1()).toBe(messages.pageNotFound);
    expect(screen.getByText(messages.pageNotFoundHint)).toBeTruthy();
    expect(lastValue('page')).toEqual({ path: '/things/7/parts', title: messages.pageNotFound });
    await userEvent.click(screen.getByRole('link', { name: messages.backToHome }));
    expect(window.location.pathname).toBe('/');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('titles a page by the name it gives itself, and by its table title again on the next page', () => {
    open('/named/Lagos');
    expect(lastValue('page')).toEqual({ path: '/named/Lagos', title: 'Lagos' });
    act(() => navigate('/named/none'));
    expect(lastValue('page')).toEqual({ path: '/named/none', title: 'Named' });
    act(() => navigate('/named/Kano'));
    expect(lastValue('page')).toEqual({ path: '/named/Kano', title: 'Kano' });
    act(() => navigate('/things'));
    expect(lastValue('page')).toEqual({ path: '/things', title: 'Things' });
  });

  it("titles a page that found nothing 'Page not found', as the server does", () => {
    open('/missing/9');
    expect(h1()).toBe('Thing not found');
    expect(lastValue('page')).toEqual({ path: '/missing/9', title: messages.pageNotFound });
  });

  it('reads the named parts of the first page whose path matches', () => {
    expect(pageAt(PAGES, '/things/12')).toMatchObject({ page: { path: '/things/:id' }, params: { id: '12' } });
    expect(pageAt(PAGES, '/elsewhere')).toMatchObject({ page: NOT_FOUND_PAGE, params: {} });
  });
});

describe('lazyPage', () => {
  /** A page whose code arrives when `arrive` is called, or fails with `fail`, as a chunk over the network. */
  function chunk() {
    let arrive: () => void = () => undefined;
    let fail: () => void = () => undefined;
    let asked = 0;
    const page = lazyPage(() => {
      asked += 1;
      return new Promise<ComponentType<{ name: string }>>((resolve, reject) => {
        arrive = () => resolve(({ name }) => <h1>Report {name}</h1>);
        fail = () => reject(new Error('The chunk did not arrive'));
      });
    });
    return { page, arrive: () => arrive(), fail: () => fail(), asked: () => asked };
  }

  const pagesOf = (page: ReturnType<typeof chunk>['page']): PageTable => [
    { path: '/reports/:id', title: () => 'Report', render: ({ params }) => <page.Page name={params.id!} />, preload: page.preload },
  ];

  it('renders at once when its code was loaded ahead, as the server and hydration need', async () => {
    const { page, arrive } = chunk();
    window.history.pushState(null, '', '/reports/7');
    const preloading = preloadPageAt(pagesOf(page), '/reports/7');
    arrive();
    await preloading;
    render(<CurrentPage pages={pagesOf(page)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Report 7');
  });

  it('says the page is loading until its code arrives, then shows it', async () => {
    const { page, arrive } = chunk();
    window.history.pushState(null, '', '/reports/8');
    // Awaited: React retries a suspended render from act's queue, which only an awaited act flushes.
    await act(async () => render(<CurrentPage pages={pagesOf(page)} />));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('status').parentElement!.getAttribute('aria-busy')).toBe('true');
    await act(async () => arrive());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Report 8');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks again for code that did not arrive', async () => {
    const { page, fail, arrive, asked } = chunk();
    const first = page.preload();
    fail();
    await expect(first).rejects.toThrow('The chunk did not arrive');
    const second = page.preload();
    arrive();
    await second;
    expect(asked()).toBe(2);
  });
});
