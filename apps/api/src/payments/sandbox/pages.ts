/**
 * The sandbox's hosted pages: plain server-rendered HTML forms, no script and no external asset.
 * They are the PSP's pages, not the site's: English, with the amount written the way the order's
 * market writes money. The one inline style sheet is allowed by its hash in the page's own
 * Content-Security-Policy (the API's default policy forbids everything).
 */
import { createHash } from 'node:crypto';
import { MARKETS, marketBySegment } from '@escapade/domain/markets';
import { DECLINED_CARD, SUCCEEDING_CARD, TEST_CARDS, type CardField, type CardForm } from './cards';
import { challengePagePath, hostedPagePath, returnUrlWithStatus } from './provider';
import type { SandboxPayment } from './store';

export const MERCHANT_NAME = 'Escapade';
export const SANDBOX_BANNER = 'SANDBOX — test payments only';

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f5f7}
main{max-width:32rem;margin:0 auto;padding:1rem}
.banner{margin:0;padding:.75rem 1rem;background:#fff3cd;color:#5c4400;border-bottom:2px solid #e0b400;text-align:center;font-weight:700}
.card{background:#fff;border-radius:.5rem;padding:1.25rem;margin-top:1rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.375rem;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
.amount{font-size:1.5rem;font-weight:700;margin:.25rem 0}
.muted{color:#555}
label{display:block;font-weight:600;margin-top:.75rem}
input{box-sizing:border-box;width:100%;padding:.625rem;font:inherit;border:1px solid #767676;border-radius:.375rem}
input[aria-invalid=true]{border-color:#b00020}
.error{color:#b00020;margin:.25rem 0 0}
.alert{border:1px solid #b00020;background:#fdecee;color:#7a0016;padding:.75rem;border-radius:.375rem}
.row{display:flex;gap:.75rem}
.row>div{flex:1}
button,.button{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;font:inherit;font-weight:700;border:0;border-radius:.375rem;background:#0a58ca;color:#fff;cursor:pointer;text-decoration:none}
button.secondary{background:#fff;color:#b00020;border:2px solid #b00020}
button:focus-visible,.button:focus-visible,input:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.375rem;border-bottom:1px solid #ddd;font-size:.9375rem}
code{font-size:.9375rem}
`;

/** The CSP source of the style sheet above. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The page's own policy: its style sheet, forms posted to itself (and the redirect to the merchant). */
export function hostedPageCsp(returnUrl?: string): string {
  let formAction = "'self'";
  if (returnUrl && /^https?:\/\//i.test(returnUrl)) formAction += ` ${new URL(returnUrl).origin}`;
  return `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** The BCP 47 tag of the order's market, read from the return URL's first path segment (`/fr-be/…`). */
function languageTagOf(returnUrl: string): string {
  const segment = new URL(returnUrl, 'http://sandbox.invalid').pathname.split('/')[1] ?? '';
  return marketBySegment(segment)?.bcp47 ?? MARKETS.fr_FR.bcp47;
}

export function formatAmount(payment: Pick<SandboxPayment, 'amount_cents' | 'currency' | 'return_url'>): string {
  return new Intl.NumberFormat(languageTagOf(payment.return_url), { style: 'currency', currency: payment.currency.trim() }).format(payment.amount_cents / 100);
}

const METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  wallet: 'Wallet',
  deferred: 'Pay later (deferred payment)',
  '3x': 'Pay in 3 instalments',
  '4x': 'Pay in 4 instalments',
  paypal: 'PayPal',
};

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${MERCHANT_NAME} sandbox payment</title>
<style>${STYLE}</style>
</head>
<body>
<p class="banner" role="note">${SANDBOX_BANNER}. No real card is ever charged.</p>
<main>
${body}
</main>
</body>
</html>`;
}

function summary(payment: SandboxPayment): string {
  return `<section class="card" aria-labelledby="summary-title">
<h1 id="summary-title">Pay ${MERCHANT_NAME}</h1>
<p class="amount">${escapeHtml(formatAmount(payment))}</p>
<p class="muted">Booking reference ${escapeHtml(payment.reference)} · ${escapeHtml(METHOD_LABELS[payment.method] ?? payment.method)}</p>
</section>`;
}

const FIELDS: ReadonlyArray<{ name: CardField; label: string; autocomplete: string; inputmode?: string; placeholder?: string; maxlength: number }> = [
  { name: 'number', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '4242 4242 4242 4242', maxlength: 23 },
  { name: 'expiry', label: 'Expiry date (MM/YY)', autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM/YY', maxlength: 7 },
  { name: 'cvc', label: 'Security code (CVC)', autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '123', maxlength: 4 },
  { name: 'name', label: 'Name on the card', autocomplete: 'cc-name', maxlength: 100 },
];

function field(spec: (typeof FIELDS)[number], value: string, error: string | undefined): string {
  const id = `card-${spec.name}`;
  const errorId = `${id}-error`;
  // The CVC is never echoed back into the page.
  const shown = spec.name === 'cvc' ? '' : value;
  return `<div>
<label for="${id}">${spec.label}</label>
<input id="${id}" name="${spec.name}" type="text" required autocomplete="${spec.autocomplete}"${spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''}${spec.placeholder ? ` placeholder="${spec.placeholder}"` : ''} maxlength="${spec.maxlength}" value="${escapeHtml(shown)}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

/** "4242424242424242" → "4242 4242 4242 4242". */
function spaced(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function testCardList(): string {
  const rows = TEST_CARDS.map((card) => `<tr><td><code>${spaced(card.number)}</code></td><td>${escapeHtml(card.label)}</td></tr>`).join('\n');
  return `<section class="card" aria-labelledby="test-cards-title">
<h2 id="test-cards-title">Test cards</h2>
<p class="muted">Any future expiry date (MM/YY), any 3-digit code and any name. Any other number is refused.</p>
<table>
<thead><tr><th scope="col">Number</th><th scope="col">Outcome</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="muted">Wallet: the sandbox wallet pays with the card <code>${spaced(SUCCEEDING_CARD.number)}</code>; it holds the declined card <code>${spaced(DECLINED_CARD.number)}</code> when the buyer's e-mail address or the payment's description contains <code>+decline</code>.</p>
</section>`;
}

/** The card form, with the errors of a refused submission. */
export function paymentPage(payment: SandboxPayment, form: CardForm = {}, errors: Partial<Record<CardField, string>> = {}): string {
  const messages = Object.values(errors);
  const alert = messages.length
    ? `<div class="alert" role="alert"><p><strong>The payment was not made.</strong></p><ul>${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul></div>`
    : '';
  const expiryAndCvc = FIELDS.filter((f) => f.name === 'expiry' || f.name === 'cvc')
    .map((f) => field(f, form[f.name] ?? '', errors[f.name]))
    .join('\n');
  return layout(
    'Card payment',
    `${summary(payment)}
<section class="card" aria-labelledby="card-title">
<h2 id="card-title">Card details</h2>
${alert}
<form method="post" action="${hostedPagePath(payment.id)}" novalidate>
${field(FIELDS[0]!, form.number ?? '', errors.number)}
<div class="row">
${expiryAndCvc}
</div>
${field(FIELDS[3]!, form.name ?? '', errors.name)}
<button type="submit">Pay ${escapeHtml(formatAmount(payment))}</button>
</form>
</section>
${testCardList()}`,
  );
}

/** The 3-D Secure step of the challenge card. */
export function challengePage(payment: SandboxPayment): string {
  return layout(
    '3-D Secure',
    `${summary(payment)}
<section class="card" aria-labelledby="challenge-title">
<h2 id="challenge-title">3-D Secure authentication</h2>
<p>Your bank asks you to confirm this payment of ${escapeHtml(formatAmount(payment))} with the card ending in ${escapeHtml(payment.card_last4 ?? '')}.</p>
<form method="post" action="${challengePagePath(payment.id)}">
<button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button>
</form>
</section>`,
  );
}

const OUTCOMES: Record<SandboxPayment['status'], string> = {
  requires_payment_method: 'This payment is waiting for its payment method.',
  requires_action: 'This payment is waiting for its authentication.',
  processing: 'This payment is authorized by the wallet and waiting for its confirmation.',
  succeeded: 'This payment succeeded. It will not be charged again.',
  failed: 'This payment failed. Nothing was charged.',
  refunded: 'This payment was refunded.',
};

/** A payment that cannot take a card any more: its state, and the way back to the merchant. */
export function outcomePage(payment: SandboxPayment): string {
  const status = payment.status === 'succeeded' || payment.status === 'refunded' ? 'succeeded' : 'failed';
  const back =
    payment.status === 'succeeded' || payment.status === 'failed' || payment.status === 'refunded'
      ? `<a class="button" href="${escapeHtml(returnUrlWithStatus(payment.return_url, status))}">Return to ${MERCHANT_NAME}</a>`
      : '';
  return layout(
    'Payment status',
    `${summary(payment)}
<section class="card" aria-labelledby="outcome-title">
<h2 id="outcome-title">Payment status</h2>
<p role="status">${OUTCOMES[payment.status]}</p>
${back}
</section>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Payment not found',
    `<section class="card" aria-labelledby="not-found-title">
<h1 id="not-found-title">Payment not found</h1>
<p>This sandbox payment does not exist. Start again from the merchant's checkout.</p>
</section>`,
  );
}
