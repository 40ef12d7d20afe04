import fs from 'node:fs';
import {
  ADMIN_ACCOUNT as ADMIN,
  customers,
  either,
  eitherStart,
  expect,
  gridLoaded,
  gridRow,
  nameOf,
  startFromSeed,
  test,
  text,
} from './support/fixtures';

// The audit trail (issue 35): what an admin changes in user management is on the audit page and in
// the user's dialog, with the admin's name and the values before and after. From the seed.
startFromSeed();

interface StoredEntry {
  action: string;
  actor_id: string;
  actor_name: string;
  before_json: string;
  after_json: string;
}

test.describe('audit log', () => {
  test('a role change and a switch-off are on the audit page and in the user dialog, by the admin, before → after (en, 1440 px)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const target = customers(sandbox, true)[0];
    const name = nameOf(target);
    await visit(page, {
      path: `/user-management?q=${encodeURIComponent(target.email)}`,
      language: 'en',
      account: ADMIN,
    });
    await gridLoaded(page);
    const row = gridRow(page, target.email);

    await row.getByRole('button', { name: eitherStart('users.actions.changeRole') }).click();
    const roleDialog = page.getByRole('dialog');
    await roleDialog.getByRole('combobox').click();
    await page.getByRole('option', { name: either('roles.PARTNER') }).click();
    await roleDialog.getByRole('button', { name: either('users.changeRole.save') }).click();
    await expect(row.getByText(either('roles.PARTNER'))).toBeVisible();
    await row.getByRole('switch', { name: text('en', 'users.activeLabel', { name }) }).click();
    await expect(row.getByRole('switch')).not.toBeChecked();

    // Stored by the sandbox with the admin of the access token, in the order they were made.
    const [admin] = sandbox.query<{ profile_id: string; name: string }>(
      "SELECT profile_id, first_name || ' ' || last_name AS name FROM profiles WHERE email = ?",
      ADMIN,
    );
    await expect
      .poll(() =>
        sandbox
          .query<StoredEntry>(
            'SELECT action, actor_id, actor_name, before_json, after_json FROM audit_log WHERE target_id = ? ORDER BY seq',
            target.profile_id,
          )
          .map((entry) => ({
            ...entry,
            before: JSON.parse(entry.before_json),
            after: JSON.parse(entry.after_json),
          })),
      )
      .toEqual([
        expect.objectContaining({
          action: 'user.role',
          actor_id: admin.profile_id,
          actor_name: admin.name,
          before: { role: 'CUSTOMER' },
          after: { role: 'PARTNER' },
        }),
        expect.objectContaining({
          action: 'user.active',
          actor_id: admin.profile_id,
          before: { active: true },
          after: { active: false },
        }),
      ]);

    // The audit page from the sidebar (its User group is open on user management): the two newest
    // entries, newest first.
    const nav = page.getByRole('navigation', { name: text('en', 'layout.menu.label') });
    await nav.getByRole('link', { name: text('en', 'pages.auditLog.title') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', 'pages.auditLog.title') }),
    ).toBeVisible();
    await gridLoaded(page);
    const rows = page.locator('[role="row"][data-id]');
    const switchedOff = rows.nth(0);
    const roleChanged = rows.nth(1);
    await expect(switchedOff).toContainText(text('en', 'audit.actions.user.active'));
    await expect(switchedOff).toContainText(admin.name);
    await expect(switchedOff).toContainText(`${text('en', 'audit.targetKinds.user')}: ${name}`);
    await expect(switchedOff).toContainText('Active: Yes → No');
    await expect(roleChanged).toContainText(text('en', 'audit.actions.user.role'));
    await expect(roleChanged).toContainText(admin.name);
    await expect(roleChanged).toContainText('Role: Customer → Partner');

    // Only this admin's role changes: the filters go to the address, the list follows.
    await page.getByRole('combobox', { name: text('en', 'audit.log.filters.action') }).click();
    await page.getByRole('option', { name: text('en', 'audit.actions.user.role') }).click();
    await expect(page).toHaveURL(/action=user\.role/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);

    // The entry's record opens the user's dialog, whose history shows both changes.
    await rows
      .first()
      .getByRole('link', { name: text('en', 'audit.log.openTarget', { kind: 'User', name }) })
      .click();
    const userDialog = page.getByRole('dialog', { name: text('en', 'users.edit.title', { name }) });
    const history = userDialog.getByRole('region', { name: text('en', 'audit.timeline.title') });
    const items = history.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(text('en', 'audit.actions.user.active'));
    await expect(items.nth(0)).toContainText(`By ${admin.name}`);
    await expect(items.nth(0)).toContainText('Active: Yes → No');
    await expect(items.nth(1)).toContainText('Role: Customer → Partner');
    await expect(
      history.getByRole('link', { name: text('en', 'audit.timeline.seeAll_other', { count: 2 }) }),
    ).toHaveAttribute('href', `/audit-log?targetId=${target.profile_id}`);
  });

  test('the CSV export holds every entry the filters match, not only the page on screen (th)', async ({
    page,
    visit,
    sandbox,
  }) => {
    const stored = sandbox.query<{ target_name: string }>(
      "SELECT target_name FROM audit_log WHERE action = 'slip.upload' ORDER BY at DESC, seq DESC",
    );
    expect(stored.length).toBeGreaterThan(10);
    await visit(page, { path: '/audit-log?action=slip.upload', language: 'th', account: ADMIN });
    await gridLoaded(page);
    await expect(page.locator('[role="row"][data-id]')).toHaveCount(10);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text('th', 'table.exportCsv') }).click();
    const file = await (await download).path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      ['at', 'actor', 'action', 'target', 'changes']
        .map((column) => text('th', `audit.log.columns.${column}`))
        .join(','),
    );
    // The header, an entry a line, and the CRLF that ends the last.
    expect(lines).toHaveLength(stored.length + 2);
    expect(lines.at(-1)).toBe('');
    lines.slice(1, -1).forEach((line, index) => {
      expect(line).toContain(text('th', 'audit.actions.slip.upload'));
      expect(line).toContain(stored[index].target_name);
    });
  });
});
