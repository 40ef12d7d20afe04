import fs from 'node:fs';
import type { RuntimeConfig } from '../src/lib/config';

export type { RuntimeConfig };

/** The client ids the sandbox's simulated providers accept by default (sandbox/app.ts). */
export const SANDBOX_CLIENT_IDS = { line: 'poolvilla-admin-line', apple: 'poolvilla-admin-apple' } as const;
export const CONSUMER_SITE_URL = 'https://www.poolvilla.example';
export const DEFAULT_SANDBOX_PORT = 4000;

/** The sandbox is always addressed as 127.0.0.1; the console page as localhost (see README). */
export const sandboxUrl = (port: number): string => `http://127.0.0.1:${port}`;

/** config.json for a console that runs against the sandbox at `apiBaseUrl` and its simulated providers. */
export function sandboxRuntimeConfig(apiBaseUrl: string): RuntimeConfig {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return {
    apiBaseUrl: base,
    line: { clientId: SANDBOX_CLIENT_IDS.line, authorizeUrl: `${base}/oauth/line/authorize` },
    apple: { clientId: SANDBOX_CLIENT_IDS.apple, authorizeUrl: `${base}/oauth/apple/authorize` },
    consumerSiteUrl: CONSUMER_SITE_URL,
    testingMode: true,
  };
}

/** The login addresses the providers must send the code back to, for a console served on `port`. */
export const consoleRedirectUris = (port: number): string[] => [
  `http://localhost:${port}/login`,
  `http://127.0.0.1:${port}/login`,
];

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Throws, naming the field, when `value` is not a usable config.json. */
export function assertRuntimeConfig(value: unknown, source = 'config'): asserts value is RuntimeConfig {
  const fail = (field: string) => {
    throw new Error(`${source}: "${field}" is missing or not valid`);
  };
  if (!value || typeof value !== 'object') return fail('(root)');
  const config = value as Record<string, unknown>;
  if (!isHttpUrl(config.apiBaseUrl)) fail('apiBaseUrl');
  for (const provider of ['line', 'apple'] as const) {
    const entry = config[provider] as Record<string, unknown> | undefined;
    if (!entry || typeof entry.clientId !== 'string' || entry.clientId === '') fail(`${provider}.clientId`);
    if (!isHttpUrl(entry?.authorizeUrl)) fail(`${provider}.authorizeUrl`);
  }
  if (!isHttpUrl(config.consumerSiteUrl)) fail('consumerSiteUrl');
  if (typeof config.testingMode !== 'boolean') fail('testingMode');
}

export function readRuntimeConfig(file: string): RuntimeConfig {
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  assertRuntimeConfig(value, file);
  return value;
}

/**
 * The config a local console uses: the file named by CONSOLE_CONFIG when set (to point the console at
 * another API), else the sandbox on SANDBOX_PORT.
 */
export function localRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  if (env.CONSOLE_CONFIG) return readRuntimeConfig(env.CONSOLE_CONFIG);
  return sandboxRuntimeConfig(sandboxUrl(Number(env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT)));
}
