import path from 'node:path';
import type { ChunkGraph, Compiler, Configuration, Module, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { gzipAsync } from '@gfx/zopfli';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { localRuntimeConfig } from './scripts/config';
import { TRANSLATION_PARTS, translationPart } from './src/app/translationParts';

const root = __dirname;
const DEV_SERVER_PORT = 8081;

/** Packages every screen needs from the first paint (the login page included): one long-cached chunk. */
const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-redux',
  'redux',
  'redux-persist',
  'reselect',
  'i18next',
  'react-i18next',
  '@mui',
  '@emotion',
  '@babel/runtime',
  'stylis',
  'hoist-non-react-statics',
  'react-is',
  'prop-types',
  'clsx',
  'react-transition-group',
  '@popperjs',
];
/** MUI beyond what the framework chunk holds: the components the screens after sign-in use. */
const MUI_COMPONENTS = [
  '@mui/material',
  '@mui/icons-material',
  '@mui/utils',
  '@mui/system',
  '@popperjs',
  '@base-ui',
  'react-transition-group',
];
/** The login page's chunk name (src/app/router.tsx). */
const LOGIN_CHUNK = 'login';
const inNodeModules = (names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.map((n) => n.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/**
 * Writes a gzip twin of each text asset, so the production server and nginx (preCompressed,
 * gzip_static) send it without compressing on every request. Zopfli writes ordinary gzip about 3 %
 * smaller than zlib's level 9: the build pays a few seconds once, every first load fewer bytes.
 */
class GzipAssetsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('GzipAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'GzipAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|svg|json)$/.test(name) || source.size() < 1024) continue;
            const gzipped = await gzipAsync(source.buffer(), {});
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(Buffer.from(gzipped)), {
              compressed: true,
            });
          }
        },
      );
    });
  }
}

/** MUI's createTheme imports its CSS-variables variant, which our themes never ask for: left out. */
function withoutCssVariablesThemes() {
  return new webpack.NormalModuleReplacementPlugin(/^\.\/createThemeWithVars\.mjs$/, (resource) => {
    if (/[\\/]@mui[\\/]material[\\/]styles$/.test(resource.context)) {
      resource.request = path.join(root, 'src/theme/withoutCssVariables.ts');
    }
  });
}

function swcRule(development: boolean): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: 'es2020',
        },
        sourceMaps: true,
      },
    },
  };
}

