import { describe, expect, it } from 'vitest';
import { productIdOfPath } from './product-data';

describe('productIdOfPath', () => {
  it('reads the id after the product segment', () => {
    expect(productIdOfPath(['18'], 'fr')).toBe(18);
  });

  it("reads the nested path: the product prefix, a stays segment, the search segment and the product id", () => {
    expect(productIdOfPath(['sejours', 'recherche', '18'], 'fr')).toBe(18);
    expect(productIdOfPath(['estancias', 'busqueda', '7'], 'es')).toBe(7);
    expect(productIdOfPath(['soggiorni', 'ricerca', '7'], 'it')).toBe(7);
    expect(productIdOfPath(['verblijven', 'zoeken', '7'], 'nl')).toBe(7);
  });

  it('names nothing else: other languages, other segments, extra segments, a bad id', () => {
    expect(productIdOfPath(['sejours', 'busqueda', '18'], 'fr')).toBeUndefined();
    expect(productIdOfPath(['estancias', 'busqueda', '18'], 'fr')).toBeUndefined();
    expect(productIdOfPath(['sejours', 'recherche', '18', 'x'], 'fr')).toBeUndefined();
    expect(productIdOfPath(['18', 'x'], 'fr')).toBeUndefined();
    expect(productIdOfPath(['sejours', 'recherche', '0'], 'fr')).toBeUndefined();
    expect(productIdOfPath([], 'fr')).toBeUndefined();
  });
});
