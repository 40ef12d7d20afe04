import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { PropertyPaths, type Property, type PropertyType } from '../../../../contract';
import { TEST_API } from '../../../support/testConfig';
import {
  APPROVED,
  cardOf,
  envelope,
  expandProperty,
  PENDING,
  pendingProperty,
  ROUTE,
  sandboxList,
  storedApproval,
  tab,
  typeCardOf,
  typeName,
  usePropertyManagementFile,
} from './helpers';

const { sandbox, admin, render } = usePropertyManagementFile();

type User = Awaited<ReturnType<typeof render>>['user'];

const failWith = (
  method: 'patch' | 'delete',
  path: string,
  status: number,
  description: string,
  message: string,
) =>
  sandbox.server.use(
    http[method](`${TEST_API}${path}`, () =>
      HttpResponse.json(envelope(null, status, description, message), { status }),
    ),
  );

/** Clicks a type's action and answers its confirmation; returns the dialog's text. */
async function decide(user: User, type: PropertyType, action: 'Approve' | 'Revoke approval' | 'Reject') {
  const card = typeCardOf(type.propertyTypeId)!;
  await user.click(within(card).getByRole('button', { name: `${action}: ${typeName(type)}` }));
  const dialog = await screen.findByRole('dialog');
  const text = dialog.textContent ?? '';
  const confirmLabel = action === 'Approve' ? 'Approve' : action;
  await user.click(within(dialog).getByRole('button', { name: confirmLabel }));
  await dialogGone();
  return text;
}

/** The page is inert while a dialog is open or closing. */
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** The console's notice, which confirms every change the same way. */
const feedback = () => screen.findByTestId('notice');

/** Whether the type is listed in the tab shown (its property's card, expanded, holds it). */
async function listedInShownTab(user: User, property: Property, type: PropertyType): Promise<boolean> {
  const card = cardOf(property.propertyId);
  if (!card) return false;
  if (!typeCardOf(type.propertyTypeId) && within(card).queryByRole('button', { name: 'Show property types' }))
    await user.click(within(card).getByRole('button', { name: 'Show property types' }));
  return typeCardOf(type.propertyTypeId) !== null;
}

