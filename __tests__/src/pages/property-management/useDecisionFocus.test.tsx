import { act, screen, waitFor, within } from '@testing-library/react';
import type { PropertyType } from '../../../../contract';
import {
  APPROVED,
  expandProperty,
  PENDING,
  pendingProperty,
  sandboxList,
  tab,
  typeCardOf,
  typeName,
  usePropertyManagementFile,
} from './helpers';

/**
 * Where the keyboard's focus goes when a decision takes the type whose button was pressed out of
 * the list: never to the page's body (the next Tab would go to the skip link at the top).
 */
const { admin, render } = usePropertyManagementFile();

type User = Awaited<ReturnType<typeof render>>['user'];

const ACTIONS = { approve: 'Approve', revoke: 'Revoke approval', reject: 'Reject' } as const;
type Action = keyof typeof ACTIONS;

/** Puts the keyboard's focus on a control, as Tab would. */
const focusOn = (element: HTMLElement) => act(() => element.focus());

const actionButton = (type: PropertyType, action: Action) =>
  within(typeCardOf(type.propertyTypeId)!).getByRole('button', {
    name: `${ACTIONS[action]}: ${typeName(type)}`,
  });

/** The type's action from the keyboard: Enter on its button, Enter on the dialog's confirm button. */
async function decideByKeyboard(user: User, type: PropertyType, action: Action) {
  focusOn(actionButton(type, action));
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  focusOn(within(dialog).getByRole('button', { name: ACTIONS[action] }));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(typeCardOf(type.propertyTypeId)).toBeNull());
}

it("approving moves the focus to the next type's approve button, the last type's to the list's tab", async () => {
  const property = pendingProperty(await sandboxList(admin), 2);
  const [first, ...rest] = property.propertyTypes;
  const { user } = await render();
  await expandProperty(user, property.propertyId);

  await decideByKeyboard(user, first, 'approve');
  await waitFor(() => expect(actionButton(rest[0], 'approve')).toHaveFocus());

  // The last one but the one before it: its previous neighbour, same action.
  if (rest.length > 1) {
    const last = rest[rest.length - 1];
    await decideByKeyboard(user, last, 'reject');
    await waitFor(() => expect(actionButton(rest[rest.length - 2], 'reject')).toHaveFocus());
  }
  for (const type of rest.slice(1, -1)) await decideByKeyboard(user, type, 'approve');

  // The property's last pending type: its card leaves the list too.
  await decideByKeyboard(user, rest[0], 'approve');
  await waitFor(() => expect(tab(PENDING)).toHaveFocus());
  await user.tab();
  expect(document.activeElement).not.toBe(document.body);
  expect(document.activeElement).not.toHaveTextContent(/skip/i);
});

it('revoking on the Approved tab keeps the focus in that list', async () => {
  const list = await sandboxList(admin);
  const property = list.approve.find((candidate) => candidate.propertyTypes.length > 0)!;
  const [first, next] = property.propertyTypes;
  const { user } = await render();
  await user.click(tab(APPROVED));
  await expandProperty(user, property.propertyId);

  await decideByKeyboard(user, first, 'revoke');
  if (next) await waitFor(() => expect(actionButton(next, 'revoke')).toHaveFocus());
  else await waitFor(() => expect(tab(APPROVED)).toHaveFocus());
});

it('bulk approval moves the focus to the list’s tab once the bar’s buttons go', async () => {
  const list = await sandboxList(admin);
  const [property] = list.notApprove.filter((candidate) => candidate.propertyTypes.length > 0);
  const [type] = property.propertyTypes;
  const { user } = await render();
  await expandProperty(user, property.propertyId);
  await user.click(screen.getByRole('checkbox', { name: `Select ${typeName(type)} for bulk approval` }));

  focusOn(screen.getByRole('button', { name: 'Approve selected' }));
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  focusOn(within(dialog).getByRole('button', { name: 'Approve all' }));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(tab(PENDING)).toHaveFocus());
});
