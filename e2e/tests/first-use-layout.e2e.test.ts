/**
 * Issue 37, items 4 and 5, as a new user meets them in Chromium: on a 320 to 412 px phone no word of the
 * top bar is cut and the header that stays on screen is at most 120 px high on a 360 × 740 one (the
 * section shortcuts scroll away, and come back when one has focus); in forced colours the selected
 * statistics tab is readable; the shell's alert region loses an error that no longer applies; the
 * dashboard's top bar and side menu are outside `main`, so the skip link reaches the page; and required
 * fields are announced as required, the eyewitness form's comment type included. Also on a phone: a
 * figure's source line wraps as the sentence it is, and a wide table's caption stays whole on screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accountMessages, accountText } from '@portal/shared/account-messages';
import { PRODUCT_NAME, messages } from '@portal/shared/messages';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { axeViolations, hydrated, launchBrowser, openAs } from '../src/browser.js';
import { verifiedUser, type TestUser } from '../src/accounts.js';

let portal: RunningPortal;
let browser: Browser;
let user: TestUser;
/** Logs out in its test, which ends its session on the server. */
let leaver: TestUser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  user = await verifiedUser(portal, 'Ngozi');
  leaver = await verifiedUser(portal, 'Tunde');
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
/** Issue 37: the part of the header that stays on a 360 × 740 screen. */
const MAX_STICKY_HEADER_PX = 120;

const open = (path: string, viewport = DESKTOP, as: TestUser | null = null): Promise<Page> =>
  openAs(browser, portal.url + path, as, viewport);

/** Two frames: what the page's script and the browser do after a scroll, a resize or a focus is done. */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Every piece of the top bar's text that does not fit: each element shown with text of its own, whose box
 * (its own, or for an inline element the box it sits in) is wider inside than it shows (`scrollWidth` over
 * `clientWidth`), or inside an element of the bar that scrolls sideways, or that reaches past the window.
 * Visually hidden parts (React Aria's hidden native select, 1 px) are not shown and are left out.
 */
function cutTopBarText(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('#portal-header .top-bar')!;
    const shown = (element: Element) => {
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      for (let node: Element | null = element; node && node !== bar; node = node.parentElement) {
        const { width, height } = node.getBoundingClientRect();
        if (width <= 1 || height <= 1) return false;
      }
      return true;
    };
    const ownText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
    const cut: string[] = [];
    for (const element of bar.querySelectorAll('*')) {
      if (!ownText(element) || !shown(element)) continue;
      let box: Element = element;
      while (getComputedStyle(box).display === 'inline' && box.parentElement) box = box.parentElement;
      const text = element.textContent!.trim().slice(0, 40);
      if (box.scrollWidth !== box.clientWidth) cut.push(`"${text}": ${box.scrollWidth} px in ${box.clientWidth}`);
      for (let around = box.parentElement; around && bar.contains(around); around = around.parentElement) {
        if (around.scrollWidth > around.clientWidth)
          cut.push(`"${text}": in a ${around.className || around.tagName} that scrolls sideways`);
      }
      const { left, right } = element.getBoundingClientRect();
      if (left < 0 || right > document.documentElement.clientWidth) cut.push(`"${text}": past the window (${left}–${right})`);
    }
    return cut;
  });
}

/** The top bar with the home page's dropdowns filled (a header the browser renders shows them empty first). */
async function topBarReady(page: Page) {
  await page.locator('#portal-header .top-bar').waitFor();
  if (new URL(page.url()).pathname === '/') {
    await page.locator('#portal-header select[name="state"]:enabled').waitFor();
  }
  await settled(page);
}

/** The header's box and what of it is on screen, with the height the shell keeps focus below. */
function headerOnScreen(page: Page) {
  return page.evaluate(() => {
    const header = document.getElementById('portal-header')!;
    const { top, bottom } = header.getBoundingClientRect();
    const inView = (selector: string) => {
      const rect = header.querySelector(selector)?.getBoundingClientRect();
      return rect ? rect.top >= 0 && rect.bottom <= bottom && rect.height > 0 : null;
    };
    return {
      position: getComputedStyle(header).position,
      onScreen: Math.round(Math.min(bottom, window.innerHeight) - Math.max(top, 0)),
      measured: parseFloat(document.documentElement.style.getPropertyValue('--portal-header-sticky-height')),
      logo: inView('.top-bar__logo'),
      menu: inView('.menu-button'),
      statePicker: inView('select[name="state"]'),
      shortcutsGone: (header.querySelector('.top-bar__sections')?.getBoundingClientRect().bottom ?? 1) <= 0,
    };
  });
}

