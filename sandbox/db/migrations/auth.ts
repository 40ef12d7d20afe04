import type { Migration } from './index';

export const authMigrations: Migration[] = [];
