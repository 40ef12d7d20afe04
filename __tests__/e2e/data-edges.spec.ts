import type { Page } from '@playwright/test';
import { ProfilePaths, PropertyPaths, type PropertyListByApproval } from '../../contract';
import {
  ADMIN_ACCOUNT as ADMIN,
  choosePreferences,
  customers,
  eachLook,
  expect,
  gridRow,
  profileRows,
  startFromSeed,
  test,
  text,
} from './support/fixtures';

// Data the seed does not have, made for the test through the API the console itself uses (as the
// seeded administrator): a name and an email longer than a table cell shows, a property without
// owners. The file starts from the seed, and puts back what it can.

startFromSeed();

/** 92 UTF-16 units, 77 characters as a reader counts them (Thai letters with their marks). */
const LONG_FIRST_NAME = 'กรุงเทพมหานคร';
const LONG_LAST_NAME = 'อมรรัตนโกสินทร์มหินทรายุธยามหาดิลกภพนพรัตนราชธานีบุรีรมย์อุดมราชนิเวศน์มหาสถาน';
const LONG_NAME = `${LONG_FIRST_NAME} ${LONG_LAST_NAME}`;
/**
 * The first 60 characters and an ellipsis. The cut falls after "อุ" (a letter and its vowel mark,
 * one character): cutting at 60 UTF-16 units would end elsewhere, and strand marks.
 */
const LONG_NAME_CUT = 'กรุงเทพมหานคร อมรรัตนโกสินทร์มหินทรายุธยามหาดิลกภพนพรัตนราชธานีบุรีรมย์อุ…';
const LONG_EMAIL = 'somchai.and.the.longest.mailbox.in.the.whole.kingdom@poolvilla-long-domain.example';
const LONG_EMAIL_CUT = `${LONG_EMAIL.slice(0, 60)}…`;

/** The cell's text as shown, then its tooltip on hover (the whole text). */
async function expectCutWithTooltip(page: Page, cellText: string, cut: string, whole: string) {
  const cell = gridRow(page, cellText).locator('[data-truncated]').filter({ hasText: cut });
  await expect(cell).toHaveText(cut);
  await cell.hover();
  const tooltip = page.getByRole('tooltip').filter({ hasText: whole });
  await expect(tooltip).toHaveText(whole);
  // The whole text is the cut text's label too (what a screen reader reads).
  await expect(cell).toHaveAttribute('aria-label', whole);
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
}

test.describe('edges of the data', () => {
  test('text cells are cut at 60 characters with an ellipsis; the tooltip shows the whole text, in Thai and English at 390 and 1440 px', async ({
    page,
    visit,
    sandbox,
  }) => {
    const target = customers(sandbox, true)[0];
    await sandbox.adminSend('PUT', ProfilePaths.byId(target.profile_id), {
      firstName: LONG_FIRST_NAME,
      lastName: LONG_LAST_NAME,
      email: LONG_EMAIL,
    });
    try {
      expect(profileRows(sandbox, target.profile_id)[0]).toMatchObject({
        first_name: LONG_FIRST_NAME,
        last_name: LONG_LAST_NAME,
        email: LONG_EMAIL,
      });
      expect(
        Array.from(new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(LONG_NAME)),
      ).toHaveLength(77);
      await visit(page, { path: `/user-management?q=${encodeURIComponent(LONG_EMAIL)}`, account: ADMIN });
      await eachLook(page, async ({ width }) => {
        await expect(gridRow(page, LONG_NAME_CUT)).toHaveCount(1);
        await expectCutWithTooltip(page, LONG_NAME_CUT, LONG_NAME_CUT, LONG_NAME);
        // The email column shows from 600 px.
        if (width >= 600) await expectCutWithTooltip(page, LONG_NAME_CUT, LONG_EMAIL_CUT, LONG_EMAIL);
      });
      // A text of 60 characters or fewer is shown whole, with no tooltip: another customer's row.
      const other = customers(sandbox, true)[1];
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/user-management?q=${encodeURIComponent(other.email)}`);
      const row = gridRow(page, other.email);
      await expect(row).toBeVisible();
      await expect(row.locator('[data-truncated]')).toHaveCount(0);
    } finally {
      await sandbox.adminSend('PUT', ProfilePaths.byId(target.profile_id), {
        firstName: target.first_name,
        lastName: target.last_name,
        email: target.email,
      });
    }
  });

  test('the owners button shows only for a property that has owners, in Thai and English', async ({
    page,
    visit,
    sandbox,
  }) => {
    const list = await sandbox.adminGet<PropertyListByApproval>(PropertyPaths.adminWithOwner);
    // An approved property whose owners own nothing else, so deleting them empties this one only;
    // and another approved property that keeps its owners.
    const owns = (profileId: string) =>
      sandbox.query<{ n: number }>(
        'SELECT count(*) AS n FROM property_owners WHERE profile_id = ?',
        profileId,
      )[0].n;
    const ownerless = list.approve.find(
      (property) =>
        property.propertyOwners.length > 0 &&
        property.propertyOwners.every((owner) => owner.email !== ADMIN && owns(owner.profileId) === 1),
    )!;
    const owned = list.approve.find(
      (property) => property.propertyId !== ownerless.propertyId && property.propertyOwners.length > 0,
    )!;
    for (const owner of ownerless.propertyOwners)
      await sandbox.adminSend('DELETE', ProfilePaths.remove(owner.profileId));
    expect(
      sandbox.query('SELECT profile_id FROM property_owners WHERE property_id = ?', ownerless.propertyId),
    ).toEqual([]);

    await visit(page, { path: '/property-management?tab=approved', account: ADMIN });
    const card = (propertyId: string) =>
      page.locator(`[data-testid="property-card"][data-property-id="${propertyId}"]`);
    for (const language of ['th', 'en'] as const) {
      await choosePreferences(page, language, 'light');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'pages.propertyManagement.title'),
      );
      const showOwners = (name: string) =>
        page.getByRole('button', { name: text(language, 'properties.property.showOwners', { name }) });
      await expect(card(owned.propertyId)).toBeVisible();
      await expect(showOwners(owned.propertyName!)).toBeVisible();
      await expect(card(ownerless.propertyId)).toBeVisible();
      await expect(card(ownerless.propertyId).getByRole('heading', { level: 3 })).toHaveText(
        ownerless.propertyName!,
      );
      await expect(showOwners(ownerless.propertyName!)).toHaveCount(0);
      await expect(card(ownerless.propertyId)).not.toContainText(
        text(language, 'properties.property.owners', { count: 0 }).split('(')[0].trim(),
      );
    }
  });
});