describe('the top bar on a phone (issue 37, item 4)', () => {
  it.each([320, 360, 412])(
    'at %i px cuts no word of the top bar, on the home page and another, before and after its scripts',
    async (width) => {
      for (const path of ['/', '/about']) {
        const page = await open(path, { width, height: 740 });
        await page.locator('#portal-header .top-bar').waitFor();
        await settled(page);
        expect({ path, cut: await cutTopBarText(page) }).toEqual({ path, cut: [] });
        await hydrated(page);
        await settled(page);
        expect({ path, cut: await cutTopBarText(page) }).toEqual({ path, cut: [] });
        await page.close();
      }
    },
  );

  it.each([320, 360])('at %i px shows the longest state names whole in the state picker', async (width) => {
    for (const state of ['Cross River', 'Akwa Ibom', 'FCT-Abuja']) {
      const page = await open(`/?state=${encodeURIComponent(state)}`, { width, height: 740 });
      await topBarReady(page);
      // A select cuts its value without an ellipsis, and its scrollWidth does not say so: the width it needs
      // is that of the same select holding only that value, sized to its content.
      const fit = await page.locator('#portal-header select[name="state"]').evaluate((select: HTMLSelectElement) => {
        const probe = select.cloneNode(false) as HTMLSelectElement;
        probe.append(new Option(select.selectedOptions[0]!.text));
        Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', width: 'max-content', maxWidth: 'none' });
        select.parentElement!.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        return { value: select.selectedOptions[0]!.text, wide: select.getBoundingClientRect().width >= needed - 0.5 };
      });
      expect(fit).toEqual({ value: state, wide: true });
      await page.close();
    }
  });

  it('on a 360 × 740 screen keeps the logo, Menu and the state picker in at most 120 px as the page scrolls, and the shortcuts scroll away', async () => {
    for (const path of ['/', '/about', '/states/25']) {
      const page = await open(path, PHONE);
      await topBarReady(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await settled(page);
      const header = await headerOnScreen(page);
      expect({ path, ...header }).toMatchObject({ path, position: 'sticky', logo: true, menu: true, shortcutsGone: true });
      if (path === '/') expect(header.statePicker).toBe(true);
      expect(header.onScreen).toBeLessThanOrEqual(MAX_STICKY_HEADER_PX);
      // The height that keeps focus clear of the bar is the part on screen, not the whole header.
      expect(Math.abs(header.measured - header.onScreen)).toBeLessThanOrEqual(1);
      if (path === '/') expect(await axeViolations(page)).toEqual([]);
      await page.close();
    }
  });

  it('brings the shortcuts back on screen as one takes focus on a scrolled page, and lets them go after', async () => {
    const page = await open('/', PHONE);
    await topBarReady(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await settled(page);
    // The logo stays on screen; the shortcuts come after it in the tab order.
    await page.locator('#portal-header .top-bar__logo').focus();
    for (const name of [messages.navHome, messages.shortcutPolicy, messages.shortcutEducation]) {
      await page.keyboard.press('Tab');
      await settled(page);
      const focused = await page.evaluate(() => {
        const { top, bottom } = document.activeElement!.getBoundingClientRect();
        return {
          name: document.activeElement!.textContent,
          top,
          bottom,
          headerTop: getComputedStyle(document.getElementById('portal-header')!).top,
        };
      });
      // The whole header sticks while a shortcut has focus, so the shortcut is on screen.
      expect(focused).toMatchObject({ name, headerTop: '0px' });
      expect(focused.top).toBeGreaterThanOrEqual(0);
      expect(focused.bottom).toBeLessThanOrEqual(PHONE.height);
    }
    // Past the shortcuts (to the dropdowns), the shortcuts may scroll away again.
    await page.keyboard.press('Tab');
    await settled(page);
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('portal-header')!).top)).not.toBe('0px');
    await page.close();
  });
});

describe('source lines on a phone', () => {
  it.each([320, 360])("at %i px never starts a line of a figure's source line with the full stop after its link", async (width) => {
    const page = await open('/', { width, height: 740 });
    await page.locator('.citation a').first().waitFor();
    await settled(page);
    // The link's title is as long as a source names it ('… (summarised on Wikipedia)'); an inline block
    // for the link kept it whole on its own line and sent the '.' after it to the start of the next.
    const strandedStops = await page.evaluate(() =>
      [...document.querySelectorAll('.citation a')].flatMap((link) => {
        const after = link.nextSibling;
        if (after?.nodeType !== Node.TEXT_NODE || !after.textContent!.startsWith('.')) return [];
        const stop = document.createRange();
        stop.setStart(after, 0);
        stop.setEnd(after, 1);
        const { left, top } = stop.getBoundingClientRect();
        const lines = link.getClientRects();
        const startsLine = left - link.closest('p')!.getBoundingClientRect().left < 2 && top > lines[lines.length - 1]!.top + 2;
        return startsLine ? [link.textContent] : [];
      }),
    );
    expect(strandedStops).toEqual([]);
    await page.close();
  });
});

