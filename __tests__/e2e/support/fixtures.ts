import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { AuthPaths, type ApiEnvelope, type Tokens } from '../../../contract';
import { userFromToken } from '../../../src/lib/accessToken';
import { encodeValue, StorageKey } from '../../../src/lib/storage';
import { en, th } from '../../support/texts';
import {
  CONSOLE_URL,
  OTHER_DAY,
  SANDBOX_CONTROL_TOKEN,
  SANDBOX_DB,
  SANDBOX_URL,
  SCREENSHOT_DIR,
} from './env';
import { chooseAccount, signIn, type Provider, type SignInOptions } from './signIn';
import {
  SANDBOX_CONTROL_HEADER,
  SandboxPaths,
  type FaultSettings,
  type SimulateQuery,
  type Simulated,
} from '../../../sandbox/control/schemas';

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
  /** The marketplace moves now, exactly as asked (POST /__sandbox/simulate): what it made. */
  simulate(order: SimulateQuery): Promise<Simulated>;
  /** Runs a read-only query against the sandbox database. */
  query<T>(sql: string, ...params: unknown[]): T[];
  /** Signs in over HTTP (provider form post, code exchange), without a browser, for checking the API. */
  tokensFor(account: string, provider?: Provider): Promise<Tokens>;
  /** GET on the API with a bearer token; the envelope's data. */
  get<T>(apiPath: string, accessToken: string): Promise<T>;
  /** GET on the API as the seeded administrator (signed in once per worker). */
  adminGet<T>(apiPath: string): Promise<T>;
  /**
   * A write on the API as the seeded administrator (the calls the console itself makes, e.g. PUT a
   * profile): gives a test data the seed does not have. The envelope's data.
   */
  adminSend<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', apiPath: string, body?: unknown): Promise<T>;
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
/** The two widths every screen is proved at: a phone and a desktop. */
export const WIDTHS = [1440, 390] as const;

const TEXTS = { th, en };
/**
 * A console text in a language, from the translation files (`{{name}}` filled from `values`): the
 * specs assert what an admin reads, in either language, without copying the strings.
 */
export function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const found = key
    .split(/[.:]/)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], TEXTS[language]);
  if (typeof found !== 'string') throw new Error(`No ${language} text for ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole text as a pattern, in Thai or English: `^(th|en)$`. */
export const either = (key: string, values?: Record<string, string | number>) =>
  new RegExp(`^(${escapeRegExp(text('th', key, values))}|${escapeRegExp(text('en', key, values))})$`);
/** The start of a text in Thai or English: for labels that go on with a name. */
export const eitherStart = (key: string) =>
  new RegExp(
    `^(${escapeRegExp(text('th', key).split('{{')[0])}|${escapeRegExp(text('en', key).split('{{')[0])})`,
  );

/** First and last name as the console joins them. */
export const nameOf = (row: { first_name: string | null; last_name: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ');

/** A profile as the sandbox stores it. */
export interface ProfileRow {
  profile_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: string;
  active: number;
}
type Queryable = Pick<SandboxHandle, 'query'>;
const PROFILE_COLUMNS = 'profile_id, first_name, last_name, email, role, active';
/** Seeded customers picked by SQL (no test accounts, no hostile names), so each test takes its own. */
export const customers = (sandbox: Queryable, active: boolean): ProfileRow[] =>
  sandbox.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM profiles
      WHERE role = 'CUSTOMER' AND active = ? AND email NOT LIKE '%.test' AND first_name NOT LIKE '%<%'
      ORDER BY email`,
    active ? 1 : 0,
  );
