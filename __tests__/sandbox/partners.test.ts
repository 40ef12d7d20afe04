import { PartnerPaths, type PartnerRequest } from '../../contract';
import { HOSTILE } from '../../sandbox/seed';
import { adminSandbox, count, KEYS, keysOf, sorted, type AdminSandbox } from './support/business';
import { insertProfile } from './support/sandbox';

describe('partner requests', () => {
  let api: AdminSandbox;

  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  const pending = async () => (await api.get<PartnerRequest[]>(PartnerPaths.pendingRoleChange)).data;
  const withoutProperties = async () =>
    (await api.get<PartnerRequest[]>(PartnerPaths.withoutProperties)).data;
  const requestRow = (id: string) =>
    api.app.db
      .prepare(
        `SELECT r.status, p.role, p.profile_id FROM partner_requests r JOIN profiles p ON p.profile_id = r.profile_id
          WHERE r.profile_partner_id = ?`,
      )
      .get(id) as { status: string; role: string; profile_id: string } | undefined;

  /** A fresh customer with a pending request, so tests do not depend on each other. */
  const newRequest = (): { profileId: string; requestId: string } => {
    const profileId = insertProfile(api.app, { role: 'CUSTOMER' });
    const requestId = `request-${profileId}`;
    api.app.db
      .prepare(
        `INSERT INTO partner_requests (profile_partner_id, profile_id, status, property_name, max_capacity, location, create_date)
         VALUES (?, ?, 'PENDING', 'บ้านทดสอบ', 8, 'หัวหิน', ?)`,
      )
      .run(requestId, profileId, new Date().toISOString());
    return { profileId, requestId };
  };

  test('the pending list: seeded requests in the contract shape, with opaque profile ids', async () => {
    const list = await pending();
    expect(list).toHaveLength(8);
    for (const request of list) {
      expect(keysOf(request)).toEqual(sorted(KEYS.partnerRequest));
      expect(request.profileId).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(count(api.app, 'SELECT COUNT(*) FROM profiles WHERE profile_id = ?', request.profileId)).toBe(0);
    }
    const locations = list.map((request) => request.location ?? '');
    expect(locations).toContain(HOSTILE.location);
    expect(locations.some((location) => location.startsWith('https://'))).toBe(true);
    expect(locations.some((location) => location !== '' && !/^[a-z]+:/.test(location))).toBe(true);
  });

  test('partners without properties: approved partners who own nothing', async () => {
    const list = await withoutProperties();
    expect(list).toHaveLength(4);
    for (const request of list) {
      const row = requestRow(request.profilePartnerId);
      expect(row).toMatchObject({ status: 'APPROVED', role: 'PARTNER' });
      expect(
        count(api.app, 'SELECT COUNT(*) FROM property_owners WHERE profile_id = ?', row?.profile_id),
      ).toBe(0);
    }
  });

  test('get by id, 404 for an unknown id', async () => {
    const [first] = await pending();
    const { data } = await api.get<PartnerRequest>(PartnerPaths.byId(first.profilePartnerId));
    expect(data).toEqual(first);
    expect((await api.get(PartnerPaths.byId('missing'))).statusCode).toBe(404);
  });

  test('update writes the profile and the request, and validates', async () => {
    const { requestId, profileId } = newRequest();
    const { statusCode, data } = await api.send<PartnerRequest>('PUT', PartnerPaths.byId(requestId), {
      propertyName: 'บ้านริมโขง',
      maxCapacity: 12,
      lineId: 'riverside',
      location: 'https://maps.google.com/?q=17.88,102.74',
    });
    expect(statusCode).toBe(200);
    expect(data).toMatchObject({ propertyName: 'บ้านริมโขง', maxCapacity: 12, lineId: 'riverside' });
    expect(
      api.app.db.prepare('SELECT line_id FROM profiles WHERE profile_id = ?').pluck().get(profileId),
    ).toBe('riverside');
    const bad = await api.send('PUT', PartnerPaths.byId(requestId), { maxCapacity: 'many' });
    expect(bad.statusCode).toBe(400);
    expect(bad.envelope.status.message).toContain('maxCapacity');
    expect((await api.send('PUT', PartnerPaths.byId(requestId), { email: 'nope' })).statusCode).toBe(400);
    expect((await api.send('PUT', PartnerPaths.byId('missing'), { propertyName: 'x' })).statusCode).toBe(404);
  });

  test('approve (the console: update-role-to-partner with the opaque id) makes the role PARTNER', async () => {
    const { requestId, profileId } = newRequest();
    const request = (await pending()).find((item) => item.profilePartnerId === requestId);
    expect(request).toBeDefined();
    const { statusCode, data } = await api.send<PartnerRequest>(
      'PATCH',
      PartnerPaths.updateRoleToPartner(request?.profileId ?? ''),
    );
    expect(statusCode).toBe(200);
    expect(data.profilePartnerId).toBe(requestId);
    expect(requestRow(requestId)).toMatchObject({
      status: 'APPROVED',
      role: 'PARTNER',
      profile_id: profileId,
    });
    expect((await pending()).map((item) => item.profilePartnerId)).not.toContain(requestId);
    expect((await withoutProperties()).map((item) => item.profilePartnerId)).toContain(requestId);
    // Approving twice is a conflict, not a silent repeat.
    expect(
      (await api.send('PATCH', PartnerPaths.updateRoleToPartner(request?.profileId ?? ''))).statusCode,
    ).toBe(409);
  });

  test('update-role-to-partner refuses ids it did not make', async () => {
    const { profileId } = newRequest();
    for (const id of [profileId, 'garbage', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const { statusCode } = await api.send('PATCH', PartnerPaths.updateRoleToPartner(id));
      expect(statusCode).toBe(404);
    }
    expect(api.app.db.prepare('SELECT role FROM profiles WHERE profile_id = ?').pluck().get(profileId)).toBe(
      'CUSTOMER',
    );
  });

  test('PUT approve and PUT reject by request id', async () => {
    const approved = newRequest();
    expect((await api.send('PUT', PartnerPaths.approve(approved.requestId))).statusCode).toBe(200);
    expect(requestRow(approved.requestId)).toMatchObject({ status: 'APPROVED', role: 'PARTNER' });

    const rejected = newRequest();
    const { data } = await api.send<PartnerRequest>('PUT', PartnerPaths.reject(rejected.requestId));
    expect(data.profilePartnerId).toBe(rejected.requestId);
    expect(requestRow(rejected.requestId)).toMatchObject({ status: 'REJECTED', role: 'CUSTOMER' });
    expect((await pending()).map((item) => item.profilePartnerId)).not.toContain(rejected.requestId);
    expect((await api.send('PUT', PartnerPaths.reject(rejected.requestId))).statusCode).toBe(409);
    expect((await api.send('PUT', PartnerPaths.approve('missing'))).statusCode).toBe(404);
  });

  test('reject through delete-profile-partner deletes the request and leaves the role', async () => {
    const { requestId, profileId } = newRequest();
    const { statusCode, data } = await api.send('DELETE', PartnerPaths.deleteProfilePartner(requestId));
    expect(statusCode).toBe(200);
    expect(data).toBeNull();
    expect(requestRow(requestId)).toBeUndefined();
    expect(api.app.db.prepare('SELECT role FROM profiles WHERE profile_id = ?').pluck().get(profileId)).toBe(
      'CUSTOMER',
    );
    expect((await api.send('DELETE', PartnerPaths.deleteProfilePartner(requestId))).statusCode).toBe(404);
  });

  test('cancel approval deletes the request and the partner goes back to CUSTOMER', async () => {
    const [partner] = await withoutProperties();
    const profileId = requestRow(partner.profilePartnerId)?.profile_id;
    const { statusCode } = await api.send(
      'DELETE',
      PartnerPaths.deleteProfilePartner(partner.profilePartnerId),
    );
    expect(statusCode).toBe(200);
    expect(requestRow(partner.profilePartnerId)).toBeUndefined();
    expect(api.app.db.prepare('SELECT role FROM profiles WHERE profile_id = ?').pluck().get(profileId)).toBe(
      'CUSTOMER',
    );
    expect((await withoutProperties()).map((item) => item.profilePartnerId)).not.toContain(
      partner.profilePartnerId,
    );
  });

  test('DELETE by id does the same; an owner of properties cannot be cancelled', async () => {
    const { requestId } = newRequest();
    expect((await api.send('DELETE', PartnerPaths.byId(requestId))).statusCode).toBe(200);
    expect(requestRow(requestId)).toBeUndefined();

    const ownerRequest = api.app.db
      .prepare(
        `SELECT r.profile_partner_id FROM partner_requests r
          WHERE r.status = 'APPROVED' AND EXISTS (SELECT 1 FROM property_owners o WHERE o.profile_id = r.profile_id) LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const refused = await api.send('DELETE', PartnerPaths.deleteProfilePartner(ownerRequest));
    expect(refused.statusCode).toBe(409);
    expect(requestRow(ownerRequest)).toMatchObject({ status: 'APPROVED', role: 'PARTNER' });
  });
});
