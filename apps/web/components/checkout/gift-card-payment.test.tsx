import type { CreateOrderRequest, OrderView } from '@escapade/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { giftCardCodeError, giftCardShareOf, giftCardsOf, isGiftCardProblem, withGiftCards } from './gift-card-payment';
import { type GiftCardPayment, GiftCardPaymentField } from './GiftCardPaymentField';
import { GiftCardShareLines } from './GiftCardShareLines';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

/** A well-formed code: 13 symbols and its check symbol. */
const CODE = '7E5B-N39G-X4D8-KF';

describe('gift card code, checked in the browser before it is sent', () => {
  it('a well-formed code in any case, with or without its dashes, goes as printed', () => {
    expect(giftCardCodeError(CODE)).toBeUndefined();
    expect(giftCardCodeError('7e5b n39g x4d8 kf')).toBeUndefined();
    expect(giftCardsOf(' 7e5bn39gx4d8kf ')).toEqual([{ code: CODE }]);
  });

  it('empty is no gift card; a short code, a symbol no code has, a mistyped or swapped symbol are refused', () => {
    expect(giftCardCodeError('  ')).toBeUndefined();
    expect(giftCardsOf('')).toBeUndefined();
    expect(giftCardCodeError('7E5B-N39G-X4D8')).toBe('length');
    expect(giftCardCodeError('7E5B-N39G-X4D8-K0')).toBe('symbol');
    expect(giftCardCodeError('7E5B-N39G-X4D8-KG')).toBe('check');
    // Two neighbours swapped: the weighted check symbol changes.
    expect(giftCardCodeError('E75B-N39G-X4D8-KF')).toBe('check');
    expect(giftCardsOf('E75B-N39G-X4D8-KF')).toBeUndefined();
  });

  it("the API's refusals of a card are the field's; the order carries the cards only when there is one", () => {
    expect(isGiftCardProblem('giftCards.0.code')).toBe(true);
    expect(isGiftCardProblem('giftCards')).toBe(true);
    expect(isGiftCardProblem('buyer.email')).toBe(false);
    const order = { expectedAmount: 100 } as CreateOrderRequest;
    expect(withGiftCards(order, undefined)).toBe(order);
    expect(withGiftCards(order, [{ code: CODE }])).toEqual({ expectedAmount: 100, giftCards: [{ code: CODE }] });
  });

  it('once the order answered: what the cards paid and what is left to pay', () => {
    const amounts = (totalCents: number, giftCardCents: number) => ({ amounts: { totalCents, giftCardCents } as OrderView['amounts'] });
    expect(giftCardShareOf(undefined)).toBeUndefined();
    expect(giftCardShareOf(amounts(30_000, 0))).toBeUndefined();
    expect(giftCardShareOf(amounts(30_000, 15_000))).toEqual({ giftCardCents: 15_000, leftToPayCents: 15_000 });
    expect(giftCardShareOf(amounts(30_000, 30_000))).toEqual({ giftCardCents: 30_000, leftToPayCents: 0 });
  });
});

function payment(overrides: Partial<GiftCardPayment>): GiftCardPayment {
  const noop = () => undefined;
  return { isOpen: false, setOpen: noop, code: '', change: noop, blur: noop, validate: () => true, refuse: noop, giftCards: undefined, error: undefined, ...overrides };
}

describe('gift card field', () => {
  it("'Use a gift card' closed: a disclosure button, the field hidden", async () => {
    const html = await renderInMarket(<GiftCardPaymentField payment={payment({})} />);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Utiliser une carte cadeau/);
    expect(html).toMatch(/<div id="[^"]+-panel" hidden=""/);
  });

  it('open with a mistyped code: labelled, the error on the field in the language of the page', async () => {
    const html = await renderInMarket(<GiftCardPaymentField payment={payment({ isOpen: true, code: '7E5B-N39G-X4D8-KG', error: 'check' })} />);
    expect(html).toMatch(/aria-expanded="true"/);
    const inputId = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`for="${inputId}"`);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*-hint [^"]*-error"/);
    expect(text(html)).toContain('Ce code semble mal saisi : vérifiez chaque caractère.');
    const dutch = text(await renderInMarket(<GiftCardPaymentField payment={payment({ isOpen: true, error: 'refused' })} />, 'nl_NL'));
    expect(dutch).toContain('Deze cadeaukaart kan niet worden gebruikt');
  });

  it("'Gift card −X €' and 'Left to pay'", async () => {
    const content = text(await renderInMarket(<GiftCardShareLines share={{ giftCardCents: 15_000, leftToPayCents: 17_900 }} />));
    expect(content).toMatch(/Carte cadeau [-−]150\s€ Reste à payer 179\s€/);
  });
});
