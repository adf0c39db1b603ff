import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { CachedResponse } from './cached-response.js';

/** A page-like answer: repetitive markup with enough variety that Brotli's best quality finds more to share. */
const page = Array.from(
  { length: 400 },
  (_, index) =>
    `<li class="school-card"><h3 lang="en">School ${index * 7919} of ${['Lagos', 'Kano', 'Ondo'][index % 3]}</h3><p>${(index * 104729).toString(36)}</p></li>`,
).join('\n');

describe('a cached answer', () => {
  it('is Brotli at once for its first visitor, and smaller for the next once its best form is made, each the same answer', async () => {
    const response = new CachedResponse('W/"a"', page, { 'content-type': 'text/html' });
    const first = response.variantFor('gzip, deflate, br');
    expect(first.headers).toEqual({ 'content-type': 'text/html', etag: 'W/"a"', 'content-encoding': 'br' });
    expect(brotliDecompressSync(first.body).toString()).toBe(page);
    await vi.waitFor(() => expect(response.variantFor('br').body.length).toBeLessThan(first.body.length));
    const later = response.variantFor('br');
    expect(later.headers).toEqual(first.headers);
    expect(brotliDecompressSync(later.body).toString()).toBe(page);
  });

  it('is gzip for a client without Brotli, and as it is for one that takes neither or for a short answer', () => {
    const response = new CachedResponse('W/"b"', page);
    expect(gunzipSync(response.variantFor('gzip').body).toString()).toBe(page);
    expect(response.variantFor('identity').body.toString()).toBe(page);
    expect(new CachedResponse('W/"c"', '{"ok":true}').variantFor('br').headers).toEqual({ etag: 'W/"c"' });
  });
});
