/**
 * The traveller's details survive a reload of the checkout page: they are kept in the tab's session
 * storage as they are typed (never in local storage: the browser forgets them with the tab), and
 * read back when a checkout page opens — a stay's or an activity's, the traveller being the same.
 */
import { type Buyer, CIVILITIES } from '@escapade/contracts/checkout';
import { parseStoredValue } from '@escapade/domain/stored-json';
import * as z from 'zod/mini';
import { readStored, writeStored } from '../../lib/browser-storage';

export const TRAVELLER_STORAGE_KEY = 'checkout.traveller';

/** The form's values as typed: the civility is unset until chosen. */
export type TravellerValues = Omit<Buyer, 'civility'> & { civility?: Buyer['civility'] | undefined };

/** Only the fields of the form, each a text of a sensible length; anything else is dropped. */
const storedText = z.string().check(z.maxLength(500));
const storedTravellerSchema = z.partial(
  z.object({
    civility: z.enum(CIVILITIES),
    firstName: storedText,
    lastName: storedText,
    email: storedText,
    phoneNumber: storedText,
    addressLine: storedText,
    postalCode: storedText,
    city: storedText,
    country: storedText,
  }),
);

/** An empty form: the country is the market's. */
export function emptyTraveller(country: string): TravellerValues {
  return { firstName: '', lastName: '', email: '', phoneNumber: '', addressLine: '', postalCode: '', city: '', country };
}

/** The stored details over an empty form; unreadable storage is an empty form. */
export function readStoredTraveller(storage: Pick<Storage, 'getItem'> | undefined, country: string): TravellerValues {
  const stored = parseStoredValue(readStored(storage, TRAVELLER_STORAGE_KEY), storedTravellerSchema) ?? {};
  const { country: storedCountry, ...rest } = stored;
  return { ...emptyTraveller(storedCountry || country), ...rest };
}

/** Keeps what was typed: the fields holding a text (an unset civility is left out). */
export function writeStoredTraveller(storage: Pick<Storage, 'setItem'> | undefined, values: Readonly<Partial<Record<keyof TravellerValues, unknown>>>): void {
  writeStored(storage, TRAVELLER_STORAGE_KEY, Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && value !== '')));
}
