import type { Locator, Page } from '@playwright/test';
import {
  LocationPaths,
  PropertyPaths,
  type Location,
  type PropertyListByApproval,
} from '../../contract';

import {
  ADMIN_ACCOUNT as ADMIN,
  choosePreferences,
  eachLook,
  expect,
  test,
  text,
  type SandboxHandle,
  startFromSeed,
} from './support/fixtures';
import { CONSOLE_URL } from './support/env';
import { stillness } from './support/looks';

const ROUTE = '/property-management';

startFromSeed();

const api = <T>(sandbox: SandboxHandle, path: string) => sandbox.adminGet<T>(path);
const fullList = (sandbox: SandboxHandle) =>
  api<PropertyListByApproval>(sandbox, PropertyPaths.adminWithOwner);

async function openPage(
  page: Page,
  signIn: (page: Page, options: { provider: 'line'; account: string }) => Promise<void>,
  route = ROUTE,
) {
  await signIn(page, { provider: 'line', account: ADMIN });
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const cards = (page: Page) => page.getByTestId('property-card');
const card = (page: Page, propertyId: string) =>
  page.locator(`[data-testid="property-card"][data-property-id="${propertyId}"]`);
const typeCard = (page: Page, propertyTypeId: string) =>
  page.locator(`[data-testid="property-type"][data-property-type-id="${propertyTypeId}"]`);
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
const tab = (page: Page, which: 'pending' | 'approved') =>
  page.getByRole('tab', { name: which === 'pending' ? /^(รออนุมัติ|Pending approval)/ : /^(อนุมัติแล้ว|Approved)/ });

/** Opens a property's types and waits until they have slid open (a click into the region while it grows can be lost). */
async function expand(page: Page, propertyId: string): Promise<Locator> {
  const found = card(page, propertyId);
  await found.getByRole('button', { name: /^(แสดงประเภทห้องพัก|Show property types)$/ }).click();
  await stillness(page);
  return found;
}

async function expectCards(page: Page, list: PropertyListByApproval) {
  await expect.poll(() => cardNames(page)).toEqual(list.notApprove.map((property) => property.propertyName));
}

async function chooseLocation(page: Page, code: string) {
  await page.getByRole('combobox', { name: /^(สถานที่|Location)$/ }).click();
  await page.getByRole('option', { name: new RegExp(code) }).click();
}

const searchButton = (page: Page) => page.getByRole('button', { name: /^(ค้นหา|Search)$/ });
const keywordBox = (page: Page) => page.getByRole('textbox', { name: /^(คำค้นหา|Keyword)$/ });

/** Whether the sandbox has a property type approved (1), pending (0) or gone (undefined). */
const approvedIn = (sandbox: SandboxHandle, propertyTypeId: string) =>
  sandbox.query<{ approved: number }>(
    'SELECT approved FROM property_types WHERE property_type_id = ?',
    propertyTypeId,
  )[0]?.approved;

async function confirmDialog(page: Page, confirmLabel: RegExp) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await expect(dialog).toBeHidden();
}

