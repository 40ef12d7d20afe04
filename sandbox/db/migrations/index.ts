import { businessMigrations } from './business';
import { authMigrations } from './auth';

export interface Migration {
  /** Unique and ordered: 'NNN-name'. Never edit an applied migration; add a new one. */
  id: string;
  sql: string;
}

/** Business tables first: the auth tables reference profiles. */
export const migrations: Migration[] = [...businessMigrations, ...authMigrations];
