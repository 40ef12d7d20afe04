import type { Page } from 'playwright-core';

export type Provider = 'line' | 'apple';

export interface SignInOptions {
  provider: Provider;
  /** The seeded account's email, as the simulated provider page lists it. */
  account: string;
  /** Ticks or unticks "remember me" on the login page; left as it is when absent. */
  remember?: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The login page's provider buttons: their accessible names carry the provider's name. */
export const providerButton = (page: Page, provider: Provider) =>
  page.getByRole('button', { name: provider === 'line' ? /line/i : /apple/i });

/**
 * The real sign-in up to the provider's answer: the login page, its provider button, the simulated
 * provider page (one button per account, posting `account` = email), then the redirect back to
 * /login?code&state. Does not wait for what the console does with the code.
 */
export async function chooseAccount(
  page: Page,
  { provider, account, remember }: SignInOptions,
): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  if (remember !== undefined) await page.getByRole('checkbox').setChecked(remember);
  await providerButton(page, provider).click();
  await page.waitForURL((url) => url.pathname === `/oauth/${provider}/authorize`);
  await page.getByRole('button', { name: new RegExp(escapeRegExp(account), 'i') }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('code'));
}

/** The whole sign-in, ending on the home page. */
export async function signIn(page: Page, options: SignInOptions): Promise<void> {
  await chooseAccount(page, options);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
}
