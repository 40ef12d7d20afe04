import path from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';

const root = __dirname;
const DEV_SERVER_PORT = 8081;
/** Hexadecimal characters of the content hash in the built files' names (decision 0011). */
const CONTENT_HASH_LENGTH = 8;

export default (_env: Record<string, unknown>, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  // Every built file but index.html is written to assets/ with its content hash: the servers
  // cache that folder for a year (scripts/serve.ts HASHED_FOLDER, nginx's location).
  const hash = `[contenthash:${CONTENT_HASH_LENGTH}]`;
  const devServer: DevServerConfiguration = {
    port: Number(process.env.DEV_PORT ?? DEV_SERVER_PORT),
    host: 'localhost',
    hot: true,
    historyApiFallback: true,
    // public/ holds the HTML template and what it references: webpack serves them processed, never raw.
    static: false,
    client: { overlay: { errors: true, warnings: false } },
  };

  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/app/main.tsx' },
    target: ['web', 'es2020'],
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: production ? `assets/[name].${hash}.js` : 'assets/[name].js',
      chunkFilename: production ? `assets/[name].${hash}.js` : 'assets/[name].js',
      assetModuleFilename: `assets/[name].${hash}[ext]`,
      clean: true,
      // index.html is written on every build, changed or not: scripts/build.ts tells a stale build by its date.
      compareBeforeEmit: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
              sourceMaps: true,
            },
          },
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(woff2?|ttf|otf|eot|png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(root, 'public/index.html'),
        scriptLoading: 'defer',
        minify: production,
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: `assets/[name].${hash}.css`,
              chunkFilename: `assets/[name].${hash}.css`,
            }),
            // .gz and .br twins of every text asset: the servers send them as they are (preCompressed,
            // gzip_static) instead of compressing on every request.
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|html|svg|json)$/,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg|json)$/,
            }),
          ]
        : []),
    ],
    // Hidden: the maps are written next to the bundles for debugging, but no bundle points to them and
    // the production server does not serve them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    optimization: {
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The data grid, only on the screens with a table: one long-cached file of its own. MUI X's
          // internals are left to the defaults: home's charts share them, and need none of the grid.
          datagrid: {
            test: /[\\/]node_modules[\\/]@mui[\\/]x-(data-grid|virtualizer)[\\/]/,
            name: 'datagrid',
            chunks: 'async',
            priority: 10,
          },
        },
      },
      minimizer: [
        // swc rather than terser (the plugin's documented swcMinify): several times faster on two cores.
        new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } }),
        // webpack's own CSS minimizer, for the fonts' stylesheet.
        new MinimizerPlugin({ test: /\.css(\?.*)?$/i, minify: { implementation: webpack.css.cssMinify } }),
      ],
    },
    performance: { hints: false },
    cache: {
      type: 'filesystem',
      buildDependencies: { config: [__filename, path.join(root, 'scripts/config.ts')] },
    },
    stats: production ? 'normal' : 'minimal',
    devServer,
  };
};
