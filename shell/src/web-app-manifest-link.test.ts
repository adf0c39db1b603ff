import { afterEach, describe, expect, it } from 'vitest';
import { linkWebAppManifest } from './web-app-manifest-link.js';

describe('linkWebAppManifest', () => {
  afterEach(() => document.head.replaceChildren());

  it('links the manifest the build writes', () => {
    linkWebAppManifest(document);
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/manifest.webmanifest']);
  });
});
