import type { FastifyInstance } from 'fastify';
import { DEFAULT_SANDBOX_PORT, sandboxRuntimeConfig } from './config';
import { ensureConsoleBuild } from './build';
import { buildConsoleServer } from './serve';
import { describeAccounts, sandboxFlags, startSandbox } from './sandbox';

/**
 * `npm start [-- --reset] [-- --seed large] [-- --simulate [--simulate-every S]] [-- --no-build]`: builds the console when needed, then
 * serves it on PORT (8080) next to the sandbox on SANDBOX_PORT (4000), until Ctrl-C.
 */
async function main() {
  const args = process.argv.slice(2);
  const port = Number(process.env.PORT ?? 8080);
  const sandboxPort = Number(process.env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT);

  if (!args.includes('--no-build')) ensureConsoleBuild();

  const running: FastifyInstance[] = [];
  const stop = (code: number) => {
    void Promise.allSettled(running.map((app) => app.close())).then(() => process.exit(code));
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));

  const sandbox = await startSandbox({ port: sandboxPort, consolePorts: [port], ...sandboxFlags(args) });
  running.push(sandbox.app);
  const consoleServer = await buildConsoleServer({
    runtimeConfig: sandboxRuntimeConfig(sandbox.url),
    collectCspReports: true,
    logger: args.includes('--log'),
  });
  running.push(consoleServer);
  // 'localhost' binds both 127.0.0.1 and ::1, so either spelling of the address reaches the console.
  await consoleServer.listen({ port, host: 'localhost' });

  console.log(
    [
      '',
      `  Console      http://localhost:${port}`,
      `  Sandbox API  ${sandbox.url}   (database ${sandbox.app.sandbox.dbFile})`,
      `  Sandbox control token (faults, reset, simulate): ${sandbox.app.sandbox.controlToken}`,
      ...(sandbox.app.sandbox.simulateEverySeconds
        ? [
            `  Simulating the marketplace: a step every ${sandbox.app.sandbox.simulateEverySeconds} s (bookings, second slips, applications, property types)`,
          ]
        : []),
      '',
      '  Sign in with LINE or Apple, then pick one of these accounts on the simulated provider page:',
      ...describeAccounts(sandbox.app).map((line) => `    ${line}`),
      '  Only the administrator may enter the console.',
      '',
      '  Ctrl-C stops both.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
