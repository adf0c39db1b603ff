/**
 * The web app manifest (`/manifest.webmanifest`) and its icons, written by the shell's build, so a phone can
 * install the portal. The icons are the top bar's mark (shared/src/product-brand.tsx) drawn as PNG with
 * sharp from an SVG made here, in the design tokens' colours: 'any' icons keep the mark's rounded corners,
 * 'maskable' ones fill the whole square so any mask shape the phone applies cuts only green.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import webpack, { type Compiler } from 'webpack';
import { PRODUCT_NAME, messages } from '@portal/shared/messages';

const require = createRequire(import.meta.url);

/** A colour token's value from @portal/shared/tokens.css, so the manifest cannot drift from the design. */
export function tokenColour(tokensCss: string, name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\b`).exec(tokensCss)?.[1];
  if (!value) throw new Error(`tokens.css has no colour --${name}`);
  return value;
}

/** The portal's mark: a green square with a white band down its middle, as in the top bar. */
export function portalMarkSvg(brand: string, { fullBleed }: { fullBleed: boolean }): string {
  const square = fullBleed
    ? `<rect width="32" height="32" fill="${brand}"/>`
    : `<rect x="1" y="1" width="30" height="30" rx="6" fill="${brand}"/>`;
  // Maskable icons keep what matters inside the central 80 % circle: the band is all there is, and it is centred.
  const band = fullBleed
    ? '<rect x="12" y="0" width="8" height="32" fill="#fff"/>'
    : '<rect x="11" y="1" width="10" height="30" fill="#fff"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${square}${band}</svg>`;
}

interface Icon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

const ICONS: Icon[] = [
  { file: 'icons/portal-192.png', size: 192, purpose: 'any' },
  { file: 'icons/portal-512.png', size: 512, purpose: 'any' },
  { file: 'icons/portal-maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icons/portal-maskable-512.png', size: 512, purpose: 'maskable' },
];
/** iOS ignores the manifest's icons and fills transparency with black: an opaque, full-bleed mark. */
export const APPLE_TOUCH_ICON = 'icons/apple-touch-icon.png';
/**
 * The browser tab's icon (index.html). A PNG, not the mark as inline SVG: Chromium draws an SVG favicon
 * in the page's main thread, a task of 43–48 ms at Lighthouse's calibrated slowdown after every page's
 * paint (a trace of `/about`; 3–9 ms without it), which Lighthouse counts as blocking.
 */
const FAVICON: Icon = { file: 'icons/favicon-32.png', size: 32, purpose: 'any' };

export function webAppManifest(colours: { theme: string; background: string }) {
  return {
    id: '/',
    name: PRODUCT_NAME,
    short_name: messages.appShortName,
    description: messages.portalDescription,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: ICONS.map(({ file, size, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();

/** Adds `manifest.webmanifest` and the PNG icons to the build's output, before the service worker lists the files. */
export class WebAppManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'WebAppManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const tokensPath = require.resolve('@portal/shared/tokens.css');
          compilation.fileDependencies.add(tokensPath);
          const tokens = readFileSync(tokensPath, 'utf8');
          const brand = tokenColour(tokens, 'color-brand');
          const manifest = webAppManifest({ theme: brand, background: tokenColour(tokens, 'color-bg') });
          compilation.emitAsset('manifest.webmanifest', new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
          const icons = [...ICONS, FAVICON, { file: APPLE_TOUCH_ICON, size: 180, purpose: 'maskable' as const }];
          for (const { file, size, purpose } of icons) {
            const image = await png(portalMarkSvg(brand, { fullBleed: purpose === 'maskable' }), size);
            compilation.emitAsset(file, new webpack.sources.RawSource(image));
          }
        },
      );
    });
  }
}
