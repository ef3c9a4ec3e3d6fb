import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/test-storage';
import { TRAVELLER_STORAGE_KEY, readStoredTraveller, writeStoredTraveller } from './traveller-storage';

describe("the traveller's details survive a reload (session storage)", () => {
  it('what was typed comes back; the country is the market\'s until another is chosen', () => {
    const storage = memoryStorage();
    expect(readStoredTraveller(storage, 'FR')).toEqual({ firstName: '', lastName: '', email: '', phoneNumber: '', addressLine: '', postalCode: '', city: '', country: 'FR' });
    writeStoredTraveller(storage, { civility: 'MRS', firstName: 'Anaïs', email: 'anais@gmial.com', country: 'BE' });
    expect(readStoredTraveller(storage, 'FR')).toMatchObject({ civility: 'MRS', firstName: 'Anaïs', email: 'anais@gmial.com', lastName: '', country: 'BE' });
  });

  it('an unchosen civility is not kept, and storage that does not read is an empty form', () => {
    const storage = memoryStorage();
    writeStoredTraveller(storage, { civility: undefined, firstName: 'Anaïs' });
    expect(JSON.parse(storage.getItem(TRAVELLER_STORAGE_KEY) ?? '{}')).toEqual({ firstName: 'Anaïs' });
    expect(readStoredTraveller(memoryStorage({ [TRAVELLER_STORAGE_KEY]: '{not json' }), 'IT').country).toBe('IT');
    expect(readStoredTraveller(memoryStorage({ [TRAVELLER_STORAGE_KEY]: '{"civility":"DR"}' }), 'IT').civility).toBeUndefined();
    expect(readStoredTraveller(undefined, 'NL').country).toBe('NL');
  });
});
