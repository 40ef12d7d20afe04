import fs from 'node:fs';
import path from 'node:path';
import {
  assertRuntimeConfig,
  sandboxRuntimeConfig,
  sandboxUrl,
  DEFAULT_SANDBOX_PORT,
  type RuntimeConfig,
} from './config';

export const USAGE = `Writes the console's runtime config.json, for serving a build with any static server.

  tsx scripts/write-config.ts [--api URL] [--line-client-id ID] [--apple-client-id ID]
                              [--line-authorize URL] [--apple-authorize URL]
                              [--consumer-site URL] [--testing-mode true|false] [--out FILE]

Defaults describe the sandbox on http://127.0.0.1:${DEFAULT_SANDBOX_PORT}. Without --out it prints the JSON.`;

/** The value after `--name` on a command line. */
export function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** The config.json that the options describe (see USAGE); throws naming a field that is not valid. */
export function runtimeConfigFromArgs(args: string[]): RuntimeConfig {
  const base = sandboxRuntimeConfig(option(args, '--api') ?? sandboxUrl(DEFAULT_SANDBOX_PORT));
  const testingMode = option(args, '--testing-mode');
  const config: RuntimeConfig = {
    ...base,
    line: {
      clientId: option(args, '--line-client-id') ?? base.line.clientId,
      authorizeUrl: option(args, '--line-authorize') ?? base.line.authorizeUrl,
    },
    apple: {
      clientId: option(args, '--apple-client-id') ?? base.apple.clientId,
      authorizeUrl: option(args, '--apple-authorize') ?? base.apple.authorizeUrl,
    },
    consumerSiteUrl: option(args, '--consumer-site') ?? base.consumerSiteUrl,
    testingMode: testingMode === undefined ? base.testingMode : testingMode === 'true',
  };
  assertRuntimeConfig(config, 'the options');
  return config;
}

/**
 * A command that writes a file of configuration: `--help` prints `usage`; otherwise the text
 * `write(args)` makes is printed, or written to the file after `--out` (its folder made). An error
 * is printed, without its stack, and the process ends with 1.
 */
export function runConfigCommand(
  usage: string,
  write: (args: string[]) => string,
  args: string[] = process.argv.slice(2),
): void {
  try {
    if (args.includes('--help')) {
      console.log(usage);
      return;
    }
    const text = write(args);
    const out = option(args, '--out');
    if (!out) {
      process.stdout.write(text);
      return;
    }
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    fs.writeFileSync(out, text);
    console.log(`Wrote ${out}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (require.main === module)
  runConfigCommand(USAGE, (args) => `${JSON.stringify(runtimeConfigFromArgs(args), null, 2)}\n`);
