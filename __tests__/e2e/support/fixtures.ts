import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test as base, expect, type Page } from '@playwright/test';
import {
  AuthPaths,
  SandboxPaths,
  type ApiEnvelope,
  type FaultSettings,
  type Tokens,
} from '../../../src/services/contract';
import { userFromToken } from '../../../src/lib/accessToken';
import { encodeValue, StorageKey } from '../../../src/lib/storage';
import { CONSOLE_URL, SANDBOX_DB, SANDBOX_URL, SCREENSHOT_DIR } from './env';
import { chooseAccount, signIn, type Provider, type SignInOptions } from './signIn';

export { expect };
export type { SignInOptions };

/** The sandbox behind the console under test: its database (read-only) and its control paths. */
export interface SandboxHandle {
  url: string;
  dbFile: string;
  /** Drops and reseeds the database (POST /__sandbox/reset). */
  reset(): Promise<void>;
  setFaults(settings: FaultSettings): Promise<void>;
  clearFaults(): Promise<void>;
  /** Runs a read-only query against the sandbox database. */
  query<T>(sql: string, ...params: unknown[]): T[];
  /** Signs in over HTTP (provider form post, code exchange), without a browser, for checking the API. */
  tokensFor(account: string, provider?: Provider): Promise<Tokens>;
  /** GET on the API with a bearer token; the envelope's data. */
  get<T>(apiPath: string, accessToken: string): Promise<T>;
  /** GET on the API as the seeded administrator (signed in once per worker). */
  adminGet<T>(apiPath: string): Promise<T>;
}

export type Language = 'th' | 'en';
export type Theme = 'light' | 'dark';
/** The language and theme pairs every screen is photographed in. */
export const LOOKS: readonly (readonly [Language, Theme])[] = [
  ['th', 'light'],
  ['th', 'dark'],
  ['en', 'light'],
  ['en', 'dark'],
];
export const ADMIN_ACCOUNT = 'admin@poolvilla.test';

export interface Screenshot {
  screen: string;
  language: Language;
  theme: Theme;
  width: number;
}

/** Console errors, uncaught exceptions and CSP violations seen during a test. */
export interface ConsoleProblems {
  /** Expected problems of this test (e.g. the 403 a refused sign-in logs), by message pattern. */
  allow(pattern: RegExp): void;
  list(): string[];
}

async function control(method: string, controlPath: string, body?: unknown): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}${controlPath}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${controlPath} answered ${response.status}: ${await response.text()}`);
}

async function envelopeData<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as ApiEnvelope<T>;
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body.status)}`);
  return body.data;
}

let adminTokens: Promise<Tokens> | null = null;

