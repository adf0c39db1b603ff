import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { addFailedRegion } from '@portal/shared/remotes';
import { markRegionReachedFor } from './hydrate-when-used.js';
import { whenRegionMayHydrate } from './hydrate-first.js';

afterEach(() => document.body.replaceChildren());

/** The home page as the server sends it: three regions, each its app's, none hydrated. */
function serverPage() {
  document.body.innerHTML = `
    <header id="portal-header" data-server-rendered><button type="button">Menu</button></header>
    <main id="portal-page"><div id="portal-page-public" data-server-rendered>
      <a href="/schools" data-enhanced-link>View All</a>
      <div data-parcel-slot="mfe_map:./map" data-server-rendered><a href="/?state=Lagos">Lagos</a></div>
    </div></main>
    <footer id="portal-footer" data-server-rendered><a href="/about">About</a></footer>`;
  const region = (id: string) => document.getElementById(id)!;
  return { header: region('portal-header'), page: region('portal-page-public'), footer: region('portal-footer') };
}

/** Whether the promise has settled after the pending tasks, and those they queue, have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  for (let task = 0; task < 3; task++) await new Promise((resolve) => setTimeout(resolve));
  return done;
}

describe('the region a person reached for hydrates first', () => {
  it('lets every region hydrate at once when nobody reached for one', async () => {
    const { header, page, footer } = serverPage();
    for (const region of [header, page, footer]) expect(await settled(whenRegionMayHydrate(region))).toBe(true);
  });

  it('holds the top bar and the footer back until the page a press was made in has hydrated', async () => {
    const { header, page, footer } = serverPage();
    markRegionReachedFor(document);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'View All' }));
    const [headerWaits, footerWaits] = [whenRegionMayHydrate(header), whenRegionMayHydrate(footer)];
    expect(await settled(whenRegionMayHydrate(page))).toBe(true);
    expect(await settled(headerWaits)).toBe(false);
    expect(await settled(footerWaits)).toBe(false);
    page.removeAttribute('data-server-rendered');
    expect(await settled(headerWaits)).toBe(true);
    expect(await settled(footerWaits)).toBe(true);
  });

  it('holds them back too while a parcel the page loads as it hydrates is loading (the dialog of the press made again)', async () => {
    const { header, page } = serverPage();
    markRegionReachedFor(document);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'View All' }));
    const headerWaits = whenRegionMayHydrate(header);
    // In the task in which the page hydrates, the press made again asks for the schools dialog.
    page.removeAttribute('data-server-rendered');
    const dialogSlot = document.createElement('div');
    dialogSlot.setAttribute('data-parcel-slot', 'mfe_schools:./modal');
    dialogSlot.setAttribute('data-parcel-loading', '');
    page.append(dialogSlot);
    expect(await settled(headerWaits)).toBe(false);
    dialogSlot.removeAttribute('data-parcel-loading');
    expect(await settled(headerWaits)).toBe(true);
  });

  it('takes the region of the last press, key or focus, and the app region around a parcel of it', async () => {
    const { header, page } = serverPage();
    markRegionReachedFor(document);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Lagos' }));
    expect(await settled(whenRegionMayHydrate(header))).toBe(false);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Menu' }), { key: 'Enter' });
    expect(await settled(whenRegionMayHydrate(header))).toBe(true);
    expect(await settled(whenRegionMayHydrate(page))).toBe(false);
  });

  it('lets the others go when the app of the region reached for failed to load there', async () => {
    const { header, page } = serverPage();
    markRegionReachedFor(document);
    fireEvent.focusIn(screen.getByRole('link', { name: 'View All' }));
    const headerWaits = whenRegionMayHydrate(header);
    expect(await settled(headerWaits)).toBe(false);
    const message = document.createElement('div');
    page.replaceChildren(message);
    addFailedRegion('mfe_public', message, () => {});
    expect(await settled(headerWaits)).toBe(true);
  });

  it('marks nothing once a region has hydrated', () => {
    const { page } = serverPage();
    page.removeAttribute('data-server-rendered');
    markRegionReachedFor(document);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'View All' }));
    expect(document.querySelector('[data-reached-for]')).toBeNull();
  });
});
