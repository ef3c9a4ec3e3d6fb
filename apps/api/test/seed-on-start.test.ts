import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { isCatalogEmpty } from '../src/catalog/is-catalog-empty';
import { SEED_UNAVAILABLE_MESSAGE, seedCatalogOnStart } from '../src/catalog/seed-catalog-on-start';
import { buildTestApp, testDatabase } from './helpers';

describe('seeding on start', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('sees the catalog of the run as filled exactly when the setup seeded it', async () => {
    expect(await isCatalogEmpty(app.db)).toBe(!testDatabase.isSeeded);
  });

  it('leaves a seeded catalog alone, and starts on an empty one when the generator is missing', async () => {
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (message: string) => void warnings.push(message) };
    const outcome = await seedCatalogOnStart(app.db, 'test', log);
    if (testDatabase.isSeeded) {
      expect(outcome).toBe('already-seeded');
      expect(warnings).toEqual([]);
    } else {
      expect(outcome).toBe('unavailable');
      expect(warnings).toEqual([SEED_UNAVAILABLE_MESSAGE]);
    }
  });
});