test.describe('search', () => {
  test('by keyword, by location and by both, kept in the address', async ({ page, signIn, sandbox }) => {
    const locations = await api<Location[]>(sandbox, LocationPaths.all);
    const phuket = locations.find((location) => location.code === 'PKT')!;
    const byKeyword = await api<PropertyListByApproval>(
      sandbox,
      `${PropertyPaths.propertySearch}?keyword=villa`,
    );
    const byLocation = await api<PropertyListByApproval>(
      sandbox,
      `${PropertyPaths.propertySearch}?locationId=${phuket.locationId}`,
    );
    const byBoth = await api<PropertyListByApproval>(
      sandbox,
      `${PropertyPaths.propertySearch}?locationId=${phuket.locationId}&keyword=sea`,
    );
    await openPage(page, signIn);
    await expectCards(page, await fullList(sandbox));
    await expect(searchButton(page)).toBeDisabled();

    await keywordBox(page).fill('villa');
    await keywordBox(page).press('Enter');
    await expect(page).toHaveURL(/\?keyword=villa$/);
    await expectCards(page, byKeyword);

    await page.getByRole('button', { name: /^(ล้าง|Clear)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
    await chooseLocation(page, 'PKT');
    await searchButton(page).click();
    await expect(page).toHaveURL(new RegExp(`locationId=${phuket.locationId}`));
    await expectCards(page, byLocation);

    await keywordBox(page).fill('sea');
    await searchButton(page).click();
    await expect(page).toHaveURL(/keyword=sea/);
    await expectCards(page, byBoth);
    expect(byBoth.notApprove.length).toBeLessThan(byLocation.notApprove.length + byLocation.approve.length);

    // The search survives a reload.
    await page.reload();
    await expect(keywordBox(page)).toHaveValue('sea');
    await expect(page.getByRole('combobox', { name: /^(สถานที่|Location)$/ })).toHaveValue(
      `${phuket.name} (PKT)`,
    );
    await expectCards(page, byBoth);
  });
});

test.describe('decisions', () => {
  test('approve a pending type, find it under approved after a reload, then revoke it', async ({
    page,
    signIn,
    sandbox,
  }) => {
    const list = await fullList(sandbox);
    const property = list.notApprove.find((candidate) => candidate.propertyTypes.length > 0)!;
    const type = property.propertyTypes[0];
    await openPage(page, signIn);
    await expand(page, property.propertyId);
    await typeCard(page, type.propertyTypeId)
      .getByRole('button', { name: /^อนุมัติ:/ })
      .click();
    await expect(page.getByRole('dialog')).toContainText(type.propertyTypeName!);
    await confirmDialog(page, /^อนุมัติ$/);
    await expect(page.getByTestId('notice')).toContainText(`อนุมัติ “${type.propertyTypeName}” แล้ว`);
    await expect(typeCard(page, type.propertyTypeId)).toHaveCount(0);
    expect(approvedIn(sandbox, type.propertyTypeId)).toBe(1);

    await page.reload();
    await tab(page, 'approved').click();
    await expect(page).toHaveURL(/tab=approved/);
    await expand(page, property.propertyId);
    const approved = typeCard(page, type.propertyTypeId);
    await expect(approved).toBeVisible();
    const stored = await fullList(sandbox);
    expect(
      stored.approve
        .flatMap((found) => found.propertyTypes)
        .some((found) => found.propertyTypeId === type.propertyTypeId),
    ).toBe(true);

    await approved.getByRole('button', { name: /^ยกเลิกการอนุมัติ:/ }).click();
    await confirmDialog(page, /^ยกเลิกการอนุมัติ$/);
    await expect(typeCard(page, type.propertyTypeId)).toHaveCount(0);
    expect(approvedIn(sandbox, type.propertyTypeId)).toBe(0);
    expect(
      (await fullList(sandbox)).notApprove
        .flatMap((found) => found.propertyTypes)
        .some((found) => found.propertyTypeId === type.propertyTypeId),
    ).toBe(true);
    await page.reload();
    await tab(page, 'pending').click();
    await expand(page, property.propertyId);
    await expect(typeCard(page, type.propertyTypeId)).toBeVisible();
  });

  test('reject a pending type without bookings: asked first, then deleted (en)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const [candidate] = sandbox.query<{ property_type_id: string; property_id: string }>(
      `SELECT t.property_type_id, t.property_id FROM property_types t
        WHERE t.approved = 0 AND t.property_type_name IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.property_type_id = t.property_type_id)
        ORDER BY t.code LIMIT 1`,
    );
    const property = (await fullList(sandbox)).notApprove.find(
      (found) => found.propertyId === candidate.property_id,
    )!;
    const type = property.propertyTypes.find((found) => found.propertyTypeId === candidate.property_type_id)!;
    await visit(page, { path: ROUTE, language: 'en', account: ADMIN });
    await expand(page, property.propertyId);
    await typeCard(page, type.propertyTypeId)
      .getByRole('button', {
        name: text('en', 'properties.type.actionOf', {
          action: text('en', 'properties.type.reject'),
          name: type.propertyTypeName!,
        }),
      })
      .click();
    const dialog = page.getByRole('dialog', { name: text('en', 'properties.confirm.reject.title') });
    await expect(dialog).toContainText(
      text('en', 'properties.confirm.reject.message', { name: type.propertyTypeName! }),
    );
    await confirmDialog(page, new RegExp(`^${text('en', 'properties.confirm.reject.action')}$`));
    await expect(page.getByTestId('notice')).toContainText(
      text('en', 'properties.feedback.reject', { name: type.propertyTypeName! }),
    );
    await expect(typeCard(page, type.propertyTypeId)).toHaveCount(0);
    await expect.poll(() => approvedIn(sandbox, type.propertyTypeId)).toBeUndefined();
  });

  test('bulk-approve two pending types of different properties', async ({ page, signIn, sandbox }) => {
    const list = await fullList(sandbox);
    const [first, second] = list.notApprove.filter((property) => property.propertyTypes.length > 0);
    const types = [first.propertyTypes[0], second.propertyTypes[0]];
    await openPage(page, signIn);
    await expand(page, first.propertyId);
    await expand(page, second.propertyId);
    for (const type of types) await typeCard(page, type.propertyTypeId).getByRole('checkbox').check();
    const toolbar = page.getByRole('toolbar');
    await expect(toolbar).toContainText('เลือกแล้ว 2 รายการ');
    await toolbar.getByRole('button', { name: 'อนุมัติที่เลือก' }).click();
    await expect(page.getByRole('dialog', { name: 'อนุมัติ 2 ประเภทห้องพัก' })).toBeVisible();
    await confirmDialog(page, /^อนุมัติทั้งหมด$/);
    await expect(page.getByTestId('notice')).toContainText('อนุมัติ 2 ประเภทห้องพักแล้ว');

    const approvedIds = (await fullList(sandbox)).approve.flatMap((property) =>
      property.propertyTypes.map((type) => type.propertyTypeId),
    );
    for (const type of types) expect(approvedIds).toContain(type.propertyTypeId);
    await page.reload();
    await tab(page, 'approved').click();
    for (const property of [first, second]) await expand(page, property.propertyId);
    for (const type of types) await expect(typeCard(page, type.propertyTypeId)).toBeVisible();
  });
});

