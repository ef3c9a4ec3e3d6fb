import { describe, expect, it } from 'vitest';
import { findLocaleOfRequest } from './report-server-error';

describe('the market of a failed request', () => {
  it('is found the way the proxy routes the path, the default market otherwise', () => {
    expect(findLocaleOfRequest({ path: '/nl-be/zoeken?flow=gifting', headers: { host: 'localhost:3000' } })).toBe('nl_BE');
    expect(findLocaleOfRequest({ path: '/es-es/', headers: {} })).toBe('es_ES');
    expect(findLocaleOfRequest({ path: '/', headers: {} })).toBe('fr_FR');
  });
});
