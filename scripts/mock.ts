import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ensureConsoleBuild } from './build';
import { CONSUMER_SITE_URL, type RuntimeConfig } from './config';
import { buildConsoleServer } from './serve';

/**
 * `npm run mock [-- --no-build]`: the console against a mock of the contract instead of the
 * sandbox. Stoplight Prism (through npx, not a dependency of the project) answers every call of
 * contract/openapi.json in dynamic mode: data made up from the schemas, new on every call. The
 * console is served on PORT (8090), Prism on MOCK_PORT (4010).
 *
 * Signing in: the providers' authorize page is a route of this console server that sends the
 * browser straight back with a code; Prism answers the code with the contract's example token
 * (the document's `x-json-schema-faker` takes `examples`), an administrator's.
 */
const PRISM = '@stoplight/prism-cli@5.14.2';
const AUTHORIZE_PATH = '/__mock/authorize';

function startPrism(port: number): Promise<ChildProcess> {
  const contract = path.resolve(__dirname, '..', 'contract', 'openapi.json');
  const prism = spawn(
    'npx',
    ['--yes', PRISM, 'mock', '--dynamic', '--host', '127.0.0.1', '--port', String(port), contract],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    prism.once('exit', (code) => reject(new Error(`Prism exited (${code}) before it listened.`)));
    prism.stdout?.on('data', (chunk: Buffer) => {
      if (process.argv.includes('--log')) process.stdout.write(chunk);
      if (chunk.toString().includes('Prism is listening')) resolve(prism);
    });
  });
}

async function main() {
  const args = process.argv.slice(2);
  const port = Number(process.env.PORT ?? 8090);
  const mockPort = Number(process.env.MOCK_PORT ?? 4010);
  if (!args.includes('--no-build')) ensureConsoleBuild();

  const prism = await startPrism(mockPort);
  const consoleUrl = `http://localhost:${port}`;
  const authorizeUrl = `${consoleUrl}${AUTHORIZE_PATH}`;
  const runtimeConfig: RuntimeConfig = {
    apiBaseUrl: `http://127.0.0.1:${mockPort}`,
    line: { clientId: 'mock-line', authorizeUrl },
    apple: { clientId: 'mock-apple', authorizeUrl },
    consumerSiteUrl: CONSUMER_SITE_URL,
    testingMode: true,
  };
  const consoleServer = await buildConsoleServer({ runtimeConfig });
  consoleServer.get<{ Querystring: { redirect_uri?: string; state?: string } }>(
    AUTHORIZE_PATH,
    (request, reply) => {
      const back = new URL(request.query.redirect_uri ?? '/login', consoleUrl);
      if (back.origin !== new URL(consoleUrl).origin)
        return reply.code(400).send('redirect_uri is not this console');
      back.searchParams.set('code', 'mock');
      back.searchParams.set('state', request.query.state ?? '');
      return reply.redirect(back.href);
    },
  );
  await consoleServer.listen({ port, host: 'localhost' });

  const stop = () => {
    prism.kill();
    void consoleServer.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(
    [
      '',
      `  Console        ${consoleUrl}`,
      `  Contract mock  ${runtimeConfig.apiBaseUrl}   (Prism ${PRISM.split('@').at(-1)}, dynamic: new data on every call)`,
      '',
      '  Sign in with LINE or Apple: the mock signs you in as its example administrator.',
      '  Ctrl-C stops both.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
