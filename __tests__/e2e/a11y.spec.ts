import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { en } from '../support/texts';
import { PayoutBatchPaths, PropertyPaths } from '../../contract';
import { expect, test, type SandboxHandle } from './support/fixtures';
import { looksFrom, stillness, switchLook, TEXTS, type Texts } from './support/looks';

/**
 * Accessibility: axe on every screen and every dialog, light and dark, Thai and English, with no
 * serious or critical violation; visible focus; dialogs that trap focus and give it back.
 * A screen or a dialog is one row in the tables below.
 */
const ADMIN = 'admin@poolvilla.test';

// Recording a trace doubles the time of a large screen's checks. A failure on CI is retried with one
// (retries: 1); locally, add `--trace on`. The violations themselves are in the failure message.
test.use({ trace: 'on-first-retry' });
// The longest file of the suite, and none of its tests changes data: its tests share both workers
// instead of keeping one busy for minutes while the other has finished.
test.describe.configure({ mode: 'parallel' });

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
  /**
   * Visited afresh in each look: the screen has no language switch or theme button to change it
   * in place, or its case breaks the page for good.
   */
  visitPerLook?: boolean;
}

interface DialogCase {
  name: string;
  /** The screen it opens from. */
  path: string;
  signedIn: boolean;
  /** Opens it; resolves to the dialog (or menu) once shown. */
  open: (context: Context) => Promise<Locator>;
  /** Closes it and leaves its screen as the next look expects it; Escape when absent. */
  close?: (context: Context, shown: Locator) => Promise<void>;
  /** The page behind is in a state no screen row checks: axe checks all of it, not the dialog alone. */
  wholePage?: boolean;
}

const heading = ({ page }: Context) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
const homeCounters = async ({ page }: Pick<Context, 'page'>) => {
  for (const field of ['totalBooking', 'todayBooking', 'propertyCount', 'members'])
    await expect(page.getByTestId(`counter-${field}`)).toHaveAttribute('aria-busy', 'false');
  // The work queues and the trends' charts (their own chunk, loaded as their section nears the
  // screen) are scanned too.
  await expect(page.getByTestId('queue-periodTwo-figure')).toHaveAttribute('aria-busy', 'false');
  const trends = page.locator('section[aria-labelledby="home-trends"]');
  await trends.scrollIntoViewIfNeeded();
  await expect(trends.locator('figure')).toHaveCount(3);
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label template's fixed start ("Delete {{name}}" → /^Delete /): any row's button of that kind. */
const startOf = (template: string) => new RegExp(`^${escapeRegExp(template.split('{{')[0])}`);
/** The screen's title, and nothing left loading (no progress bar, nothing busy). */
const settled = async ({ page }: Pick<Context, 'page'>, content: Locator) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(content).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};
/** Every grid of the page shows its first row or its empty overlay. */
const gridsLoaded = async ({ page }: Pick<Context, 'page'>, count: number) => {
  await expect(page.getByRole('grid')).toHaveCount(count);
  for (let index = 0; index < count; index += 1)
    await settled(
      { page },
      page.getByRole('grid').nth(index).locator('[role="row"][data-id], .MuiDataGrid-overlay').first(),
    );
};
const pendingPartners = ({ page, t }: Context) =>
  page.getByRole('region', { name: t.partners.pending.title });
/**
 * Opens the first property's types on the property page (the tab in the path), unless open, and
 * waits until the types have slid open: a click into the region while it still grows can be lost
 * (Playwright scrolls the region's clipped box to reach the button, and the box scrolls back as it
 * grows, between the button's mousedown and mouseup).
 */
const firstTypes = async ({ page, t }: Context) => {
  const card = page.getByTestId('property-card').first();
  await settled({ page }, card);
  const expand = card.getByRole('button', { name: t.properties.property.expand });
  const collapse = card.getByRole('button', { name: t.properties.property.collapse });
  await expect(expand.or(collapse)).toBeVisible();
  if (await expand.isVisible()) await expand.click();
  await expect(collapse).toBeVisible();
  await stillness(page);
  return card;
};
const typeAction = (t: Texts, action: string) =>
  startOf(t.properties.type.actionOf.replace('{{action}}', action));

