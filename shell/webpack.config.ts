import path from 'node:path';
import type { Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import HtmlInlineScriptPlugin from 'html-inline-script-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import {
  buildBanner,
  buildMode,
  compressionPlugins,
  federationRuntimeSwitches,
  resolveOptions,
  transpileRules,
} from '@portal/shared/build';
import { PRODUCT_NAME } from '@portal/shared/messages';
import { WebAppManifestPlugin } from './build/web-app-manifest.js';
import { LOCALES } from '@portal/shared/i18n';
import { offlinePageFileOf, offlinePageWords, shellPageFileOf, shellPageWords } from './build/shell-pages.js';

const dir = import.meta.dirname;

/**
 * The portal, `portal.js`: the federation runtime and the apps' loader (src/federation.ts), single-spa and
 * the shell's services. Built with `@module-federation/enhanced`'s runtime as a library, not with its build
 * plugin (the shell provides no shared module and knows no remote at build time), and with the runtime
 * switches the remotes' plugin sets (`federationRuntimeSwitches`).
 */
const portal: Configuration = {
  ...buildMode(),
  name: 'portal',
  context: dir,
  entry: { portal: './src/portal.ts' },
  output: { path: path.join(dir, 'dist'), filename: '[name].js', publicPath: '/', clean: true },
  resolve: resolveOptions(),
  module: { rules: transpileRules() },
  plugins: [federationRuntimeSwitches(), ...compressionPlugins(/\.(js|css|html|svg|json)$/), buildBanner('shell')],
  performance: { hints: false },
  stats: 'errors-warnings',
};

/**
 * The page: `index.html` (also the server's template), the shell's stylesheet, and the script every page
 * runs before it is used (src/index.ts: a few kilobytes, no federation runtime), which loads `portal.js`.
 * That script is inline at the end of the body: a page that is only read makes no request for a script
 * (nor a revalidation of one on each page), and the server allows it by its hash (api/src/security.ts).
 * Also the offline page, the web app manifest and the service worker. Built after the portal, which
 * empties `dist/` first.
 */
const page: Configuration = {
  ...buildMode(),
  // Inline in every page, where a source map's address would be read relative to the page's own.
  devtool: false,
  name: 'page',
  dependencies: ['portal'],
  context: dir,
  entry: { main: './src/index.ts' },
  // The page's one chunk is its prefetch worker (src/prefetch-remotes.ts), named by its content so a page
  // keeps it without asking again.
  output: {
    path: path.join(dir, 'dist'),
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:10].js',
    publicPath: '/',
    clean: false,
  },
  resolve: resolveOptions(),
  module: {
    rules: [
      ...transpileRules(),
      // A real stylesheet in the page's head, so the frame paints before any script runs and does not jump
      // when the portal arrives.
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  plugins: [
    // The page in each language, its words from @portal/shared's catalogue: `<%- messages.skipToContent %>`.
    ...LOCALES.map(
      (locale) =>
        new HtmlWebpackPlugin({
          template: './src/index.html',
          filename: shellPageFileOf(locale),
          templateParameters: { PRODUCT_NAME, ...shellPageWords(locale) },
          inject: 'body',
          scriptLoading: 'blocking',
        }),
    ),
    new HtmlInlineScriptPlugin(),
    // What the service worker answers with when a page was never saved and the network is gone, in the
    // page's language: the shell's stylesheet, no script.
    ...LOCALES.map(
      (locale) =>
        new HtmlWebpackPlugin({
          template: './src/offline/offline.html',
          filename: offlinePageFileOf(locale),
          chunks: ['main'],
          inject: false,
          templateParameters: { PRODUCT_NAME, ...offlinePageWords(locale) },
        }),
    ),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' }),
    new WebAppManifestPlugin(),
    new InjectManifest({
      swSrc: './src/service-worker.ts',
      swDest: 'service-worker.js',
      // Precached: the page's stylesheet, the offline page in each language and the icons. Everything else a page needs is
      // kept as it is fetched (service-worker.ts), network first where a new build keeps the name.
      include: [/\.[0-9a-f]{10}\.css$/, /^offline(\.[a-z]+)?\.html$/, /^icons\/.*\.png$/],
      dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
    }),
    ...compressionPlugins(/\.(js|css|html|svg|json)$/),
    buildBanner('shell'),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};

export default [portal, page];
