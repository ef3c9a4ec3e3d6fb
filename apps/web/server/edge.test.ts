import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from '../lib/visitor-headers';
import { parseTrustList } from './client-address';
import { applyEdgeIdentity, escapeUndecodablePath, isApiPath } from './edge';

function request(remoteAddress: string, headers: IncomingMessage['headers']): IncomingMessage {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('applyEdgeIdentity', () => {
  it("writes the socket's address over every forwarding header a client sent, and drops its secret header", () => {
    const forged = request('198.51.100.23', {
      host: 'localhost:3000',
      'x-forwarded-for': '1.1.1.1',
      'x-real-ip': '1.1.1.1',
      forwarded: 'for=1.1.1.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      [CLIENT_ADDRESS_HEADER]: '1.1.1.1',
      [PROXY_SECRET_HEADER]: 'guess',
    });
    applyEdgeIdentity(forged, parseTrustList([]));
    expect(forged.headers).toEqual({
      host: 'localhost:3000',
      'x-forwarded-for': '198.51.100.23',
      'x-real-ip': '198.51.100.23',
      'x-forwarded-proto': 'http',
      [CLIENT_ADDRESS_HEADER]: '198.51.100.23',
    });
  });

  it('keeps what a trusted front proxy says about the visitor, protocol and host', () => {
    const viaProxy = request('10.0.0.2', { 'x-forwarded-for': '203.0.113.8', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.escapade.fr' });
    expect(applyEdgeIdentity(viaProxy, parseTrustList(['10.0.0.0/8']))).toMatchObject({ address: '203.0.113.8', protocol: 'https' });
    expect(viaProxy.headers).toMatchObject({ 'x-forwarded-for': '203.0.113.8', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.escapade.fr', [CLIENT_ADDRESS_HEADER]: '203.0.113.8' });
  });
});

describe('isApiPath', () => {
  it('is /api and what is under it, not a page that starts with the letters', () => {
    expect(['/api', '/api/offers.json', '/api?x=1'].map(isApiPath)).toEqual([true, true, true]);
    expect(['/apis', '/fr-fr/api/x', undefined].map(isApiPath)).toEqual([false, false, false]);
  });
});

describe('escapeUndecodablePath', () => {
  it("escapes the % of a path that does not decode, so that Next can route it (to the not-found page)", () => {
    expect(['/fr-fr/%', '/fr-fr/%zz', '/fr-fr/%ff%fe', '/fr-fr/%c0%af', '/%ff'].map(escapeUndecodablePath)).toEqual([
      '/fr-fr/%25', '/fr-fr/%25zz', '/fr-fr/%25ff%25fe', '/fr-fr/%25c0%25af', '/%25ff',
    ]);
    for (const escaped of ['/fr-fr/%25ff%25fe', '/%25ff']) expect(() => decodeURIComponent(escaped)).not.toThrow();
  });

  it('leaves a decodable path and any query alone', () => {
    expect(escapeUndecodablePath('/fr-fr/caf%C3%A9?q=%zz')).toBe('/fr-fr/caf%C3%A9?q=%zz');
    expect(escapeUndecodablePath('/fr-fr/%ff?flow=gifting')).toBe('/fr-fr/%25ff?flow=gifting');
  });
});
