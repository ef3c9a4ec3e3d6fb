import { describe, expect, it } from 'vitest';
import { parseTrustList, resolveEdgeIdentity, TrustListError } from './client-address';

const none = parseTrustList([]);

describe('the visitor address at the edge', () => {
  it('is the socket address when no front proxy is trusted, whatever the client claims', () => {
    const identity = resolveEdgeIdentity({ socketAddress: '198.51.100.7', isEncrypted: false, forwardedFor: '1.2.3.4', forwardedProto: 'https' }, none);
    expect(identity).toEqual({ address: '198.51.100.7', protocol: 'http', viaTrustedProxy: false });
  });

  it('unwraps an IPv4 peer of a dual-stack socket', () => {
    expect(resolveEdgeIdentity({ socketAddress: '::ffff:127.0.0.1', isEncrypted: false, forwardedFor: undefined, forwardedProto: undefined }, none).address).toBe('127.0.0.1');
  });

  it('walks X-Forwarded-For through trusted hops only, from the right', () => {
    const trusted = parseTrustList(['10.0.0.0/8', 'loopback']);
    const request = { socketAddress: '127.0.0.1', isEncrypted: false, forwardedFor: '6.6.6.6, 203.0.113.5, 10.1.2.3', forwardedProto: 'http, https' };
    expect(resolveEdgeIdentity(request, trusted)).toEqual({ address: '203.0.113.5', protocol: 'https', viaTrustedProxy: true });
    // The trusted proxy reports no visitor: it is the visitor.
    expect(resolveEdgeIdentity({ ...request, forwardedFor: undefined }, trusted).address).toBe('127.0.0.1');
    // Garbage in the chain stops the walk at the last address a trusted hop gave.
    expect(resolveEdgeIdentity({ ...request, forwardedFor: '203.0.113.5, not-an-ip, 10.1.2.3' }, trusted).address).toBe('10.1.2.3');
  });

  it('refuses an entry of WEB_TRUST_PROXY that is no address, CIDR or named range', () => {
    expect(() => parseTrustList(['10.0.0.0/33'])).toThrow(TrustListError);
    expect(() => parseTrustList(['proxy.example'])).toThrow(/not an address/);
    expect(parseTrustList(['uniquelocal', '2001:db8::/32']).check('192.168.1.9', 'ipv4')).toBe(true);
  });
});
