import type { SingleVoucherPrice } from '@escapade/contracts/product';
import { parseSleeves, serializeSleeves } from '@escapade/domain/gift';
import { describe, expect, it } from 'vitest';
import { parseBookingHash } from '../booking/booking-hash';
import { giftBookingHref, giftCheckoutStep, giftPanelState, isGiftDrawerEnabled, pricedSleeveIds } from './gift-panel';
import { parseProductHash, serializeProductHash } from './product-hash';

const price = (nights: number, sellPrice: number): SingleVoucherPrice => ({
  nights, sellPrice, refPrice: sellPrice, promo: 0, moneySaved: 0, shippingCost: 0, subElementsPrice: 0, totalPrice: sellPrice,
});
const PRICES = [price(1, 15900), price(2, 30800), price(3, 45600)];

describe('giftPanelState: a stay is offered only when it is priced, and the wait always ends', () => {
  it('a stay that does not sell single vouchers says so at once, whatever the prices', () => {
    expect(giftPanelState({ isSingleVoucherSellable: false, status: 'pending', prices: undefined, nights: 1 })).toEqual({ kind: 'notGiftable' });
    expect(giftPanelState({ isSingleVoucherSellable: false, status: 'success', prices: PRICES, nights: 1 })).toEqual({ kind: 'notGiftable' });
  });

  it('an empty answer means not giftable (the API answers no price for a stay it does not sell as a gift)', () => {
    expect(giftPanelState({ isSingleVoucherSellable: true, status: 'success', prices: [], nights: 1 })).toEqual({ kind: 'notGiftable' });
  });

  it('a failed answer ends the wait with a failure, not "Calcul du prix…" for ever', () => {
    expect(giftPanelState({ isSingleVoucherSellable: true, status: 'error', prices: undefined, nights: 2 })).toEqual({ kind: 'failed' });
    expect(giftPanelState({ isSingleVoucherSellable: true, status: 'pending', prices: undefined, nights: 2 })).toEqual({ kind: 'loading' });
  });

  it('the price of the chosen nights (1 to 3); a length without price is named as such', () => {
    for (const nights of [1, 2, 3]) {
      expect(giftPanelState({ isSingleVoucherSellable: true, status: 'success', prices: PRICES, nights })).toEqual({ kind: 'priced', price: PRICES[nights - 1] });
    }
    expect(giftPanelState({ isSingleVoucherSellable: true, status: 'success', prices: PRICES.slice(0, 2), nights: 3 })).toEqual({ kind: 'nightsUnavailable', pricedNights: [1, 2] });
  });
});

describe('giftBookingHref: the booking summary of a gift carries its nights, format and sleeves', () => {
  const SLEEVES = { Enveloppe: ['2'], 'Fourreau du coffret': ['default'], 'Carte de vœux': ['6', '8'] };

  it('physical: /{market}/reservation?flow=gifting#id=…&offerId=…&giftNights=…&giftFormat=physical&sleeves=…', () => {
    const href = giftBookingHref('/fr-fr/reservation', { productId: 18, nights: 2, format: 'physical', sleeves: SLEEVES });
    expect(href).toMatch(/^\/fr-fr\/reservation\?flow=gifting#id=18&offerId=18&giftNights=2&giftFormat=physical&sleeves=[^&]+$/);
    const hash = new URL(href, 'https://example.test').hash;
    expect(new URLSearchParams(hash.slice(1)).get('sleeves')).toBe(serializeSleeves(SLEEVES));
  });

  it('the booking page reads back the sleeves chosen on the product page (names with spaces and accents)', () => {
    const href = giftBookingHref('/fr-fr/reservation', { productId: 18, nights: 3, format: 'physical', sleeves: SLEEVES });
    const selection = parseBookingHash(new URL(href, 'https://example.test').hash);
    expect(selection).toMatchObject({ id: 18, offerId: 18, gift: { nights: 3, format: 'physical', sleeves: SLEEVES } });
  });

  it('the product hash\'s sleeves go through unchanged: product page → booking page', () => {
    const criteria = parseProductHash(`#${serializeProductHash({ party: { adults: 2, children: 0, babies: 0 }, giftNights: 1, giftFormat: 'physical', sleeves: SLEEVES })}`, '2026-01-01');
    const href = giftBookingHref('/nl-be/reservering', { productId: 7, nights: criteria.giftNights ?? 1, format: criteria.giftFormat ?? 'digital', sleeves: criteria.sleeves });
    expect(parseBookingHash(new URL(href, 'https://example.test').hash)?.gift).toEqual({ nights: 1, format: 'physical', sleeves: SLEEVES });
  });

  it('digital: no sleeves (they belong to the physical box), and none when none is chosen', () => {
    const digital = giftBookingHref('/fr-fr/reservation', { productId: 18, nights: 1, format: 'digital', sleeves: SLEEVES });
    expect(digital).toBe('/fr-fr/reservation?flow=gifting#id=18&offerId=18&giftNights=1&giftFormat=digital');
    expect(parseBookingHash(new URL(digital, 'https://example.test').hash)?.gift).toEqual({ nights: 1, format: 'digital', sleeves: {} });
    expect(giftBookingHref('/fr-fr/reservation', { productId: 18, nights: 1, format: 'physical', sleeves: {} })).not.toContain('sleeves');
  });

  it('the prices are asked for the sleeves of a physical gift only', () => {
    expect(pricedSleeveIds('physical', SLEEVES)).toEqual(['2', 'default', '6', '8']);
    expect(pricedSleeveIds('digital', SLEEVES)).toEqual([]);
    expect(parseSleeves(serializeSleeves(SLEEVES))).toEqual(SLEEVES);
  });
});

describe('the personalise-your-gift drawer and the customer care mode', () => {
  it('"Gift drawer enabled … not in customer-care mode"', () => {
    expect(isGiftDrawerEnabled({ isCustomerCareMode: false })).toBe(true);
    expect(isGiftDrawerEnabled({ isCustomerCareMode: true })).toBe(false);
  });

  it('Book opens the drawer, unless the single-voucher variation is assigned or there is no drawer: then straight to checkout', () => {
    expect(giftCheckoutStep({ isSingleVoucherAssigned: false, isGiftDrawerEnabled: true })).toBe('personalise');
    expect(giftCheckoutStep({ isSingleVoucherAssigned: true, isGiftDrawerEnabled: true })).toBe('checkout');
    expect(giftCheckoutStep({ isSingleVoucherAssigned: false, isGiftDrawerEnabled: false })).toBe('checkout');
    expect(giftCheckoutStep({ isSingleVoucherAssigned: true, isGiftDrawerEnabled: false })).toBe('checkout');
  });
});
