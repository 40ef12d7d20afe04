import { screen, waitFor, within } from '@testing-library/react';
import { PropertyPaths, type Property } from '../../../../contract';
import { cardOf, sandboxList, typeName, usePropertyManagementFile } from './helpers';

const { sandbox, admin, render } = usePropertyManagementFile();

/** A pending property with `types` types or more, booked or not, as the sandbox holds it. */
async function pendingPropertyThat(booked: boolean, types = 1): Promise<Property> {
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
    (property) => property.propertyTypes.length >= types && bookedIds.has(property.propertyId) === booked,
  );
  if (!found) throw new Error(`The seed has no pending property ${booked ? 'with' : 'without'} bookings.`);
  return found;
}

const stored = (propertyId: string) =>
  sandbox.app.db.prepare('SELECT COUNT(*) FROM properties WHERE property_id = ?').pluck().get(propertyId);

const typesStored = (propertyId: string) =>
  sandbox.app.db.prepare('SELECT COUNT(*) FROM property_types WHERE property_id = ?').pluck().get(propertyId);

async function askToDelete(property: Property, language: 'en' | 'th' = 'en') {
  const view = await render(undefined, language);
  await screen.findAllByTestId('property-card');
  await view.user.click(
    within(cardOf(property.propertyId)!).getByRole('button', {
      name: language === 'en' ? `Delete ${property.propertyName}` : `ลบ ${property.propertyName}`,
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: language === 'en' ? 'Delete property' : 'ลบที่พัก' });
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

  it('names every type that goes, from the pending tab too, the approved ones marked published', async () => {
    const property = await pendingPropertyThat(false, 2);
    const [approved, ...pending] = property.propertyTypes;
    await sandbox.app.inject({
      method: 'PATCH',
      url: PropertyPaths.approve(approved.propertyTypeId),
      headers: { authorization: `Bearer ${admin.tokens.accessToken}` },
    });
    // Opened from the pending tab, where the card holds only the pending types.
    const { user, dialog } = await askToDelete({ ...property, propertyTypes: pending });
    expect(dialog).toHaveTextContent(
      `Delete “${property.propertyName}” with all ${property.propertyTypes.length} of its property types?`,
    );
    const named = within(dialog).getAllByRole('listitem');
    expect(named).toHaveLength(property.propertyTypes.length);
    for (const type of property.propertyTypes) expect(dialog).toHaveTextContent(typeName(type));
    const published = named.filter((item) => within(item).queryByText('Published'));
    expect(published).toHaveLength(1);
    expect(published[0]).toHaveTextContent(typeName(approved));
    expect(dialog).toHaveTextContent('The published one is taken off the website.');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(stored(property.propertyId)).toBe(0));
    expect(typesStored(property.propertyId)).toBe(0);
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
    expect(notice.closest('[role="alert"], .MuiAlert-root')).toHaveTextContent('This property has bookings.');
    expect(cardOf(property.propertyId)).not.toBeNull();
    expect(stored(property.propertyId)).toBe(1);
  });

  it('says in Thai that the property, not a property type, has bookings', async () => {
    const property = await pendingPropertyThat(true);
    const { user, dialog } = await askToDelete(property, 'th');
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));
    const notice = await screen.findByText(`ลบ “${property.propertyName}” ไม่สำเร็จ ที่พักยังคงเดิม`);
    expect(notice.closest('[role="alert"], .MuiAlert-root')).toHaveTextContent('ที่พักนี้มีการจองแล้ว');
    expect(stored(property.propertyId)).toBe(1);
  });
});
