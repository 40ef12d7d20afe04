import type { FastifyInstance, InjectOptions } from 'fastify';
import { encryptProfileId } from '../../sandbox/lib/partnerIds';
import {
  AuditPaths,
  PartnerPaths,
  PaymentPaths,
  ProfilePaths,
  PropertyPaths,
  type ApiEnvelope,
  type AuditEntry,
  type AuditLogPage,
} from '../../contract';
import { authHeader, mintToken } from './support/auth';
import { jpegImage, multipart, multipartForm, pngImage, type Multipart } from './support/business';
import { insertProfile, makeClock, makeSandbox, profileIdByEmail } from './support/sandbox';

const SECOND_ADMIN = 'worawut.naksawat@mail.test';
/** 10 March 2027, 10:00 in Bangkok: after every seeded entry. */
const START = Date.parse('2027-03-10T03:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const DAY_S = 24 * 60 * 60;

describe('the audit trail', () => {
  let app: FastifyInstance;
  const clock = makeClock(START);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await makeSandbox({ now: clock.now });
    // Long-lived: the tests move the clock by days.
    tokens.admin = await mintToken(app, 'admin@poolvilla.test', 60 * DAY_S);
    tokens.second = await mintToken(app, SECOND_ADMIN, 60 * DAY_S);
  }, 60_000);
  afterAll(() => app.close());

  const call = async <T>(
    method: InjectOptions['method'],
    url: string,
    options: InjectOptions = {},
    as = 'admin',
  ) => {
    const response = await app.inject({
      method,
      url,
      ...options,
      headers: { ...authHeader(tokens[as]), ...(options.headers ?? {}) },
    });
    return { statusCode: response.statusCode, envelope: response.json() as ApiEnvelope<T> };
  };
  const send = (method: InjectOptions['method'], url: string, payload?: object, as = 'admin') =>
    call(method, url, payload === undefined ? {} : { payload }, as);
  const upload = (url: string, part: Multipart, query?: Record<string, string>) =>
    call('POST', url, { payload: part.payload, headers: part.headers, query });
  const log = async (query: Record<string, string> = {}) => {
    const answer = await call<AuditLogPage>('GET', AuditPaths.log, { query });
    expect(answer.statusCode).toBe(200);
    return answer.envelope.data;
  };
  const entriesOf = async (targetId: string) => (await log({ targetId })).entries;
  const latest = async (targetId: string): Promise<AuditEntry> => (await entriesOf(targetId))[0];
  const value = <T>(sql: string, ...params: unknown[]) =>
    app.db
      .prepare(sql)
      .pluck()
      .get(...params) as T;
  const fullName = (profileId: string) =>
    value<string>("SELECT first_name || ' ' || last_name FROM profiles WHERE profile_id = ?", profileId);
  const admin = () => {
    const id = profileIdByEmail(app, 'admin@poolvilla.test');
    return { actorId: id, actorName: fullName(id) };
  };

  describe('each change is recorded, by the admin who made it, with what it changed', () => {
    test('a user: created, updated, given an image, a role, switched off, deleted', async () => {
      const created = await send('POST', ProfilePaths.create, {
        firstName: 'ทดสอบ',
        lastName: 'บันทึก',
        email: 'audit.user@example.test',
        role: 'CUSTOMER',
      });
      expect(created.statusCode).toBe(201);
      const id = (created.envelope.data as { profileId: string }).profileId;
      expect(await latest(id)).toMatchObject({
        ...admin(),
        action: 'user.create',
        targetKind: 'user',
        targetId: id,
        targetName: 'ทดสอบ บันทึก',
        before: null,
        after: { firstName: 'ทดสอบ', lastName: 'บันทึก', role: 'CUSTOMER', active: true },
        relatedIds: [],
      });
      expect((await latest(id)).at).toBe(new Date(START).toISOString());

      await send('PUT', ProfilePaths.byId(id), { phoneNumber: '0899999999', lastName: 'บันทึก' });
      expect(await latest(id)).toMatchObject({
        action: 'user.update',
        before: { phoneNumber: null },
        after: { phoneNumber: '0899999999' },
      });
      expect(Object.keys((await latest(id)).after ?? {})).toEqual(['phoneNumber']);

      const image = await upload(ProfilePaths.image(id), multipart('image', pngImage()));
      expect(await latest(id)).toMatchObject({
        action: 'user.image',
        before: { image: null },
        after: { image: (image.envelope.data as { image: string }).image },
      });

      await send('POST', ProfilePaths.role(id), { newRole: 'PARTNER' }, 'second');
      const secondId = profileIdByEmail(app, SECOND_ADMIN);
      expect(await latest(id)).toMatchObject({
        actorId: secondId,
        actorName: fullName(secondId),
        action: 'user.role',
        before: { role: 'CUSTOMER' },
        after: { role: 'PARTNER' },
      });

      await send('PATCH', ProfilePaths.active(id));
      expect(await latest(id)).toMatchObject({
        ...admin(),
        action: 'user.active',
        before: { active: true },
        after: { active: false },
      });

      await send('DELETE', ProfilePaths.remove(id));
      expect(await latest(id)).toMatchObject({
        action: 'user.delete',
        targetName: 'ทดสอบ บันทึก',
        before: { email: 'audit.user@example.test', role: 'PARTNER', active: false },
        after: null,
      });
      expect((await entriesOf(id)).map((entry) => entry.action)).toEqual([
        'user.delete',
        'user.active',
        'user.role',
        'user.image',
        'user.update',
        'user.create',
      ]);
    });

    test('a partner request: updated, approved (both calls), rejected, deleted, cancelled', async () => {
      const request = (status: 'PENDING' | 'APPROVED', role: 'CUSTOMER' | 'PARTNER') => {
        const profileId = insertProfile(app, { role, firstName: 'ผู้สมัคร', lastName: status });
        const id = `audit-request-${profileId}`;
        app.db
          .prepare(
            `INSERT INTO partner_requests (profile_partner_id, profile_id, status, property_name, max_capacity, location, create_date)
             VALUES (?, ?, ?, 'บ้านเดิม', 8, 'หัวหิน', ?)`,
          )
          .run(id, profileId, status, new Date(START).toISOString());
        return { id, profileId };
      };
      const target = ({ id, profileId }: { id: string; profileId: string }) => ({
        targetKind: 'partner',
        targetId: id,
        relatedIds: [profileId],
      });

      const updated = request('PENDING', 'CUSTOMER');
      await send('PUT', PartnerPaths.byId(updated.id), { propertyName: 'บ้านใหม่' });
      expect(await latest(updated.id)).toMatchObject({
        ...admin(),
        ...target(updated),
        action: 'partner.update',
        targetName: 'ผู้สมัคร PENDING',
        before: { propertyName: 'บ้านเดิม' },
        after: { propertyName: 'บ้านใหม่' },
      });
      await send('PUT', PartnerPaths.approve(updated.id));
      expect(await latest(updated.id)).toMatchObject({
        ...target(updated),
        action: 'partner.approve',
        before: { status: 'PENDING', role: 'CUSTOMER' },
        after: { status: 'APPROVED', role: 'PARTNER' },
      });
      // The applicant's own trail shows it too.
      expect((await latest(updated.profileId)).action).toBe('partner.approve');

      const byProfile = request('PENDING', 'CUSTOMER');
      await send('PATCH', PartnerPaths.updateRoleToPartner(encryptProfileId(byProfile.profileId)));
      expect(await latest(byProfile.id)).toMatchObject({ ...target(byProfile), action: 'partner.approve' });

      const rejected = request('PENDING', 'CUSTOMER');
      await send('PUT', PartnerPaths.reject(rejected.id));
      expect(await latest(rejected.id)).toMatchObject({
        action: 'partner.reject',
        before: { status: 'PENDING' },
        after: { status: 'REJECTED' },
      });

      const deleted = request('PENDING', 'CUSTOMER');
      await send('DELETE', PartnerPaths.byId(deleted.id));
      expect(await latest(deleted.id)).toMatchObject({
        action: 'partner.reject',
        before: { status: 'PENDING', role: 'CUSTOMER' },
        after: { status: null, role: 'CUSTOMER' },
      });

      const cancelled = request('APPROVED', 'PARTNER');
      await send('DELETE', PartnerPaths.deleteProfilePartner(cancelled.id));
      expect(await latest(cancelled.id)).toMatchObject({
        ...target(cancelled),
        action: 'partner.cancel',
        before: { status: 'APPROVED', role: 'PARTNER' },
        after: { status: null, role: 'CUSTOMER' },
      });
    });

    test('a property: renamed, deleted', async () => {
      const propertyId = value<string>(
        `SELECT property_id FROM properties p WHERE NOT EXISTS (
           SELECT 1 FROM bookings b JOIN property_types t ON t.property_type_id = b.property_type_id
            WHERE t.property_id = p.property_id) LIMIT 1`,
      );
      const oldName = value<string>('SELECT property_name FROM properties WHERE property_id = ?', propertyId);
      const typeIds = app.db
        .prepare('SELECT property_type_id FROM property_types WHERE property_id = ? ORDER BY code')
        .pluck()
        .all(propertyId) as string[];
      await send('PUT', PropertyPaths.property(propertyId), { propertyName: 'วิลล่าชื่อใหม่' });
      expect(await latest(propertyId)).toMatchObject({
        action: 'property.update',
        targetKind: 'property',
        targetName: 'วิลล่าชื่อใหม่',
        before: { propertyName: oldName },
        after: { propertyName: 'วิลล่าชื่อใหม่' },
      });
      await send('DELETE', PropertyPaths.property(propertyId));
      const deleted = await latest(propertyId);
      expect(deleted).toMatchObject({
        action: 'property.delete',
        before: { propertyName: 'วิลล่าชื่อใหม่' },
        after: null,
      });
      expect([...deleted.relatedIds].sort()).toEqual([...typeIds].sort());
    });

    test('a property type: approved, revoked, switched off, maintenance, values, banner, rejected, deleted', async () => {
      const unbooked = (approved: 0 | 1) =>
        app.db
          .prepare(
            `SELECT property_type_id AS id, property_id AS propertyId, property_type_name AS name, maintenance
               FROM property_types t WHERE approved = ?
                AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.property_type_id = t.property_type_id)
              ORDER BY code`,
          )
          .all(approved) as { id: string; propertyId: string; name: string; maintenance: 0 | 1 }[];
      const [type, rejected, deleted] = unbooked(0);
      const target = {
        targetKind: 'propertyType',
        targetId: type.id,
        targetName: type.name,
        relatedIds: [type.propertyId],
      };

      await send('PATCH', PropertyPaths.approve(type.id));
      expect(await latest(type.id)).toMatchObject({
        ...target,
        action: 'propertyType.approve',
        before: { approved: false },
        after: { approved: true },
      });
      await send('PATCH', PropertyPaths.approve(type.id));
      expect(await latest(type.id)).toMatchObject({
        action: 'propertyType.revoke',
        before: { approved: true },
        after: { approved: false },
      });
      const active =
        value<number>('SELECT active FROM property_types WHERE property_type_id = ?', type.id) === 1;
      await send('PATCH', PropertyPaths.active(type.id));
      expect(await latest(type.id)).toMatchObject({
        action: 'propertyType.active',
        before: { active },
        after: { active: !active },
      });
      const maintenance = type.maintenance === 1;
      await send('PATCH', PropertyPaths.maintenance(type.id), { maintenance: !maintenance });
      expect(await latest(type.id)).toMatchObject({
        action: 'propertyType.maintenance',
        before: { maintenance },
        after: { maintenance: !maintenance },
      });
      await send('PUT', PropertyPaths.propertyType(type.id), { startPrice: 12345, maxPeople: 9 });
      const update = await latest(type.id);
      expect(update).toMatchObject({ action: 'propertyType.update', after: { startPrice: 12345 } });
      const banner = await upload(PropertyPaths.propertyTypeImage(type.id), multipart('image', pngImage()));
      expect(await latest(type.id)).toMatchObject({
        action: 'propertyType.image',
        after: { banner: (banner.envelope.data as { banner: string }).banner },
      });

      await send('DELETE', PropertyPaths.propertyType(rejected.id));
      expect(await latest(rejected.id)).toMatchObject({
        action: 'propertyType.reject',
        before: { propertyTypeName: rejected.name, approved: false },
        after: null,
      });
      await send('PATCH', PropertyPaths.approve(deleted.id));
      await send('DELETE', PropertyPaths.propertyType(deleted.id));
      expect(await latest(deleted.id)).toMatchObject({
        action: 'propertyType.delete',
        before: { approved: true },
      });
    });

    test("a slip: the booking, the partner's transfer amount, the payment and the image", async () => {
      const ready = app.db
        .prepare(
          `SELECT p.payment_id AS paymentId, b.booking_id AS bookingId, b.booking_code AS code,
                  p.amount, b.total_price AS total
             FROM payments p JOIN bookings b ON b.booking_id = p.booking_id
            WHERE p.period = 1 AND p.status IN ('ACCEPT', 'SUCCESS') AND p.admin_transfer_slip_id IS NULL
              AND b.walk_in = 0 AND b.status <> 'CANCEL' LIMIT 1`,
        )
        .get() as { paymentId: string; bookingId: string; code: string; amount: number; total: number };
      const paid = await upload(
        PaymentPaths.transferSlipToPartner,
        multipart('file', jpegImage, 'slip.jpg', 'image/jpeg'),
        {
          paymentId: ready.paymentId,
          bookingId: ready.bookingId,
        },
      );
      expect(paid.statusCode).toBe(200);
      const satang = (baht: number) => Math.round(baht * 100);
      const transfer =
        (satang(ready.amount) - satang((ready.total * 10) / 100) - satang((ready.total * 3) / 100)) / 100;
      expect(await latest(ready.bookingId)).toMatchObject({
        ...admin(),
        action: 'slip.upload',
        targetKind: 'booking',
        targetId: ready.bookingId,
        targetName: ready.code,
        before: { adminTransferSlip: null },
        after: {
          amount: transfer,
          paymentIds: [ready.paymentId],
          bookingIds: [ready.bookingId],
          slipImageId: (paid.envelope.data as { adminTransferSlip: string }).adminTransferSlip,
        },
        relatedIds: [ready.paymentId],
      });
      expect((await latest(ready.paymentId)).action).toBe('slip.upload');
    });

    test('a batch slip: about the partner it pays, the exact total, every booking and payment', async () => {
      const ready = app.db
        .prepare(
          `SELECT p.payment_id AS paymentId, b.booking_id AS bookingId, h.profile_id AS ownerId,
                  p.amount, b.total_price AS total
             FROM payments p JOIN bookings b ON b.booking_id = p.booking_id
             JOIN property_types t ON t.property_type_id = b.property_type_id
             JOIN property_owners h ON h.property_id = t.property_id AND h.is_head = 1
            WHERE p.period = 1 AND p.status IN ('ACCEPT', 'SUCCESS') AND p.admin_transfer_slip_id IS NULL
              AND b.walk_in = 0 AND b.status <> 'CANCEL' AND p.method = 'TRANSFER'
            ORDER BY h.profile_id, b.booking_code`,
        )
        .all() as { paymentId: string; bookingId: string; ownerId: string; amount: number; total: number }[];
      const ownerId = ready.find(
        (row) => ready.filter((other) => other.ownerId === row.ownerId).length >= 3,
      )?.ownerId;
      const batch = ready.filter((row) => row.ownerId === ownerId).slice(0, 3);
      const paymentIds = batch.map((row) => row.paymentId);
      const bookingIds = batch.map((row) => row.bookingId);
      const paid = await upload(
        PaymentPaths.transferSlipBatch,
        multipartForm([
          ...paymentIds.map((id) => ({ field: 'paymentIds', value: id })),
          { field: 'file', file: jpegImage },
        ]),
      );
      expect(paid.statusCode).toBe(200);
      const satang = (baht: number) => Math.round(baht * 100);
      const total = batch.reduce(
        (sum, row) =>
          sum + satang(row.amount) - satang((row.total * 10) / 100) - satang((row.total * 3) / 100),
        0,
      );
      const entry = await latest(ownerId ?? '');
      expect(entry).toMatchObject({
        ...admin(),
        action: 'slip.batch',
        targetKind: 'partner',
        targetId: ownerId,
        targetName: fullName(ownerId ?? ''),
        before: { adminTransferSlip: null },
        after: {
          amount: total / 100,
          paymentIds,
          bookingIds,
          slipImageId: (paid.envelope.data as { slipImageId: string }).slipImageId,
        },
        relatedIds: [...bookingIds, ...paymentIds],
      });
      // Each booking's trail shows the batch that paid it.
      for (const bookingId of bookingIds) expect((await latest(bookingId)).auditId).toBe(entry.auditId);
    });
  });

  test('a refused or empty change records nothing', async () => {
    const selfId = profileIdByEmail(app, 'admin@poolvilla.test');
    const before = (await log()).total;
    expect((await send('PATCH', ProfilePaths.active(selfId))).statusCode).toBe(409);
    expect((await send('POST', ProfilePaths.role(selfId), { newRole: 'CUSTOMER' })).statusCode).toBe(409);
    expect((await send('PATCH', ProfilePaths.active('missing'))).statusCode).toBe(404);
    const refusedBatch = await upload(
      PaymentPaths.transferSlipBatch,
      multipartForm([
        { field: 'paymentIds', value: 'missing' },
        { field: 'file', file: jpegImage },
      ]),
    );
    expect(refusedBatch.statusCode).toBe(409);
    // Written as it already is: no change.
    const phone = value<string>('SELECT phone_number FROM profiles WHERE profile_id = ?', selfId);
    expect((await send('PUT', ProfilePaths.byId(selfId), { phoneNumber: phone })).statusCode).toBe(200);
    expect((await send('POST', ProfilePaths.role(selfId), { newRole: 'ADMIN' })).statusCode).toBe(200);
    expect((await log()).total).toBe(before);
  });

  describe('the list', () => {
    /** A fresh user switched on and off `times` times, an hour apart. */
    const toggled = async (times: number, as = 'admin') => {
      const id = insertProfile(app, { firstName: 'สลับ', lastName: 'สถานะ' });
      for (let i = 0; i < times; i += 1) {
        await send('PATCH', ProfilePaths.active(id), undefined, as);
        clock.advance(HOUR_MS);
      }
      return id;
    };

    test('newest first, paged with the total', async () => {
      const id = await toggled(5);
      const first = await log({ targetId: id, size: '2' });
      expect(first).toMatchObject({ total: 5, page: 1, size: 2 });
      expect(first.entries.map((entry) => entry.after)).toEqual([{ active: false }, { active: true }]);
      const pages = await Promise.all(['1', '2', '3'].map((page) => log({ targetId: id, size: '2', page })));
      expect(pages.map((page) => page.entries.length)).toEqual([2, 2, 1]);
      const times = pages.flatMap((page) => page.entries.map((entry) => entry.at));
      expect(times).toEqual([...times].sort().reverse());
      expect(new Set(pages.flatMap((page) => page.entries.map((entry) => entry.auditId))).size).toBe(5);
      expect((await log({ targetId: id, size: '2', page: '4' })).entries).toEqual([]);
      // Far past the end: an empty page, up to the most pages a list can have (AnswerLimits.count).
      expect(await log({ targetId: id, size: '2', page: '99999999' })).toMatchObject({
        entries: [],
        total: 5,
      });
      expect((await log()).size).toBe(50);
    });

    test('by actor, action and target kind', async () => {
      const mine = await toggled(1);
      const theirs = await toggled(2, 'second');
      const secondId = profileIdByEmail(app, SECOND_ADMIN);
      const byActor = await log({ actorId: secondId });
      expect(byActor.entries.every((entry) => entry.actorId === secondId)).toBe(true);
      expect(byActor.entries.filter((entry) => entry.targetId === theirs)).toHaveLength(2);
      expect(byActor.entries.some((entry) => entry.targetId === mine)).toBe(false);
      const byAction = await log({ action: 'user.active', size: '200' });
      expect(byAction.entries.every((entry) => entry.action === 'user.active')).toBe(true);
      expect(byAction.entries.some((entry) => entry.targetId === mine)).toBe(true);
      const byKind = await log({ targetKind: 'booking', size: '200' });
      expect(byKind.entries.length).toBeGreaterThan(0);
      expect(byKind.entries.every((entry) => entry.targetKind === 'booking')).toBe(true);
      expect((await log({ actorId: secondId, action: 'user.active', targetId: mine })).total).toBe(0);
    });

    test("from and to are days in Thailand's time, both included", async () => {
      const id = insertProfile(app, { firstName: 'ช่วง', lastName: 'วันที่' });
      // 23:59:59 on 20 March in Bangkok, then midnight of the 21st, then the 22nd.
      for (const at of ['2027-03-20T16:59:59.000Z', '2027-03-20T17:00:00.000Z', '2027-03-22T05:00:00.000Z']) {
        clock.set(Date.parse(at));
        await send('PATCH', ProfilePaths.active(id));
      }
      const days = async (query: Record<string, string>) =>
        (await log({ targetId: id, ...query })).entries.map((entry) => entry.at);
      expect(await days({ from: '2027-03-20', to: '2027-03-20' })).toEqual(['2027-03-20T16:59:59.000Z']);
      expect(await days({ from: '2027-03-21', to: '2027-03-21' })).toEqual(['2027-03-20T17:00:00.000Z']);
      expect(await days({ from: '2027-03-21' })).toEqual([
        '2027-03-22T05:00:00.000Z',
        '2027-03-20T17:00:00.000Z',
      ]);
      expect(await days({ to: '2027-03-21' })).toEqual([
        '2027-03-20T17:00:00.000Z',
        '2027-03-20T16:59:59.000Z',
      ]);
      expect(await days({ from: '2027-03-22', to: '2027-03-20' })).toEqual([]);
    });

    test('a bad query is 400 naming the field', async () => {
      for (const [query, field] of [
        [{ from: '2027-02-30' }, 'from'],
        [{ to: '20-03-2027' }, 'to'],
        [{ size: '201' }, 'size'],
        [{ page: '0' }, 'page'],
        // A whole number is decimal digits: no exponent, hexadecimal, binary, sign or space.
        [{ page: '1e300' }, 'page'],
        [{ page: '0x10' }, 'page'],
        [{ size: '0b11' }, 'size'],
        [{ size: '1e1' }, 'size'],
        [{ page: '+2' }, 'page'],
        [{ page: ' 2' }, 'page'],
        [{ page: '2.0' }, 'page'],
        // Past the most pages a list can have, and digits past what a number holds (10^309 reads
        // as Infinity).
        [{ page: '100000000' }, 'page'],
        [{ page: '184467440737095517' }, 'page'],
        [{ page: '9'.repeat(309) }, 'page'],
        [{ size: '9'.repeat(309) }, 'size'],
        [{ action: 'user.fly' }, 'action'],
        [{ targetKind: 'planet' }, 'targetKind'],
        [{ colour: 'red' }, 'colour'],
      ] as const) {
        const answer = await call('GET', AuditPaths.log, { query });
        expect(answer.statusCode).toBe(400);
        expect(answer.envelope.status.message).toContain(field);
      }
    });
  });
});
