/**
 * The form kit (`@portal/shared/forms`) in Chromium: after a failed submit the error summary has zero axe
 * violations, and following each of its links with the keyboard puts focus on that field's control: a
 * text and a password field on the real registration page, a select and a file chooser on the real
 * eyewitness form, and all five kinds, the checkbox included, in a page holding one of each (no page of
 * the portal asks for a required checkbox yet).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@portal/shared/messages';
import { REPO_ROOT, startPortal, type RunningPortal } from '../src/portal-server.js';
import { axeViolations, hydrated, launchBrowser, newPage, nextFilePicker, openAs } from '../src/browser.js';
import { verifiedUser, type TestUser } from '../src/accounts.js';
import { EVERY_FIELD } from '../../shared/test/every-field.js';
import { accountMessages } from '@portal/shared/account-messages';

let portal: RunningPortal;
let browser: Browser;
let reporter: TestUser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  reporter = await verifiedUser(portal, 'Ada');
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** What has focus: its id, element, type and whether it opens a list box (a select's button). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      id: element?.id,
      tag: element?.tagName.toLowerCase(),
      type: element?.getAttribute('type'),
      popup: element?.getAttribute('aria-haspopup'),
    };
  });

const summary = (page: Page) => page.getByRole('group', { name: accountMessages.errorSummaryTitle });

/** Presses the submit button named `name` with the keyboard; focus then moves to the error summary. */
async function submitByKeyboard(page: Page, name: string) {
  await page.getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
  await summary(page).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
}

/** The field ids the summary's links point at, in order. */
async function linkedFields(page: Page): Promise<string[]> {
  const hrefs = await summary(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^#/, ''));
}

/**
 * From the summary, Tabs to its link number `index` and presses Enter, as a keyboard user does, and gives
 * what then has focus.
 */
async function followLink(page: Page, index: number) {
  await summary(page).focus();
  for (let i = 0; i <= index; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  return focused(page);
}

describe('the error summary in a real browser', () => {
  it('on the registration page, leads the keyboard to each text and password field', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}/register`);
    // The summary its script shows (sent before it runs, the form is posted: first-use-input.e2e).
    await hydrated(page);
    await submitByKeyboard(page, accountMessages.createAccount);
    expect(await axeViolations(page)).toEqual([]);

    const fields = await linkedFields(page);
    expect(fields).toEqual([
      'register-first-name',
      'register-last-name',
      'register-email',
      'register-password',
      'register-confirm-password',
    ]);
    const types = ['text', 'text', 'email', 'password', 'password'];
    for (const [index, id] of fields.entries()) {
      expect(await followLink(page, index)).toMatchObject({ id, tag: 'input', type: types[index] });
    }
    await page.close();
  });

  it('on the eyewitness form, leads the keyboard to the select and to each file chooser, which opens the picker', async () => {
    const page = await openAs(browser, `${portal.url}/dashboard`, reporter);
    await page.getByRole('heading', { level: 1, name: accountMessages.eyewitnessReportTitle }).waitFor();
    await page.getByRole('radio', { name: messages.video }).focus();
    await page.keyboard.press('Space');
    await submitByKeyboard(page, accountMessages.submitReportButton);
    expect(await axeViolations(page)).toEqual([]);

    const fields = await linkedFields(page);
    expect(fields).toEqual(['eyewitness-comment-type', 'eyewitness-comment', 'eyewitness-video-file']);
    expect(await followLink(page, 0)).toMatchObject({ id: 'eyewitness-comment-type', tag: 'button', popup: 'listbox' });
    expect(await followLink(page, 1)).toMatchObject({ id: 'eyewitness-comment', tag: 'textarea' });
    expect(await followLink(page, 2)).toMatchObject({ id: 'eyewitness-video-file', tag: 'button' });
    const picker = nextFilePicker(page);
    await page.keyboard.press('Enter');
    expect((await picker).isMultiple()).toBe(false);

    await page.getByRole('radio', { name: accountMessages.photographs }).focus();
    await page.keyboard.press('Space');
    await submitByKeyboard(page, accountMessages.submitReportButton);
    expect(await axeViolations(page)).toEqual([]);
    expect((await linkedFields(page)).at(-1)).toBe('eyewitness-photo-0');
    expect(await followLink(page, 2)).toMatchObject({ id: 'eyewitness-photo-0', tag: 'button' });
    await page.close();
  });

  it('in a page with one field of every kind, leads the keyboard to each, the checkbox included', async () => {
    const harness = await serveEveryFieldForm();
    const page = await newPage(browser);
    await page.goto(harness.url);
    await submitByKeyboard(page, 'Send');
    expect(await axeViolations(page)).toEqual([]);

    const kinds = Object.values(EVERY_FIELD);
    expect(await linkedFields(page)).toEqual(kinds.map((field) => field.id));
    const controls = [
      { tag: 'input', type: 'text' },
      { tag: 'input', type: 'password' },
      { tag: 'button', popup: 'listbox' },
      { tag: 'button' },
      { tag: 'input', type: 'checkbox' },
    ];
    for (const [index, field] of kinds.entries()) {
      expect(await followLink(page, index)).toMatchObject({ id: field.id, ...controls[index] });
    }
    // Focus is on the checkbox: Space ticks it, and its problem leaves the summary at once.
    await page.keyboard.press('Space');
    await expect.poll(() => linkedFields(page)).not.toContain(EVERY_FIELD.checkbox.id);
    await page.close();
    await harness.close();
  });
});

/**
 * Serves `EveryFieldForm` (shared/test/every-field-form.tsx) as a page of its own, bundled with esbuild
 * from the kit's source, in the portal's frame: its tokens, the shell's page styles and the kit's own.
 */
async function serveEveryFieldForm(): Promise<{ url: string; close: () => Promise<void> }> {
  const bundle = await build({
    stdin: {
      contents: [
        "import { createRoot } from 'react-dom/client';",
        "import { EveryFieldForm } from './every-field-form.js';",
        "import '../src/tokens.css';",
        "import '../../shell/src/shell.css';",
        "createRoot(document.getElementById('root')!).render(<EveryFieldForm />);",
      ].join('\n'),
      resolveDir: path.join(REPO_ROOT, 'shared', 'test'),
      sourcefile: 'every-field-page.tsx',
      loader: 'tsx',
    },
    bundle: true,
    write: false,
    format: 'esm',
    outdir: 'every-field-page',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const files = new Map(bundle.outputFiles.map((file) => [`/${path.basename(file.path)}`, file.contents]));
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Every kind of field</title>
<link rel="stylesheet" href="/stdin.css"></head><body><div id="root"></div><script type="module" src="/stdin.js"></script></body></html>`;
  const server = createServer((request, response) => {
    const file = files.get(request.url ?? '');
    if (file) {
      response.setHeader('content-type', request.url!.endsWith('.css') ? 'text/css' : 'text/javascript');
      response.end(file);
    } else {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(page);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
