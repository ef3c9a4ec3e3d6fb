/**
 * Who sells: the company's identity as the legal pages print it, and what a travel seller's
 * invoice must say. Package travel sold by a travel agency is taxed on its margin (the special
 * scheme for travel agents of the EU VAT directive, articles 306 to 310; in France article 266-1-e
 * and 268 bis of the tax code): the invoice shows prices with VAT included and no VAT amount.
 */
export const SELLER = {
  name: 'Escapade SAS',
  legalForm: 'SAS au capital de 1 000 000 €',
  address: ['18 rue des Voyageurs', '75010 Paris', 'France'],
  /** The travel agency registration (Atout France). */
  travelAgencyRegistration: 'IM075100000',
} as const;

/** An invoice reference: the market's segment, the year of issue and the number in the market's sequence. */
export function invoiceReference(marketSegment: string, issuedYear: number, number: number): string {
  return `${marketSegment.toUpperCase()}-${issuedYear}-${String(number).padStart(6, '0')}`;
}

/**
 * What starts a credit note's reference ("avoir", the seller's own word): credit notes have a
 * sequence of their own in each market, so a credit note and an invoice of the same number must
 * never print the same reference.
 */
export const CREDIT_NOTE_PREFIX = 'AV';

/** A credit note reference: the invoice's format (segment, year of issue, number in the market's credit note sequence) after its own prefix. */
export function creditNoteReference(marketSegment: string, issuedYear: number, number: number): string {
  return `${CREDIT_NOTE_PREFIX}-${invoiceReference(marketSegment, issuedYear, number)}`;
}

/**
 * What the marketplace keeps of a hotel's sales: a commission on the sell price, agreed per hotel
 * in basis points (1 800 = 18 %). The hotel's net price is the rest: what we owe it for the night.
 */
export const COMMISSION_BPS_MIN = 1_000;
export const COMMISSION_BPS_MAX = 3_000;

/** The hotel's net price of a sell price, in cents (the commission rounded to the cent). */
export function netCentsOf(sellCents: number, commissionBps: number): number {
  return sellCents - Math.round((sellCents * commissionBps) / 10_000);
}

/**
 * The demo catalog's commission of a hotel: 15 % to 25 % in whole percents, a pure function of its
 * id (the generator's random draws stay as they were).
 */
export function demoCommissionBps(hotelId: number): number {
  return 1_500 + ((hotelId * 7) % 11) * 100;
}
