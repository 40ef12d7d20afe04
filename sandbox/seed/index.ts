import type { Db } from '../db';

export type SeedSize = 'default' | 'large';

/** Deterministic Thai seed data. */
export function seed(_db: Db, _size: SeedSize): void {}
