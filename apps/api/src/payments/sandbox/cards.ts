/**
 * The sandbox's test cards and the checks a PSP makes on a card form. Only the listed numbers are
 * known; anything else is refused without touching the payment, as a real test mode does.
 */

export type CardOutcome = 'succeeded' | 'declined' | 'challenge';

export interface TestCard {
  number: string;
  outcome: CardOutcome;
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: 'succeeded', label: 'Payment succeeds' },
  { number: '4000000000000002', outcome: 'declined', label: 'Card declined' },
  { number: '4000000000003220', outcome: 'challenge', label: '3-D Secure challenge, then succeeds or fails' },
];

export const SUCCEEDING_CARD = TEST_CARDS[0]!;
export const DECLINED_CARD = TEST_CARDS[1]!;

export const CARD_NOT_RECOGNISED = 'Card number not recognised in the sandbox';

export interface CardForm {
  number?: string | undefined;
  expiry?: string | undefined;
  cvc?: string | undefined;
  name?: string | undefined;
}

export type CardField = keyof CardForm;

export type CardCheck =
  | { ok: true; card: TestCard }
  | { ok: false; errors: Partial<Record<CardField, string>> };

/** "4242 4242 4242 4242" → "4242424242424242" (spaces and dashes are how people type it). */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** MM/YY (or MM/YYYY), valid through the end of its month, compared in UTC. */
export function expiryError(value: string, now: Date): string | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return 'Enter the expiry date as MM/YY';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'Enter the expiry date as MM/YY';
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return 'The card has expired';
  return undefined;
}

export function checkCardForm(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};
  const number = normaliseCardNumber(form.number ?? '');
  const card = TEST_CARDS.find((c) => c.number === number);
  if (!card) errors.number = number === '' ? 'Enter the card number' : CARD_NOT_RECOGNISED;
  const expiry = expiryError(form.expiry ?? '', now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3}$/.test((form.cvc ?? '').trim())) errors.cvc = 'Enter the 3-digit security code';
  const name = (form.name ?? '').trim();
  if (name.length === 0 || name.length > 100) errors.name = 'Enter the name on the card';
  return card && Object.keys(errors).length === 0 ? { ok: true, card } : { ok: false, errors };
}

/** The card a sandbox wallet holds: the declined one when the payment asks for it with `+decline`. */
export function walletCardFor(description: string, buyerEmail: string): TestCard {
  return description.includes('+decline') || buyerEmail.includes('+decline') ? DECLINED_CARD : SUCCEEDING_CARD;
}
