import { openDatabase, type Db } from '../../sandbox/db';
import { HOSTILE, RECENT_BOOKINGS, SEED_ACCOUNTS, TODAY_BOOKINGS, seed } from '../../sandbox/seed';
import { LARGE_BOOKINGS, LARGE_USERS } from '../../sandbox/seed/large';
import { bangkokDate, bangkokDayStart, DAY_MS } from '../../sandbox/lib/dates';

const TABLES = [
  'images',
  'profiles',
  'locations',
  'properties',
  'property_types',
  'property_owners',
  'partner_requests',
  'partner_banks',
  'bookings',
  'payments',
  'audit_log',
];

const NOW = Date.parse('2026-11-21T08:00:00.000Z');

function seeded(size: 'default' | 'large' = 'default', now = NOW): { db: Db } {
  const db = openDatabase(':memory:');
  seed(db, size, now);
  return { db };
}

const dump = (db: Db) =>
  Object.fromEntries(
    TABLES.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]),
  );

describe('the default seed', () => {
  const { db } = seeded();
  const count = (sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  const values = (sql: string) => db.prepare(sql).pluck().all() as unknown[];
  afterAll(() => db.close());

  test('is deterministic: two seeds give identical data', () => {
    const other = seeded().db;
    expect(dump(other)).toEqual(dump(db));
    other.close();
  });

  test('only the bookings of the last 30 days depend on the day it runs', () => {
    const later = seeded('default', NOW + 3 * DAY_MS).db;
    const differing = (table: string, column: string) =>
      (later.prepare(`SELECT ${column} FROM ${table} ORDER BY rowid`).pluck().all() as unknown[]).filter(
        (value, index) =>
          value !==
          (db.prepare(`SELECT ${column} FROM ${table} ORDER BY rowid`).pluck().all() as unknown[])[index],
      ).length;
    expect(differing('bookings', 'create_date')).toBe(RECENT_BOOKINGS + TODAY_BOOKINGS);
    expect(differing('profiles', 'create_date')).toBe(0);
    expect(differing('bookings', 'total_price')).toBe(0);
    expect(differing('bookings', 'status')).toBe(0);
    expect(differing('payments', 'status')).toBe(0);
    // The audit trail moves with those bookings only (their slips' entries), and with the payout
    // batch sent back in the days before it runs.
    const column = (source: Db, sql: string) => source.prepare(sql).all() as Record<string, unknown>[];
    const bookingDates = (source: Db) =>
      column(source, 'SELECT booking_id, create_date FROM bookings ORDER BY rowid');
    const moved = new Set([
      ...bookingDates(later)
        .filter((row, index) => row.create_date !== bookingDates(db)[index].create_date)
        .map((row) => row.booking_id),
      ...(later.prepare('SELECT batch_id FROM payout_batches').pluck().all() as string[]),
    ]);
    const entries = (source: Db) => column(source, 'SELECT target_id, at FROM audit_log ORDER BY seq');
    const movedEntries = entries(later).filter((row, index) => row.at !== entries(db)[index].at);
    expect(movedEntries.length).toBeGreaterThan(0);
    expect(movedEntries.filter((row) => !moved.has(row.target_id))).toEqual([]);
    expect(differing('audit_log', 'audit_id')).toBe(0);
    later.close();
  });

  test('the named accounts', () => {
    const role = (email: string) =>
      db.prepare('SELECT role, active FROM profiles WHERE email = ?').get(email);
    expect(role(SEED_ACCOUNTS.admin)).toEqual({ role: 'ADMIN', active: 1 });
    expect(role(SEED_ACCOUNTS.partner)).toEqual({ role: 'PARTNER', active: 1 });
    expect(role(SEED_ACCOUNTS.customer)).toEqual({ role: 'CUSTOMER', active: 1 });
    expect(
      db.prepare('SELECT first_name, last_name FROM profiles WHERE email = ?').get(SEED_ACCOUNTS.admin),
    ).toEqual({
      first_name: 'สมชาย',
      last_name: 'ใจดี',
    });
  });

  test('about 60 users of every role, some inactive, some without phone or image', () => {
    expect(count('SELECT COUNT(*) FROM profiles')).toBeGreaterThanOrEqual(60);
    expect(count("SELECT COUNT(*) FROM profiles WHERE role = 'ADMIN'")).toBeGreaterThanOrEqual(3);
    expect(count("SELECT COUNT(*) FROM profiles WHERE role = 'PARTNER'")).toBeGreaterThan(10);
    expect(count("SELECT COUNT(*) FROM profiles WHERE role = 'CUSTOMER'")).toBeGreaterThan(20);
    expect(count('SELECT COUNT(*) FROM profiles WHERE active = 0')).toBeGreaterThan(2);
    expect(count('SELECT COUNT(*) FROM profiles WHERE phone_number IS NULL')).toBeGreaterThan(2);
    expect(count('SELECT COUNT(*) FROM profiles WHERE image_id IS NULL')).toBeGreaterThan(2);
    // Thai names.
    expect(count("SELECT COUNT(*) FROM profiles WHERE first_name GLOB '*[ก-ฮ]*'")).toBeGreaterThan(55);
  });

  test('partner requests: 8 pending, 4 approved partners without properties', () => {
    expect(count("SELECT COUNT(*) FROM partner_requests WHERE status = 'PENDING'")).toBe(8);
    expect(
      count(`SELECT COUNT(*) FROM partner_requests r JOIN profiles p ON p.profile_id = r.profile_id
              WHERE r.status = 'APPROVED' AND p.role = 'PARTNER'
                AND NOT EXISTS (SELECT 1 FROM property_owners o WHERE o.profile_id = r.profile_id)`),
    ).toBe(4);
    const locations = values('SELECT location FROM partner_requests') as (string | null)[];
    expect(locations.some((location) => location?.startsWith('https://'))).toBe(true);
    expect(locations.some((location) => location && !location.includes(':'))).toBe(true);
    expect(
      count('SELECT COUNT(*) FROM partner_requests WHERE max_capacity IS NULL OR property_name IS NULL'),
    ).toBe(0);
  });

  test('locations, properties, types, owners', () => {
    expect(count('SELECT COUNT(*) FROM locations')).toBe(15);
    expect(values('SELECT code FROM locations')).toEqual(
      expect.arrayContaining(['PTY', 'HHN', 'PKT', 'KSM', 'KYI', 'KBI', 'CNX']),
    );
    expect(count('SELECT COUNT(*) FROM properties')).toBe(20);
    const typesPerProperty = values('SELECT COUNT(*) FROM property_types GROUP BY property_id') as number[];
    expect(typesPerProperty).toHaveLength(20);
    expect(Math.min(...typesPerProperty)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...typesPerProperty)).toBeLessThanOrEqual(5);
    expect(values('SELECT DISTINCT approved FROM property_types ORDER BY approved')).toEqual([0, 1]);
    const ownersPerProperty = values('SELECT COUNT(*) FROM property_owners GROUP BY property_id') as number[];
    expect(ownersPerProperty).toHaveLength(20);
    expect(ownersPerProperty.every((owners) => owners >= 1 && owners <= 3)).toBe(true);
    expect(count('SELECT COUNT(*) FROM property_owners WHERE is_head = 1')).toBe(20);
    expect(values('SELECT DISTINCT verified FROM property_owners ORDER BY verified')).toEqual([0, 1]);
  });

  test('bookings: every booking status, both periods in every payment status, walk-ins, transfers', () => {
    expect(count('SELECT COUNT(*) FROM bookings')).toBe(150);
    expect(values('SELECT DISTINCT status FROM bookings ORDER BY status')).toEqual([
      'CANCEL',
      'CONFIRM',
      'PAYMENT2',
      'PENDING',
      'SUCCESS',
    ]);
    for (const period of [1, 2]) {
      expect(
        db
          .prepare('SELECT DISTINCT status FROM payments WHERE period = ? ORDER BY status')
          .pluck()
          .all(period),
      ).toEqual(['ACCEPT', 'PENDING', 'REJECT', 'SUCCESS']);
    }
    expect(count('SELECT COUNT(*) FROM payments')).toBe(300);
    expect(count('SELECT COUNT(*) FROM bookings WHERE walk_in = 1')).toBe(20);
    expect(count('SELECT COUNT(*) FROM payments WHERE slip_image_id IS NOT NULL')).toBeGreaterThan(100);
    expect(count('SELECT COUNT(*) FROM payments WHERE admin_transfer_slip_id IS NOT NULL')).toBeGreaterThan(
      10,
    );
    expect(
      count(
        "SELECT COUNT(*) FROM payments WHERE admin_transfer_slip_id IS NOT NULL AND (period <> 1 OR status NOT IN ('ACCEPT', 'SUCCESS'))",
      ),
    ).toBe(0);
    expect(
      count(
        "SELECT COUNT(*) FROM bookings WHERE booking_code NOT GLOB 'PV-2026-[0-9][0-9][0-9][0-9][0-9][0-9]'",
      ),
    ).toBe(0);
    expect(count('SELECT COUNT(*) FROM bookings WHERE total_price <> package_price + extra_bed_price')).toBe(
      0,
    );
  });

  test('today-bookings are dated on the day the seed runs (Bangkok time); nothing after it runs', () => {
    const start = new Date(bangkokDayStart(NOW)).toISOString();
    const end = new Date(bangkokDayStart(NOW) + DAY_MS).toISOString();
    expect(
      count('SELECT COUNT(*) FROM bookings WHERE create_date >= ? AND create_date < ?', start, end),
    ).toBe(TODAY_BOOKINGS);
    const now = new Date(NOW).toISOString();
    expect(count('SELECT COUNT(*) FROM bookings WHERE create_date > ?', now)).toBe(0);
    expect(count('SELECT COUNT(*) FROM payments WHERE create_date > ? OR update_date > ?', now, now)).toBe(0);
  });

  test('the booking dates have a shape: a year of growth, a weekly rhythm, most of the last 30 days', () => {
    const created = (values('SELECT create_date FROM bookings') as string[]).map(Date.parse);
    const [year, month] = bangkokDate(NOW).split('-').map(Number);
    const monthAgo = (ago: number) => new Date(Date.UTC(year, month - 1 - ago, 1)).toISOString().slice(0, 7);
    const perMonth = Array.from(
      { length: 12 },
      (_, ago) => created.filter((ms) => bangkokDate(ms).startsWith(monthAgo(ago))).length,
    );
    expect(perMonth.every((bookings) => bookings > 0)).toBe(true);
    expect(created.filter((ms) => bangkokDate(ms) < monthAgo(12))).toHaveLength(0);
    const quarterOf = (months: number[]) => months.reduce((sum, bookings) => sum + bookings, 0);
    expect(quarterOf(perMonth.slice(0, 3))).toBeGreaterThan(2 * quarterOf(perMonth.slice(9)));

    // Friday to Sunday are busier than the rest of the week, per day.
    const weekdayOf = (ms: number) => new Date(bangkokDate(ms)).getUTCDay();
    const weekend = created.filter((ms) => [0, 5, 6].includes(weekdayOf(ms))).length;
    expect(weekend / 3).toBeGreaterThan((created.length - weekend) / 4);

    const lastDays = new Set(
      created.filter((ms) => ms >= bangkokDayStart(NOW) - 29 * DAY_MS).map((ms) => bangkokDate(ms)),
    );
    expect(lastDays.size).toBeGreaterThanOrEqual(20);
  });

  test("an audit trail of the seed's admins: each approved partner and each transfer slip, none after it runs", () => {
    const entries = (action: string) => count('SELECT COUNT(*) FROM audit_log WHERE action = ?', action);
    expect(entries('partner.approve')).toBe(
      count("SELECT COUNT(*) FROM partner_requests WHERE status = 'APPROVED'"),
    );
    expect(entries('slip.upload')).toBe(
      count('SELECT COUNT(*) FROM payments WHERE admin_transfer_slip_id IS NOT NULL'),
    );
    // And the payout batch sent back, prepared by one of them and sent back by another.
    expect(
      count("SELECT COUNT(*) FROM payout_batches WHERE status = 'SENT_BACK' AND prepared_by != decided_by"),
    ).toBe(1);
    expect([entries('payoutBatch.prepare'), entries('payoutBatch.sendBack')]).toEqual([1, 1]);
    expect(count('SELECT COUNT(*) FROM audit_log')).toBe(
      entries('partner.approve') +
        entries('slip.upload') +
        entries('payoutBatch.prepare') +
        entries('payoutBatch.sendBack'),
    );
    expect(
      count(
        "SELECT COUNT(*) FROM audit_log a JOIN profiles p ON p.profile_id = a.actor_id AND p.role = 'ADMIN'",
      ),
    ).toBe(count('SELECT COUNT(*) FROM audit_log'));
    expect(count('SELECT COUNT(DISTINCT actor_id) FROM audit_log')).toBeGreaterThan(1);
    expect(count('SELECT COUNT(*) FROM audit_log WHERE at > ?', new Date(NOW).toISOString())).toBe(0);
    // Each slip's entry is found by its payment, too.
    expect(
      count(
        "SELECT COUNT(*) FROM audit_related r JOIN payments p ON p.payment_id = r.related_id JOIN audit_log a ON a.seq = r.seq AND a.action = 'slip.upload'",
      ),
    ).toBe(entries('slip.upload'));
  });

  test('bank details: Thai banks, 10-digit account numbers', () => {
    expect(count('SELECT COUNT(*) FROM partner_banks')).toBeGreaterThan(10);
    expect(
      count(
        "SELECT COUNT(*) FROM partner_banks WHERE account_number NOT GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'",
      ),
    ).toBe(0);
    expect(values('SELECT DISTINCT bank_name FROM partner_banks')).toEqual(
      expect.arrayContaining(['ธนาคารกสิกรไทย', 'ธนาคารไทยพาณิชย์']),
    );
  });

  test('hostile values are there, stored as they are', () => {
    expect(count('SELECT COUNT(*) FROM profiles WHERE first_name = ?', HOSTILE.name)).toBe(1);
    expect(
      count(
        "SELECT COUNT(*) FROM partner_requests WHERE status = 'PENDING' AND location = ?",
        HOSTILE.location,
      ),
    ).toBe(1);
    expect(
      count(
        'SELECT COUNT(*) FROM profiles p JOIN property_owners o ON o.profile_id = p.profile_id WHERE p.location = ?',
        HOSTILE.location,
      ),
    ).toBeGreaterThan(0);
    expect(
      count(
        'SELECT COUNT(*) FROM properties WHERE property_name = ? AND length(property_name) = 300',
        HOSTILE.longPropertyName,
      ),
    ).toBe(1);
    expect(
      count(
        'SELECT COUNT(*) FROM property_types t WHERE banner_image_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM images i WHERE i.image_id = t.banner_image_id)',
      ),
    ).toBe(1);
  });

  test('a handful of small generated PNGs, reused across rows', () => {
    expect(count('SELECT COUNT(*) FROM images')).toBeLessThanOrEqual(20);
    expect(
      count(
        "SELECT COUNT(*) FROM images WHERE mime <> 'image/png' OR hex(substr(bytes, 1, 8)) <> '89504E470D0A1A0A'",
      ),
    ).toBe(0);
    expect(count('SELECT MAX(length(bytes)) FROM images')).toBeLessThan(100_000);
    expect(count('SELECT COUNT(DISTINCT hex(bytes)) FROM images')).toBe(count('SELECT COUNT(*) FROM images'));
  });
});

describe('the large seed', () => {
  test('adds 10,000 users and 5,000 bookings', () => {
    const { db } = seeded('large');
    expect(db.prepare('SELECT COUNT(*) FROM profiles').pluck().get()).toBe(LARGE_USERS + 62);
    expect(db.prepare('SELECT COUNT(*) FROM bookings').pluck().get()).toBe(LARGE_BOOKINGS + 150);
    expect(db.prepare('SELECT COUNT(*) FROM payments').pluck().get()).toBe(2 * (LARGE_BOOKINGS + 150));
    db.close();
  });
});
