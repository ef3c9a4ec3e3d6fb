import { describe, expect, it } from 'vitest';
import { accountPath, afterSignInPath, originOfLocation, safeOrigin, signInHref } from './account-paths';

const home = '/fr-fr/';

describe('the sign-in origin parameter', () => {
  it('keeps a page of the market, with its query and hash', () => {
    expect(safeOrigin('/fr-fr/', home)).toBe('/fr-fr/');
    expect(safeOrigin('/fr-fr/recherche?flow=gifting#checkin=2030-05-01', home)).toBe('/fr-fr/recherche?flow=gifting#checkin=2030-05-01');
    expect(safeOrigin('/fr-fr/account/wishlist', home)).toBe('/fr-fr/account/wishlist');
  });

  it('ignores anything that is not a relative path of this market', () => {
    for (const origin of [
      null,
      undefined,
      '',
      'https://evil.example/fr-fr/',
      '//evil.example/fr-fr/',
      '/\\evil.example',
      '/fr-fr/\\evil',
      'javascript:alert(1)',
      'fr-fr/recherche',
      '/es-es/buscar',
      '/fr-fr',
      '/fr-fr/../es-es/',
      '/fr-fr/%2e%2e/es-es/',
      '/fr-fr/a\tb',
      `/fr-fr/${'a'.repeat(2000)}`,
    ]) {
      expect(safeOrigin(origin, home), String(origin)).toBeUndefined();
    }
  });

  it('normalises the path it keeps', () => {
    expect(safeOrigin('/fr-fr/a/../recherche', home)).toBe('/fr-fr/recherche');
  });

  it('never goes back to a sign-in page (it would loop)', () => {
    for (const page of ['signin', 'signup', 'forgot-password', 'reset-password', 'verify']) {
      expect(safeOrigin(`/fr-fr/account/${page}?origin=/fr-fr/`, home)).toBeUndefined();
    }
  });

  it('goes to the trips page by default', () => {
    expect(afterSignInPath(null, home)).toBe('/fr-fr/account/trips');
    expect(afterSignInPath('https://evil.example/', home)).toBe('/fr-fr/account/trips');
    expect(afterSignInPath('/fr-fr/sejour/12', home)).toBe('/fr-fr/sejour/12');
  });

  it("works with a market's own host: its home is / or a language prefix", () => {
    expect(safeOrigin('/recherche', '/')).toBe('/recherche');
    expect(safeOrigin('//evil.example', '/')).toBeUndefined();
    expect(safeOrigin('/nl/zoeken', '/nl/')).toBe('/nl/zoeken');
    expect(safeOrigin('/fr/recherche', '/nl/')).toBeUndefined();
    expect(accountPath('/', 'signin')).toBe('/account/signin');
  });
});

describe('the header sign-in link', () => {
  it('names the current page as the origin', () => {
    expect(signInHref(home, originOfLocation({ pathname: '/fr-fr/recherche', search: '?flow=booking', hash: '#nights=2' }, home))).toBe(
      `/fr-fr/account/signin?origin=${encodeURIComponent('/fr-fr/recherche?flow=booking#nights=2')}`,
    );
    expect(signInHref(home)).toBe('/fr-fr/account/signin');
  });

  it("on a sign-in page, keeps that page's own origin", () => {
    expect(originOfLocation({ pathname: '/fr-fr/account/signup', search: '?origin=%2Ffr-fr%2Fsejour%2F12', hash: '' }, home)).toBe('/fr-fr/sejour/12');
    expect(originOfLocation({ pathname: '/fr-fr/account/signup', search: '', hash: '' }, home)).toBeUndefined();
  });
});
