import { buildSandbox, defaultOptions } from './app';

/** `npm run sandbox [-- --reset] [-- --seed large]`: serves the simulated API on loopback. */
async function main() {
  const args = process.argv.slice(2);
  const seedIndex = args.indexOf('--seed');
  const port = Number(process.env.SANDBOX_PORT ?? 4000);
  const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
  const app = await buildSandbox({
    ...defaultOptions(),
    reset: args.includes('--reset'),
    seed: seedIndex >= 0 && args[seedIndex + 1] === 'large' ? 'large' : 'default',
    logger: args.includes('--log'),
  });
  await app.listen({ port, host });
  console.log(`Sandbox API at http://${host}:${port} (database ${app.sandbox.dbFile})`);
  const stop = () => app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
