import { screen, waitFor, within } from '@testing-library/react';
import { PropertyPaths, type Property } from '../../../../src/services/contract';
import { cardOf, sandboxList, typeName, usePropertyManagementFile } from './helpers';

const { sandbox, admin, render } = usePropertyManagementFile();

/** A pending property with types, booked or not, as the sandbox holds it. */
async function pendingPropertyThat(booked: boolean): Promise<Property> {
  const list = await sandboxList(admin);
  const bookedIds = new Set(
    sandbox.app.db
      .prepare(
        'SELECT DISTINCT t.property_id FROM bookings b JOIN property_types t ON t.property_type_id = b.property_type_id',
      )
      .pluck()
      .all() as string[],
  );
  const found = list.notApprove.find(
    (property) => property.propertyTypes.length > 0 && bookedIds.has(property.propertyId) === booked,
  );
  if (!found) throw new Error(`The seed has no pending property ${booked ? 'with' : 'without'} bookings.`);
  return found;
}

const stored = (propertyId: string) =>
  sandbox.app.db.prepare('SELECT COUNT(*) FROM properties WHERE property_id = ?').pluck().get(propertyId);

async function askToDelete(property: Property) {
  const view = await render();
  await screen.findAllByTestId('property-card');
  await view.user.click(
    within(cardOf(property.propertyId)!).getByRole('button', { name: `Delete ${property.propertyName}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Delete property' });
  return { ...view, dialog };
}

describe('deleting a property (spec section 6)', () => {
  it('asks first, naming the property and its types; Cancel sends nothing', async () => {
    const property = await pendingPropertyThat(false);
    const { user, dialog } = await askToDelete(property);
    expect(dialog).toHaveTextContent(`Delete “${property.propertyName}”`);
    for (const type of property.propertyTypes) expect(dialog).toHaveTextContent(typeName(type));
    sandbox.requests.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sandbox.count(PropertyPaths.property(property.propertyId), 'DELETE')).toBe(0);
    expect(stored(property.propertyId)).toBe(1);
  });

  it('deletes it with its types, takes its card away and confirms with a notice', async () => {
    const property = await pendingPropertyThat(false);
    const { user, dialog } = await askToDelete(property);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(`“${property.propertyName}” was deleted with its property types.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(cardOf(property.propertyId)).toBeNull());
    expect(stored(property.propertyId)).toBe(0);
  });

  it('says why when the server refuses (a property with bookings), and leaves it as it was', async () => {
    const property = await pendingPropertyThat(true);
    const { user, dialog } = await askToDelete(property);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const notice = await screen.findByText(
      `Could not delete “${property.propertyName}”; it stays as it was.`,
    );
    expect(notice.closest('[role="alert"], .MuiAlert-root')).toHaveTextContent('It has bookings.');
    expect(cardOf(property.propertyId)).not.toBeNull();
    expect(stored(property.propertyId)).toBe(1);
  });
});
