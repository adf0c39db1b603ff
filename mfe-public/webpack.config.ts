import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { compressionPlugins, federatedConfig, reactAriaEnglishOnly, transpileRules } from '@portal/shared/build';

const dir = import.meta.dirname;

const browser: Configuration = {
  ...federatedConfig({
    name: 'mfe_public',
    dir,
    exposes: {
      './lifecycles': './src/lifecycles.ts',
      './header': './src/top-bar/header.lifecycles.ts',
      './footer': './src/footer/footer.lifecycles.ts',
    },
  }),
  name: 'browser',
};

/** What the API reads to find this build's server entry: dist/server/manifest.json. */
const SERVER_MANIFEST = 'manifest.json';

/**
 * The server entry (src/server/render.tsx), built after the browser build from the same components: one
 * ES module for Node with everything in it (React included, so it never depends on where it is deployed),
 * named by its content hash, so a new build is a new module for a server that is already running. Its
 * styles are one stylesheet beside the browser build (`dist/ssr.<hash>.css`), which the server links
 * first in the page's body so the server's HTML paints styled before any script. dist/server/manifest.json names both.
 */
const server: Configuration = {
  name: 'server',
  dependencies: ['browser'],
  mode: 'production',
  target: 'node20',
  context: dir,
  devtool: false,
  entry: { render: './src/server/render.tsx' },
  experiments: { outputModule: true },
  output: {
    path: path.join(dir, 'dist', 'server'),
    filename: '[name].[contenthash:10].mjs',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  resolve: browser.resolve,
  module: {
    rules: [
      ...transpileRules(),
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { sourceMap: false } }] },
    ],
  },
  // Read once per build by a server, never sent to a browser: left readable.
  optimization: { minimize: false, splitChunks: false },
  plugins: [
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new MiniCssExtractPlugin({ filename: '../ssr.[contenthash:10].css' }),
    // The stylesheet goes to every visitor of a server-rendered page: its brotli and gzip copies too.
    ...compressionPlugins(/\.css$/),
    reactAriaEnglishOnly(),
    {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('ServerManifest', (compilation) => {
          compilation.hooks.processAssets.tap({ name: 'ServerManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
            const files = [...(compilation.entrypoints.get('render')?.getFiles() ?? [])];
            const manifest = {
              entry: files.find((file) => file.endsWith('.mjs')),
              // Relative to the browser build, where the server links it from.
              stylesheet: files.find((file) => file.endsWith('.css'))?.replace(/^\.\.\//, ''),
            };
            compilation.emitAsset(SERVER_MANIFEST, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
          });
        });
      },
    },
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};

export default [browser, server];
