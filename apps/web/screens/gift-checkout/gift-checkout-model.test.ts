import type { Buyer } from '@escapade/contracts/checkout';
import { describe, expect, it } from 'vitest';
import {
  boxCheckoutSearchWith,
  boxCodeForFormat,
  giftDetailsFieldOfProblem,
  giftDetailsOf,
  giftDetailsProblems,
  type GiftDetailsValues,
  giftFormatFor,
  giftHashWith,
  giftOrderRequest,
  giftShippingCents,
  giftTotalOf,
  initialGiftDetails,
  physicalGiftStatus,
  pricedSleevesOf,
  sleeveIdsOf,
} from './gift-checkout-model';

const buyer: Buyer = { civility: 'MRS', firstName: 'Anaïs', lastName: 'Durand', email: 'anais@example.com', phoneNumber: '+33 6 12 34 56 78', addressLine: '1 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' };

function values(overrides: Partial<GiftDetailsValues> = {}): GiftDetailsValues {
  return {
    fromName: 'Camille',
    message: 'Joyeux anniversaire !',
    recipient: { kind: 'beneficiary', name: 'Léa Martin', email: 'lea@example.com' },
    address: { name: 'Léa Martin', addressLine: 'Rue Neuve 12', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
    ...overrides,
  };
}

const order = (purchase: Parameters<typeof giftOrderRequest>[0]['purchase'], isPhysical = false, giftCards?: { code: string }[]) =>
  giftOrderRequest({ locale: 'fr_FR', purchase, details: giftDetailsOf(values(), isPhysical), buyer, paymentMethod: 'card', expectedAmount: 12_345, giftCards, gaId: '123.456' });

describe('the order of each gift', () => {
  it('a single voucher: the offer, the nights, the format and the paid sleeves (physical only), the gift details', () => {
    const request = order({ kind: 'singleVoucher', offerId: 18, nights: 2, format: 'physical', sleeveIds: ['default', '3', '7'] }, true);
    expect(request.items).toEqual({ singleVoucherItem: { offerId: 18, nights: 2, giftFormat: 'physical', sleeves: ['3', '7'] } });
    expect(request.gift).toEqual({
      personalisation: { fromName: 'Camille', message: 'Joyeux anniversaire !' },
      recipient: { kind: 'beneficiary', name: 'Léa Martin', email: 'lea@example.com' },
      deliveryAddress: { name: 'Léa Martin', addressLine: 'Rue Neuve 12', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
    });
    expect(request).toMatchObject({ locale: 'fr_FR', currency: 'EUR', expectedAmount: 12_345, paymentMethod: 'card', consents: { salesConditions: true, packageTravelInformation: false }, gaId: '123.456' });
    expect(request.giftCards).toBeUndefined();
  });

  it('a digital single voucher sends no sleeves and no delivery address', () => {
    const request = order({ kind: 'singleVoucher', offerId: 18, nights: 1, format: 'digital', sleeveIds: ['3'] });
    expect(request.items).toEqual({ singleVoucherItem: { offerId: 18, nights: 1, giftFormat: 'digital', sleeves: [] } });
    expect(request.gift?.deliveryAddress).toBeUndefined();
  });

  it('a box by the code of its format, its sleeves', () => {
    expect(order({ kind: 'box', code: 'ROMANTICPBOX', format: 'physical', sleeveIds: ['3', '3', '9'] }, true).items).toEqual({ boxItem: { code: 'ROMANTICPBOX', sleeves: ['3', '9'] } });
    expect(order({ kind: 'box', code: 'ROMANTICEBOX', format: 'digital', sleeveIds: ['3'] }).items).toEqual({ boxItem: { code: 'ROMANTICEBOX', sleeves: [] } });
  });

  it('a gift card: amount, design and the send day when there is one', () => {
    expect(order({ kind: 'giftCard', amountCents: 7_500, designId: 'seaside', sendDate: '2030-12-24' }).items).toEqual({ giftCardItem: { amountCents: 7_500, designId: 'seaside', sendDate: '2030-12-24' } });
    expect(order({ kind: 'giftCard', amountCents: 7_500, designId: 'seaside' }).items).toEqual({ giftCardItem: { amountCents: 7_500, designId: 'seaside' } });
  });

  it("an activity offered: customType 'GIFT'; a gift card paying part of the order goes in giftCards", () => {
    const request = order({ kind: 'activity', activityProductId: 15, groupSize: 2 }, false, [{ code: '7E5B-N39G-X4D8-KF' }]);
    expect(request.items).toEqual({ activityItem: { activityProductId: 15, groupSize: 2, customType: 'GIFT' } });
    expect(request.giftCards).toEqual([{ code: '7E5B-N39G-X4D8-KF' }]);
  });

  it("sent to the buyer: the recipient is the buyer; the sender's name trimmed", () => {
    expect(giftDetailsOf(values({ fromName: '  Camille ', recipient: { kind: 'buyer', name: '', email: '' } }), false)).toEqual({
      personalisation: { fromName: 'Camille', message: 'Joyeux anniversaire !' },
      recipient: { kind: 'buyer' },
    });
  });
});

describe('the gift form', () => {
  it('valid as filled; the recipient and the address are checked only when they are asked for', () => {
    expect(giftDetailsProblems(values(), true)).toEqual({});
    const toMe = values({ recipient: { kind: 'buyer', name: '', email: '' }, address: { name: '', addressLine: '', postalCode: '', city: '', country: 'FR' } });
    expect(giftDetailsProblems(toMe, false)).toEqual({});
  });

  it("fromName: optional, text only, 40 at most; message 180 at most (the spec's messages)", () => {
    expect(giftDetailsProblems(values({ fromName: '' }), false)).toEqual({});
    expect(giftDetailsProblems(values({ fromName: 'C4mille' }), false)).toEqual({ fromName: 'Only text is expected' });
    expect(giftDetailsProblems(values({ fromName: 'a'.repeat(41) }), false)).toEqual({ fromName: 'The field is limited to {{maxlength}} characters' });
    expect(giftDetailsProblems(values({ message: 'a'.repeat(181) }), false)).toEqual({ message: 'The field is limited to {{maxlength}} characters' });
    expect(giftDetailsProblems(values({ message: 'a'.repeat(180) }), false)).toEqual({});
  });

  it("the beneficiary's name and e-mail are mandatory, the e-mail well formed", () => {
    expect(giftDetailsProblems(values({ recipient: { kind: 'beneficiary', name: '', email: 'lea@' } }), false)).toEqual({ 'recipient.name': 'Mandatory field', 'recipient.email': 'Email seems incorrect' });
  });

  it('a physical gift needs the whole address', () => {
    const empty = values({ address: { name: '', addressLine: '', postalCode: '', city: '', country: 'FR' } });
    expect(giftDetailsProblems(empty, true)).toEqual({
      'address.name': 'Mandatory field',
      'address.addressLine': 'Mandatory field',
      'address.postalCode': 'Mandatory field',
      'address.city': 'Mandatory field',
    });
  });

  it('the postal code in its country’s format: FR 5 digits, BE 4, ES 5 from 01 to 52, IT 5, NL 4 digits and 2 letters', () => {
    const postal = (country: GiftDetailsValues['address']['country'], postalCode: string) => giftDetailsProblems(values({ address: { ...values().address, country, postalCode } }), true)['address.postalCode'];
    expect(postal('FR', '75001')).toBeUndefined();
    expect(postal('FR', '7500')).toBe('Postal code incorrect');
    expect(postal('BE', '1000')).toBeUndefined();
    expect(postal('BE', '75001')).toBe('Postal code incorrect');
    expect(postal('BE', '0999')).toBe('Postal code incorrect');
    expect(postal('ES', '28001')).toBeUndefined();
    expect(postal('ES', '53001')).toBe('Postal code incorrect');
    expect(postal('IT', '00184')).toBeUndefined();
    expect(postal('IT', '0018')).toBe('Postal code incorrect');
    expect(postal('NL', '1012 ab')).toBeUndefined();
    expect(postal('NL', '1012AB')).toBeUndefined();
    expect(postal('NL', '1012')).toBe('Postal code incorrect');
    expect(postal('NL', '1012 SS')).toBe('Postal code incorrect');
  });

  it('a Dutch postal code goes as printed on the parcel', () => {
    expect(giftDetailsOf(values({ address: { ...values().address, country: 'NL', postalCode: '1012ab' } }), true).deliveryAddress?.postalCode).toBe('1012 AB');
  });

  it("opens with what the gift page stored: a recipient given means 'to the beneficiary'; the market's country", () => {
    expect(initialGiftDetails('BE', { fromName: 'Camille', recipientName: 'Léa', recipientEmail: 'lea@example.com' })).toMatchObject({
      fromName: 'Camille',
      recipient: { kind: 'beneficiary', name: 'Léa', email: 'lea@example.com' },
      address: { country: 'BE', name: 'Léa' },
    });
    expect(initialGiftDetails('NL')).toMatchObject({ fromName: '', message: '', recipient: { kind: 'buyer' }, address: { country: 'NL' } });
  });

  it("the API's fields of the gift are the form's", () => {
    expect(giftDetailsFieldOfProblem('gift.recipient.email')).toBe('recipient.email');
    expect(giftDetailsFieldOfProblem('gift.deliveryAddress.postalCode')).toBe('address.postalCode');
    expect(giftDetailsFieldOfProblem('gift.personalisation.fromName')).toBe('fromName');
    expect(giftDetailsFieldOfProblem('gift.deliveryAddress')).toBeUndefined();
    expect(giftDetailsFieldOfProblem('buyer.email')).toBeUndefined();
  });
});

describe('price of a gift', () => {
  const categories = [
    { id: 1, description: '', names: { fr: 'Étuis', es: '', it: '', nl: '' }, name: 'Étuis', singleSelection: false, elements: [
      { id: '3', name: 'Ruban doré', imageUrl: null, categoryId: 1, price: 490, recommendedByWed: true },
      { id: '7', name: 'Carte pop-up', imageUrl: null, categoryId: 1, price: 350, recommendedByWed: false },
    ] },
    { id: 2, description: '', names: { fr: 'Coffret', es: '', it: '', nl: '' }, name: 'Coffret', singleSelection: true, elements: [] },
  ];

  it('the chosen sleeves with their prices, the standard one free and left out', () => {
    const selection = { Étuis: ['3', '7'], Coffret: ['default'] };
    expect(sleeveIdsOf(selection)).toEqual(['3', '7']);
    expect(pricedSleevesOf(categories, selection)).toEqual([
      { id: '3', name: 'Ruban doré', priceCents: 490 },
      { id: '7', name: 'Carte pop-up', priceCents: 350 },
    ]);
  });

  it("shipping: the market's amount at home, plus the international fee to another country; none for a digital gift", () => {
    const costs = { amount: 0, internationalFee: 690 };
    expect(giftShippingCents(costs, 'FR', 'FR', true)).toBe(0);
    expect(giftShippingCents(costs, 'FR', 'BE', true)).toBe(690);
    expect(giftShippingCents({ amount: 450, internationalFee: 690 }, 'BE', 'NL', true)).toBe(1_140);
    expect(giftShippingCents(costs, 'FR', 'BE', false)).toBe(0);
  });

  it('the total: the gift, its sleeves and its shipping; a digital gift is its price alone', () => {
    const sleeves = [{ id: '3', name: 'Ruban doré', priceCents: 490 }, { id: '7', name: 'Carte pop-up', priceCents: 350 }];
    expect(giftTotalOf({ productCents: 8_990, sleeves, shippingCents: 690, isPhysical: true })).toEqual({ productCents: 8_990, sleevesCents: 840, shippingCents: 690, totalCents: 10_520 });
    expect(giftTotalOf({ productCents: 8_990, sleeves, shippingCents: 690, isPhysical: false }).totalCents).toBe(8_990);
  });
});

describe('the physical format', () => {
  it('offered only with the flag on and the shipping costs loaded; digital otherwise', () => {
    expect(physicalGiftStatus(true, 'loaded')).toBe('enabled');
    expect(physicalGiftStatus(true, 'loading')).toBe('checking');
    expect(physicalGiftStatus(true, 'failed')).toBe('disabled');
    expect(physicalGiftStatus(false, 'loaded')).toBe('disabled');
    expect(giftFormatFor('physical', 'enabled')).toBe('physical');
    expect(giftFormatFor('physical', 'disabled')).toBe('digital');
    expect(giftFormatFor('physical', 'checking')).toBeUndefined();
    expect(giftFormatFor('digital', 'checking')).toBe('digital');
  });

  it("a format changed in the single voucher checkout is kept in the hash with the sleeves", () => {
    expect(giftHashWith('#id=18&offerId=18&giftNights=2&giftFormat=digital', { giftFormat: 'physical', sleeves: { Étuis: ['3'] } })).toBe('#id=18&offerId=18&giftNights=2&giftFormat=physical&sleeves=%25C3%2589tuis%3A3');
    expect(giftHashWith('#id=18&giftFormat=physical&sleeves=x%3A1', { giftFormat: 'digital', sleeves: {} })).toBe('#id=18&giftFormat=digital');
  });

  it("the box checkout's format change rewrites the code suffix", () => {
    const formats = [{ format: 'digital' as const, code: 'ROMANTICEBOX' }, { format: 'physical' as const, code: 'ROMANTICPBOX' }];
    expect(boxCodeForFormat(formats, 'ROMANTICEBOX', 'physical')).toBe('ROMANTICPBOX');
    expect(boxCodeForFormat([], 'ROMANTICEBOX', 'physical')).toBe('ROMANTICPBOX');
    expect(boxCheckoutSearchWith('?giftFormat=digital&code=ROMANTICEBOX', { code: 'ROMANTICPBOX', giftFormat: 'physical', sleeves: { Étuis: ['3'] } })).toBe(
      '?giftFormat=physical&code=ROMANTICPBOX&sleeves=%25C3%2589tuis%3A3',
    );
    expect(boxCheckoutSearchWith('?giftFormat=physical&code=ROMANTICPBOX&sleeves=x%3A1', { code: 'ROMANTICEBOX', giftFormat: 'digital', sleeves: { x: ['1'] } })).toBe('?giftFormat=digital&code=ROMANTICEBOX');
  });
});
