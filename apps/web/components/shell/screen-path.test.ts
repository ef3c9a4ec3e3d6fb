import { describe, expect, it } from 'vitest';
import { isCheckoutSubPath, pathHasScreenSegment } from './screen-path';

describe('simplified header paths', () => {
  it('the box and gift card checkouts, in the public path of each URL mode and under their screen route', () => {
    expect(isCheckoutSubPath('/fr-fr/coffrets-cadeaux/checkout', 'fr')).toBe(true);
    expect(isCheckoutSubPath('/nl/cadeauboxen/checkout', 'nl')).toBe(true);
    expect(isCheckoutSubPath('/cajas-regalo/checkout', 'es')).toBe(true);
    expect(isCheckoutSubPath('/it-it/giftcard/checkout', 'it')).toBe(true);
    expect(isCheckoutSubPath('/fr-fr/screen-route/boxes/checkout', 'fr')).toBe(true);
    expect(isCheckoutSubPath('/fr-fr/screen-route/giftcard/checkout', 'fr')).toBe(true);
  });

  it('not the box list, a box page, the gift card customisation, nor another language’s box segment', () => {
    expect(isCheckoutSubPath('/fr-fr/coffrets-cadeaux', 'fr')).toBe(false);
    expect(isCheckoutSubPath('/fr-fr/coffrets-cadeaux/ROMANTIQUEEBOX', 'fr')).toBe(false);
    expect(isCheckoutSubPath('/fr-fr/giftcard/customization', 'fr')).toBe(false);
    expect(isCheckoutSubPath('/fr-fr/cadeauboxen/checkout', 'fr')).toBe(false);
    expect(isCheckoutSubPath('/fr-fr/boxes/checkout', 'fr')).toBe(false);
    expect(isCheckoutSubPath('/fr-fr/coffrets-cadeaux/checkout/more', 'fr')).toBe(false);
  });

  it('a screen segment is one of the first two segments', () => {
    expect(pathHasScreenSegment('/fr-fr/reservation', ['reservation'])).toBe(true);
    expect(pathHasScreenSegment('/fr-fr/sejour/reservation', ['reservation'])).toBe(false);
  });
});