describe('wide tables on a phone', () => {
  it.each([320, 360])(
    "at %i px shows the laws table's caption whole, and keeps it on screen as the table scrolls sideways",
    async (width) => {
      const page = await open('/laws', { width, height: 740 });
      const region = page.locator('[role="region"]:has(> table > caption)');
      await region.waitFor();
      /** Where the caption's words are on screen, and how far the table has scrolled. */
      const captionOnScreen = () =>
        region.evaluate((scroller) => {
          const words = document.createRange();
          words.selectNodeContents(scroller.querySelector('caption')!);
          const lines = [...words.getClientRects()];
          return {
            left: Math.min(...lines.map((line) => line.left)),
            right: Math.max(...lines.map((line) => line.right)),
            window: document.documentElement.clientWidth,
            scrolled: scroller.scrollLeft,
          };
        });
      // The caption was as wide as the table (60 rem), cut at the screen's edge, and scrolled away with it.
      const before = await captionOnScreen();
      expect(before.left).toBeGreaterThanOrEqual(0);
      expect(before.right).toBeLessThanOrEqual(before.window);
      await region.evaluate((scroller) => scroller.scrollBy({ left: scroller.scrollWidth }));
      await settled(page);
      const after = await captionOnScreen();
      expect(after.scrolled).toBeGreaterThan(0);
      expect([after.left, after.right]).toEqual([before.left, before.right]);
      await page.close();
    },
  );
});