/** One profile as stored now ([] once deleted). */
export const profileRows = (sandbox: Queryable, profileId: string): ProfileRow[] =>
  sandbox.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM profiles WHERE profile_id = ?`, profileId);

/** A partner application as the sandbox stores it, with its applicant. */
export interface RequestRow {
  profile_partner_id: string;
  profile_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone_number: string | null;
  line_id: string | null;
  facebook: string | null;
  property_name: string | null;
  max_capacity: number | null;
  location: string | null;
  create_date: string;
  status: string;
}
export const REQUESTS_SQL = `SELECT r.profile_partner_id, r.profile_id, p.first_name, p.last_name, p.email,
    p.phone_number, p.line_id, p.facebook, r.property_name, r.max_capacity, r.location, r.create_date, r.status
  FROM partner_requests r JOIN profiles p ON p.profile_id = r.profile_id`;
/** Pending applications (not the hostile one), by SQL, so each test takes its own. */
export const pendingRequests = (sandbox: Queryable): RequestRow[] =>
  sandbox.query<RequestRow>(
    `${REQUESTS_SQL} WHERE r.status = 'PENDING' AND r.location NOT LIKE 'javascript:%' ORDER BY p.email`,
  );

/** A data row of a grid (DataTable) holding this text. */
export const gridRow = (scope: Page | Locator, content: string) =>
  scope.locator('[role="row"][data-id]', { hasText: content });
/** A value of a details list (a dialog, the profile page): the dd under the dt that reads `label`. */
export const detailValue = (scope: Page | Locator, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
/** Waits until a grid shows its first row or its empty state. */
export async function gridLoaded(scope: Page | Locator): Promise<void> {
  await expect(scope.locator('[role="row"][data-id], .MuiDataGrid-overlay').first()).toBeVisible();
}

/** Sets language and theme through the visible controls (login's corner control or the header). */
export async function choosePreferences(page: Page, language: Language, theme: Theme): Promise<void> {
  await page.getByRole('button', { name: language === 'th' ? 'ไทย' : 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const toggle = page.getByRole('button', { name: /^(โหมดมืด|Dark mode)$/ });
  if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(theme === 'dark'));
}

/** Nothing sticks out of the page sideways: the page never scrolls horizontally. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}

export interface Look {
  language: Language;
  theme: Theme;
  width: number;
}
/**
 * Every language and theme (through the visible controls), each at 1440 and 390 px: `check` proves
 * the screen in that look (its texts in that language); then the page must fit the width.
 */
export async function eachLook(page: Page, check: (look: Look) => Promise<void>): Promise<void> {
  for (const [language, theme] of LOOKS) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await choosePreferences(page, language, theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await check({ language, theme, width });
      await expectNoSideScroll(page);
    }
  }
}

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
    headers: {
      [SANDBOX_CONTROL_HEADER]: SANDBOX_CONTROL_TOKEN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
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
  async simulate(order) {
    const query = new URLSearchParams(Object.entries(order).map(([name, count]) => [name, String(count)]));
    const response = await fetch(`${SANDBOX_URL}${SandboxPaths.simulate}?${query}`, {
      method: 'POST',
      headers: { [SANDBOX_CONTROL_HEADER]: SANDBOX_CONTROL_TOKEN },
    });
    return envelopeData<Simulated>(response, `POST ${SandboxPaths.simulate}`);
  },
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
  adminGet: <T>(apiPath: string) => asAdmin<T>('GET', apiPath),
  adminSend: asAdmin,
};

/** A call as the seeded administrator, signed in once per worker (again when that token has died). */
async function asAdmin<T>(method: string, apiPath: string, body?: unknown): Promise<T> {
  const send = async () => {
    adminTokens ??= sandbox.tokensFor(ADMIN_ACCOUNT);
    return fetch(`${SANDBOX_URL}${apiPath}`, {
      method,
      headers: {
        authorization: `Bearer ${(await adminTokens).accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  let response = await send();
  // The worker's token outlived its 15 minutes, or a test's fault expired it: a new sign-in.
  if (response.status === 401) {
    adminTokens = null;
    response = await send();
  }
  return envelopeData<T>(response, `${method} ${apiPath}`);
}

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
  /** What the browser did, written beside a failed test's screenshot (browser.log): see below. */
  browserLog: void;
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
  /** On another day (env.ts OTHER_DAY), the pages' clock starts at this process's (faked) now. */
  otherDay: void;
}

/**
 * A screen in every look (`eachLook`): its title (h1) in that language and what `shows` lists
 * visible, then its screenshot `screen-language-theme-width.png`.
 */
export async function screenInEachLook(
  page: Page,
  save: (page: Page, shot: Screenshot) => Promise<string>,
  screen: [name: string, titleKey: string],
  shows: (look: Look) => Locator[],
): Promise<void> {
  await eachLook(page, async (look) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(look.language, screen[1]));
    for (const shown of shows(look)) await expect(shown).toBeVisible();
    await save(page, { screen: screen[0], language: look.language, theme: look.theme, width: look.width });
  });
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

  /**
   * A failed test leaves browser.log in its output folder: every request with its answer or why it
   * failed, page loads and console messages, in milliseconds from the test's start. A rare failure
   * on a loaded CI machine is then read from what the page did, without recording a whole trace.
   */
  browserLog: [
    async ({ context }, use, testInfo) => {
      const start = Date.now();
      const lines: string[] = [];
      const log = (line: string) => lines.push(`${String(Date.now() - start).padStart(6)} ${line}`);
      context.on('request', (request) => log(`-> ${request.method()} ${request.url()}`));
      context.on('response', (response) =>
        log(`<- ${response.status()} ${response.request().method()} ${response.url()}`),
      );
      context.on('requestfailed', (request) =>
        log(`xx ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
      );
      context.on('console', (message) => log(`console.${message.type()} ${message.text()}`));
      context.on('page', (page) =>
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) log(`page ${frame.url()}`);
        }),
      );
      await use();
      if (testInfo.status !== testInfo.expectedStatus)
        fs.writeFileSync(testInfo.outputPath('browser.log'), `${lines.join('\n')}\n`);
    },
    { auto: true },
  ],

  otherDay: [
    async ({ context }, use) => {
      // Installed before the first page; it then flows as a real clock does.
      if (OTHER_DAY) await context.clock.install({ time: Date.now() });
      await use();
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
 * The spec files of a worker share its database: a file that changes data starts from the seed and runs its tests in
 * order. Call it once at the top of such a file.
 */
export function startFromSeed(): void {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => sandbox.reset());
}
