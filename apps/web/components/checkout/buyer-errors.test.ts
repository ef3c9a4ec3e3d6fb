import { buyerSchema } from '@escapade/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { buyerErrorKey, buyerFieldOfProblem } from './buyer-errors';

const valid = { civility: 'MR', firstName: 'José-Luis', lastName: "O'Connor", email: 'jl@example.com', phoneNumber: '+34 (91) 123-45-67', addressLine: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', country: 'ES' };

/** The catalog key the form shows for a field of these values. */
function errorKeyOf(values: Record<string, unknown>, field: string) {
  const result = buyerSchema.safeParse(values);
  return buyerErrorKey(result.error?.issues.find((issue) => issue.path[0] === field)?.message);
}

describe('traveller errors, from the shared buyer schema to the catalog', () => {
  it('valid details have no error', () => {
    expect(buyerSchema.safeParse(valid).success).toBe(true);
  });

  it("'Mandatory field' for an empty field and an unchosen civility", () => {
    expect(errorKeyOf({ ...valid, city: '  ' }, 'city')).toBe('mandatory');
    expect(errorKeyOf({ ...valid, civility: undefined }, 'civility')).toBe('mandatory');
  });

  it('names take letters, spaces, apostrophe, hyphen (accents normalised): anything else is text only', () => {
    expect(errorKeyOf({ ...valid, firstName: 'Zoë Ångström' }, 'firstName')).toBeUndefined();
    expect(errorKeyOf({ ...valid, firstName: 'R2D2' }, 'firstName')).toBe('onlyText');
  });

  it("'Email seems incorrect'", () => {
    expect(errorKeyOf({ ...valid, email: 'jl@' }, 'email')).toBe('emailIncorrect');
  });

  it("phone digits, spaces, parentheses, plus, minus, else 'Phone number seems incorrect'", () => {
    expect(errorKeyOf({ ...valid, phoneNumber: '06 12 34 56 78 ext' }, 'phoneNumber')).toBe('phoneIncorrect');
  });

  it('postal code max 20: the 21st character is the limit message', () => {
    expect(errorKeyOf({ ...valid, postalCode: '1'.repeat(20) }, 'postalCode')).toBeUndefined();
    expect(errorKeyOf({ ...valid, postalCode: '1'.repeat(21) }, 'postalCode')).toBe('limit');
  });

  it('an API message the catalog does not know still marks the field', () => {
    expect(buyerErrorKey('must not contain control characters')).toBe('incorrect');
    expect(buyerErrorKey(undefined)).toBeUndefined();
  });

  it("a 400 problem's field `buyer.phoneNumber` is the form's phoneNumber; other fields are not the traveller's", () => {
    expect(buyerFieldOfProblem('buyer.phoneNumber')).toBe('phoneNumber');
    expect(buyerFieldOfProblem('items.insuranceItem')).toBeUndefined();
    expect(buyerFieldOfProblem('buyer.password')).toBeUndefined();
  });
});
