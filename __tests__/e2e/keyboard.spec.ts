import type { Locator, Page } from '@playwright/test';
import { en } from '../support/texts';
import { PropertyPaths, type PropertyListByApproval } from '../../contract';
import { ADMIN_ACCOUNT, expect, startFromSeed, test } from './support/fixtures';

/**
 * A whole task with the keyboard alone (Tab, Shift+Tab, Enter, Space, the menu's arrows): sign in
 * through the LINE page, open property management from the sidebar, approve a pending property
 * type through its confirm dialog, sign out. Every stop shows where the focus is.
 */
startFromSeed();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the focus is, and whether it shows: an outline or a box-shadow on the element, on the MUI
 * control around it (`.Mui-focusVisible`), or MUI's focused text-field border.
 */
async function focus(page: Page): Promise<{ element: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'body', visible: false };
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50);
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const control = element.closest('.Mui-focusVisible');
    const visible =
      shows(element) || (control !== null && shows(control)) || element.closest('.Mui-focused') !== null;
    return { element: `${element.tagName.toLowerCase()} "${name}"`, visible };
  });
}

async function expectVisibleFocus(page: Page): Promise<void> {
  const where = await focus(page);
  expect(where, `the focus on ${where.element} shows`).toEqual({ element: where.element, visible: true });
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus shows at every stop.
 * Fails after `maxStops` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, maxStops = 150 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let step = 0; step < maxStops; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if ((await focus(page)).element !== 'body') await expectVisibleFocus(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${maxStops} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

test('sign in, approve a pending property type and sign out with the keyboard alone', async ({
  page,
  visit,
  sandbox,
}) => {
  const list = await sandbox.adminGet<PropertyListByApproval>(PropertyPaths.adminWithOwner);
  const property = list.notApprove.find((candidate) => candidate.propertyTypes.length > 0);
  if (!property) throw new Error('The seed has no pending property type.');
  const type = property.propertyTypes[0];
  const typeName = type.propertyTypeName ?? '';

  // Signing in: the LINE button, then the admin's account on the provider's page.
  await visit(page, { path: '/login', language: 'en' });
  await tabTo(page, page.getByRole('button', { name: /line/i }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/oauth/line/authorize');
  await tabTo(page, page.getByRole('button', { name: new RegExp(escapeRegExp(ADMIN_ACCOUNT), 'i') }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });

  // Property management from the sidebar.
  const menu = page.getByRole('navigation', { name: en.layout.menu.label });
  const group = menu.getByRole('button', { name: en.layout.menu.poolVilla });
  await tabTo(page, group);
  if ((await group.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, menu.getByRole('link', { name: en.pages.propertyManagement.title }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/property-management/);
  await expect(
    page.getByRole('heading', { level: 1, name: en.pages.propertyManagement.title }),
  ).toBeVisible();

  // The property's types, then the type's approve button.
  const card = page.locator(`[data-testid="property-card"][data-property-id="${property.propertyId}"]`);
  await tabTo(page, card.getByRole('button', { name: en.properties.property.expand }));
  await page.keyboard.press('Space');
  const typeCard = page.locator(
    `[data-testid="property-type"][data-property-type-id="${type.propertyTypeId}"]`,
  );
  const approve = typeCard.getByRole('button', {
    name: `${en.properties.type.approve}: ${typeName}`,
  });
  await tabTo(page, approve);

  // First the dialog is left without deciding: the focus goes back to the approve button.
  const dialog = page.getByRole('dialog', { name: en.properties.confirm.approve.title });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(typeName);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page);
  await tabTo(page, dialog.getByRole('button', { name: en.common.cancel }), { maxStops: 6 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(approve).toBeFocused();
  await expectVisibleFocus(page);

  // Then approved: Enter on the button, Tab and Shift+Tab inside the dialog to its approve action.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: en.properties.confirm.approve.action, exact: true });
  await tabTo(page, confirm, { back: true, maxStops: 6 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('notice')).toContainText(typeName);
  await expect(typeCard).toHaveCount(0);
  // The button left with its type: the focus goes to the next type's approve button, or to the
  // list's tab when the property had no other, never to the page's body.
  const next = property.propertyTypes[1];
  await expect(
    next
      ? page
          .locator(`[data-testid="property-type"][data-property-type-id="${next.propertyTypeId}"]`)
          .getByRole('button', { name: `${en.properties.type.approve}: ${next.propertyTypeName ?? ''}` })
      : page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(en.properties.tabs.pending)}`) }),
  ).toBeFocused();
  await expectVisibleFocus(page);
  await expect
    .poll(async () =>
      (await sandbox.adminGet<PropertyListByApproval>(PropertyPaths.adminWithOwner)).approve
        .flatMap((found) => found.propertyTypes)
        .some((found) => found.propertyTypeId === type.propertyTypeId),
    )
    .toBe(true);

  // Signing out: back up to the account menu, down to "Sign out".
  const account = page.getByRole('button', { name: en.layout.userMenu.open });
  await tabTo(page, account, { back: true });
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menuitem', { name: en.layout.userMenu.signOut });
  for (let step = 0; step < 5 && !(await isFocused(signOut)); step += 1)
    await page.keyboard.press('ArrowDown');
  await expect(signOut).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: /line/i })).toBeVisible();
});
