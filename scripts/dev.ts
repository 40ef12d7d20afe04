import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import configure from '../webpack.config';
import { DEFAULT_SANDBOX_PORT, localRuntimeConfig } from './config';
import { describeAccounts, sandboxFlags, startSandbox } from './sandbox';

/**
 * `npm run dev`: the sandbox on SANDBOX_PORT (4000) and webpack-dev-server on DEV_PORT (8081), with
 * hot reload; the dev server answers /config.json for the same sandbox.
 */
async function main() {
  const args = process.argv.slice(2);
  const devPort = Number(process.env.DEV_PORT ?? 8081);
  const sandboxPort = Number(process.env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT);
  process.env.SANDBOX_PORT = String(sandboxPort);
  process.env.DEV_PORT = String(devPort);

  const sandbox = await startSandbox({ port: sandboxPort, consolePorts: [devPort], ...sandboxFlags(args) });
  const config = configure({}, { mode: 'development' });
  const devServer = new WebpackDevServer(
    {
      ...config.devServer,
      // The production server serves config.json from its runtime config; in development it is
      // made here from the sandbox address, so the build itself never contains one.
      setupMiddlewares: (middlewares, server) => {
        server.app?.get('/config.json', (_request, response) => {
          response.setHeader('Cache-Control', 'no-cache');
          response.json(localRuntimeConfig());
        });
        return middlewares;
      },
    },
    webpack(config),
  );
  await devServer.start();

  console.log(
    [
      '',
      `  Console (dev)  http://localhost:${devPort}`,
      `  Sandbox API    ${sandbox.url}   (database ${sandbox.app.sandbox.dbFile})`,
      `  Control token  ${sandbox.app.sandbox.controlToken}   (faults, reset)`,
      '',
      '  Sign-in accounts on the simulated provider pages:',
      ...describeAccounts(sandbox.app).map((line) => `    ${line}`),
      '',
    ].join('\n'),
  );

  const stop = () => {
    void Promise.allSettled([devServer.stop(), sandbox.app.close()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
