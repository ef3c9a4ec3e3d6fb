/**
 * The traveller form's error texts: the shared buyer schema (and the API's 400 problems) name the
 * spec's English messages; the page shows each one from the `checkout.errors` catalog.
 */
import type { Buyer } from '@escapade/contracts/checkout';
import { ADDRESS_MAX, CITY_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX } from '@escapade/contracts/checkout';
import {
  EMAIL_INCORRECT_MESSAGE,
  FIELD_LIMIT_MESSAGE_KEY,
  MANDATORY_FIELD_MESSAGE,
  ONLY_TEXT_MESSAGE,
  PHONE_INCORRECT_MESSAGE,
  POSTAL_CODE_MAX,
} from '@escapade/domain/validators';

export type BuyerField = keyof Buyer;
export type BuyerErrorKey = 'mandatory' | 'onlyText' | 'emailIncorrect' | 'phoneIncorrect' | 'limit' | 'incorrect';

/** The longest text each field takes (the limit message names it). */
export const BUYER_FIELD_MAX: Readonly<Record<BuyerField, number>> = {
  civility: 0,
  firstName: NAME_MAX,
  lastName: NAME_MAX,
  email: EMAIL_MAX,
  phoneNumber: PHONE_MAX,
  addressLine: ADDRESS_MAX,
  postalCode: POSTAL_CODE_MAX,
  city: CITY_MAX,
  country: 0,
};

const KEY_OF_MESSAGE: Readonly<Record<string, BuyerErrorKey>> = {
  [MANDATORY_FIELD_MESSAGE]: 'mandatory',
  [ONLY_TEXT_MESSAGE]: 'onlyText',
  [EMAIL_INCORRECT_MESSAGE]: 'emailIncorrect',
  [PHONE_INCORRECT_MESSAGE]: 'phoneIncorrect',
  [FIELD_LIMIT_MESSAGE_KEY]: 'limit',
};

/** The catalog key of a schema or API message; a message the catalog does not know reads 'incorrect'. */
export function buyerErrorKey(message: string | undefined): BuyerErrorKey | undefined {
  if (message === undefined) return undefined;
  return KEY_OF_MESSAGE[message] ?? 'incorrect';
}

const BUYER_FIELDS = Object.keys(BUYER_FIELD_MAX) as BuyerField[];

/** The traveller field an API problem names (`buyer.phoneNumber`), or undefined for any other field. */
export function buyerFieldOfProblem(field: string): BuyerField | undefined {
  const match = /^buyer\.(\w+)$/.exec(field);
  const name = match?.[1];
  return name && (BUYER_FIELDS as string[]).includes(name) ? (name as BuyerField) : undefined;
}
