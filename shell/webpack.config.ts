import HtmlWebpackPlugin from 'html-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import { federatedConfig } from '@portal/shared/build';
import { PRODUCT_NAME, messages } from '@portal/shared/messages';
import { WebAppManifestPlugin } from './build/web-app-manifest.js';

const config = federatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  host: { entry: './src/index.ts', template: './src/index.html' },
});

config.plugins!.push(
  // What the service worker answers with when a page was never saved and the network is gone: the
  // shell's stylesheet, no script.
  new HtmlWebpackPlugin({
    template: './src/offline/offline.html',
    filename: 'offline.html',
    chunks: ['main'],
    inject: false,
    templateParameters: { PRODUCT_NAME, messages },
  }),
  new WebAppManifestPlugin(),
  new InjectManifest({
    swSrc: './src/service-worker.ts',
    swDest: 'service-worker.js',
    // Precached: the shell's content-hashed files, the offline page and the icons. Everything else a page
    // needs is kept as it is fetched (service-worker.ts), network first where a new build keeps the name.
    include: [/\.[0-9a-f]{10}\.(js|css)$/, /^offline\.html$/, /^icons\/.*\.png$/],
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
  }),
);

export default config;
