/**
 * The one webpack + Module Federation configuration of the portal: the shell and the five apps differ
 * only in name, exposes and (for the shell) the HTML page, so the shared singletons are declared once here.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

const require = createRequire(import.meta.url);

/** One copy of each on the page, always (DESIGN.md §3). `react/jsx-runtime` and `react-dom/client` are
 * listed apart from their packages: sharing only `react-dom` loads a second react-dom. */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  '@portal/shared',
  // React Aria, as one singleton holding just the components the apps use (see src/ui.ts): sharing
  // 'react-aria-components' itself would load the whole library, since shared modules are not tree-shaken.
  '@portal/shared/ui',
  // The sources list, apart: only the pages that publish facts load it.
  '@portal/shared/sources',
  // The form kit, apart: only the pages with forms load it.
  '@portal/shared/forms',
  // Data loading, apart: one page-wide store of what is loaded, shared by every app that loads data.
  '@portal/shared/data',
  // The account pages', dashboard's and form kit's texts, apart: the public pages show none of them.
  '@portal/shared/account-messages',
  // Each app's words are its own; the page's language (one context every root provides) and the
  // ICU MessageFormat runtime are one copy on the page.
  '@portal/shared/i18n/app-words',
  // @portal/shared's own words (law statuses): one copy, so the language a page loaded is there for every app.
  '@portal/shared/i18n/shared-words',
] as const;

/**
 * How the federation runtime is built: for browsers only, and without the snapshot plugin, which loads
 * remotes named by their mf-manifest.json (ours are named by remoteEntry.js; the shell reads the manifests
 * itself, only to prefetch). The shell, which builds the runtime without the plugin, sets the same switches
 * (`federationRuntimeSwitches`).
 */
const RUNTIME_OPTIMIZATION = { disableSnapshot: true, target: 'web' } as const;

/** The values the federation plugin defines for `experiments.optimization`, for a build without the plugin. */
export function federationRuntimeSwitches() {
  return new webpack.DefinePlugin({
    ENV_TARGET: JSON.stringify(RUNTIME_OPTIMIZATION.target),
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: RUNTIME_OPTIMIZATION.disableSnapshot,
  });
}

/** The chunk that holds all of an app's CSS, so an app has one stylesheet. */
const STYLESHEET_CHUNK = 'styles';

function sharedConfig() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
      const { version } = require(`${pkgName}/package.json`) as { version: string };
      return [name, { singleton: true, requiredVersion: `^${version}` }];
    }),
  );
}

/**
 * The apps' catalogues parsed at build time (i18n/precompile-loader.ts), and `intl-messageformat` built
 * without the parser they no longer need. Only the formatting runtime's own import of the parser is
 * replaced: any other package that parses at run time keeps its parser.
 */
export function catalogueRules(): RuleSetRule[] {
  const sharedRequire = createRequire(path.join(import.meta.dirname, '..', 'package.json'));
  const parser = sharedRequire.resolve('@formatjs/icu-messageformat-parser');
  return [
    {
      test: /[\\/]i18n[\\/]messages[\\/][a-z]+\.json$/,
      type: 'javascript/auto',
      use: path.join(import.meta.dirname, 'i18n', 'precompile-loader.ts'),
    },
    {
      include: path.dirname(sharedRequire.resolve('intl-messageformat')),
      resolve: { alias: { '@formatjs/icu-messageformat-parser$': path.join(path.dirname(parser), 'no-parser.js') } },
    },
  ];
}

/** TypeScript and JSX through swc: fast, and no type checking (tsc does that apart). */
export function transpileRules(): RuleSetRule[] {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2020',
          },
        },
      },
    },
  ];
}

/**
 * Brotli and gzip copies made once at build time, so the server sends small files without spending CPU
 * per request (phones on slow networks are the portal's common case).
 */
export function compressionPlugins(test: RegExp) {
  return (['gzip', 'brotliCompress'] as const).map(
    (algorithm) =>
      new CompressionPlugin({
        algorithm,
        filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
        test,
        threshold: 1024,
        minRatio: 0.9,
      }),
  );
}

/**
 * React Aria carries its built-in texts ('Clear search', 'Dismiss' and so on) in 34 languages; the portal
 * is in English, so only those are bundled (React Aria falls back to en-US for any other browser locale).
 */
export function reactAriaEnglishOnly() {
  return optimizeLocales.webpack({ locales: ['en-US'] });
}

export function resolveOptions(): Configuration['resolve'] {
  return {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // One build of the federation runtime: its CommonJS and ESM builds would otherwise both be bundled.
    alias: { '@module-federation/runtime-core$': require.resolve('@module-federation/runtime-core').replace(/\.cjs$/, '.js') },
  };
}

interface FederatedAppOptions {
  /** Federation name, such as `mfe_map` or `shell`. */
  name: string;
  /** The package folder (`import.meta.dirname` of its webpack config). */
  dir: string;
  /** What a remote offers to others, such as `{ './lifecycles': './src/lifecycles.ts' }`. */
  exposes?: Record<string, string>;
}

/** Production unless `NODE_ENV=development`: its mode and source maps. */
export function buildMode(): Pick<Configuration, 'mode' | 'devtool'> {
  const production = process.env.NODE_ENV !== 'development';
  return { mode: production ? 'production' : 'development', devtool: production ? 'source-map' : 'cheap-module-source-map' };
}

/**
 * Names the build in every file, so a deployment can be traced to the build that made it. Added just after
 * minification, which would otherwise move the comment into a licence file.
 */
