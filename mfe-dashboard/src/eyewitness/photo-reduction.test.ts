import { afterEach, describe, expect, it, vi } from 'vitest';
import imageCompression from 'browser-image-compression';
import { MB, PHOTO_LIMITS } from '@portal/shared';
import { reducePhoto, reducePhotos } from './photo-reduction.js';

// jsdom cannot draw images: the library is replaced, and what it is asked to do is checked.
vi.mock('browser-image-compression', () => ({ default: vi.fn() }));
const compress = vi.mocked(imageCompression);

afterEach(() => {
  compress.mockReset();
  vi.unstubAllGlobals();
});

const photoOf = (bytes: number, type = 'image/jpeg', name = 'market.jpg') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 5 });
/** The browser's answer for a photograph's size in pixels. */
const sidesAre = (width: number, height: number) =>
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: () => undefined })),
  );

describe('photographs reduced before they are sent', () => {
  it('reduces a JPEG over 2 MB to the longest side the portal keeps, on the page, keeping its name', async () => {
    sidesAre(4000, 3000);
    compress.mockResolvedValue(new File([new Uint8Array(300_000)], 'blob', { type: 'image/jpeg' }));
    const original = photoOf(5 * MB);
    const sent = await reducePhoto(original);
    expect(compress).toHaveBeenCalledWith(
      original,
      expect.objectContaining({ maxWidthOrHeight: PHOTO_LIMITS.longestSide, maxSizeMB: 2, useWebWorker: false }),
    );
    expect([sent.name, sent.type, sent.size, sent.lastModified]).toEqual(['market.jpg', 'image/jpeg', 300_000, 5]);
  });

  it('reduces a small PNG whose longest side is over 2048 px', async () => {
    sidesAre(1200, 3000);
    compress.mockResolvedValue(new File([new Uint8Array(1000)], 'x.png', { type: 'image/png' }));
    const sent = await reducePhoto(photoOf(500_000, 'image/png', 'sign.png'));
    expect(compress).toHaveBeenCalledOnce();
    expect([sent.name, sent.size]).toEqual(['sign.png', 1000]);
  });

  it('sends a photograph as it is when it is already small enough', async () => {
    sidesAre(2048, 1536);
    const original = photoOf(1.5 * MB);
    expect(await reducePhoto(original)).toBe(original);
    expect(compress).not.toHaveBeenCalled();
  });

  it('never redraws a GIF, which may be animated, nor any type but JPEG and PNG', async () => {
    sidesAre(5000, 5000);
    const gif = photoOf(6 * MB, 'image/gif', 'wave.gif');
    const webp = photoOf(6 * MB, 'image/webp', 'ramp.webp');
    expect(await reducePhotos([gif, webp])).toEqual([gif, webp]);
    expect(compress).not.toHaveBeenCalled();
  });

  it('keeps the original when reducing fails or would not make it smaller', async () => {
    const original = photoOf(3 * MB);
    compress.mockRejectedValueOnce(new Error('The image could not be decoded'));
    expect(await reducePhoto(original)).toBe(original);
    compress.mockResolvedValueOnce(new File([new Uint8Array(3 * MB + 1)], 'x.jpg', { type: 'image/jpeg' }));
    expect(await reducePhoto(original)).toBe(original);
  });

  it('judges by bytes alone where the browser cannot measure the photograph', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new Error('InvalidStateError')));
    const small = photoOf(MB);
    expect(await reducePhoto(small)).toBe(small);
    expect(compress).not.toHaveBeenCalled();
  });
});
