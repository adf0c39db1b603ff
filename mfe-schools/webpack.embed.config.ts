/**
 * The embeddable schools widget, built apart from the federated app: one script, React included, with
 * no shell, no federation runtime and no chunks, so a host page needs one <script> tag. Output:
 * dist/embed/schools-widget.js (served by the API at /embed/schools-widget.js) and the demo page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler, type Configuration } from 'webpack';
import { catalogueRules, compressionPlugins, reactAriaEnglishOnly, transpileRules } from '@portal/shared/build';

const dir = import.meta.dirname;
const DEMO_FILES = ['demo.html', 'demo.js'];

/** Copies the demo page (embed/) beside the widget, so the server publishes both from dist/embed/. */
class DemoPagePlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('DemoPagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'DemoPagePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of DEMO_FILES) {
          const source = path.join(dir, 'embed', file);
          compilation.fileDependencies.add(source);
          compilation.emitAsset(file, new webpack.sources.RawSource(readFileSync(source)));
        }
      });
    });
  }
}

const config: Configuration = {
  mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
  context: dir,
  devtool: 'source-map',
  entry: { 'schools-widget': './src/embed/schools-widget.tsx' },
  output: {
    path: path.join(dir, 'dist', 'embed'),
    filename: '[name].js',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // The widget cannot share the host page's React, so it renders with Preact's React-compatible
    // layer instead: the same components at a tenth of react-dom's weight on someone else's page.
    alias: {
      react$: 'preact/compat',
      'react-dom$': 'preact/compat',
      'react-dom/client$': 'preact/compat/client',
      'react/jsx-runtime$': 'preact/jsx-runtime',
    },
  },
  module: {
    rules: [
      ...transpileRules(),
      // The catalogue parsed at build time, without its notes for translators, and no ICU parser in the script.
      ...catalogueRules(),
      // No source map in the CSS: style-loader would inline it into the script.
      { test: /\.css$/, use: ['style-loader', { loader: 'css-loader', options: { sourceMap: false } }] },
    ],
  },
  optimization: { splitChunks: false, runtimeChunk: false },
  plugins: [
    // One file: any dynamic import would otherwise become a chunk the host page has to fetch.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    // The widget is in English (a host page sets no language for it): of mfe-schools' catalogues it keeps
    // the English one, which its script imports anyway, instead of the four translations its one file would
    // otherwise carry for nothing (src/i18n/words.ts imports them as chunks).
    new webpack.ContextReplacementPlugin(/[\\/]src[\\/]i18n[\\/]messages$/, /^\.\/en\.json$/),
    new DemoPagePlugin(),
    reactAriaEnglishOnly(),
    ...compressionPlugins(/\.(js|html)$/),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};

export default config;