export function buildBanner(name: string) {
  return new webpack.BannerPlugin({
    banner: `${name} build ${process.env.PORTAL_BUILD_ID ?? 'local'}`,
    entryOnly: false,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

export function federatedConfig({ name, dir, exposes }: FederatedAppOptions): Configuration {
  return {
    ...buildMode(),
    context: dir,
    entry: {},
    output: {
      path: path.join(dir, 'dist'),
      // Only chunks are hashed: entry files and remoteEntry.js keep their names (the federation runtime
      // cannot hash them) and are served with no-cache; hashed chunks are cached for good.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: resolveOptions(),
    module: {
      rules: [
        ...transpileRules(),
        ...catalogueRules(),
        // Stylesheets, not styles carried in the scripts: a page the server rendered links them already
        // (below), and a phone should not download and parse its rules twice.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // `@module-federation/enhanced`, as DESIGN.md names it. Its runtime is the shell's (in portal.js,
      // which arrives at a page's first use), so a remoteEntry.js carries only the bundler's part of it.
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        // The shell renders no React and imports only the pure parts of @portal/shared (the bus and the
        // session live on window and localStorage), so it provides no shared modules: the remotes share
        // one React among themselves and a page that needs no React component loads none.
        shared: sharedConfig(),
        // Use a shared module another app has already loaded before looking further. With the default
        // ('version-first') two apps starting at once could each load their own copies: one bench run
        // saw /login load React, React DOM and React Aria twice. All apps pin the same versions.
        shareStrategy: 'loaded-first',
        dts: false,
        // dist/mf-manifest.json: the app's remoteEntry.js and, for each module it exposes and each module
        // it shares, the chunks that module needs. The shell reads it to prefetch a page's apps while the
        // network is idle (shell/src/prefetch-worker.ts).
        manifest: true,
        // One federation runtime per page, provided by the shell (shell/src/federation.ts), instead of one
        // copy in every remoteEntry.js (about 20 KB gz each).
        experiments: { externalRuntime: true, optimization: RUNTIME_OPTIMIZATION },
      }),
      // Parts of @portal/shared that code imports alone, so that the schools widget (built without
      // federation) bundles just them: in an app they are taken from the @portal/shared singleton, which
      // exports them too. Imported alone they would bring a second copy of the catalogue (11 KB gz) to
      // the schools pages. Replaced before resolving, so federation sees the singleton's name.
      new webpack.NormalModuleReplacementPlugin(/^@portal\/shared\/(messages|rules|format|fill)$/, '@portal/shared'),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
      reactAriaEnglishOnly(),
      ...compressionPlugins(/\.(js|css|html|svg|json)$/),
      buildBanner(name),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // All of an app's rules in one stylesheet, which webpack links with the first chunk that needs
          // it. A page the server rendered links it already, named as webpack names it (`data-href`, see
          // api/src/ssr/compose.ts), and webpack then finds it there instead of fetching it again.
          [STYLESHEET_CHUNK]: { name: STYLESHEET_CHUNK, type: 'css/mini-extract', chunks: 'all', enforce: true },
          // No chunk of node_modules apart from the code that imports them: split from `@portal/shared/ui`,
          // React Aria's 111 modules could not be concatenated (webpack: "referenced from different chunks"),
          // and each kept a wrapper and its exports. Together they are one scope: `/` once used, 247 → 238 KB gz.
          defaultVendors: false,
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** What the API reads to find an app's server entry: dist/server/manifest.json. */
const SERVER_MANIFEST = 'manifest.json';

/**
 * An app's server entry (`src/server/render.tsx`), built after its browser build from the same components:
 * one ES module for Node with everything in it (React included, so it never depends on where it is
 * deployed), named by its content hash, so a new build is a new module for a server that is already
 * running. Its HTML is styled by the browser build's stylesheet (`dist/styles.<hash>.css`), which the
 * server links first in the page's body so the HTML paints styled before any script.
 * `dist/server/manifest.json` names both. The config is named 'server' and runs after one named 'browser'.
 */
function serverConfig({ dir, stylesheet }: { dir: string; stylesheet: () => string | undefined }): Configuration {
  return {
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
    resolve: resolveOptions(),
    module: {
      rules: [
        ...transpileRules(),
        ...catalogueRules(),
        // The browser build has the rules: here the imports of style sheets only have to resolve.
        { test: /\.css$/, loader: 'css-loader', options: { modules: { mode: 'global', exportOnlyLocals: true } } },
      ],
    },
    // Read once per build by a server, never sent to a browser: left readable.
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      reactAriaEnglishOnly(),
      {
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('ServerManifest', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'ServerManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
              const files = [...(compilation.entrypoints.get('render')?.getFiles() ?? [])];
              // The stylesheet by its name in the browser build, where the server links it from.
              const manifest = { entry: files.find((file) => file.endsWith('.mjs')), stylesheet: stylesheet() };
              compilation.emitAsset(SERVER_MANIFEST, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
            });
          });
        },
      },
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** An app that renders on the server: its browser build, then its server entry (`serverConfig`), in one webpack run. */
export function serverRenderedAppConfigs(options: FederatedAppOptions): Configuration[] {
  const browser = federatedConfig(options);
  let stylesheet: string | undefined;
  const recordStylesheet = {
    apply(compiler: webpack.Compiler) {
      compiler.hooks.done.tap('RecordStylesheet', ({ compilation }) => {
        stylesheet = [...(compilation.namedChunks.get(STYLESHEET_CHUNK)?.files ?? [])].find((file) => file.endsWith('.css'));
      });
    },
  };
  return [
    { ...browser, name: 'browser', plugins: [...(browser.plugins ?? []), recordStylesheet] },
    serverConfig({ dir: options.dir, stylesheet: () => stylesheet }),
  ];
}
