/**
 * Issue 19, item 6 in a real browser: the eyewitness form keeps its draft in IndexedDB, so a reload in the
 * middle of a report brings back the text, the state and the chosen photograph (its preview drawn from the
 * kept file), and the restored form passes axe. A photograph larger than the portal needs is sent reduced,
 * and a sent report's draft is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { axeViolations, chooseOption, launchBrowser, nextFilePicker, openAs } from '../src/browser.js';
import { verifiedUser, type TestUser } from '../src/accounts.js';
import { JPEG_8X8 } from '../../api/src/reports/test-media.js';

const COMMENT = 'The lift at the Kano State secretariat has been out of order for three months.';
const RESTORED = 'Your unsent report was restored from this browser.';

let portal: RunningPortal;
let browser: Browser;
let reporter: TestUser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  reporter = await verifiedUser(portal, 'Hauwa');
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function choosePhoto(page: Page, name: string, buffer: Buffer) {
  // React Aria's radio input is visually hidden: chosen by keyboard, as a user would.
  await page.getByRole('radio', { name: 'Photographs' }).focus();
  await page.keyboard.press('Space');
  const chooser = nextFilePicker(page);
  await page.getByRole('button', { name: 'Choose photograph 1' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer });
  await page.getByRole('img', { name: `Preview of photograph 1, ${name}` }).waitFor();
}

/** A 4000×3000 photograph of noise, as heavy as a phone's (noise does not compress): several megabytes. */
async function heavyPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('an eyewitness draft', () => {
  it('comes back after a reload with its text, state and photograph, and the restored form passes axe', async () => {
    const page = await openAs(browser, `${portal.url}/dashboard`, reporter);
    await page.getByRole('heading', { level: 1, name: 'Eyewitness report' }).waitFor();
    await chooseOption(page, /Comment type/, 'Report Accessibility Issue');
    await page.getByRole('textbox', { name: /^Comment/ }).fill(COMMENT);
    await chooseOption(page, /State \(optional\)/, 'Kano');
    await choosePhoto(page, 'lift.jpg', JPEG_8X8);

    // A moment, as a person takes before a reload: Chromium abandons an IndexedDB write begun as the page
    // unloads, so the form writes as it is used (a file at once, text within 400 ms), not only at pagehide.
    await page.waitForTimeout(1000);
    await page.reload();
    await page.getByText(RESTORED).waitFor();
    expect(await page.getByRole('textbox', { name: /^Comment/ }).inputValue()).toBe(COMMENT);
    expect(await page.getByRole('button', { name: /Comment type/ }).textContent()).toContain('Report Accessibility Issue');
    await expect.poll(() => page.getByRole('button', { name: /State \(optional\)/ }).textContent()).toContain('Kano');
    expect(await page.getByRole('radio', { name: 'Photographs' }).isChecked()).toBe(true);
    const preview = page.getByRole('img', { name: 'Preview of photograph 1, lift.jpg' });
    // The preview is drawn from the file kept in IndexedDB: it decodes to the 8×8 photograph chosen.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('sends a heavy photograph reduced, and the sent report leaves no draft behind', async () => {
    const photo = await heavyPhoto();
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    const page = await openAs(browser, `${portal.url}/dashboard`, reporter);
    await page.getByRole('heading', { level: 1, name: 'Eyewitness report' }).waitFor();
    // The first test's draft is this user's: start again from an empty form.
    if (await page.getByText(RESTORED).isVisible()) await page.getByRole('button', { name: 'Start again' }).click();
    await chooseOption(page, /Comment type/, 'Report Accessibility Issue');
    await page.getByRole('textbox', { name: /^Comment/ }).fill(COMMENT);
    await choosePhoto(page, 'noise.jpg', photo);

    // The browser does not hand a multipart body to the test: the page records the files it sends.
    await page.evaluate(() => {
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData) {
          const sizes = [...body.values()].filter((value) => value instanceof File).map((file) => (file as File).size);
          (window as unknown as { sentFileSizes: number[] }).sentFileSizes = sizes;
        }
        return send.call(this, body);
      };
    });
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect
      .poll(() => page.locator('#portal-status').textContent(), { timeout: 30_000 })
      .toBe('Your eyewitness report has been submitted successfully!');
    const sizes = await page.evaluate(() => (window as unknown as { sentFileSizes: number[] }).sentFileSizes);
    expect(sizes).toHaveLength(1);
    expect(sizes[0]).toBeLessThan(photo.length / 2);

    const mine = await fetch(`${portal.url}/api/v1/my/reports`, { headers: { authorization: `Bearer ${reporter.token}` } });
    const { reports } = (await mine.json()) as { reports: { comment: string; media: unknown[] }[] };
    expect(reports.find((report) => report.comment === COMMENT)?.media).toHaveLength(1);

    await page.reload();
    await page.getByRole('textbox', { name: /^Comment/ }).waitFor();
    expect(await page.getByText(RESTORED).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /^Comment/ }).inputValue()).toBe('');
    await page.close();
  });
});
