import { ProfilePaths, type Profile } from '../../contract';
import { HOSTILE } from '../../sandbox/seed';
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
import { insertProfile, profileIdByEmail } from './support/sandbox';

describe('profiles', () => {
  let api: AdminSandbox;
  let adminId: string;

  beforeAll(async () => {
    api = await adminSandbox();
    adminId = profileIdByEmail(api.app, 'admin@poolvilla.test');
  });
  afterAll(() => api.app.close());

  const row = (id: string) =>
    api.app.db.prepare('SELECT * FROM profiles WHERE profile_id = ?').get(id) as
      Record<string, unknown> | undefined;

  test('the list has every profile, newest first, in the contract shape', async () => {
    const { statusCode, data, envelope } = await api.get<Profile[]>(ProfilePaths.list);
    expect(statusCode).toBe(200);
    expect(envelope.status).toMatchObject({ code: 200, description: 'OK' });
    expect(data).toHaveLength(count(api.app, 'SELECT COUNT(*) FROM profiles'));
    for (const profile of data) expect(keysOf(profile)).toEqual(sorted(KEYS.profile));
    const dates = data.map((profile) => profile.createDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const admin = data.find((profile) => profile.email === 'admin@poolvilla.test');
    expect(admin).toMatchObject({
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      fullName: 'สมชาย ใจดี',
      role: 'ADMIN',
      active: true,
    });
  });

  test('by id, and 404 in the envelope for an unknown id', async () => {
    const { data } = await api.get<Profile>(ProfilePaths.byId(adminId));
    expect(data.profileId).toBe(adminId);
    const missing = await api.get(ProfilePaths.byId('no-such-profile'));
    expect(missing.statusCode).toBe(404);
    expect(missing.envelope.status.description).toBe('NOT_FOUND');
    expect(missing.data).toBeNull();
  });

  describe('search', () => {
    test('by role', async () => {
      const { data } = await api.get<Profile[]>(ProfilePaths.search, { role: 'ADMIN' });
      expect(data.length).toBe(count(api.app, "SELECT COUNT(*) FROM profiles WHERE role = 'ADMIN'"));
      expect(data.every((profile) => profile.role === 'ADMIN')).toBe(true);
    });

    test('by keyword in first name, last name, full name, e-mail (any case) and phone', async () => {
      const byFirst = await api.get<Profile[]>(ProfilePaths.search, { keyword: 'สมชาย' });
      expect(byFirst.data.map((profile) => profile.email)).toContain('admin@poolvilla.test');
      const byFull = await api.get<Profile[]>(ProfilePaths.search, { keyword: 'สมชาย ใจดี' });
      expect(byFull.data.map((profile) => profile.profileId)).toEqual([adminId]);
      const byEmail = await api.get<Profile[]>(ProfilePaths.search, { keyword: 'ADMIN@POOLVILLA' });
      expect(byEmail.data.map((profile) => profile.profileId)).toEqual([adminId]);
      const byPhone = await api.get<Profile[]>(ProfilePaths.search, { keyword: '0812345678' });
      expect(byPhone.data.map((profile) => profile.profileId)).toEqual([adminId]);
    });

    test('role and keyword together', async () => {
      const { data } = await api.get<Profile[]>(ProfilePaths.search, {
        role: 'CUSTOMER',
        keyword: 'poolvilla.test',
      });
      expect(data.map((profile) => profile.email)).toEqual(['customer@poolvilla.test']);
    });

    test('SQL metacharacters and wildcards are plain text', async () => {
      for (const keyword of ["' OR 1=1 --", '%', '_', '\\', '"; DROP TABLE profiles; --']) {
        const { statusCode, data } = await api.get<Profile[]>(ProfilePaths.search, { keyword });
        expect(statusCode).toBe(200);
        expect(data).toEqual([]);
      }
      const id = insertProfile(api.app, {
        firstName: '100%_จริง',
        lastName: 'ทดสอบ',
        email: 'percent@example.test',
      });
      const { data } = await api.get<Profile[]>(ProfilePaths.search, { keyword: '%_' });
      expect(data.map((profile) => profile.profileId)).toEqual([id]);
      expect(count(api.app, 'SELECT COUNT(*) FROM profiles')).toBeGreaterThan(60);
    });

    test('an unknown role is a 400 naming the field', async () => {
      const { statusCode, envelope } = await api.get(ProfilePaths.search, { role: 'OWNER' });
      expect(statusCode).toBe(400);
      expect(envelope.status.description).toBe('VALIDATION_ERROR');
      expect(envelope.status.message).toContain('role');
    });

    test('the hostile name is stored and answered as text', async () => {
      const { data } = await api.get<Profile[]>(ProfilePaths.search, { keyword: '<script>' });
      expect(data).toHaveLength(1);
      expect(data[0].firstName).toBe(HOSTILE.name);
    });
  });

  describe('create', () => {
    test('a valid profile is stored and answered with 201', async () => {
      const { statusCode, data } = await api.send<Profile>('POST', ProfilePaths.create, {
        firstName: 'มานี',
        lastName: 'มีนา',
        email: 'Manee.Meena@Example.com',
        phoneNumber: '0891234567',
        role: 'CUSTOMER',
      });
      expect(statusCode).toBe(201);
      expect(keysOf(data)).toEqual(sorted(KEYS.profile));
      expect(data).toMatchObject({
        fullName: 'มานี มีนา',
        email: 'manee.meena@example.com',
        role: 'CUSTOMER',
        active: true,
        image: null,
      });
      expect(row(data.profileId)).toMatchObject({ first_name: 'มานี', role: 'CUSTOMER', active: 1 });
    });

    test.each([
      [{ firstName: 'ก', lastName: 'ข', email: 'not-an-email', role: 'CUSTOMER' }, 'email'],
      [{ firstName: 'ก', lastName: 'ข', email: 'a@b.co', role: 'OWNER' }, 'role'],
      [{ firstName: '', lastName: 'ข', email: 'a@b.co', role: 'CUSTOMER' }, 'firstName'],
      [{ firstName: 'ก', lastName: 42, email: 'a@b.co', role: 'CUSTOMER' }, 'lastName'],
      [
        { firstName: 'ก', lastName: 'ข', email: 'a@b.co', role: 'CUSTOMER', phoneNumber: 'call me' },
        'phoneNumber',
      ],
    ])('400 naming the field: %j', async (payload, field) => {
      const before = count(api.app, 'SELECT COUNT(*) FROM profiles');
      const { statusCode, envelope } = await api.send('POST', ProfilePaths.create, payload);
      expect(statusCode).toBe(400);
      expect(envelope.status.message).toContain(field);
      expect(count(api.app, 'SELECT COUNT(*) FROM profiles')).toBe(before);
    });

    test('a taken e-mail is a conflict that says so', async () => {
      const { statusCode, envelope } = await api.send('POST', ProfilePaths.create, {
        firstName: 'ซ้ำ',
        lastName: 'ซ้ำ',
        email: 'CUSTOMER@poolvilla.test',
        role: 'CUSTOMER',
      });
      expect(statusCode).toBe(409);
      expect(envelope.status).toMatchObject({ description: 'CONFLICT', title: 'อีเมลนี้ถูกใช้แล้ว' });
    });
  });

  test('update changes the given fields only, clears with null, and validates', async () => {
    const id = profileIdByEmail(api.app, 'customer@poolvilla.test');
    const { statusCode, data } = await api.send<Profile>('PUT', ProfilePaths.byId(id), {
      firstName: 'ประเสริฐศักดิ์',
      phoneNumber: null,
      location: 'https://maps.google.com/?q=13.75,100.5',
    });
    expect(statusCode).toBe(200);
    expect(data).toMatchObject({ firstName: 'ประเสริฐศักดิ์', lastName: 'มั่นคง', phoneNumber: null });
    expect(row(id)).toMatchObject({
      first_name: 'ประเสริฐศักดิ์',
      phone_number: null,
      location: 'https://maps.google.com/?q=13.75,100.5',
    });

    expect((await api.send('PUT', ProfilePaths.byId(id), { email: 'bad' })).statusCode).toBe(400);
    // Undotted domains too: the pattern the console checks before sending (PersonLimits).
    expect((await api.send('PUT', ProfilePaths.byId(id), { email: 'somchai@example' })).statusCode).toBe(400);
    expect((await api.send('PUT', ProfilePaths.byId(id), { firstName: 7 })).statusCode).toBe(400);
    expect(
      (await api.send('PUT', ProfilePaths.byId(id), { email: 'partner@poolvilla.test' })).statusCode,
    ).toBe(409);
    expect((await api.send('PUT', ProfilePaths.byId('missing'), { firstName: 'x' })).statusCode).toBe(404);
  });

  test('active toggles and answers the updated profile', async () => {
    const id = insertProfile(api.app, { role: 'CUSTOMER' });
    const off = await api.send<Profile>('PATCH', ProfilePaths.active(id));
    expect(off.data.active).toBe(false);
    expect(row(id)?.active).toBe(0);
    const on = await api.send<Profile>('PATCH', ProfilePaths.active(id));
    expect(on.data.active).toBe(true);
    expect(row(id)?.active).toBe(1);
    expect((await api.send('PATCH', ProfilePaths.active('missing'))).statusCode).toBe(404);
  });

  test('role change answers the updated profile; an unknown role is a 400 naming newRole', async () => {
    const id = insertProfile(api.app, { role: 'CUSTOMER' });
    const { data } = await api.send<Profile>('POST', ProfilePaths.role(id), { newRole: 'PARTNER' });
    expect(data.role).toBe('PARTNER');
    expect(row(id)?.role).toBe('PARTNER');
    for (const newRole of ['partner', 'ROOT', 3, null]) {
      const bad = await api.send('POST', ProfilePaths.role(id), { newRole });
      expect(bad.statusCode).toBe(400);
      expect(bad.envelope.status.message).toContain('newRole');
    }
    expect(row(id)?.role).toBe('PARTNER');
    expect((await api.send('POST', ProfilePaths.role('missing'), { newRole: 'ADMIN' })).statusCode).toBe(404);
  });

  test('delete removes the profile and keeps a head owner on the properties it headed', async () => {
    const owner = api.app.db
      .prepare(
        `SELECT o.profile_id, o.property_id FROM property_owners o
          WHERE o.is_head = 1 AND (SELECT COUNT(*) FROM property_owners x WHERE x.property_id = o.property_id) > 1
            AND o.profile_id <> ? LIMIT 1`,
      )
      .get(profileIdByEmail(api.app, 'partner@poolvilla.test')) as {
      profile_id: string;
      property_id: string;
    };
    const { statusCode, data } = await api.send('DELETE', ProfilePaths.remove(owner.profile_id));
    expect(statusCode).toBe(200);
    expect(data).toBeNull();
    expect(row(owner.profile_id)).toBeUndefined();
    expect(
      count(
        api.app,
        'SELECT COUNT(*) FROM property_owners WHERE property_id = ? AND is_head = 1',
        owner.property_id,
      ),
    ).toBe(1);
    expect((await api.send('DELETE', ProfilePaths.remove(owner.profile_id))).statusCode).toBe(404);
  });

  test('the image upload stores the picture and points the profile to it', async () => {
    const id = insertProfile(api.app, { role: 'CUSTOMER' });
    const { statusCode, data } = await api.upload<Profile>(
      ProfilePaths.image(id),
      multipart('image', pngImage()),
    );
    expect(statusCode).toBe(200);
    expect(data.image).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(row(id)?.image_id).toBe(data.image);
    expect(
      count(api.app, "SELECT COUNT(*) FROM images WHERE image_id = ? AND kind = 'profile'", data.image),
    ).toBe(1);
  });

  describe('an admin cannot lock themselves out', () => {
    test.each([
      ['deactivate', () => api.send('PATCH', ProfilePaths.active(adminId))],
      ['demote', () => api.send('POST', ProfilePaths.role(adminId), { newRole: 'CUSTOMER' })],
      ['delete', () => api.send('DELETE', ProfilePaths.remove(adminId))],
    ])('%s is a 409 with a clear detail, and nothing changes', async (action, call) => {
      const { statusCode, envelope } = await call();
      expect(statusCode).toBe(409);
      expect(envelope.status.description).toBe('CONFLICT');
      expect(envelope.status.message).toContain(`cannot ${action} your own account`);
      expect(row(adminId)).toMatchObject({ role: 'ADMIN', active: 1 });
    });

    test('but may act on another admin, and keep their own role', async () => {
      const other = insertProfile(api.app, { role: 'ADMIN' });
      expect((await api.send('POST', ProfilePaths.role(other), { newRole: 'CUSTOMER' })).statusCode).toBe(
        200,
      );
      expect((await api.send('POST', ProfilePaths.role(adminId), { newRole: 'ADMIN' })).statusCode).toBe(200);
    });
  });
});
