import type { FooterContent } from '@escapade/contracts/content';
import type { ReactNode } from 'react';

type PaymentMethod = FooterContent['paymentMethods'][number];

/** The methods' own names (brands: the same in every language), the accessible name of each mark. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
};

const WORD = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 700 } as const;

/** Our own drawings of each method, on a card-shaped tile (no external image). */
const MARKS: Readonly<Record<PaymentMethod, ReactNode>> = {
  visa: (
    <>
      <rect width="48" height="30" rx="4" fill="#ffffff" />
      <text x="24" y="20.5" textAnchor="middle" fontSize="13" fontStyle="italic" fill="#1a1f71" style={WORD}>
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="30" rx="4" fill="#ffffff" />
      <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
      <circle cx="28.5" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
    </>
  ),
  amex: (
    <>
      <rect width="48" height="30" rx="4" fill="#2e77bc" />
      <text x="24" y="19.5" textAnchor="middle" fontSize="10.5" fill="#ffffff" style={WORD}>
        AMEX
      </text>
    </>
  ),
  paypal: (
    <>
      <rect width="48" height="30" rx="4" fill="#ffffff" />
      <text x="24" y="19" textAnchor="middle" fontSize="10" fontStyle="italic" style={WORD}>
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </>
  ),
  applepay: (
    <>
      <rect width="48" height="30" rx="4" fill="#000000" />
      <path d="M13.2 11.2c.6-.7 1-1.6.9-2.6-.9 0-1.9.6-2.5 1.3-.5.6-1 1.6-.9 2.5 1 .1 1.9-.5 2.5-1.2zm.9 1.4c-1.4-.1-2.6.8-3.2.8-.7 0-1.7-.8-2.8-.7-1.4 0-2.8.8-3.5 2.1-1.5 2.6-.4 6.5 1.1 8.6.7 1 1.6 2.2 2.7 2.1 1.1 0 1.5-.7 2.8-.7s1.7.7 2.8.7c1.2 0 1.9-1 2.6-2.1.8-1.2 1.2-2.3 1.2-2.4 0 0-2.3-.9-2.3-3.6 0-2.2 1.8-3.3 1.9-3.4-1-1.5-2.7-1.7-3.3-1.7z" fill="#ffffff" transform="translate(2 -1) scale(0.95)" />
      <text x="31" y="20" textAnchor="middle" fontSize="11" fill="#ffffff" style={WORD}>
        Pay
      </text>
    </>
  ),
  googlepay: (
    <>
      <rect width="48" height="30" rx="4" fill="#ffffff" />
      <text x="13" y="20" textAnchor="middle" fontSize="12" style={WORD}>
        <tspan fill="#4285f4">G</tspan>
      </text>
      <text x="30" y="20" textAnchor="middle" fontSize="11" fill="#3c4043" style={WORD}>
        Pay
      </text>
    </>
  ),
};

/** A payment method's mark, named for assistive technology. */
export function PaymentMark({ method }: { method: PaymentMethod }) {
  return (
    <svg viewBox="0 0 48 30" className="h-7 w-auto" role="img" aria-label={PAYMENT_METHOD_NAMES[method]} focusable="false">
      {MARKS[method]}
    </svg>
  );
}