/** The run's partners are listed with their bank accounts read. */
const payoutRunLoaded = async ({ page }: Pick<Context, 'page'>) => {
  await settled({ page }, page.getByTestId('payout-partner').first());
  await expect(page.getByTestId('payout-account-number').first()).toBeVisible();
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
  { name: 'not-found', path: '/no/such/page', signedIn: false, ready: heading, visitPerLook: true },
  {
    name: 'user management',
    path: '/user-management',
    signedIn: true,
    ready: (context) => gridsLoaded(context, 1),
  },
  {
    name: 'partner management',
    path: '/partner-management',
    signedIn: true,
    ready: (context) => gridsLoaded(context, 2),
  },
  {
    name: 'property management',
    path: '/property-management',
    signedIn: true,
    ready: ({ page }) => settled({ page }, page.getByTestId('property-card').first()),
  },
  {
    name: 'property management, approved tab',
    path: '/property-management?tab=approved',
    signedIn: true,
    ready: ({ page }) => settled({ page }, page.getByTestId('property-card').first()),
  },
  {
    name: 'transfer management',
    path: '/transfer-management',
    signedIn: true,
    ready: ({ page }) => settled({ page }, page.getByTestId('booking-card').first()),
  },
  {
    name: 'partner bookings',
    path: '/partner-bookings',
    signedIn: true,
    ready: ({ page }) => settled({ page }, page.getByTestId('booking-card').first()),
  },
  {
    name: 'audit log',
    path: '/audit-log',
    signedIn: true,
    ready: (context) => gridsLoaded(context, 1),
  },
  {
    name: 'partner earnings',
    path: '/partner-earnings',
    signedIn: true,
    ready: async ({ page }) => {
      await expect(page.getByTestId('earnings-total-owed')).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('grid').first()).toBeVisible();
      await gridsLoaded({ page }, await page.getByRole('grid').count());
    },
  },
  {
    name: 'payout run',
    path: '/payout-run',
    signedIn: true,
    ready: payoutRunLoaded,
  },
  {
    name: 'payout batches',
    path: '/payout-batches',
    signedIn: true,
    ready: (context) => gridsLoaded(context, 1),
  },
  {
    name: 'route error (a page whose code is gone)',
    path: '/',
    signedIn: true,
    visitPerLook: true,
    ready: async ({ page, t, allow }) => {
      allow(/status of 404|failed:/);
      await homeCounters({ page });
      // As after a redeploy: the profile page's chunks are no longer on the server (the scripts
      // the page runs are in already, so only those are asked for from now on).
      await page.route(/\/assets\/[^/]+\.js$/, (route) => route.fulfill({ status: 404 }));
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
    // Home after its calls failed.
    wholePage: true,
    close: async ({ page, t, sandbox }, shown) => {
      await sandbox.clearFaults();
      await shown.getByRole('button', { name: t.alert.acknowledge }).click();
      await expect(shown).toBeHidden();
      // Back to the profile, where the next look opens it from.
      await page.getByRole('button', { name: t.layout.userMenu.open }).click();
      await page.getByRole('menuitem', { name: t.layout.userMenu.profile }).click();
    },
  },
  {
    name: 'find-anything palette, with results',
    path: '/',
    signedIn: true,
    open: async ({ page, t }) => {
      await expect(page.getByRole('banner').getByRole('button', { name: t.find.openLabel })).toBeVisible();
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: t.find.title });
      await palette.getByRole('combobox').fill('pool');
      await expect(palette.getByRole('option').first()).toBeVisible();
      await expect(palette.getByRole('progressbar')).toHaveCount(0);
      return palette;
    },
  },
  // The screens' dialogs, opened as a user would; none is confirmed (these tests change no data).
  {
    name: 'change-role dialog',
    path: '/user-management',
    signedIn: true,
    open: async (context) => {
      await gridsLoaded(context, 1);
      await context.page
        .getByRole('button', { name: startOf(context.t.users.actions.changeRole), disabled: false })
        .first()
        .click();
      return context.page.getByRole('dialog');
    },
  },
  {
    name: 'edit-user dialog',
    path: '/user-management',
    signedIn: true,
    open: async (context) => {
      await gridsLoaded(context, 1);
      await context.page
        .getByRole('button', { name: startOf(context.t.users.actions.edit) })
        .first()
        .click();
      return context.page.getByRole('dialog');
    },
  },
  {
    name: 'delete confirmation',
    path: '/user-management',
    signedIn: true,
    open: async (context) => {
      await gridsLoaded(context, 1);
      await context.page
        .getByRole('button', { name: startOf(context.t.users.actions.delete), disabled: false })
        .first()
        .click();
      return context.page.getByRole('dialog', { name: context.t.users.delete.title });
    },
  },
  {
    name: 'partner view dialog',
    path: '/partner-management',
    signedIn: true,
    open: async (context) => {
      await gridsLoaded(context, 2);
      await pendingPartners(context)
        .getByRole('button', { name: startOf(context.t.partners.actions.view) })
        .first()
        .click();
      return context.page.getByRole('dialog');
    },
  },
  {
    name: 'partner approve confirmation',
    path: '/partner-management',
    signedIn: true,
    open: async (context) => {
      await gridsLoaded(context, 2);
      await pendingPartners(context)
        .getByRole('button', { name: startOf(context.t.partners.actions.approve) })
        .first()
        .click();
      return context.page.getByRole('dialog');
    },
  },
  {
    name: 'property owners dialog',
    path: '/property-management',
    signedIn: true,
    open: async ({ page, t }) => {
      await settled({ page }, page.getByTestId('property-card').first());
      await page
        .getByRole('button', { name: startOf(t.properties.property.showOwners) })
        .first()
        .click();
      return page.getByRole('dialog');
    },
  },
  {
    name: 'property type approve confirmation',
    path: '/property-management',
    signedIn: true,
    open: async (context) => {
      const card = await firstTypes(context);
      await card
        .getByRole('button', { name: typeAction(context.t, context.t.properties.type.approve) })
        .first()
        .click();
      return context.page.getByRole('dialog', { name: context.t.properties.confirm.approve.title });
    },
  },
  {
    name: 'property type revoke confirmation',
    path: '/property-management?tab=approved',
    signedIn: true,
    open: async (context) => {
      const card = await firstTypes(context);
      await card
        .getByRole('button', { name: typeAction(context.t, context.t.properties.type.revoke) })
        .first()
        .click();
      return context.page.getByRole('dialog', { name: context.t.properties.confirm.revoke.title });
    },
  },
  {
    name: 'payment-details dialog',
    path: '/transfer-management',
    signedIn: true,
    open: async ({ page, t }) => {
      await settled({ page }, page.getByTestId('booking-card').first());
      await page
        .getByRole('button', { name: startOf(t.bookings.card.viewDetailsOf) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('payment-section-booking')).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'booking detail dialog',
    path: '/partner-bookings',
    signedIn: true,
    open: async ({ page, t }) => {
      await settled({ page }, page.getByTestId('booking-card').first());
      await page
        .getByRole('button', { name: startOf(t.bookings.card.bookingInfoOf) })
        .first()
        .click();
      return page.getByRole('dialog');
    },
  },
  {
    name: 'earnings drill-down',
    path: '/partner-earnings',
    signedIn: true,
    open: async ({ page, t }) => {
      await expect(page.getByTestId('earnings-total-owed')).toHaveAttribute('aria-busy', 'false');
      await page
        .getByRole('button', { name: startOf(t.earnings.viewBookings) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('row').nth(1)).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'payout run: record a slip (an API without payout batches)',
    path: '/payout-run',
    signedIn: true,
    open: async ({ page, t, sandbox, allow }) => {
      // Where the API has payout batches, slips are recorded from an approved batch.
      allow(/payout-batches.*status of 404|status of 404.*payout-batches/);
      await sandbox.setFaults({ rules: [{ pattern: PayoutBatchPaths.batches, errorRate: 1, status: 404 }] });
      await page.reload();
      await payoutRunLoaded({ page });
      await page.getByRole('button', { name: t.payoutRun.recordSlip, exact: true }).first().click();
      return page.getByRole('dialog');
    },
  },
  {
    name: 'payout batches: a batch sent back',
    path: '/payout-batches',
    signedIn: true,
    open: async ({ page, t }) => {
      await gridsLoaded({ page }, 1);
      await page.getByRole('button', { name: startOf(t.payoutBatches.open) }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('batch-reason')).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'payout run: statement',
    path: '/payout-run',
    signedIn: true,
    open: async ({ page, t }) => {
      await payoutRunLoaded({ page });
      await page.getByRole('button', { name: t.payoutRun.statement.open, exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('partner-statement')).toBeVisible();
      return dialog;
    },
  },
];

/**
 * What an open modal does to the page around it: MUI hides the rest of the page from assistive
 * technology (aria-hidden on the app's root), which must then hold nothing focusable.
 */
const AROUND_A_MODAL = ['aria-hidden-focus', 'aria-hidden-body'];

/** WCAG 2 level A and AA: a violation of these fails whatever axe says of its impact. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Serious and critical violations, and every violation of WCAG 2 A or AA whatever its impact, each
 * with the first few elements it names. Legacy mode runs
 * axe.run in the page itself instead of finishing the run in a new blank page: the same rules and
 * results for a console that has no frames, in half the time on a large screen. Only violations
 * are detailed (resultTypes): passes and the like come back as one node each instead of every node
 * with its selector and HTML (3 MB on the transfer screen); the violations are the same.
 *
 * With `modal` (a dialog or menu that is open), every rule runs on its layer (backdrop, focus
 * guards, the dialog itself), and the rules above on the whole page: the screen behind was checked
 * in the same look just before, and under the backdrop its colours cannot be judged anyway.
 */
async function seriousViolations(page: Page, modal?: Locator) {
  const axe = () => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const violations = [];
  if (modal) {
    await modal.evaluate((element) =>
      (element.closest('.MuiModal-root') ?? element).setAttribute('data-axe-scope', ''),
    );
    violations.push(...(await axe().include('[data-axe-scope]').analyze()).violations);
    violations.push(...(await axe().withRules(AROUND_A_MODAL).analyze()).violations);
    await modal.evaluate((element) =>
      (element.closest('.MuiModal-root') ?? element).removeAttribute('data-axe-scope'),
    );
  } else violations.push(...(await axe().analyze()).violations);
  return violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        violation.tags.some((tag) => WCAG_AA.includes(tag)),
    )
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

/** Closes a dialog or menu with Escape, as a keyboard user would, and waits until it is gone. */
async function closeWithEscape({ page }: Context, shown: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
}

/**
 * Each dialog is checked from the screen it opens from, in the same test: the page is opened once
 * (signed in once), then each look is switched to in the page, and in each look the screen is
 * checked, then each of its dialogs opened, checked and closed. A screen without the controls (or
 * one the case breaks for good) is visited afresh in each look instead. Tests start in different
 * looks, so each look is also checked as a page first drawn in it, not only as one switched to.
 */
const dialogsOf = new Map<ScreenCase, DialogCase[]>();
for (const dialog of DIALOGS) {
  const screen = SCREENS.find((candidate) => candidate.path === dialog.path && !candidate.visitPerLook);
  if (!screen || screen.signedIn !== dialog.signedIn)
    throw new Error(`No screen row opens the ${dialog.name} (${dialog.path}).`);
  dialogsOf.set(screen, [...(dialogsOf.get(screen) ?? []), dialog]);
}

test.describe('axe, Thai and English, light and dark', () => {
  SCREENS.forEach((screen, index) => {
    const dialogs = dialogsOf.get(screen) ?? [];
    const names = dialogs.map((dialog) => dialog.name).join(', ');
    test(`the ${screen.name} screen${names ? ` and its ${names}` : ''}`, async ({
      page,
      visit,
      sandbox,
      consoleProblems,
    }) => {
      const looks = looksFrom(index);
      // The time of a test for each look it checks.
      test.setTimeout(looks.length * test.info().timeout);
      for (const [position, look] of looks.entries()) {
        const [language, theme] = look;
        const context: Context = { page, t: TEXTS[language], sandbox, allow: consoleProblems.allow };
        await test.step(`${language}, ${theme}`, async () => {
          if (position === 0 || screen.visitPerLook) {
            // A fresh visit: nothing the previous look's case routed (blocked code) stays.
            await page.unrouteAll({ behavior: 'wait' });
            await visit(page, {
              path: screen.path,
              language,
              theme,
              account: screen.signedIn ? ADMIN : undefined,
            });
          } else await switchLook(page, look);
          await screen.ready(context);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          // Soft: every look is checked, and the failure lists each one with violations.
          expect
            .soft(await seriousViolations(page), `the ${screen.name} screen, ${language}, ${theme}`)
            .toEqual([]);

          for (const dialog of dialogs) {
            const shown = await dialog.open(context);
            await expect(shown).toBeVisible();
            // Transitions finished: axe checks the colours as they end up.
            await expect(shown).toHaveCSS('opacity', '1');
            await stillness(page);
            expect
              .soft(
                await seriousViolations(page, dialog.wholePage ? undefined : shown),
                `the ${dialog.name}, ${language}, ${theme}`,
              )
              .toEqual([]);
            await (dialog.close ?? closeWithEscape)(context, shown);
            await stillness(page);
          }
        });
      }
    });
  });
});

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
