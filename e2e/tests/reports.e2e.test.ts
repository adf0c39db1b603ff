/**
 * Issue 19 in a real browser: a reporter follows a report from the form to publication. They report with a
 * state and local government area, see it as Submitted in My reports, a moderator rejects it with a
 * reason, the reporter is e-mailed (read from a real SMTP server) and sees the reason, corrects it and
 * sends it again, it is approved and appears on its own page and under its state with a thumbnail, and
 * withdrawing it removes it and its files. A report by SMS is moderated in the same page (issue 40). Every
 * new page and state passes axe.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { axeViolations, launchBrowser, nextFilePicker, openAs } from '../src/browser.js';
import { receivedVerificationToken, verifiedUser, type TestUser } from '../src/accounts.js';
import { startMailReceiver, type MailReceiver } from '../../api/src/test-support/reports.js';
import { phonePhoto } from '../../api/src/reports/test-media.js';

const MODERATOR_EMAIL = 'chief.moderator@example.ng';
const SMS_CALLBACK_SECRET = 'e2e-sms-callback-secret-0123456789';
const COMMENT = 'The only entrance of the health centre on Zaria Road has six steps and no ramp.';
const REASON = 'Please say which health centre: there are two on Zaria Road.';
const CORRECTED = 'The only entrance of the Fagge primary health centre on Zaria Road has six steps and no ramp.';

let receiver: MailReceiver;
let portal: RunningPortal;
let browser: Browser;
let reporter: TestUser;
let moderator: TestUser;
let reportId: number;
let kanoId: number;

async function api<T>(route: string, user: TestUser): Promise<T> {
  const response = await fetch(`${portal.url}/api/v1${route}`, { headers: { authorization: `Bearer ${user.token}` } });
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return (await response.json()) as T;
}

const storedFiles = () => readdir(path.join(portal.dataDir, 'uploads'), { withFileTypes: true }).then((e) => e.filter((f) => f.isFile()));

const as = (user: TestUser | null, route: string): Promise<Page> => openAs(browser, portal.url + route, user);

/** Chooses `option` in the React Aria select labelled `label`, by keyboard. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: label }).textContent()).toContain(option);
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

/** The moderation page with the queue of `status` shown; `heading` is its count line. */
async function moderationQueue(status: string, heading: RegExp): Promise<Page> {
  const page = await as(moderator, '/dashboard/moderation');
  await page.getByRole('radio', { name: status }).check();
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
  return page;
}

beforeAll(async () => {
  receiver = await startMailReceiver();
  [portal, browser] = await Promise.all([
    startPortal({ ADMIN_EMAILS: MODERATOR_EMAIL, SMTP_URL: receiver.url, SMS_CALLBACK_SECRET }),
    launchBrowser(),
  ]);
  [reporter, moderator] = await Promise.all([
    verifiedUser(portal, 'Amina', `amina.${Date.now()}@example.ng`, receivedVerificationToken(receiver.received)),
    verifiedUser(portal, 'Chief', MODERATOR_EMAIL, receivedVerificationToken(receiver.received)),
  ]);
  const states = await api<{ data: { id: number; name: string }[] }>('/states?per_page=100', reporter);
  kanoId = states.data.find((state) => state.name === 'Kano')!.id;
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await receiver?.close();
});

