import { businessMigrations } from './business';
import { authMigrations } from './auth';
import type { Migration } from './migration';

export type { Migration } from './migration';

/** Business tables first: the auth tables reference profiles. */
export const migrations: Migration[] = [...businessMigrations, ...authMigrations];