describe('approve', () => {
  it('asks first, naming the type; moves it to Approved at once; the server holds it', async () => {
    const list = await sandboxList(admin);
    const property = pendingProperty(list);
    const type = property.propertyTypes[0];
    const { user } = await render();
    await expandProperty(user, property.propertyId);

    await user.click(
      within(typeCardOf(type.propertyTypeId)!).getByRole('button', { name: `Approve: ${typeName(type)}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve property type' });
    expect(dialog).toHaveTextContent(`Approve “${typeName(type)}”?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(storedApproval(sandbox, type.propertyTypeId)).toBe(false);

    const before = sandbox.count(PropertyPaths.adminWithOwner);
    await decide(user, type, 'Approve');
    expect(await feedback()).toHaveTextContent(`“${typeName(type)}” is approved.`);
    expect(storedApproval(sandbox, type.propertyTypeId)).toBe(true);
    // Empty body, no JSON content type: the server refuses an empty JSON body.
    const patch = sandbox.requests.find((seen) => seen.method === 'PATCH')!;
    expect(patch.headers.get('content-type')).toBeNull();
    // The list is reloaded after the decision.
    await waitFor(() => expect(sandbox.count(PropertyPaths.adminWithOwner)).toBeGreaterThan(before));

    expect(await listedInShownTab(user, property, type)).toBe(false);
    await user.click(tab(APPROVED));
    expect(await listedInShownTab(user, property, type)).toBe(true);
    expect(
      within(typeCardOf(type.propertyTypeId)!).getByRole('button', {
        name: `Revoke approval: ${typeName(type)}`,
      }),
    ).toBeInTheDocument();
  });

  it('leaves room below the last card while its message shows, so the message covers no button', async () => {
    const property = pendingProperty(await sandboxList(admin));
    const type = property.propertyTypes[0];
    const { user } = await render();
    await expandProperty(user, property.propertyId);
    // The admin layout's main area: the same room under any page while a notice shows.
    const content = screen.getByRole('main');
    const usual = getComputedStyle(content).paddingBottom;
    expect(usual).not.toBe('112px');

    await decide(user, type, 'Approve');
    const message = await feedback();
    expect(getComputedStyle(content).paddingBottom).toBe('112px');
    await user.click(within(message).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(getComputedStyle(content).paddingBottom).toBe(usual));
  });

  it('shows the decision before the server answers', async () => {
    const list = await sandboxList(admin);
    const property = pendingProperty(list);
    const type = property.propertyTypes[0];
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(
      http.patch(`${TEST_API}${PropertyPaths.approve(type.propertyTypeId)}`, async () => {
        await answered;
        return undefined;
      }),
    );
    const { user } = await render();
    await expandProperty(user, property.propertyId);
    const pendingBefore = Number(screen.getByTestId('summary-pending-propertyTypes').textContent);
    await decide(user, type, 'Approve');

    await waitFor(() => expect(typeCardOf(type.propertyTypeId)).toBeNull());
    expect(screen.getByTestId('summary-pending-propertyTypes')).toHaveTextContent(String(pendingBefore - 1));
    await user.click(tab(APPROVED));
    expect(await listedInShownTab(user, property, type)).toBe(true);
    // While the server decides, the type cannot be decided again.
    const moved = typeCardOf(type.propertyTypeId)!;
    expect(within(moved).getByRole('button', { name: `Revoke approval: ${typeName(type)}` })).toBeDisabled();
    release();
    await waitFor(() =>
      expect(within(moved).getByRole('button', { name: `Revoke approval: ${typeName(type)}` })).toBeEnabled(),
    );
  });

  it('puts the type back and tells the admin, in their language, when the server refuses', async () => {
    const list = await sandboxList(admin);
    const property = pendingProperty(list);
    const type = property.propertyTypes[0];
    failWith('patch', PropertyPaths.approve(type.propertyTypeId), 500, 'INTERNAL_ERROR', 'ระบบขัดข้อง');
    const { user, store } = await render(ROUTE, 'th');
    await expandProperty(user, property.propertyId);
    await user.click(
      within(typeCardOf(type.propertyTypeId)!).getByRole('button', { name: `อนุมัติ: ${typeName(type)}` }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'อนุมัติ' }));
    await dialogGone();

    const message = await feedback();
    expect(message).toHaveTextContent(`ไม่สามารถอนุมัติ “${typeName(type)}” ได้ ยังคงอยู่ใน รออนุมัติ`);
    expect(message).toHaveTextContent('ระบบขัดข้อง');
    expect(store.getState().alert.open).toBe(false);
    await waitFor(() => expect(typeCardOf(type.propertyTypeId)).not.toBeNull());
    expect(storedApproval(sandbox, type.propertyTypeId)).toBe(false);
    await user.click(tab(APPROVED));
    expect(await listedInShownTab(user, property, type)).toBe(false);
  });

  it('tells a network failure with the general message', async () => {
    const list = await sandboxList(admin);
    const property = pendingProperty(list);
    const type = property.propertyTypes[0];
    sandbox.server.use(
      http.patch(`${TEST_API}${PropertyPaths.approve(type.propertyTypeId)}`, () => HttpResponse.error()),
    );
    const { user } = await render();
    await expandProperty(user, property.propertyId);
    await decide(user, type, 'Approve');
    expect(await feedback()).toHaveTextContent(
      'The system is unable to process your request at the moment. Please try again later.',
    );
    await waitFor(() => expect(typeCardOf(type.propertyTypeId)).not.toBeNull());
  });

  it("keeps the admin's decision when someone else approved the type first", async () => {
    const list = await sandboxList(admin);
    const property = pendingProperty(list);
    const type = property.propertyTypes[0];
    const { user } = await render();
    await expandProperty(user, property.propertyId);
    // Another admin approves it meanwhile; the console's list still shows it pending.
    await sandbox.app.inject({
      method: 'PATCH',
      url: PropertyPaths.approve(type.propertyTypeId),
      headers: { authorization: `Bearer ${admin.tokens.accessToken}` },
    });
    await decide(user, type, 'Approve');
    expect(await feedback()).toHaveTextContent('is approved');
    // The toggle first revoked it; the console saw that in the answer and toggled back.
    expect(sandbox.requests.filter((seen) => seen.method === 'PATCH')).toHaveLength(2);
    expect(storedApproval(sandbox, type.propertyTypeId)).toBe(true);
  });
});

describe('revoke', () => {
  it('returns an approved type to Pending approval', async () => {
    const list = await sandboxList(admin);
    const property = list.approve[0];
    const type = property.propertyTypes[0];
    const { user } = await render();
    await user.click(tab(APPROVED));
    await expandProperty(user, property.propertyId);
    const text = await decide(user, type, 'Revoke approval');
    expect(text).toContain(`Revoke the approval of “${typeName(type)}”?`);
    expect(await feedback()).toHaveTextContent(`The approval of “${typeName(type)}” was revoked`);
    expect(storedApproval(sandbox, type.propertyTypeId)).toBe(false);
    expect(await listedInShownTab(user, property, type)).toBe(false);
    await user.click(tab(PENDING));
    await waitFor(async () => expect(await listedInShownTab(user, property, type)).toBe(true));
    expect(
      within(typeCardOf(type.propertyTypeId)!).getByRole('button', { name: `Approve: ${typeName(type)}` }),
    ).toBeInTheDocument();
  });

  it('leaves the type approved when the server refuses', async () => {
    const list = await sandboxList(admin);
    const property = list.approve[0];
    const type = property.propertyTypes[0];
    failWith('patch', PropertyPaths.approve(type.propertyTypeId), 500, 'INTERNAL_ERROR', 'Server error');
    const { user } = await render();
    await user.click(tab(APPROVED));
    await expandProperty(user, property.propertyId);
    await decide(user, type, 'Revoke approval');
    expect(await feedback()).toHaveTextContent(
      `Could not revoke the approval of “${typeName(type)}”; it stays Approved.`,
    );
    await waitFor(() => expect(typeCardOf(type.propertyTypeId)).not.toBeNull());
    expect(storedApproval(sandbox, type.propertyTypeId)).toBe(true);
  });
});

describe('reject', () => {
  it('explains what it does, deletes the type and takes it out of the queue', async () => {
    const list = await sandboxList(admin);
    const property = pendingProperty(list, 2);
    const type = property.propertyTypes[1];
    const { user } = await render();
    await expandProperty(user, property.propertyId);
    const text = await decide(user, type, 'Reject');
    expect(text).toContain('Reject property type');
    expect(text).toContain('leaves the approval queue and the partner has to submit it again');
    expect(text).toContain('cannot be undone');
    expect(await feedback()).toHaveTextContent(
      `“${typeName(type)}” was rejected and left the approval queue.`,
    );
    expect(
      sandbox.requests.some(
        (seen) => seen.method === 'DELETE' && seen.path === PropertyPaths.propertyType(type.propertyTypeId),
      ),
    ).toBe(true);
    expect(storedApproval(sandbox, type.propertyTypeId)).toBeNull();
    expect(typeCardOf(type.propertyTypeId)).toBeNull();
    // Not in Approved either, and still gone after the reload.
    await user.click(tab(APPROVED));
    expect(typeCardOf(type.propertyTypeId)).toBeNull();
    await user.click(tab(PENDING));
    await waitFor(async () =>
      expect(await listedInShownTab(user, property, property.propertyTypes[0])).toBe(true),
    );
    expect(typeCardOf(type.propertyTypeId)).toBeNull();
  });

  it('keeps a type with bookings in the queue and says why', async () => {
    // An approved type with bookings, revoked: pending again, but the server will not delete it.
    const booked = sandbox.app.db
      .prepare(
        'SELECT t.property_type_id AS id FROM property_types t WHERE EXISTS (SELECT 1 FROM bookings b WHERE b.property_type_id = t.property_type_id) LIMIT 1',
      )
      .get() as { id: string };
    await sandbox.app.inject({
      method: 'PATCH',
      url: PropertyPaths.approve(booked.id),
      headers: { authorization: `Bearer ${admin.tokens.accessToken}` },
    });
    const list = await sandboxList(admin);
    const property = list.notApprove.find((candidate) =>
      candidate.propertyTypes.some((type) => type.propertyTypeId === booked.id),
    )!;
    const type = property.propertyTypes.find((candidate) => candidate.propertyTypeId === booked.id)!;
    const { user } = await render();
    await expandProperty(user, property.propertyId);
    await decide(user, type, 'Reject');
    const message = await feedback();
    expect(message).toHaveTextContent(`Could not reject “${typeName(type)}”; it stays in Pending approval.`);
    expect(message).toHaveTextContent('This property type has bookings.');
    await waitFor(() => expect(typeCardOf(type.propertyTypeId)).not.toBeNull());
    expect(storedApproval(sandbox, type.propertyTypeId)).toBe(false);
  });
});

describe('bulk approval', () => {
  it('approves types ticked across properties in one confirmed step', async () => {
    const list = await sandboxList(admin);
    const [first, second] = list.notApprove.filter((property) => property.propertyTypes.length > 0);
    const types = [first.propertyTypes[0], second.propertyTypes[0]];
    const { user } = await render();
    expect(await screen.findByRole('toolbar', { name: 'Bulk approval' })).toHaveTextContent(
      'Tick pending property types',
    );
    await expandProperty(user, first.propertyId);
    await expandProperty(user, second.propertyId);
    for (const type of types)
      await user.click(screen.getByRole('checkbox', { name: `Select ${typeName(type)} for bulk approval` }));
    expect(screen.getByRole('toolbar')).toHaveTextContent('2 selected');
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 property types' });
    for (const type of types) expect(dialog).toHaveTextContent(typeName(type));
    await user.click(within(dialog).getByRole('button', { name: 'Approve all' }));
    await dialogGone();
    expect(await feedback()).toHaveTextContent('2 property types approved.');
    for (const type of types) expect(storedApproval(sandbox, type.propertyTypeId)).toBe(true);
    expect(screen.getByRole('toolbar')).not.toHaveTextContent('selected');
  });

  it('selects all pending types of one property with one tick', async () => {
    const list = await sandboxList(admin);
    const property = pendingProperty(list, 2);
    const { user } = await render();
    await expandProperty(user, property.propertyId);
    await user.click(
      screen.getByRole('checkbox', { name: `Select all pending property types of ${property.propertyName}` }),
    );
    expect(screen.getByRole('toolbar')).toHaveTextContent(`${property.propertyTypes.length} selected`);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('toolbar')).not.toHaveTextContent('selected');
  });

  it('reports each outcome when some fail; the failed stay pending and selected', async () => {
    const list = await sandboxList(admin);
    const property = pendingProperty(list, 3);
    const [good, bad, alsoGood] = property.propertyTypes;
    failWith('patch', PropertyPaths.approve(bad.propertyTypeId), 500, 'INTERNAL_ERROR', 'Injected failure');
    sandbox.server.use(
      http.patch(`${TEST_API}${PropertyPaths.approve(alsoGood.propertyTypeId)}`, async () => {
        await delay(50);
        return undefined;
      }),
    );
    const { user } = await render();
    await expandProperty(user, property.propertyId);
    for (const type of [good, bad, alsoGood])
      await user.click(screen.getByRole('checkbox', { name: `Select ${typeName(type)} for bulk approval` }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve all' }));

    const result = await screen.findByRole('dialog', { name: 'Bulk approval result' });
    expect(result).toHaveTextContent('2 approved, 1 not approved.');
    const outcomes = within(result).getAllByTestId('bulk-outcome');
    expect(outcomes.map((outcome) => outcome.dataset.approved)).toEqual(['true', 'false', 'true']);
    expect(outcomes[1]).toHaveTextContent(`${typeName(bad)}`);
    expect(outcomes[1]).toHaveTextContent('Not approved: Injected failure');
    expect(storedApproval(sandbox, good.propertyTypeId)).toBe(true);
    expect(storedApproval(sandbox, alsoGood.propertyTypeId)).toBe(true);
    expect(storedApproval(sandbox, bad.propertyTypeId)).toBe(false);
    await user.click(within(result).getAllByRole('button', { name: 'Close' }).at(-1)!);
    // Unchanged while it fades out, not emptied.
    expect(within(result).getAllByTestId('bulk-outcome')).toHaveLength(3);
    expect(result).toHaveTextContent('2 approved, 1 not approved.');
    await dialogGone();

    await waitFor(() => expect(typeCardOf(bad.propertyTypeId)).not.toBeNull());
    expect(typeCardOf(good.propertyTypeId)).toBeNull();
    expect(screen.getByRole('checkbox', { name: `Select ${typeName(bad)} for bulk approval` })).toBeChecked();
    expect(screen.getByRole('toolbar')).toHaveTextContent('1 selected');
  });
});