describe('a report the reporter can follow', () => {
  it('is sent with a state, a local government area and a photograph, and shows as Submitted in My reports', async () => {
    const page = await as(reporter, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Eyewitness report' }).waitFor();
    await choose(page, /Comment type/, 'Report Accessibility Issue');
    await page.getByRole('textbox', { name: /^Comment/ }).fill(COMMENT);
    await choose(page, /State \(optional\)/, 'Kano');
    await choose(page, /Local government area \(optional\)/, 'Fagge');
    await page.getByRole('textbox', { name: /Describe the place/ }).fill('Opposite the Fagge motor park');
    await page.getByRole('radio', { name: 'Photographs' }).focus();
    await page.keyboard.press('Space');
    const chooser = nextFilePicker(page);
    await page.getByRole('button', { name: 'Choose photograph 1' }).click();
    await (await chooser).setFiles({ name: 'entrance.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    // From the top: scrolled, axe's target-size counts a field half under the sticky bar as too small
    // (focus-not-obscured.e2e.test.ts checks that what a keyboard user reaches is never under it).
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect.poll(() => page.locator('#portal-status').textContent()).toBe('Your eyewitness report has been submitted successfully!');

    await page
      .getByRole('link', { name: /My reports/ })
      .first()
      .click();
    const card = page.getByRole('article').filter({ hasText: COMMENT });
    await card.waitFor();
    expect(await card.textContent()).toContain('Submitted');
    expect(await card.textContent()).toContain('Fagge, Kano');
    expect(await axeViolations(page)).toEqual([]);
    reportId = (await api<{ reports: { id: number }[] }>('/my/reports', reporter)).reports[0]!.id;
    await page.close();
  });

  it('is rejected by a moderator with a reason, which the reporter is e-mailed and sees in My reports', async () => {
    const page = await moderationQueue('Awaiting review', /awaiting review/);
    const card = page.getByRole('article').filter({ hasText: COMMENT });
    expect(await card.textContent()).toContain('Opposite the Fagge motor park');
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reject report' }).click();
    await expect.poll(() => page.locator('#portal-status').textContent()).toBe(`Report ${reportId} rejected.`);
    await page.close();

    const decisionMail = () => receiver.received.find((message) => message.includes(reporter.email) && message.includes(REASON));
    await expect.poll(decisionMail).toBeDefined();
    expect(decisionMail()).toContain(`${portal.url}/dashboard/my-reports`);

    const mine = await as(reporter, '/dashboard/my-reports');
    const report = mine.getByRole('article').filter({ hasText: COMMENT });
    await report.waitFor();
    expect(await report.textContent()).toContain('Not published');
    expect(await report.textContent()).toContain(REASON);
    expect(await axeViolations(mine)).toEqual([]);
    await mine.close();
  });

  it('is corrected and sent again by the reporter, then approved, and appears on its page and under its state', async () => {
    const mine = await as(reporter, '/dashboard/my-reports');
    await mine.getByRole('button', { name: 'Edit and send again' }).click();
    const comment = mine.getByRole('textbox', { name: /^Comment/ });
    await comment.fill(CORRECTED);
    expect(await axeViolations(mine)).toEqual([]);
    await mine.getByRole('button', { name: 'Send again' }).click();
    await expect
      .poll(() => mine.locator('#portal-status').textContent())
      .toBe(`Report ${reportId} sent again. It is back with the moderators as Submitted.`);
    await mine.close();

    const page = await moderationQueue('Awaiting review', /awaiting review/);
    await page.getByRole('article').filter({ hasText: CORRECTED }).getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.locator('#portal-status').textContent()).toMatch(/approved/i);
    await page.close();

    const reportPage = await as(null, `/reports/${reportId}`);
    await reportPage.getByRole('heading', { level: 1, name: 'Report Accessibility Issue – Fagge, Kano' }).waitFor();
    expect(await reportPage.getByText(CORRECTED).count()).toBe(1);
    expect(await reportPage.getByText('Opposite the Fagge motor park').count()).toBe(0);
    const thumbnail = reportPage.getByRole('img', { name: /^Photograph 1 of 1 from the report/ });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight))).toBeLessThanOrEqual(480);
    expect(await axeViolations(reportPage)).toEqual([]);
    await reportPage.close();

    const statePage = await as(null, `/states/${kanoId}`);
    const section = statePage.getByRole('region', { name: 'Eyewitness reports from Kano' });
    await expect.poll(() => section.textContent()).toContain('1 report from Kano has been published.');
    await section.getByRole('link', { name: 'Report Accessibility Issue – Fagge, Kano', exact: true }).click();
    await expect.poll(() => new URL(statePage.url()).pathname).toBe(`/reports/${reportId}`);
    await statePage.close();

    const list = await as(null, `/eyewitnesspage?state_id=${kanoId}`);
    // Lists show the photograph's small AVIF copy, drawn at 2 device pixels per CSS px.
    const picture = list.getByRole('img', { name: /^Photograph 1 of 1 from the report/ });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/\/list$/);
    // The portrait photo's 128 × 192 px copy in a 64 × 96 CSS px box, as its width and height reserved.
    expect(
      await picture.evaluate((img: HTMLImageElement) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height]),
    ).toEqual([64, 96]);
    expect(await axeViolations(list)).toEqual([]);
    await list.close();
  });

  it('is withdrawn by the reporter, which unpublishes it and deletes its files', async () => {
    expect((await storedFiles()).length).toBe(3); // the photograph, its thumbnail and its list copy
    const mine = await as(reporter, '/dashboard/my-reports');
    await mine.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = mine.getByRole('dialog');
    expect(await axeViolations(mine)).toEqual([]);
    await dialog.getByRole('button', { name: 'Withdraw report' }).click();
    await expect
      .poll(() => mine.locator('#portal-status').textContent())
      .toBe(`Report ${reportId} withdrawn. Its photographs and video have been deleted.`);
    expect(await mine.getByRole('article').textContent()).toContain('Withdrawn');
    await mine.close();

    expect((await fetch(`${portal.url}/api/v1/reports/${reportId}`)).status).toBe(404);
    expect(await storedFiles()).toEqual([]);
    // The server keeps a rendered report page for 5 s (render-page.ts), so a reader who opened it just
    // before still gets it for that long: each load after that says it is gone.
    const gone = await as(null, `/reports/${reportId}`);
    const notFound = gone.getByRole('heading', { level: 1, name: 'Report not found' });
    await expect
      .poll(async () => {
        if ((await notFound.count()) === 0) await gone.reload();
        return notFound.count();
      })
      .toBe(1);
    await gone.close();
  });
});

