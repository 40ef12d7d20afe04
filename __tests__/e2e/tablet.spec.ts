import type { Page } from '@playwright/test';
import {
  ADMIN_ACCOUNT as ADMIN,
  choosePreferences,
  expect,
  expectNoSideScroll,
  gridLoaded,
  LOOKS,
  test,
  text,
  type Language,
} from './support/fixtures';
import { stillness } from './support/looks';

// The sidebar between the phone's overlay (under 768 px) and the desktop (from 1024 px): a rail
// that starts collapsed (90 px), expands over the page while hovered, and that the header's toggle
// pins open (290 px, the page moving aside). src/components/layout/AdminLayout.tsx.

const TABLET = 900;

const nav = (page: Page, language: Language) =>
  page.getByRole('navigation', { name: text(language, 'layout.menu.label') });
const widthOf = async (page: Page, language: Language) => (await nav(page, language).boundingBox())?.width;
/** Where the page's content starts: right of the rail, whatever the rail shows over it. */
const contentLeft = async (page: Page) => (await page.locator('#main-content').boundingBox())?.x;
const toggle = (page: Page, language: Language) =>
  page.getByRole('button', { name: text(language, 'layout.header.toggleSidebar') });
const group = (page: Page, language: Language, key: string) =>
  nav(page, language).getByRole('button', { name: text(language, `layout.menu.${key}`) });
const link = (page: Page, language: Language, key: string) =>
  nav(page, language).getByRole('link', { name: text(language, `pages.${key}.title`) });

test.describe('the sidebar between 768 and 1024 px', () => {
  test('at 900 px: a 90 px rail, hover expands it over the page, one submenu open, navigation, the toggle pins it; light and dark, Thai and English', async ({
    page,
    visit,
  }) => {
    // Four looks, each a whole round of the sidebar: a bound on a hang per look, as in a11y.spec.ts.
    test.setTimeout(LOOKS.length * test.info().timeout);
    await page.setViewportSize({ width: TABLET, height: 900 });
    await visit(page, { path: '/', account: ADMIN });
    for (const [language, theme] of LOOKS) {
      await choosePreferences(page, language, theme);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.mouse.move(TABLET - 10, 600);

      // Collapsed: icons only, each named; the page starts right of the rail.
      await expect(toggle(page, language)).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(() => widthOf(page, language)).toBe(90);
      await expect.poll(() => contentLeft(page)).toBe(90);
      await expect(group(page, language, 'user')).toBeVisible();
      await expect(nav(page, language).getByText(text(language, 'layout.menu.title'))).toHaveCount(0);
      await expect(
        nav(page, language).getByRole('link', { name: text(language, 'layout.infoCard.action') }),
      ).toHaveCount(0);
      await expectNoSideScroll(page);

      // Hovered: 290 px over the page (which does not move), labels and the info card shown.
      await nav(page, language).hover();
      await expect.poll(() => widthOf(page, language)).toBe(290);
      await expect.poll(() => contentLeft(page)).toBe(90);
      await expect(
        nav(page, language).getByRole('link', { name: text(language, 'layout.infoCard.action') }),
      ).toBeVisible();
      await expectNoSideScroll(page);

      // One submenu at a time, and its pages lead there.
      await group(page, language, 'user').click();
      await expect(group(page, language, 'user')).toHaveAttribute('aria-expanded', 'true');
      await group(page, language, 'bookings').click();
      await expect(group(page, language, 'bookings')).toHaveAttribute('aria-expanded', 'true');
      await expect(group(page, language, 'user')).toHaveAttribute('aria-expanded', 'false');
      await expect(link(page, language, 'userManagement')).toHaveCount(0);
      await group(page, language, 'user').click();
      await expect(group(page, language, 'bookings')).toHaveAttribute('aria-expanded', 'false');
      // A link is clicked once its submenu has slid open (a click into a region still growing can
      // be lost: docs/testing.md).
      await stillness(page);
      await link(page, language, 'partnerManagement').click();
      await expect(page).toHaveURL(/\/partner-management$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'pages.partnerManagement.title'),
      );
      await expect(link(page, language, 'partnerManagement')).toHaveAttribute('aria-current', 'page');

      // The pointer leaves: back to the rail, the page where it was.
      await page.mouse.move(TABLET - 10, 600);
      await expect.poll(() => widthOf(page, language)).toBe(90);
      await gridLoaded(page.getByRole('region').first());
      await expectNoSideScroll(page);

      // The toggle pins it open: 290 px and the page moves aside; the pointer leaving keeps it.
      await toggle(page, language).click();
      await expect(toggle(page, language)).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => widthOf(page, language)).toBe(290);
      await expect.poll(() => contentLeft(page)).toBe(290);
      await page.mouse.move(TABLET - 10, 600);
      await expect.poll(() => widthOf(page, language)).toBe(290);
      await expectNoSideScroll(page);
      // A wide table beside the open sidebar still scrolls inside its grid, not the page.
      await link(page, language, 'userManagement').click();
      await expect(page).toHaveURL(/\/user-management$/);
      await gridLoaded(page);
      await expectNoSideScroll(page);
      await toggle(page, language).click();
      await expect.poll(() => widthOf(page, language)).toBe(90);
      await expect.poll(() => contentLeft(page)).toBe(90);
    }
  });

  test('the boundaries: an overlay under 768 px, a collapsed rail from 768 px, expanded from 1024 px', async ({
    page,
    visit,
  }) => {
    const language = 'en';
    await page.setViewportSize({ width: 767, height: 900 });
    await visit(page, { path: '/', language, account: ADMIN });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(700, 600);
    // 767: no rail, the page from the left edge; the toggle opens the overlay.
    await expect(nav(page, language)).toBeHidden();
    await expect.poll(() => contentLeft(page)).toBe(0);
    await toggle(page, language).click();
    await expect(nav(page, language)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav(page, language)).toBeHidden();
    for (const [width, rail] of [
      [768, 90],
      [1023, 90],
      [1024, 290],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.mouse.move(width - 10, 600);
      await expect(nav(page, language)).toBeVisible();
      await expect.poll(() => widthOf(page, language), { message: `rail at ${width} px` }).toBe(rail);
      await expect.poll(() => contentLeft(page), { message: `content at ${width} px` }).toBe(rail);
      await expect(toggle(page, language)).toHaveAttribute('aria-expanded', String(rail === 290));
      await expectNoSideScroll(page);
    }
    // Pinned open from 768 to 1023 px, the page (its header too) keeps to the room beside the rail.
    await page.setViewportSize({ width: 768, height: 900 });
    await toggle(page, language).click();
    for (const width of [768, 1023]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => contentLeft(page), { message: `pinned at ${width} px` }).toBe(290);
      await expectNoSideScroll(page);
    }
  });
});
