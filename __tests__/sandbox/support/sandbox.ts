import type { FastifyInstance } from 'fastify';
import { buildSandbox, type SandboxOptions } from '../../../sandbox/app';
import { type ApiEnvelope, type Role } from '../../../contract';
import { SANDBOX_CONTROL_HEADER } from '../../../sandbox/control/schemas';

/** A sandbox on an in-memory database with the default seed (pass `seed: 'none'` for an empty one). */
export function makeSandbox(overrides: Partial<SandboxOptions> = {}): Promise<FastifyInstance> {
  return buildSandbox({ dbFile: ':memory:', seed: 'default', logger: false, reset: false, ...overrides });
}

/** The header the control paths (faults, reset) require. */
export const controlHeaders = (app: FastifyInstance) => ({
  [SANDBOX_CONTROL_HEADER]: app.sandbox.controlToken,
});

/** A clock the test moves: pass `clock.now` as the `now` option. */
export function makeClock(start = Date.UTC(2025, 0, 15, 3, 0, 0)) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
    set: (ms: number) => {
      current = ms;
    },
  };
}

export interface ProfileSeed {
  profileId?: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  role?: Role;
  active?: boolean;
  imageId?: string | null;
}

let counter = 0;

/** Inserts a profile straight into the table (tests that need a specific account). Returns its id. */
export function insertProfile(app: FastifyInstance, profile: ProfileSeed = {}): string {
  counter += 1;
  const id = profile.profileId ?? `test-profile-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  app.db
    .prepare(
      `INSERT INTO profiles (profile_id, first_name, last_name, email, phone_number, role, active, image_id, create_date)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      profile.firstName === undefined ? 'Test' : profile.firstName,
      profile.lastName === undefined ? `User ${counter}` : profile.lastName,
      profile.email === undefined ? `${id}@example.test` : profile.email,
      profile.phoneNumber ?? null,
      profile.role ?? 'CUSTOMER',
      profile.active === false ? 0 : 1,
      profile.imageId ?? null,
      new Date().toISOString(),
    );
  return id;
}

export function profileIdByEmail(app: FastifyInstance, email: string): string {
  const id = app.db
    .prepare('SELECT profile_id FROM profiles WHERE lower(email) = lower(?)')
    .pluck()
    .get(email) as string | undefined;
  if (!id) throw new Error(`No profile with email ${email}`);
  return id;
}

/** The parsed envelope of an inject() answer. */
export function body<T = unknown>(response: { json: () => unknown }): ApiEnvelope<T> {
  return response.json() as ApiEnvelope<T>;
}

/**
 * Makes sure the three named accounts exist (the default seed has them; a `seed: 'none'` sandbox
 * gets minimal ones), plus an inactive admin for refusal tests. Returns their ids.
 */
export function ensureAccounts(app: FastifyInstance): {
  admin: string;
  partner: string;
  customer: string;
  inactiveAdmin: string;
} {
  const ensure = (email: string, seed: ProfileSeed) => {
    const id = app.db
      .prepare('SELECT profile_id FROM profiles WHERE lower(email) = lower(?)')
      .pluck()
      .get(email) as string | undefined;
    return id ?? insertProfile(app, { ...seed, email });
  };
  // Fixed ids, so the same accounts come back after a reseed of an unseeded sandbox.
  return {
    admin: ensure('admin@poolvilla.test', {
      profileId: 'test-admin',
      role: 'ADMIN',
      firstName: 'สมชาย',
      lastName: 'ใจดี',
    }),
    partner: ensure('partner@poolvilla.test', {
      profileId: 'test-partner',
      role: 'PARTNER',
      firstName: 'Partner',
      lastName: 'Test',
    }),
    customer: ensure('customer@poolvilla.test', {
      profileId: 'test-customer',
      role: 'CUSTOMER',
      firstName: 'Customer',
      lastName: 'Test',
    }),
    inactiveAdmin: ensure('inactive-admin@auth.test', {
      profileId: 'test-inactive-admin',
      role: 'ADMIN',
      firstName: 'Inactive',
      lastName: 'Admin',
      active: false,
    }),
  };
}
