import type { Db } from '../db';
import type { ProfileRow } from '../db/rows';
import type { Role } from '../../contract';

/** The columns of `profiles` the auth side reads. */
export interface Account {
  profileId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  role: Role;
  active: boolean;
  imageId: string | null;
}

/** The columns it reads: those of a profile row but the line and Facebook ids, location and date. */
type Row = Pick<
  ProfileRow,
  'profile_id' | 'first_name' | 'last_name' | 'email' | 'phone_number' | 'role' | 'active' | 'image_id'
>;

const COLUMNS = 'profile_id, first_name, last_name, email, phone_number, role, active, image_id';

const toAccount = (row: Row): Account => ({
  profileId: row.profile_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phoneNumber: row.phone_number,
  role: row.role,
  active: row.active === 1,
  imageId: row.image_id,
});

export function accountById(db: Db, profileId: string): Account | null {
  const row = db.prepare(`SELECT ${COLUMNS} FROM profiles WHERE profile_id = ?`).get(profileId) as
    Row | undefined;
  return row ? toAccount(row) : null;
}

/** Emails are matched case-insensitively, as the providers do. */
export function accountByEmail(db: Db, email: string): Account | null {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM profiles WHERE lower(email) = lower(?) ORDER BY active DESC LIMIT 1`)
    .get(email.trim()) as Row | undefined;
  return row ? toAccount(row) : null;
}

/** The three accounts named in the README, listed first on the provider pages. */
export const NAMED_ACCOUNTS = [
  'admin@poolvilla.test',
  'partner@poolvilla.test',
  'customer@poolvilla.test',
] as const;

/**
 * The accounts a simulated provider offers: the named accounts, then the other active ones (admins
 * first, then partners, then customers, by name), `limit` in all; then a few inactive ones, so a
 * refused sign-in can be tried from the page too.
 */
export function pickerAccounts(
  db: Db,
  limit = 40,
  inactiveLimit = 3,
): { active: Account[]; inactive: Account[] } {
  const roleOrder = "CASE role WHEN 'ADMIN' THEN 0 WHEN 'PARTNER' THEN 1 ELSE 2 END";
  const named = NAMED_ACCOUNTS.map((email, index) => `WHEN '${email}' THEN ${index}`).join(' ');
  const active = db
    .prepare(
      `SELECT ${COLUMNS} FROM profiles WHERE active = 1 AND email IS NOT NULL AND email <> ''
       ORDER BY CASE lower(email) ${named} ELSE 9 END, ${roleOrder}, first_name, last_name, email LIMIT ?`,
    )
    .all(limit) as Row[];
  const inactive = db
    .prepare(
      `SELECT ${COLUMNS} FROM profiles WHERE active = 0 AND email IS NOT NULL AND email <> ''
       ORDER BY ${roleOrder}, first_name, last_name, email LIMIT ?`,
    )
    .all(inactiveLimit) as Row[];
  return { active: active.map(toAccount), inactive: inactive.map(toAccount) };
}

export const fullName = (account: Pick<Account, 'firstName' | 'lastName'>): string =>
  [account.firstName, account.lastName].filter((part) => part && part.trim()).join(' ');
