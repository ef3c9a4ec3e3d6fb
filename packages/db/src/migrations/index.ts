import type { Migration } from 'kysely';
import * as m0001 from './0001-extensions';

/** Every migration, in order. Add new ones here (NNNN-name.ts); never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '0001-extensions': m0001,
};
