import type { Browser, BrowserContext } from 'playwright-core';
import { userFromToken } from '../src/lib/accessToken';
import { encodeValue, StorageKey } from '../src/lib/storage';
import type { Tokens } from '../contract';

export const BENCH_VIEWPORT = { width: 1440, height: 900 };

/** A context signed in as the administrator: the tokens and profile in storage, as the console keeps them. */
export async function signedInContext(
  browser: Browser,
  tokens: Tokens,
  apiBaseUrl: string,
  viewport = BENCH_VIEWPORT,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  const stored = {
    [StorageKey.accessToken]: encodeValue(tokens.accessToken),
    [StorageKey.refreshToken]: encodeValue(tokens.refreshToken),
    [StorageKey.profile]: encodeValue(userFromToken(tokens.accessToken) ?? {}),
  };
  await context.addInitScript(
    ({ entries, config }) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      (window as unknown as { benchConfig: unknown }).benchConfig = config;
    },
    { entries: stored, config: { apiBaseUrl, accessToken: tokens.accessToken } },
  );
  return context;
}