export default (_env: Record<string, unknown>, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  const devServer: DevServerConfiguration = {
    port: Number(process.env.DEV_PORT ?? DEV_SERVER_PORT),
    host: 'localhost',
    hot: true,
    historyApiFallback: true,
    // public/ holds the HTML template and what it references: webpack serves them processed, never raw.
    static: false,
    client: { overlay: { errors: true, warnings: false } },
    // The production server serves config.json from its runtime config; in development it is made
    // here from the sandbox address, so the build itself never contains one.
    setupMiddlewares: (middlewares, server) => {
      server.app?.get('/config.json', (_request, response) => {
        response.setHeader('Cache-Control', 'no-cache');
        response.json(localRuntimeConfig());
      });
      return middlewares;
    },
  };

  return {
    mode: production ? 'production' : 'development',
    context: root,
    // boot: the prerendered pages' only script (scripts/prerender.ts); index.html has main alone.
    entry: { main: './src/app/main.tsx', boot: './src/app/boot.ts' },
    target: ['web', 'es2020'],
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        // A fallback for React before 18 (src/app/useSyncExternalStore.ts): React's own hook instead.
        'use-sync-external-store/shim$': path.join(root, 'src/app/useSyncExternalStore.ts'),
        // react-router 7 exports only its development build (remix-run/react-router#12532): a
        // production build takes the production one, without the dev-only warnings and checks.
        ...(production
          ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') }
          : {}),
      },
    },
    module: {
      rules: [
        swcRule(!production),
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(woff2?|ttf|otf|eot|png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset/resource' },
        // A pure module that @emotion/react imports for its side effects (it has none): without this
        // flag its 1 KiB would load with every page although nothing calls it.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        // react-router's components the console does not render, left to the minifier (see the loader).
        {
          test: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/,
          loader: path.join(root, 'scripts/reactRouterTreeShaking.cjs'),
        },
        // translations/th.json?shell and ?console: the two parts of a language (src/app/translationParts.ts).
        ...TRANSLATION_PARTS.map((part): RuleSetRule => ({
          test: /[\\/]translations[\\/]\w+\.json$/,
          resourceQuery: new RegExp(`^\\?${part}$`),
          type: 'json',
          parser: { parse: (text: string) => translationPart(JSON.parse(text), part) },
        })),
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(root, 'public/index.html'),
        scriptLoading: 'defer',
        chunks: ['main'],
        minify: production,
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: 'assets/[name].[contenthash:12].css',
              chunkFilename: 'assets/[name].[contenthash:12].css',
            }),
          ]
        : []),
      ...(production ? [new GzipAssetsPlugin(), withoutCssVariablesThemes()] : []),
    ],
    // Hidden: the maps are written next to the bundles for debugging, but no bundle points to them and
    // the production server does not serve them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    optimization: {
      moduleIds: 'deterministic',
      // The runtime (the chunk map) inside main: one request less on every first load. Main's hash then
      // changes with any chunk's, but it is 10 KiB; the framework's stays put.
      runtimeChunk: false,
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Only what the entry itself pulls in: lazy screens' own libraries stay in their chunks.
          framework: {
            test: inNodeModules(FRAMEWORK),
            name: 'framework',
            chunks: 'initial',
            priority: 30,
            enforce: true,
          },
          // What the login page shares with the signed-in screens (its MUI components, the preferences
          // control): one chunk loaded beside the login page's own, rather than a copy in each, and
          // not the whole signed-in MUI chunk below.
          loginShared: {
            test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) => {
              const chunks = [...chunkGraph.getModuleChunksIterable(module)];
              return (
                chunks.length > 1 &&
                chunks.some((chunk) => chunk.name === LOGIN_CHUNK) &&
                !chunks.some((chunk) => chunk.canBeInitial())
              );
            },
            name: 'login-shared',
            chunks: 'async',
            priority: 50,
            enforce: true,
          },
          // The data grid and the image compressor belong to later screens: their own async chunks.
          datagrid: {
            test: inNodeModules(['@mui/x-data-grid', '@mui/x-internals', '@mui/x-virtualizer']),
            name: 'datagrid',
            chunks: 'async',
            priority: 40,
            enforce: true,
          },
          // The MUI components of the signed-in screens, together: one long-cached request after
          // sign-in instead of dozens of small ones, each copying the helpers it shares with the others.
          mui: {
            test: inNodeModules(MUI_COMPONENTS),
            name: 'mui',
            chunks: (chunk) => chunk.name !== LOGIN_CHUNK && !chunk.canBeInitial(),
            priority: 20,
            enforce: true,
          },
          // RTK Query: the API layer loads with the first code that calls the server, not with /login.
          // The store does without Redux Toolkit's module (src/app/storeParts.ts), so the toolkit and
          // the immer it uses load here too; and the few small libraries the data grid shares with
          // it, which were otherwise two more files of 2–4 kB on every table page.
          api: {
            test: inNodeModules([
              '@reduxjs',
              '@standard-schema',
              'immer',
              'reselect',
              'use-sync-external-store',
              '@babel/runtime',
            ]),
            name: 'api',
            chunks: 'async',
            priority: 40,
            enforce: true,
          },
          // The console's own code that two or more screens share (the table kit's columns, the
          // bookings' cards and dialogs, the services…): one file, rather than a dozen small ones
          // each made for the screens that happen to share them. 10 kB less gzipped over the whole
          // console (fewer chunk wrappers, one larger text to compress), and 13 files instead of 23
          // for user management, for about 14 kB more on home. The named chunks (early call,
          // texts, login) keep their own: they load before, or without, the screens.
          screens: {
            test: (module: Module) => /[\\/]src[\\/]/.test(module.nameForCondition() ?? ''),
            name: 'screens',
            chunks: (chunk) => !chunk.name && !chunk.canBeInitial(),
            minChunks: 2,
            priority: 10,
            enforce: true,
          },
          compressor: {
            test: inNodeModules(['compressorjs']),
            name: 'compressor',
            chunks: 'async',
            priority: 40,
            enforce: true,
          },
        },
      },
      minimizer: [
        // swc rather than terser: several times faster on the two cores we build on.
        new MinimizerPlugin({
          minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
        }),
        new MinimizerPlugin({ test: /\.css(\?.*)?$/i, minify: { implementation: webpack.css.cssMinify } }),
      ],
    },
    performance: { hints: false },
    cache: {
      type: 'filesystem',
      buildDependencies: {
        config: [
          __filename,
          path.join(root, 'scripts/config.ts'),
          path.join(root, 'src/app/translationParts.ts'),
        ],
      },
    },
    stats: production ? 'normal' : 'minimal',
    devServer,
  };
};