const sandbox: SandboxHandle = {
  url: SANDBOX_URL,
  dbFile: SANDBOX_DB,
  reset: () => control('POST', SandboxPaths.reset),
  setFaults: (settings) => control('PUT', SandboxPaths.faults, settings),
  clearFaults: () => control('DELETE', SandboxPaths.faults),
  query<T>(sql: string, ...params: unknown[]): T[] {
    const db = new Database(SANDBOX_DB, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  },
  async tokensFor(account, provider = 'line') {
    const authorize = provider === 'line' ? SandboxPaths.lineAuthorize : SandboxPaths.appleAuthorize;
    const form = new URLSearchParams({
      response_type: 'code',
      client_id: provider === 'line' ? 'poolvilla-admin-line' : 'poolvilla-admin-apple',
      redirect_uri: `${CONSOLE_URL}/login`,
      state: `e2e-${Date.now()}`,
      scope: 'profile',
      account,
    });
    const answer = await fetch(`${SANDBOX_URL}${authorize}`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const code = new URL(answer.headers.get('location') ?? '', CONSOLE_URL).searchParams.get('code');
    if (!code) throw new Error(`The ${provider} page gave no code for ${account} (${answer.status}).`);
    const exchange = await fetch(
      `${SANDBOX_URL}${AuthPaths.login(provider === 'line' ? 'lineWeb' : 'appleWeb')}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      },
    );
    return envelopeData<Tokens>(exchange, 'The code exchange');
  },
  async get<T>(apiPath: string, accessToken: string) {
    const response = await fetch(`${SANDBOX_URL}${apiPath}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return envelopeData<T>(response, `GET ${apiPath}`);
  },
  async adminGet<T>(apiPath: string) {
    adminTokens ??= sandbox.tokensFor(ADMIN_ACCOUNT);
    return sandbox.get<T>(apiPath, (await adminTokens).accessToken);
  },
};

/** Where a test starts: a path, in a language and theme, signed in or not. */
export interface Visit {
  path: string;
  language?: 'th' | 'en';
  theme?: 'light' | 'dark';
  /** Signed in as this seeded account ("remember me"), without going through the login page. */
  account?: string;
}

interface Fixtures {
  sandbox: SandboxHandle;
  consoleProblems: ConsoleProblems;
  /** Signs in through the real login page and the simulated provider page; ends on home. */
  signIn: (page: Page, options: SignInOptions) => Promise<void>;
  /** The sign-in up to the redirect back to /login?code&state (for refusals). */
  chooseAccount: (page: Page, options: SignInOptions) => Promise<void>;
  /**
   * Opens a path with the preferences and the session already saved, as a returning administrator
   * would (tokens from the sandbox's provider page over HTTP): for specs about a screen rather than
   * about signing in.
   */
  visit: (page: Page, visit: Visit) => Promise<void>;
  /** A full-page PNG in __tests__/e2e/screenshots/, named screen-language-theme-width.png. */
  saveScreenshot: (page: Page, shot: Screenshot) => Promise<string>;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
  sandbox: async ({}, use) => {
    await use(sandbox);
    await sandbox.clearFaults();
  },

  consoleProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error')
          problems.push(`console error on ${message.location().url}: ${message.text()}`);
      });
      context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
      await fetch(`${CONSOLE_URL}/__csp-report`, { method: 'DELETE' });

      await use({ allow: (pattern) => void allowed.push(pattern), list: () => [...problems] });

      const reports = (await (await fetch(`${CONSOLE_URL}/__csp-report`)).json()) as { body: unknown }[];
      for (const report of reports) problems.push(`CSP report: ${JSON.stringify(report.body)}`);
      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
    },
    { auto: true },
  ],

  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
  signIn: async ({}, use) => use(signIn),
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
  chooseAccount: async ({}, use) => use(chooseAccount),

  visit: async ({ sandbox }, use) => {
    await use(async (page, { path: target, language = 'th', theme = 'light', account }) => {
      const entries: [string, string][] = [
        [StorageKey.language, encodeValue(language)],
        [StorageKey.theme, encodeValue(theme)],
      ];
      if (account) {
        const tokens = await sandbox.tokensFor(account);
        const user = userFromToken(tokens.accessToken);
        if (!user) throw new Error(`The sandbox's token for ${account} names no user.`);
        entries.push(
          [StorageKey.accessToken, encodeValue(tokens.accessToken)],
          [StorageKey.refreshToken, encodeValue(tokens.refreshToken)],
          [StorageKey.profile, encodeValue(user)],
        );
      }
      // A file of the console's origin that runs none of its code: storage is written before it
      // starts. (Shown as a document, it makes the browser ask for /favicon.ico, which no page uses.)
      await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
      await page.goto('/config.json');
      await page.evaluate((pairs) => {
        localStorage.clear();
        sessionStorage.clear();
        for (const [key, value] of pairs) localStorage.setItem(key, value);
      }, entries);
      await page.goto(target);
    });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
  saveScreenshot: async ({}, use) => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await use(async (page, { screen, language, theme, width }) => {
      const file = path.join(SCREENSHOT_DIR, `${screen}-${language}-${theme}-${width}.png`);
      if (page.viewportSize()?.width !== width)
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      // A control just clicked keeps the pointer, and its tooltip would be in the picture.
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      // Fonts load lazily by unicode range: wait for them, or Thai may be caught in a fallback face.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      return file;
    });
  },
});

/**
 * Specs share one database: a file that changes data starts from the seed and runs its tests in
 * order. Call it once at the top of such a file.
 */
export function startFromSeed(): void {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => sandbox.reset());
}
