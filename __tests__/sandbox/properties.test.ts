import {
  LocationPaths,
  PropertyPaths,
  SearchLimits,
  type DashboardInfo,
  type Location,
  type Property,
  type PropertyListByApproval,
  type PropertyType,
} from '../../contract';
import { HOSTILE, TODAY_BOOKINGS } from '../../sandbox/seed';
import {
  adminSandbox,
  count,
  KEYS,
  keysOf,
  multipart,
  pngImage,
  sorted,
  type AdminSandbox,
} from './support/business';

describe('properties', () => {
  let api: AdminSandbox;

  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  const list = async () => (await api.get<PropertyListByApproval>(PropertyPaths.adminWithOwner)).data;
  const typeRow = (id: string) =>
    api.app.db.prepare('SELECT * FROM property_types WHERE property_type_id = ?').get(id) as
      Record<string, unknown> | undefined;
  const typeIds = (properties: Property[]) =>
    properties.flatMap((property) => property.propertyTypes.map((type) => type.propertyTypeId));
  /** A type with no bookings, so that deleting it is allowed. */
  const unbookedType = () =>
    api.app.db
      .prepare(
        `SELECT property_type_id FROM property_types t
          WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.property_type_id = t.property_type_id) LIMIT 1`,
      )
      .pluck()
      .get() as string;

  test('admin-with-owner splits every property by the approval of its types', async () => {
    const { approve, notApprove } = await list();
    expect(approve.length).toBeGreaterThan(0);
    expect(notApprove.length).toBeGreaterThan(0);
    for (const property of [...approve, ...notApprove]) {
      expect(keysOf(property)).toEqual(sorted(KEYS.property));
      for (const type of property.propertyTypes) expect(keysOf(type)).toEqual(sorted(KEYS.propertyType));
      for (const owner of property.propertyOwners) expect(keysOf(owner)).toEqual(sorted(KEYS.propertyOwner));
      expect(property.propertyOwners.filter((owner) => owner.isHead)).toHaveLength(1);
      expect(property.propertyOwners[0].isHead).toBe(true);
    }
    expect(approve.every((property) => property.propertyTypes.every((type) => type.approved))).toBe(true);
    expect(notApprove.every((property) => property.propertyTypes.every((type) => !type.approved))).toBe(true);
    // Every type is listed exactly once, and a property with both kinds is in both lists.
    const all = [...typeIds(approve), ...typeIds(notApprove)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(count(api.app, 'SELECT COUNT(*) FROM property_types'));
    const both = approve.filter((property) =>
      notApprove.some((other) => other.propertyId === property.propertyId),
    );
    expect(both.length).toBeGreaterThan(0);
  });

  test("the seed's awkward values come through as they are", async () => {
    const { approve, notApprove } = await list();
    const properties = [...approve, ...notApprove];
    expect(properties.some((property) => property.propertyName === HOSTILE.longPropertyName)).toBe(true);
    expect(HOSTILE.longPropertyName).toHaveLength(300);
    const owners = properties.flatMap((property) => property.propertyOwners);
    expect(owners.some((owner) => owner.location === HOSTILE.location)).toBe(true);
    expect(owners.some((owner) => owner.verified)).toBe(true);
    expect(owners.some((owner) => !owner.verified)).toBe(true);
    const banners = properties.flatMap((property) => property.propertyTypes.map((type) => type.banner));
    const dangling = banners.filter(
      (banner) =>
        banner !== null && count(api.app, 'SELECT COUNT(*) FROM images WHERE image_id = ?', banner) === 0,
    );
    expect(dangling).toHaveLength(1);
  });

  test('approve toggles: pending ⇄ approved, and the type swaps lists', async () => {
    const { notApprove } = await list();
    const type = notApprove[0].propertyTypes[0];
    const approved = await api.send<PropertyType>('PATCH', PropertyPaths.approve(type.propertyTypeId));
    expect(approved.statusCode).toBe(200);
    expect(keysOf(approved.data)).toEqual(sorted(KEYS.propertyType));
    expect(approved.data.approved).toBe(true);
    expect(typeRow(type.propertyTypeId)?.approved).toBe(1);
    let after = await list();
    expect(typeIds(after.approve)).toContain(type.propertyTypeId);
    expect(typeIds(after.notApprove)).not.toContain(type.propertyTypeId);

    const revoked = await api.send<PropertyType>('PATCH', PropertyPaths.approve(type.propertyTypeId));
    expect(revoked.data.approved).toBe(false);
    after = await list();
    expect(typeIds(after.notApprove)).toContain(type.propertyTypeId);
    expect(typeIds(after.approve)).not.toContain(type.propertyTypeId);
    expect((await api.send('PATCH', PropertyPaths.approve('missing'))).statusCode).toBe(404);
  });

  test('active toggles; maintenance is set from a boolean only', async () => {
    const id = unbookedType();
    const before = typeRow(id)?.active;
    const { data } = await api.send<PropertyType>('PATCH', PropertyPaths.active(id));
    expect(data.active).toBe(before === 0);
    expect(typeRow(id)?.active).toBe(before === 0 ? 1 : 0);

    const on = await api.send<PropertyType>('PATCH', PropertyPaths.maintenance(id), { maintenance: true });
    expect(on.data.maintenance).toBe(true);
    expect(typeRow(id)?.maintenance).toBe(1);
    for (const maintenance of ['true', 1, null]) {
      const bad = await api.send('PATCH', PropertyPaths.maintenance(id), { maintenance });
      expect(bad.statusCode).toBe(400);
      expect(bad.envelope.status.message).toContain('maintenance');
    }
    expect((await api.send('PATCH', PropertyPaths.maintenance(id), {})).statusCode).toBe(400);
    expect(typeRow(id)?.maintenance).toBe(1);
    expect((await api.send('PATCH', PropertyPaths.active('missing'))).statusCode).toBe(404);
  });

  test('property and property type by id', async () => {
    const { approve } = await list();
    const [property] = approve;
    const { data } = await api.get<Property>(PropertyPaths.property(property.propertyId));
    expect(data.propertyId).toBe(property.propertyId);
    expect(data.propertyTypes.length).toBeGreaterThanOrEqual(property.propertyTypes.length);
    const type = await api.get<PropertyType>(
      PropertyPaths.propertyType(property.propertyTypes[0].propertyTypeId),
    );
    expect(type.data).toEqual(property.propertyTypes[0]);
    expect((await api.get(PropertyPaths.property('missing'))).statusCode).toBe(404);
    expect((await api.get(PropertyPaths.propertyType('missing'))).statusCode).toBe(404);
  });

  test('update a property type: given fields only, validated', async () => {
    const id = unbookedType();
    const { data } = await api.send<PropertyType>('PUT', PropertyPaths.propertyType(id), {
      startPrice: 5990,
      maxPeople: 9,
    });
    expect(data).toMatchObject({ startPrice: 5990, maxPeople: 9 });
    expect(typeRow(id)).toMatchObject({ start_price: 5990, max_people: 9 });
    for (const [payload, field] of [
      [{ startPrice: -1 }, 'startPrice'],
      [{ startPrice: '5990' }, 'startPrice'],
      [{ maxPeople: 2.5 }, 'maxPeople'],
      [{ propertyTypeName: '' }, 'propertyTypeName'],
    ] as const) {
      const bad = await api.send('PUT', PropertyPaths.propertyType(id), payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.envelope.status.message).toContain(field);
    }
    expect(typeRow(id)).toMatchObject({ start_price: 5990, max_people: 9 });
  });

  test('update a property: name and location', async () => {
    const { approve } = await list();
    const [location] = (await api.get<Location[]>(LocationPaths.all)).data;
    const id = approve[0].propertyId;
    const { data } = await api.send<Property>('PUT', PropertyPaths.property(id), {
      propertyName: 'บ้านใหม่',
      locationId: location.locationId,
    });
    expect(data).toMatchObject({
      propertyName: 'บ้านใหม่',
      locationId: location.locationId,
      locationName: location.name,
    });
    expect((await api.send('PUT', PropertyPaths.property(id), { locationId: 'nowhere' })).statusCode).toBe(
      400,
    );
    expect((await api.send('PUT', PropertyPaths.property('missing'), { propertyName: 'x' })).statusCode).toBe(
      404,
    );
  });

  test('the banner upload replaces the banner', async () => {
    const id = unbookedType();
    const { statusCode, data } = await api.upload<PropertyType>(
      PropertyPaths.propertyTypeImage(id),
      multipart('image', pngImage()),
    );
    expect(statusCode).toBe(200);
    expect(typeRow(id)?.banner_image_id).toBe(data.banner);
    expect(
      count(api.app, "SELECT COUNT(*) FROM images WHERE image_id = ? AND kind = 'property'", data.banner),
    ).toBe(1);
  });

  test('delete a type or a property: refused while bookings refer to it', async () => {
    const booked = api.app.db
      .prepare('SELECT property_type_id FROM bookings LIMIT 1')
      .pluck()
      .get() as string;
    expect((await api.send('DELETE', PropertyPaths.propertyType(booked))).statusCode).toBe(409);
    expect(typeRow(booked)).toBeDefined();

    const id = unbookedType();
    const { statusCode, data } = await api.send('DELETE', PropertyPaths.propertyType(id));
    expect(statusCode).toBe(200);
    expect(data).toBeNull();
    expect(typeRow(id)).toBeUndefined();

    const unbookedProperty = api.app.db
      .prepare(
        `SELECT property_id FROM properties p WHERE NOT EXISTS (
           SELECT 1 FROM bookings b JOIN property_types t ON t.property_type_id = b.property_type_id WHERE t.property_id = p.property_id)
         LIMIT 1`,
      )
      .pluck()
      .get() as string;
    expect((await api.send('DELETE', PropertyPaths.property(unbookedProperty))).statusCode).toBe(200);
    expect(count(api.app, 'SELECT COUNT(*) FROM properties WHERE property_id = ?', unbookedProperty)).toBe(0);
    expect(
      count(api.app, 'SELECT COUNT(*) FROM property_types WHERE property_id = ?', unbookedProperty),
    ).toBe(0);
    expect(
      count(api.app, 'SELECT COUNT(*) FROM property_owners WHERE property_id = ?', unbookedProperty),
    ).toBe(0);
    expect((await api.send('DELETE', PropertyPaths.property('missing'))).statusCode).toBe(404);
  });

  describe('searches', () => {
    test('properties search: by keyword, location and approval, answering Property[]', async () => {
      const [pattaya] = (await api.get<Location[]>(LocationPaths.all)).data.filter(
        (location) => location.code === 'PTY',
      );
      const byLocation = await api.get<Property[]>(PropertyPaths.propertiesSearch, {
        locationId: pattaya.locationId,
      });
      expect(byLocation.statusCode).toBe(200);
      expect(byLocation.data.length).toBeGreaterThan(0);
      expect(byLocation.data.every((property) => property.locationId === pattaya.locationId)).toBe(true);

      const approvedOnly = await api.get<Property[]>(PropertyPaths.propertiesSearch, { approved: 'true' });
      expect(
        approvedOnly.data.every((property) => property.propertyTypes.every((type) => type.approved)),
      ).toBe(true);
      const pendingOnly = await api.get<Property[]>(PropertyPaths.propertiesSearch, { approved: 'false' });
      expect(
        pendingOnly.data.every((property) => property.propertyTypes.every((type) => !type.approved)),
      ).toBe(true);
      expect((await api.get(PropertyPaths.propertiesSearch, { approved: 'yes' })).statusCode).toBe(400);

      const byCode = await api.get<Property[]>(PropertyPaths.propertiesSearch, { keyword: 'pty001' });
      expect(byCode.data.map((property) => property.code)).toContain('PTY001');
      const byTypeName = await api.get<Property[]>(PropertyPaths.propertiesSearch, { keyword: 'คาราโอเกะ' });
      expect(byTypeName.data.length).toBeGreaterThan(0);
    });

    test('property search answers the approval split', async () => {
      const { data } = await api.get<PropertyListByApproval>(PropertyPaths.propertySearch, {
        keyword: 'Pool Villa',
      });
      expect(keysOf(data)).toEqual(['approve', 'notApprove']);
      expect([...data.approve, ...data.notApprove].length).toBeGreaterThan(0);
      const none = await api.get<PropertyListByApproval>(PropertyPaths.propertySearch, {
        locationId: 'nowhere',
      });
      expect(none.data).toEqual({ approve: [], notApprove: [] });
    });

    test('metacharacters are text', async () => {
      for (const keyword of ["' OR 1=1 --", '%', '_']) {
        const { statusCode, data } = await api.get<Property[]>(PropertyPaths.propertiesSearch, { keyword });
        expect(statusCode).toBe(200);
        expect(data).toEqual([]);
      }
    });

    test('takes a keyword and a location id up to the contract limits, and refuses one character more', async () => {
      for (const field of ['keyword', 'locationId'] as const) {
        const limit = SearchLimits[field];
        for (const path of [PropertyPaths.propertySearch, PropertyPaths.propertiesSearch]) {
          expect((await api.get(path, { [field]: 'x'.repeat(limit) })).statusCode).toBe(200);
          const over = await api.get(path, { [field]: 'x'.repeat(limit + 1) });
          expect(over.statusCode).toBe(400);
          expect(over.envelope.status.description).toBe('VALIDATION_ERROR');
          expect(over.envelope.status.message).toContain(field);
        }
      }
    });
  });

  test('locations: all, in the contract shape', async () => {
    const { data } = await api.get<Location[]>(LocationPaths.all);
    expect(data).toHaveLength(15);
    for (const location of data) expect(keysOf(location)).toEqual(sorted(KEYS.location));
    expect(data.map((location) => location.code)).toEqual(
      expect.arrayContaining(['PTY', 'HHN', 'PKT', 'KSM', 'KYI', 'KBI', 'CNX']),
    );
  });

  test("the dashboard counts bookings, today's bookings, properties and members", async () => {
    const { data } = await api.get<DashboardInfo>(PropertyPaths.propertyInfo);
    expect(keysOf(data)).toEqual(sorted(KEYS.dashboard));
    expect(data).toEqual({
      totalBooking: count(api.app, 'SELECT COUNT(*) FROM bookings'),
      todayBooking: TODAY_BOOKINGS,
      propertyCount: count(api.app, 'SELECT COUNT(*) FROM properties'),
      members: count(api.app, 'SELECT COUNT(*) FROM profiles'),
    });
  });
});