describe('a report by SMS (issue 40)', () => {
  const PHONE = '+2348035550123';
  const WORDS = 'The new bus terminal at Ojota has no tactile paving and no ramp to the platforms.';
  /** The SMS written to the outbox for the reporter (no gateway is configured), oldest first. */
  const answers = async () => {
    const dir = path.join(portal.dataDir, 'sms-outbox');
    const names = (await readdir(dir).catch(() => [] as string[])).sort();
    const files = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
    return files.filter((file) => file.startsWith(`To: ${PHONE}\n`)).map((file) => file.split('\n\n')[1]!.trim());
  };

  it('is moderated like any report: the moderator sees its channel and the last digits of the number only, and approving it answers by SMS', async () => {
    const sent = await fetch(`${portal.url}/api/v1/channels/africastalking/sms?secret=${SMS_CALLBACK_SECRET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        from: PHONE,
        to: '21212',
        text: `REPORT Lagos ${WORDS}`,
        date: '2026-12-02 10:00:00',
        id: 'ATSid_e2e_1',
        linkId: '',
      }),
    });
    expect(sent.status).toBe(204);
    await expect.poll(answers).toHaveLength(1);
    const id = Number(/number is (\d+)\./.exec((await answers())[0]!)?.[1]);

    const page = await moderationQueue('Awaiting review', /awaiting review/);
    const card = page.getByRole('article').filter({ hasText: WORDS });
    expect(await card.textContent()).toContain('SMS, from a number ending in 123');
    expect(await page.content()).not.toContain('8035550123');
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.locator('#portal-status').textContent()).toMatch(/approved/i);
    await page.close();

    await expect
      .poll(answers)
      .toEqual([
        `Thank you. Your report number is ${id}. We will send you an SMS when it has been reviewed.`,
        `Your report ${id} is published: ${portal.url}/reports/${id}`,
      ]);
    const reportPage = await as(null, `/reports/${id}`);
    await reportPage.getByText(WORDS).waitFor();
    expect(await reportPage.content()).not.toContain('8035550123');
    expect(await axeViolations(reportPage)).toEqual([]);
    await reportPage.close();
  });
});
