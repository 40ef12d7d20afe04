import type { Migration } from './index';

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
];