describe('the four defects found by hand (issue 37, item 5)', () => {
  it.each(['light', 'dark'] as const)(
    'in forced colours (%s), the selected statistics tab is HighlightText on Highlight, and readable',
    async (colorScheme) => {
      const page = await open('/');
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await page.locator('.stat-tabs__tab[aria-selected="true"]').waitFor();
      await hydrated(page);
      await page.getByRole('tab', { name: messages.statsGender }).click();
      await expect.poll(() => page.getByRole('tab', { name: messages.statsGender }).getAttribute('aria-selected')).toBe('true');
      const colours = await page.evaluate(() => {
        const systemColours = (css: string) => {
          const probe = document.body.appendChild(document.createElement('div'));
          probe.style.cssText = `${css}; forced-color-adjust: none`;
          const { backgroundColor, color } = getComputedStyle(probe);
          probe.remove();
          return { background: backgroundColor, color };
        };
        const system = systemColours('background: Highlight; color: HighlightText');
        const canvas = systemColours('background: Canvas').background;
        const tab = getComputedStyle(document.querySelector('.stat-tabs__tab[aria-selected="true"]')!);
        // WCAG's contrast ratio of the tab's text on its fill, the fill laid over the page's Canvas
        // (Chromium's forced palette gives Highlight some transparency).
        const channels = (css: string) => css.match(/[\d.]+/g)!.map(Number);
        const [cr, cg, cb] = channels(canvas);
        const opaque = (css: string) => {
          const [r, g, b, a = 1] = channels(css);
          return [r! * a + cr! * (1 - a), g! * a + cg! * (1 - a), b! * a + cb! * (1 - a)];
        };
        const luminance = (rgb: number[]) => {
          const linear = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * linear(rgb[0]!) + 0.7152 * linear(rgb[1]!) + 0.0722 * linear(rgb[2]!);
        };
        const fill = opaque(tab.backgroundColor);
        const [light, dark] = [luminance(opaque(tab.color)), luminance(fill)].sort((a, b) => b - a);
        return { system, tab: { background: tab.backgroundColor, color: tab.color }, contrast: (light! + 0.05) / (dark! + 0.05) };
      });
      expect(colours.tab).toEqual(colours.system);
      expect(colours.contrast).toBeGreaterThanOrEqual(4.5);
      await page.close();
    },
  );

  it('empties the alert region after a successful save, on a route change and on logout', async () => {
    const page = await open('/dashboard/profile', DESKTOP, leaver);
    const alertRegion = () => page.locator('#portal-alert').textContent();
    const firstName = page.getByRole('textbox', { name: /First name/ });
    const save = page.getByRole('button', { name: accountMessages.saveProfile });
    const failToSave = async () => {
      await firstName.fill('');
      await save.click();
      await expect.poll(alertRegion).toBe(accountMessages.fillRequiredFields);
    };
    await firstName.waitFor();

    await failToSave();
    await firstName.fill('Tunde');
    await save.click();
    await expect.poll(() => page.locator('#portal-status').textContent()).toBe(accountMessages.profileUpdated);
    expect(await alertRegion()).toBe('');

    // The error's toast closes after a second; once it has, the next page starts without the error.
    await failToSave();
    await expect.poll(() => page.locator('#portal-toasts').textContent()).toBe('');
    await page
      .getByRole('navigation', { name: messages.navDashboard })
      .getByRole('link', { name: /My reports/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/my-reports');
    expect(await alertRegion()).toBe('');

    await page
      .getByRole('navigation', { name: messages.navDashboard })
      .getByRole('link', { name: /Profile/ })
      .click();
    await failToSave();
    await page.getByRole('button', { name: accountText('accountMenu', { firstname: 'Tunde' }) }).click();
    await page.getByRole('menuitem', { name: accountMessages.logoutAction }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await alertRegion()).toBe('');
    await page.close();
  });

  it.each([DESKTOP, PHONE])(
    'on the dashboard at $width px, the top bar and side menu are outside main, and the skip link reaches the page',
    async (viewport) => {
      const page = await open('/dashboard', viewport, user);
      await page
        .locator('#portal-page-dashboard')
        .getByRole('heading', { level: 1, name: accountMessages.eyewitnessReportTitle })
        .waitFor();
      // The landmarks outside main, in the order a screen reader meets them (empty ones, the footer here, are none).
      const landmarks = await page.evaluate(() =>
        [...document.querySelectorAll('header, nav, main, footer')]
          .filter((element) => element.tagName === 'MAIN' || (element.closest('main') === null && element.childElementCount > 0))
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}${element.hasAttribute('aria-label') ? ` "${element.getAttribute('aria-label')}"` : ''}`,
          ),
      );
      const wide = viewport.width > 768;
      expect(landmarks).toEqual([
        'header',
        `nav "${accountMessages.dashboardTopBar}"`,
        ...(wide ? [`nav "${messages.navDashboard}"`] : []),
        'main',
      ]);
      const menuButton = page.getByRole('button', { name: accountMessages.dashboardMenu });
      expect(await menuButton.evaluate((button) => button.closest('main'))).toBeNull();
      // 'Skip to main content', then Tab: the first stop is in the page, after its heading, not the menu button.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const focused = document.activeElement!;
        const heading = document.querySelector('main h1')!;
        return {
          inMain: focused.closest('main') !== null,
          afterHeading: Boolean(heading.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING),
          firstHeadingOfMain: document.querySelector('main :is(h1, h2, h3)') === heading,
        };
      });
      expect(stop).toEqual({ inMain: true, afterHeading: true, firstHeadingOfMain: true });
      expect(await axeViolations(page)).toEqual([]);
      // Leaving the dashboard leaves nothing of its frame behind: the public top bar has the header.
      await page.getByRole('link', { name: PRODUCT_NAME, exact: true }).click();
      await expect.poll(() => page.locator('#portal-header .top-bar').count()).toBe(1);
      expect(await page.locator('#portal-header .dashboard-top-bar, #portal-nav > *').count()).toBe(0);
      await page.close();
    },
  );

  it("announces every required field as required, the eyewitness form's comment type included", async () => {
    const required = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('main form .field')].flatMap((field) => {
          const label = field.querySelector('label, .field__label')?.textContent ?? '';
          const control = field.querySelector<HTMLElement>('input:not([type="file"]), textarea, button[aria-haspopup="listbox"]');
          if (!control || control.hasAttribute('readonly') || control.closest('.checkbox, .radio-group')) return [];
          const optional = /\(optional\)/.test(label);
          // A text field says it with aria-required; a select's button, which cannot, with its label, which
          // names it (the label says '(required)' to assistive technology alone).
          const said =
            control.tagName === 'BUTTON'
              ? /\(required\)/.test(label)
              : control.getAttribute('aria-required') === 'true' || control.hasAttribute('required');
          return [{ label: label.trim(), optional, said }];
        }),
      );
    const page = await open('/dashboard', DESKTOP, user);
    await page.locator('#portal-page-dashboard').getByRole('heading', { level: 1, name: accountMessages.eyewitnessReportTitle }).waitFor();
    // The accessible name Chromium gives the comment type's button says it.
    await expect
      .poll(() => page.getByRole('button', { name: `${accountMessages.commentTypeLabel} ${accountMessages.fieldRequired}` }).count())
      .toBe(1);
    const fields = await required(page);
    expect(fields.length).toBeGreaterThan(3);
    for (const field of fields) expect(field).toEqual({ ...field, said: !field.optional });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();

    const register = await open('/register');
    await register.getByRole('textbox', { name: /First name/ }).waitFor();
    await hydrated(register);
    const registerFields = await required(register);
    expect(registerFields.length).toBeGreaterThanOrEqual(4);
    for (const field of registerFields) expect(field).toEqual({ ...field, said: true });
    await register.close();
  });
});