test.describe('details', () => {
  test('the owners dialog of a property with several owners', async ({ page, signIn, sandbox }) => {
    const list = await fullList(sandbox);
    const property = [...list.notApprove, ...list.approve].find(
      (candidate) => candidate.propertyOwners.length >= 3,
    )!;
    const inPending = list.notApprove.some((candidate) => candidate.propertyId === property.propertyId);
    const head = property.propertyOwners.find((owner) => owner.isHead)!;
    await openPage(page, signIn, inPending ? ROUTE : `${ROUTE}?tab=approved`);
    await card(page, property.propertyId)
      .getByRole('button', { name: `ดูเจ้าของของ ${property.propertyName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `เจ้าของ ${property.propertyName}` });
    await expect(dialog).toBeVisible();
    const owners = dialog.getByTestId('owner');
    await expect(owners).toHaveCount(property.propertyOwners.length);
    await expect(owners.first().getByRole('heading', { level: 3 })).toHaveText(
      `${head.firstName} ${head.lastName}`,
    );
    await expect(owners.first()).toContainText('เจ้าของหลัก');
    await expect(owners.nth(1)).not.toContainText('เจ้าของหลัก');
    await dialog.getByRole('button', { name: 'ปิด' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('summary counts, cards and property types show what the API holds; the location picker and an empty search (en)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const { consumerSiteUrl } = (await (await fetch(`${CONSOLE_URL}/config.json`)).json()) as {
      consumerSiteUrl: string;
    };
    const list = await fullList(sandbox);
    const typesIn = (properties: typeof list.approve) =>
      properties.reduce((sum, property) => sum + property.propertyTypes.length, 0);
    const [{ n: properties }] = sandbox.query<{ n: number }>('SELECT COUNT(*) AS n FROM properties');
    const [{ n: types }] = sandbox.query<{ n: number }>('SELECT COUNT(*) AS n FROM property_types');
    await visit(page, { path: ROUTE, language: 'en', account: ADMIN });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'pages.propertyManagement.title'),
    );
    for (const [id, field, value] of [
      ['approved', 'properties', list.approve.length],
      ['approved', 'propertyTypes', typesIn(list.approve)],
      ['pending', 'properties', list.notApprove.length],
      ['pending', 'propertyTypes', typesIn(list.notApprove)],
      ['total', 'properties', properties],
      ['total', 'propertyTypes', types],
    ] as const)
      await expect(page.getByTestId(`summary-${id}-${field}`)).toHaveText(value.toLocaleString('en-US'));

    // A card: name, code linking to the public site, location, type count, owners; then its types.
    const property = list.notApprove.find(
      (candidate) => candidate.propertyTypes.length >= 2 && candidate.propertyOwners.length > 0,
    )!;
    const found = card(page, property.propertyId);
    await expect(found.getByRole('heading', { level: 3 })).toHaveText(property.propertyName!);
    // A long name stops at two lines with an ellipsis (CSS line clamping, which only a browser draws).
    await expect(found.getByRole('heading', { level: 3 })).toHaveCSS('-webkit-line-clamp', '2');
    await expect(found.getByRole('heading', { level: 3 })).toHaveCSS('overflow', 'hidden');
    const site = found.getByRole('link', {
      name: text('en', 'properties.property.openOnSite', { code: property.code! }),
    });
    await expect(site).toHaveAttribute('href', `${consumerSiteUrl}/poolvilla/${property.code}`);
    await expect(found).toContainText(property.locationName!);
    await expect(found).toContainText(
      text('en', 'properties.property.typeCount_other', { count: property.propertyTypes.length }),
    );
    await expect(
      found.getByRole('button', {
        name: text('en', 'properties.property.showOwners', { name: property.propertyName! }),
      }),
    ).toContainText(text('en', 'properties.property.owners', { count: property.propertyOwners.length }));
    await expand(page, property.propertyId);
    for (const type of property.propertyTypes) {
      const shown = typeCard(page, type.propertyTypeId);
      await expect(shown).toContainText(type.propertyTypeName!);
      await expect(
        shown.getByRole('link', { name: text('en', 'properties.property.openOnSite', { code: type.code! }) }),
      ).toHaveAttribute('href', `${consumerSiteUrl}/poolvilla/${type.code}`);
      await expect(shown).toContainText(`${(type.startPrice ?? 0).toLocaleString('en-US')} / night`);
      await expect(shown).toContainText(
        text('en', type.maxPeople === 1 ? 'properties.type.people_one' : 'properties.type.people_other', {
          count: type.maxPeople ?? 0,
        }),
      );
    }

    // The location picker: name and code, 'not found' when nothing matches; typing drops the choice.
    const location = page.getByRole('combobox', { name: text('en', 'properties.search.location') });
    await location.fill('zzz');
    await expect(page.getByText(text('en', 'properties.search.locationNotFound'))).toBeVisible();
    await location.fill('PKT');
    await page.getByRole('option', { name: /PKT/ }).click();
    await expect(searchButton(page)).toBeEnabled();
    await location.press('End');
    await location.press('Backspace');
    await expect(searchButton(page)).toBeDisabled();

    // A search that matches nothing: the no-result message, and its Clear.
    await keywordBox(page).fill('zzz-no-such-villa');
    await keywordBox(page).press('Enter');
    await expect(page.getByText(text('en', 'properties.empty.search'), { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: text('en', 'properties.empty.clearSearch') }).click();
    await expectCards(page, list);
  });

  test('a broken banner shows the placeholder', async ({ page, signIn, sandbox, consoleProblems }) => {
    // The broken image's 404 is what the browser logs; it is the point of this test.
    consoleProblems.allow(/status of 404/);
    const [broken] = sandbox.query<{ property_id: string; property_type_id: string; approved: number }>(
      `SELECT t.property_id, t.property_type_id, t.approved FROM property_types t
        WHERE t.banner_image_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM images i WHERE i.image_id = t.banner_image_id) LIMIT 1`,
    );
    expect(broken).toBeDefined();
    await openPage(page, signIn, broken.approved ? `${ROUTE}?tab=approved` : ROUTE);
    await expand(page, broken.property_id);
    const placeholder = typeCard(page, broken.property_type_id).getByTestId('banner-placeholder');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAccessibleName('ไม่มีรูปภาพ');
    await expect(typeCard(page, broken.property_type_id).locator('img')).toHaveCount(0);
  });

  test('hostile seeded values render inertly and the layout holds', async ({ page, signIn, sandbox }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const list = await fullList(sandbox);
    const all = [...list.notApprove, ...list.approve];
    const long = list.notApprove.find((property) => (property.propertyName ?? '').length >= 250)!;
    const hostile = all.find((property) =>
      property.propertyOwners.some((owner) => owner.location === 'javascript:alert(1)'),
    )!;
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, signIn);

    // The 300-character name wraps inside its card: nothing overflows the page sideways.
    const longCard = card(page, long.propertyId);
    await expect(longCard.getByRole('heading', { level: 3 })).toHaveText(long.propertyName!);
    await expand(page, long.propertyId);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const cardBox = (await longCard.boundingBox())!;
    const headingBox = (await longCard.getByRole('heading', { level: 3 }).boundingBox())!;
    expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);

    // The javascript: location is plain text, never a link.
    if (!list.notApprove.some((property) => property.propertyId === hostile.propertyId))
      await tab(page, 'approved').click();
    await card(page, hostile.propertyId)
      .getByRole('button', { name: /^ดูเจ้าของของ/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('javascript:alert(1)');
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    const hostileOwner = dialog.getByTestId('owner').filter({ hasText: 'javascript:alert(1)' });
    await expect(hostileOwner.locator('[data-field="location"] a')).toHaveCount(0);
    await hostileOwner.getByText('javascript:alert(1)').click();
    await dialog.getByRole('button', { name: 'ปิด' }).last().click();
    expect(dialogs).toEqual([]);
  });
});

test.describe('screenshots', () => {
  test('property management at 390 and 1440 px, light and dark, Thai and English', async ({
    page,
    signIn,
    sandbox,
    saveScreenshot,
  }) => {
    const list = await fullList(sandbox);
    const property = list.notApprove.find((candidate) => candidate.propertyTypes.length >= 2)!;
    await openPage(page, signIn);
    await expand(page, property.propertyId);
    await eachLook(page, async ({ language, theme, width }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'pages.propertyManagement.title'),
      );
      await expect(
        page.getByRole('tab', { name: new RegExp(`^${text(language, 'properties.tabs.approved')}`) }),
      ).toBeVisible();
      await expect(page.getByTestId('summary-total-properties')).toHaveAttribute('aria-busy', 'false');
      await expect(typeCard(page, property.propertyTypes[0].propertyTypeId).locator('img')).toHaveJSProperty(
        'complete',
        true,
      );
      await saveScreenshot(page, { screen: 'properties', language, theme, width });
    });
    // The owners dialog, once per language.
    for (const language of ['th', 'en'] as const) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await choosePreferences(page, language, 'light');
      await card(page, property.propertyId)
        .getByRole('button', { name: /^(ดูเจ้าของของ|Show the owners of)/ })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await saveScreenshot(page, { screen: 'properties-owners', language, theme: 'light', width: 1440 });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
});
