import type { Migration } from './migration';

export const businessMigrations: Migration[] = [
  {
    id: '001-profiles',
    // The columns of `profiles` are relied on by the auth side (sign-in, tokens, the provider pages).
    sql: `
      CREATE TABLE profiles (
        profile_id   TEXT PRIMARY KEY,
        first_name   TEXT,
        last_name    TEXT,
        email        TEXT UNIQUE,
        phone_number TEXT,
        role         TEXT NOT NULL CHECK (role IN ('ADMIN', 'PARTNER', 'CUSTOMER')),
        active       INTEGER NOT NULL DEFAULT 1,
        image_id     TEXT,
        line_id      TEXT,
        facebook     TEXT,
        location     TEXT,
        create_date  TEXT NOT NULL
      );
      CREATE INDEX profiles_role ON profiles(role);
    `,
  },
  {
    id: '002-business',
    // Image ids in profiles and property types are not foreign keys on purpose: a dangling id is a
    // state the console must survive (it shows its placeholder), so the seed keeps one.
    sql: `
      CREATE TABLE images (
        image_id   TEXT PRIMARY KEY,
        kind       TEXT NOT NULL CHECK (kind IN ('profile', 'property', 'payment')),
        mime       TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
        bytes      BLOB NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE INDEX profiles_create_date ON profiles(create_date);

      CREATE TABLE locations (
        location_id TEXT PRIMARY KEY,
        name        TEXT NOT NULL,
        code        TEXT NOT NULL UNIQUE
      );

      CREATE TABLE properties (
        property_id   TEXT PRIMARY KEY,
        property_name TEXT,
        code          TEXT UNIQUE,
        location_id   TEXT REFERENCES locations(location_id) ON DELETE SET NULL,
        create_date   TEXT NOT NULL
      );
      CREATE INDEX properties_location ON properties(location_id);

      CREATE TABLE property_types (
        property_type_id   TEXT PRIMARY KEY,
        property_id        TEXT NOT NULL REFERENCES properties(property_id) ON DELETE CASCADE,
        property_type_name TEXT,
        code               TEXT UNIQUE,
        banner_image_id    TEXT,
        start_price        REAL CHECK (start_price IS NULL OR start_price >= 0),
        max_people         INTEGER CHECK (max_people IS NULL OR max_people > 0),
        approved           INTEGER NOT NULL DEFAULT 0 CHECK (approved IN (0, 1)),
        active             INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
        maintenance        INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1)),
        update_date        TEXT
      );
      CREATE INDEX property_types_property ON property_types(property_id, approved);

      CREATE TABLE property_owners (
        property_id TEXT NOT NULL REFERENCES properties(property_id) ON DELETE CASCADE,
        profile_id  TEXT NOT NULL REFERENCES profiles(profile_id) ON DELETE CASCADE,
        is_head     INTEGER NOT NULL DEFAULT 0 CHECK (is_head IN (0, 1)),
        verified    INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
        PRIMARY KEY (property_id, profile_id)
      );
      CREATE INDEX property_owners_profile ON property_owners(profile_id);
      -- At most one head owner per property.
      CREATE UNIQUE INDEX property_owners_one_head ON property_owners(property_id) WHERE is_head = 1;

      -- A customer's application to become a partner (the API's "profile partner").
      CREATE TABLE partner_requests (
        profile_partner_id TEXT PRIMARY KEY,
        profile_id         TEXT NOT NULL REFERENCES profiles(profile_id) ON DELETE CASCADE,
        status             TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
        property_name      TEXT,
        max_capacity       INTEGER CHECK (max_capacity IS NULL OR max_capacity > 0),
        location           TEXT,
        create_date        TEXT NOT NULL,
        update_date        TEXT
      );
      CREATE INDEX partner_requests_status ON partner_requests(status, create_date);
      CREATE INDEX partner_requests_profile ON partner_requests(profile_id);

      CREATE TABLE partner_banks (
        profile_id     TEXT PRIMARY KEY REFERENCES profiles(profile_id) ON DELETE CASCADE,
        bank_name      TEXT NOT NULL,
        account_number TEXT NOT NULL,
        account_name   TEXT NOT NULL,
        branch_name    TEXT
      );

      -- The guest's contact details are copied onto the booking, as entered at booking time.
      CREATE TABLE bookings (
        booking_id          TEXT PRIMARY KEY,
        booking_code        TEXT NOT NULL UNIQUE,
        property_type_id    TEXT NOT NULL REFERENCES property_types(property_type_id),
        customer_profile_id TEXT REFERENCES profiles(profile_id) ON DELETE SET NULL,
        first_name          TEXT,
        last_name           TEXT,
        email               TEXT,
        phone_number        TEXT,
        line_id             TEXT,
        walk_in             INTEGER NOT NULL DEFAULT 0 CHECK (walk_in IN (0, 1)),
        status              TEXT NOT NULL CHECK (status IN ('PENDING', 'CONFIRM', 'PAYMENT2', 'SUCCESS', 'CANCEL')),
        checkin_date        TEXT NOT NULL,
        checkout_date       TEXT NOT NULL,
        package_price       REAL NOT NULL CHECK (package_price >= 0),
        extra_bed_price     REAL NOT NULL DEFAULT 0 CHECK (extra_bed_price >= 0),
        total_price         REAL NOT NULL CHECK (total_price >= 0),
        earnest_money       REAL NOT NULL CHECK (earnest_money >= 0),
        create_date         TEXT NOT NULL
      );
      CREATE INDEX bookings_property_type ON bookings(property_type_id);
      CREATE INDEX bookings_customer ON bookings(customer_profile_id);
      CREATE INDEX bookings_walk_in ON bookings(walk_in, create_date);
      CREATE INDEX bookings_create_date ON bookings(create_date);

      CREATE TABLE payments (
        payment_id             TEXT PRIMARY KEY,
        booking_id             TEXT NOT NULL REFERENCES bookings(booking_id) ON DELETE CASCADE,
        period                 INTEGER NOT NULL CHECK (period IN (1, 2)),
        status                 TEXT NOT NULL CHECK (status IN ('PENDING', 'ACCEPT', 'SUCCESS', 'REJECT')),
        amount                 REAL NOT NULL CHECK (amount >= 0),
        method                 TEXT NOT NULL,
        slip_image_id          TEXT REFERENCES images(image_id) ON DELETE SET NULL,
        admin_transfer_slip_id TEXT REFERENCES images(image_id) ON DELETE SET NULL,
        create_date            TEXT NOT NULL,
        update_date            TEXT,
        UNIQUE (booking_id, period)
      );
      CREATE INDEX payments_period_status ON payments(period, status);
    `,
  },
  {
    id: '003-audit-log',
    // The actor is no foreign key: an admin deleted later keeps their entries, named as they were.
    // Related ids are kept twice: in order for the answer, and indexed for the target filter.
    sql: `
      CREATE TABLE audit_log (
        seq          INTEGER PRIMARY KEY,
        audit_id     TEXT NOT NULL UNIQUE,
        at           TEXT NOT NULL,
        actor_id     TEXT,
        actor_name   TEXT,
        action       TEXT NOT NULL,
        target_kind  TEXT NOT NULL,
        target_id    TEXT NOT NULL,
        target_name  TEXT,
        before_json  TEXT,
        after_json   TEXT,
        related_json TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX audit_log_at ON audit_log(at, seq);
      CREATE INDEX audit_log_actor ON audit_log(actor_id, at);
      CREATE INDEX audit_log_action ON audit_log(action, at);
      CREATE INDEX audit_log_target ON audit_log(target_id);

      CREATE TABLE audit_related (
        related_id TEXT NOT NULL,
        seq        INTEGER NOT NULL REFERENCES audit_log(seq) ON DELETE CASCADE,
        PRIMARY KEY (related_id, seq)
      ) WITHOUT ROWID;
    `,
  },
  {
    id: '004-payout-batches',
    // A batch freezes what its approval is for: each line keeps the booking's amounts and the
    // partner's bank account as they were when it was prepared. The admins are named as they were.
    sql: `
      CREATE TABLE payout_batches (
        seq             INTEGER PRIMARY KEY,
        batch_id        TEXT NOT NULL UNIQUE,
        status          TEXT NOT NULL CHECK (status IN ('PREPARED', 'APPROVED', 'SENT_BACK', 'STALE', 'PAID')),
        total_satang    INTEGER NOT NULL CHECK (total_satang >= 0),
        approval_needed INTEGER NOT NULL CHECK (approval_needed IN (0, 1)),
        prepared_by     TEXT,
        prepared_name   TEXT,
        prepared_at     TEXT NOT NULL,
        decided_by      TEXT,
        decided_name    TEXT,
        decided_at      TEXT,
        reason          TEXT
      );
      CREATE INDEX payout_batches_status ON payout_batches(status, seq);

      CREATE TABLE payout_batch_lines (
        batch_id          TEXT NOT NULL REFERENCES payout_batches(batch_id) ON DELETE CASCADE,
        payment_id        TEXT NOT NULL,
        booking_id        TEXT NOT NULL,
        booking_code      TEXT,
        owner_profile_id  TEXT NOT NULL,
        owner_first_name  TEXT,
        owner_last_name   TEXT,
        bank_name         TEXT,
        account_number    TEXT,
        account_name      TEXT,
        period1_satang    INTEGER NOT NULL,
        commission_satang INTEGER NOT NULL,
        fee_satang        INTEGER NOT NULL,
        transfer_satang   INTEGER NOT NULL,
        slip_image_id     TEXT,
        PRIMARY KEY (batch_id, payment_id)
      ) WITHOUT ROWID;
      CREATE INDEX payout_batch_lines_payment ON payout_batch_lines(payment_id);

      CREATE TABLE payout_settings (
        id                        INTEGER PRIMARY KEY CHECK (id = 1),
        approval_threshold_satang INTEGER
      );
      INSERT INTO payout_settings (id, approval_threshold_satang) VALUES (1, NULL);
    `,
  },
];
