/**
 * 'View All' pressed before the home page has hydrated: the page script publishes its message on the bus
 * at once, for the shell to answer (the schools dialog), rather than keeping the press until the page has
 * hydrated; and if the scripts fail to load, the link does its job. Apart from hydrate-when-used.test.ts,
 * whose scripts end up failed: this file's page script starts with them loading.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/dom';
import { subscribe } from '@portal/shared/bus';
import { keepPressesUntilHydrated } from './hydrate-when-used.js';
import { failAScript, linksFollowed } from './test-support/browser.js';

const MESSAGE = { topic: 'schools-modal', value: { open: true, stateName: 'Lagos' } };

let listening = new AbortController();
afterEach(() => {
  listening.abort();
  listening = new AbortController();
  document.body.replaceChildren();
  delete window.__portalBus;
});

/** The home page's schools card as the server sends it; `hydrate` gives the link what its app would. */
function serverSchoolsCard() {
  document.body.innerHTML = `
    <div id="portal-page-public" data-server-rendered>
      <a href="/schools?state=Lagos" data-enhanced-link data-publishes-on-press='${JSON.stringify(MESSAGE)}'>View All</a>
    </div>`;
  const region = document.getElementById('portal-page-public')!;
  const requests: unknown[] = [];
  const stopListening = subscribe('schools-modal', (value) => requests.push(value));
  listening.signal.addEventListener('abort', stopListening);
  const followed = linksFollowed(listening.signal);
  const pressedOnceHydrated = vi.fn();
  const hydrate = () => {
    region.addEventListener('click', (event) => {
      event.preventDefault();
      pressedOnceHydrated();
    });
    region.removeAttribute('data-server-rendered');
  };
  return { link: screen.getByRole('link', { name: 'View All' }), requests, followed, pressedOnceHydrated, hydrate };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("a press on a control with a message for the bus ('View All') before its region hydrates", () => {
  beforeAll(() => keepPressesUntilHydrated(document));

  it('publishes the message at once, stays on the page, and is not made again once the region has hydrated', async () => {
    const { link, requests, followed, pressedOnceHydrated, hydrate } = serverSchoolsCard();
    await userEvent.click(link);
    expect(requests).toEqual([MESSAGE.value]);
    expect(followed).not.toHaveBeenCalled();
    hydrate();
    await settle();
    // A press made again would open the dialog a second time, after the reader may have closed it.
    expect(pressedOnceHydrated).not.toHaveBeenCalled();
    expect(requests).toEqual([MESSAGE.value]);
  });

  it('publishes it at Enter too, through the click the browser makes of it, and keeps no key for the app', async () => {
    const { link, requests, followed, pressedOnceHydrated, hydrate } = serverSchoolsCard();
    link.focus();
    // userEvent makes the click a browser makes of Enter on a link, as the browser does.
    await userEvent.keyboard('{Enter}');
    expect(requests).toEqual([MESSAGE.value]);
    expect(followed).not.toHaveBeenCalled();
    hydrate();
    await settle();
    expect(pressedOnceHydrated).not.toHaveBeenCalled();
  });

  // Last: from here on, the page's scripts have failed.
  it('follows the link when a script fails to load before the region has hydrated, and from then on at once', async () => {
    const { link, requests, followed } = serverSchoolsCard();
    await userEvent.click(link);
    expect(followed).not.toHaveBeenCalled();
    failAScript();
    expect(followed).toHaveBeenCalledTimes(1);
    await userEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(2);
    expect(requests).toEqual([MESSAGE.value]);
  });
});
