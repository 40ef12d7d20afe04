import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import th from '../../translations/th.json';
import en from '../../translations/en.json';
import { PropertyPaths } from '../../src/services/contract';
import { expect, test, type SandboxHandle } from './support/fixtures';

/**
 * Accessibility: axe on every screen and every dialog, light and dark, Thai and English, with no
 * serious or critical violation; visible focus; dialogs that trap focus and give it back.
 * A screen or a dialog is one row in the tables below.
 */
const ADMIN = 'admin@poolvilla.test';
const LANGUAGES = ['th', 'en'] as const;
const THEMES = ['light', 'dark'] as const;
type Language = (typeof LANGUAGES)[number];
type Texts = typeof en;
const texts: Record<Language, Texts> = { th, en };

interface Context {
  page: Page;
  t: Texts;
  sandbox: SandboxHandle;
  /** Accepts console errors the case provokes on purpose (a failing call). */
  allow: (pattern: RegExp) => void;
}

interface ScreenCase {
  name: string;
  path: string;
  signedIn: boolean;
  /** Resolves once the screen shows its content (no spinner or skeleton left to check). */
  ready: (context: Context) => Promise<void>;
}

interface DialogCase {
  name: string;
  /** The screen it opens from. */
  path: string;
  signedIn: boolean;
  /** Opens it; resolves to the dialog (or menu) once shown. */
  open: (context: Context) => Promise<Locator>;
}

const heading = ({ page }: Context) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
const homeCounters = async ({ page }: Pick<Context, 'page'>) => {
  for (const field of ['totalBooking', 'todayBooking', 'propertyCount', 'members'])
    await expect(page.getByTestId(`counter-${field}`)).toHaveAttribute('aria-busy', 'false');
};

const SCREENS: ScreenCase[] = [
  {
    name: 'login',
    path: '/login',
    signedIn: false,
    ready: ({ page, t }) => expect(page.getByRole('button', { name: t.login.withLine })).toBeVisible(),
  },
  { name: 'home', path: '/', signedIn: true, ready: homeCounters },
  {
    name: 'profile',
    path: '/profile',
    signedIn: true,
    ready: ({ page, t }) =>
      expect(page.getByRole('heading', { level: 1, name: t.pages.profile.title })).toBeVisible(),
  },
  { name: 'not-found', path: '/no/such/page', signedIn: false, ready: heading },
  {
    name: 'route error (a page whose code is gone)',
    path: '/',
    signedIn: true,
    ready: async ({ page, t, allow }) => {
      allow(/status of 404|failed:/);
      await homeCounters({ page });
      // As after a redeploy: the profile page's chunk is no longer on the server.
      await page.route(/\/assets\/(?!runtime|framework|main)[^/]+\.js$/, (route) =>
        route.fulfill({ status: 404 }),
      );
      await page.getByRole('button', { name: t.layout.userMenu.open }).click();
      await page.getByRole('menuitem', { name: t.layout.userMenu.profile }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t.errorBoundary.outdated.title }),
      ).toBeVisible();
    },
  },
];

const DIALOGS: DialogCase[] = [
  {
    name: 'preferences dialog',
    path: '/',
    signedIn: true,
    open: async ({ page, t }) => {
      await page.getByRole('button', { name: t.home.features.systemSettings.action }).click();
      return page.getByRole('dialog', { name: t.preferences.title });
    },
  },
  {
    name: 'user menu',
    path: '/',
    signedIn: true,
    open: async ({ page, t }) => {
      await page.getByRole('button', { name: t.layout.userMenu.open }).click();
      return page.getByRole('menu');
    },
  },
  {
    name: 'alert dialog (a failed call)',
    path: '/profile',
    signedIn: true,
    open: async ({ page, t, sandbox, allow }) => {
      allow(/status of 500/);
      await expect(page.getByRole('heading', { level: 1, name: t.pages.profile.title })).toBeVisible();
      await sandbox.setFaults({ rules: [{ pattern: PropertyPaths.propertyInfo, errorRate: 1 }] });
      await page.getByRole('link', { name: t.pages.home.title }).first().click();
      // Titled by the server's own words (the sandbox's injected fault).
      return page.locator('[data-alert-type="error"]').getByRole('dialog');
    },
  },
];

/** Serious and critical violations, each with the first few elements it names. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test.describe(`axe, ${language}, ${theme}`, () => {
      for (const screen of SCREENS) {
        test(`the ${screen.name} screen`, async ({ page, visit, sandbox, consoleProblems }) => {
          const context = { page, t: texts[language], sandbox, allow: consoleProblems.allow };
          await visit(page, {
            path: screen.path,
            language,
            theme,
            account: screen.signedIn ? ADMIN : undefined,
          });
          await screen.ready(context);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }

      for (const dialog of DIALOGS) {
        test(`the ${dialog.name}`, async ({ page, visit, sandbox, consoleProblems }) => {
          const context = { page, t: texts[language], sandbox, allow: consoleProblems.allow };
          await visit(page, {
            path: dialog.path,
            language,
            theme,
            account: dialog.signedIn ? ADMIN : undefined,
          });
          const shown = await dialog.open(context);
          await expect(shown).toBeVisible();
          // Transitions finished: axe checks the colours as they end up.
          await expect(shown).toHaveCSS('opacity', '1');
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  }
}

/**
 * The focused element shows it: an outline (the theme's focus ring, on the element or on the MUI
 * control around a native input), or, for a text field, MUI's focused border.
 */
async function focusIsVisible(page: Page): Promise<{ element: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'body', visible: false };
    const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const outlined = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    const control = element.closest('.Mui-focusVisible');
    const visible =
      outlined(element) ||
      (control !== null && outlined(control)) ||
      element.closest('.Mui-focused') !== null;
    return { element: label, visible };
  });
}

/**
 * Tabs through the page from the top until the focus leaves it or comes back round; every stop
 * must show the focus. Returns the stops.
 */
async function tabThroughPage(page: Page, maxStops: number): Promise<string[]> {
  const stops: string[] = [];
  for (let step = 0; step < maxStops; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusIsVisible(page);
    if (focus.element === 'body' || stops.includes(focus.element)) break;
    stops.push(focus.element);
    expect(focus, focus.element).toEqual({ element: focus.element, visible: true });
  }
  return stops;
}

test.describe('keyboard', () => {
  test('every control of the login page shows where the focus is', async ({ page, visit }) => {
    await visit(page, { path: '/login', language: 'en' });
    await expect(page.getByRole('button', { name: en.login.withLine })).toBeVisible();
    // LINE, Apple, remember me, the language switch, the theme button.
    expect((await tabThroughPage(page, 20)).length).toBeGreaterThanOrEqual(5);
  });

  test('the shell and home show where the focus is, from the skip link on', async ({ page, visit }) => {
    await visit(page, { path: '/', language: 'en', account: ADMIN });
    await homeCounters({ page });
    const stops = await tabThroughPage(page, 40);
    expect(stops[0]).toContain(en.layout.skipToContent);
    expect(stops.length).toBeGreaterThanOrEqual(15);
  });

  test('the preferences dialog keeps the focus inside and gives it back when closed', async ({
    page,
    visit,
  }) => {
    await visit(page, { path: '/', language: 'en', account: ADMIN });
    const opener = page.getByRole('button', { name: en.home.features.systemSettings.action });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: en.preferences.title });
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the user menu is reached, used and left with the keyboard', async ({ page, visit }) => {
    await visit(page, { path: '/', language: 'en', account: ADMIN });
    const opener = page.getByRole('button', { name: en.layout.userMenu.open });
    await opener.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitem', { name: en.layout.userMenu.profile })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
