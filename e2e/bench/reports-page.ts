/**
 * The bytes a phone downloads to view the public list of published eyewitness reports with photographs
 * (issue 19's budget: ≤ 400 KB for a page of 10). The reports are sent and approved through the API, each
 * with two photographs like a phone's (4032×3024, detail everywhere, so they do not compress away).
 */
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import type { RunningPortal } from '../src/portal-server.js';
import type { TestUser } from '../src/accounts.js';

const PHOTO = { width: 4032, height: 3024 };

/** Noise drawn at 1/`scale` of the photo's size and enlarged to it: detail `scale` pixels across. */
async function octave(scale: number, seed: number): Promise<Buffer> {
  const width = Math.ceil(PHOTO.width / scale);
  const height = Math.ceil(PHOTO.height / scale);
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 + (seed % 7) };
  const small = await sharp({ create: { width, height, channels: 3, background: '#808080', noise } })
    .png()
    .toBuffer();
  return sharp(small).resize(PHOTO.width, PHOTO.height, { kernel: 'cubic' }).raw().toBuffer();
}

/**
 * A 4032×3024 JPEG with detail at every scale, as a photograph has (shapes, texture, grain), so that
 * neither the full photo nor its thumbnail compresses away the way a flat or a pure-noise picture would:
 * noise at four scales, the coarser weighing more (about 1/f, like natural images).
 */
async function phoneLikePhoto(seed: number): Promise<Blob> {
  const scales = [64, 16, 4, 1];
  const weights = [0.45, 0.3, 0.15, 0.1];
  const layers = await Promise.all(scales.map((scale) => octave(scale, seed + scale)));
  const pixels = Buffer.alloc(PHOTO.width * PHOTO.height * 3);
  for (let i = 0; i < pixels.length; i++) {
    let value = 0;
    for (let layer = 0; layer < layers.length; layer++) value += (layers[layer]![i]! - 128) * weights[layer]!;
    pixels[i] = Math.max(0, Math.min(255, 128 + value * 2));
  }
  const photo = await sharp(pixels, { raw: { ...PHOTO, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
}

async function api(portal: RunningPortal, token: string, route: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${portal.url}/api/v1${route}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Sends `count` reports of two photographs each from `reporter`, and `moderator` publishes them. */
export async function publishReportsWithPhotos(portal: RunningPortal, reporter: TestUser, moderator: TestUser, count: number) {
  const photos = await Promise.all([phoneLikePhoto(1), phoneLikePhoto(2)]);
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.set('firstName', reporter.firstname);
    form.set('lastName', reporter.lastname);
    form.set('email', reporter.email);
    form.set('commentType', 'Report Accessibility Issue');
    form.set('comment', `The entrance of the health centre has steps and no ramp (${i + 1}).`);
    form.set('stateId', String((i % 37) + 1));
    photos.forEach((photo, n) => form.append('media', photo, `photo-${n}.jpg`));
    const sent = (await api(portal, reporter.token, '/eyewitness', { method: 'POST', body: form })) as { report: { id: number } };
    await api(portal, moderator.token, `/moderation/reports/${sent.report.id}/approve`, { method: 'POST', body: '{}' });
  }
}

export interface ReportsPageWeight {
  /** Every byte received (headers and bodies, as sent: compressed where the server compresses). */
  firstScreen: number;
  /** The same after scrolling to the end, so every lazy thumbnail has loaded. */
  scrolled: number;
  images: number;
  imageBytes: number;
}

/**
 * Opens `path` as a phone (360×740 CSS px at 2 device pixels per px, empty cache) and counts the bytes
 * Chromium received, from its own network log (`encodedDataLength`), on the first screen and after
 * scrolling through the whole list.
 */
export async function weighReportsPage(browser: Browser, baseUrl: string, path: string): Promise<ReportsPageWeight> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let images = 0;
  let imageBytes = 0;
  const types = new Map<string, string>();
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Image') {
      images += 1;
      imageBytes += event.encodedDataLength;
    }
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  const firstScreen = bytes;
  // Scroll a screen at a time, as a reader does, so each lazy image is requested as it comes near.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  return { firstScreen, scrolled: bytes, images, imageBytes };
}
