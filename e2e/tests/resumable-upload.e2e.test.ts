/**
 * Issue 19, item 6 in a real browser: a large video upload survives a dropped connection. A signed-in
 * reporter sends a report with a video of several megabytes over a slow connection (Chromium's own
 * network throttling); once part of it is on the server the test sets Chromium offline, the form says the
 * upload will go on by itself (and passes axe), the connection comes back, and the upload continues from
 * the server's offset, not from zero: each byte is sent about once. The report is then sent and appears
 * in My reports with its video.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { axeViolations, chooseOption, launchBrowser, nextFilePicker, openAs } from '../src/browser.js';
import { verifiedUser, type TestUser } from '../src/accounts.js';
import { videoOfSize } from '../../api/src/reports/test-media.js';

const MB = 1024 * 1024;
const COMMENT = 'The lift at the Ikeja general hospital has been broken since June; here is a video of the stairs.';
const WAITING = 'The connection was lost. What was sent is kept: the video will go on uploading by itself when you are back online.';
const SUCCESS = 'Your eyewitness report has been submitted successfully!';

let portal: RunningPortal;
let browser: Browser;
let reporter: TestUser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  reporter = await verifiedUser(portal, 'Chinedu');
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Bytes of upload `id` on the server's disk: watched there, since a HEAD would take the upload's lock. */
const receivedBytes = (id: string) =>
  stat(path.join(portal.dataDir, 'uploads', 'resumable', id)).then(
    (file) => file.size,
    () => 0,
  );

describe('a video upload', () => {
  it('resumes after the connection drops, from where the server stopped, and the report is sent', async () => {
    const video = await videoOfSize(6 * MB);
    const page = await openAs(browser, `${portal.url}/dashboard`, reporter);
    await page.getByRole('heading', { level: 1, name: 'Eyewitness report' }).waitFor();

    // Every tus request, as the browser sends it: the creation, and each PATCH's Upload-Offset.
    const creations: string[] = [];
    const patches: number[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/api/v1/uploads')) return;
      if (request.method() === 'POST') creations.push(request.url());
      if (request.method() === 'PATCH') patches.push(Number(request.headers()['upload-offset']));
    });

    await chooseOption(page, /Comment type/, 'Report Accessibility Issue');
    await page.getByRole('textbox', { name: /^Comment/ }).fill(COMMENT);
    // React Aria's radio input is visually hidden: chosen by keyboard, as a user would.
    await page.getByRole('radio', { name: 'Video' }).focus();
    await page.keyboard.press('Space');
    const picker = nextFilePicker(page);
    await page.getByRole('button', { name: 'Choose video file' }).click();
    await (await picker).setFiles({ name: 'stairs.mp4', mimeType: 'video/mp4', buffer: video });
    await page.getByText(/Chosen: stairs\.mp4/).waitFor();

    // A slow connection (about 0.5 MB/s up), as a phone's: the video takes several seconds to send.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: 2 * MB,
      uploadThroughput: MB / 2,
    });

    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/api/v1/uploads'),
    );
    await page.getByRole('button', { name: 'Submit report' }).click();
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    const id = (await created).headers()['location']!.split('/').pop()!;

    // Part of it is on the server, not all: the connection drops.
    await expect.poll(() => receivedBytes(id), { timeout: 60_000 }).toBeGreaterThan(1.5 * MB);
    await page.context().setOffline(true);
    // Measured: while this session's throttling is in force, Chromium lets requests through despite
    // Playwright's offline (set by its own session); closing it leaves the connection offline.
    await network.detach();
    const reached = await receivedBytes(id);
    expect(reached).toBeLessThan(video.length);
    const patchesBeforeCut = patches.length;

    // The form says the upload waits for the connection, and still passes axe during the upload.
    await page.getByText(WAITING).waitFor();
    expect(await progress.evaluate((bar: HTMLProgressElement) => bar.value)).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.context().setOffline(false);
    await expect.poll(() => page.locator('#portal-status').textContent(), { timeout: 120_000 }).toBe(SUCCESS);

    // One upload, continued where the server stopped: the first PATCH after the cut starts at the offset
    // the server had reached (or beyond, for bytes that arrived as the connection went), never at 0.
    expect(creations).toHaveLength(1);
    const resumed = patches.slice(patchesBeforeCut);
    expect(resumed.length).toBeGreaterThan(0);
    expect(resumed[0]).toBeGreaterThanOrEqual(reached);
    expect(patches.filter((offset) => offset === 0)).toHaveLength(1);
    expect(patches).toEqual([...patches].sort((a, b) => a - b));

    // The report is sent with the whole video, and appears in My reports.
    const mine = await fetch(`${portal.url}/api/v1/my/reports`, { headers: { authorization: `Bearer ${reporter.token}` } });
    const { reports } = (await mine.json()) as { reports: { comment: string; media: { kind: string; size: number }[] }[] };
    expect(reports.find((report) => report.comment === COMMENT)?.media).toEqual([
      expect.objectContaining({ kind: 'video', size: video.length }),
    ]);
    // The browser no longer keeps the upload's address once the report naming it is sent.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')))).toEqual([]);
    await page.goto(`${portal.url}/dashboard/my-reports`);
    await page.getByText(COMMENT).waitFor();
    // Nothing of the upload is left behind once it became the report's video.
    expect(await receivedBytes(id)).toBe(0);
    await page.close();
  });
});
