import { createI18n } from '../../../src/app/i18n';
import { actionLabel, changesOf, changesText, targetKindLabel } from '../../../src/audit/auditEntries';
import { entryRecordLink } from '../../../src/audit/auditLinks';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, type AuditEntry } from '../../../contract';
import { allTexts } from '../../support/texts';

const english = createI18n('en', allTexts);
const thai = createI18n('th', allTexts);
const t = english.t.bind(english);

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  auditId: 'a1',
  at: '2026-11-26T05:00:00.000Z',
  actorId: 'admin-1',
  actorName: 'สมชาย ใจดี',
  action: 'user.role',
  targetKind: 'user',
  targetId: 'profile-1',
  targetName: 'ประเสริฐ มั่นคง',
  before: null,
  after: null,
  relatedIds: [],
  ...fields,
});

describe('how an audit entry reads', () => {
  it('names every action and kind the contract has, in both languages; an unknown one said to be unknown', () => {
    for (const language of [english, thai]) {
      const translate = language.t.bind(language);
      for (const action of AUDIT_ACTIONS) expect(actionLabel(translate, action)).not.toMatch(/⟦|^\w+\.\w+$/);
      for (const kind of AUDIT_TARGET_KINDS) expect(targetKindLabel(translate, kind)).not.toMatch(/⟦/);
    }
    expect(actionLabel(t, 'slip.batch')).toBe('One slip for several bookings');
    expect(actionLabel(thai.t.bind(thai), 'user.role')).toBe('เปลี่ยนบทบาท');
    expect(actionLabel(t, 'user.teleport')).toBe('Unknown action: user.teleport');
    expect(actionLabel(thai.t.bind(thai), 'user.teleport')).toBe('การดำเนินการที่ไม่รู้จัก: user.teleport');
    expect(targetKindLabel(t, 'villa')).toBe('Unknown kind: villa');
    expect(targetKindLabel(thai.t.bind(thai), 'villa')).toBe('ประเภทที่ไม่รู้จัก: villa');
    expect(targetKindLabel(t, null)).toBe('-');
    expect(actionLabel(t, undefined)).toBe('-');
    expect(targetKindLabel(t, 'propertyType')).toBe('Property type');
    expect(targetKindLabel(thai.t.bind(thai), 'booking')).toBe('การจอง');
  });

  it('says each change before → after, in words: roles, flags, statuses, money, images, lists', () => {
    const role = entry({ before: { role: 'CUSTOMER' }, after: { role: 'PARTNER' } });
    expect(changesText(t, 'en', role)).toBe('Role: Customer → Partner');
    expect(changesText(thai.t.bind(thai), 'th', role)).toBe('บทบาท: ลูกค้า → พาร์ทเนอร์');
    expect(changesText(t, 'en', entry({ before: { active: true }, after: { active: false } }))).toBe(
      'Active: Yes → No',
    );
    // A phone number grouped as on every other screen; a number of no known shape as stored.
    expect(
      changesText(
        t,
        'en',
        entry({ before: { phoneNumber: '0810571894' }, after: { phoneNumber: '021234567' } }),
      ),
    ).toBe('Phone number: 081-057-1894 → 02-123-4567');
    expect(
      changesText(t, 'en', entry({ before: { phoneNumber: null }, after: { phoneNumber: '+1 555 0100' } })),
    ).toBe('Phone number: - → +1 555 0100');
    expect(
      changesText(
        t,
        'en',
        entry({ before: { status: 'APPROVED', role: 'PARTNER' }, after: { status: null, role: 'CUSTOMER' } }),
      ),
    ).toBe('Application status: Approved → Application removed · Role: Partner → Customer');
    // The same value on both sides is said once; an image is only "previous" and "new".
    expect(
      changesText(
        t,
        'en',
        entry({ before: { status: 'PENDING', role: 'ADMIN' }, after: { status: 'APPROVED', role: 'ADMIN' } }),
      ),
    ).toBe('Application status: Pending → Approved · Role: Administrator');
    expect(changesText(t, 'en', entry({ before: { image: null }, after: { image: 'abc' } }))).toBe(
      'Profile photo: - → New image',
    );
  });

  it('a slip: what the partner was paid and how many bookings, not the empty slip before', () => {
    const slip = entry({
      action: 'slip.batch',
      before: { adminTransferSlip: null },
      after: { amount: 12345.5, paymentIds: ['p1', 'p2'], bookingIds: ['b1', 'b2'], slipImageId: 'img' },
    });
    expect(changesOf(t, 'en', slip).map((change) => change.field)).toEqual([
      'amount',
      'paymentIds',
      'bookingIds',
      'slipImageId',
    ]);
    expect(changesText(t, 'en', slip)).toBe(
      'Transfer to the partner: ฿12,345.50 · Payments: 2 items · Bookings: 2 items · Transfer slip: New image',
    );
  });

  it("a single slip's one payment and booking are not counted", () => {
    const slip = entry({
      action: 'slip.upload',
      targetKind: 'booking',
      before: { adminTransferSlip: null },
      after: { amount: 2812, paymentIds: ['p1'], bookingIds: ['b1'], slipImageId: 'img' },
    });
    expect(changesText(t, 'en', slip)).toBe('Transfer to the partner: ฿2,812 · Transfer slip: New image');
  });

  it('a creation has only after, a deletion only before; malformed values read as -', () => {
    const created = entry({ after: { email: 'a@b.test', maxPeople: 8, startPrice: 'cheap' } });
    expect(changesText(t, 'en', created)).toBe('Email: a@b.test · Max capacity: 8');
    const deleted = entry({
      before: { propertyName: 'บ้านริมหาด', colour: 'blue', seats: [1, 2, 3] },
      after: null,
    });
    expect(changesText(t, 'en', deleted)).toBe('Property name: บ้านริมหาด · colour: blue · seats: 3 items');
    expect(changesOf(t, 'en', entry({ before: null, after: null }))).toEqual([]);
  });

  it("links each entry to its record's dialog", () => {
    expect(entryRecordLink(entry({}))).toBe('/user-management?user=profile-1');
    expect(
      entryRecordLink(
        entry({ action: 'slip.upload', targetKind: 'booking', targetId: 'b1', targetName: 'PV-2026-000001' }),
      ),
    ).toBe('/transfer-management?booking=PV-2026-000001');
    expect(entryRecordLink(entry({ action: 'partner.approve', targetKind: 'partner', targetId: 'r1' }))).toBe(
      '/partner-management?partner=r1',
    );
    expect(entryRecordLink(entry({ action: 'slip.batch', targetKind: 'partner', targetId: 'owner-1' }))).toBe(
      '/user-management?user=owner-1',
    );
    expect(
      entryRecordLink(
        entry({
          action: 'propertyType.approve',
          targetKind: 'propertyType',
          targetId: 't1',
          relatedIds: ['p1'],
        }),
      ),
    ).toBe('/property-management?property=p1');
    expect(entryRecordLink(entry({ targetKind: 'propertyType', relatedIds: [] }))).toBeNull();
    expect(entryRecordLink(entry({ targetKind: 'planet' }))).toBeNull();
    expect(entryRecordLink(entry({ targetId: '' }))).toBeNull();
  });
});
