import { BlockList, isIP } from 'node:net';

/**
 * Who a request to the web server comes from, decided once at the edge (server/production-server.ts):
 * the socket's address, or — when the socket is one of the configured front proxies (WEB_TRUST_PROXY)
 * — the address those proxies report, walking X-Forwarded-For from the right through trusted hops
 * only (as proxy-addr does). Whatever a client writes in those headers itself is never believed.
 */

/** The named ranges proxy-addr knows, for WEB_TRUST_PROXY. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export class TrustListError extends Error {
  override name = 'TrustListError';
}

/** The list of trusted front proxies: addresses, CIDRs and named ranges. */
export function parseTrustList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((value) => NAMED_RANGES[value.toLowerCase()] ?? [value])) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new TrustListError(`'${entry}' is not an address, a CIDR or one of ${Object.keys(NAMED_RANGES).join(', ')}`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 6 ? 128 : 32)) throw new TrustListError(`'${entry}' has an invalid prefix length`);
    list.addSubnet(address, bits, type);
  }
  return list;
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) → `127.0.0.1`. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

function headerList(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.split(',').map((part) => part.trim()).filter(Boolean);
}

export interface EdgeIdentity {
  /** The visitor's address. */
  address: string;
  /** `https` when the visitor reached us over TLS (at a trusted front proxy, or on our socket). */
  protocol: 'http' | 'https';
  /** The socket is a trusted front proxy, whose forwarded headers were believed. */
  viaTrustedProxy: boolean;
}

export interface EdgeRequest {
  socketAddress: string | undefined;
  isEncrypted: boolean;
  forwardedFor: string | string[] | undefined;
  forwardedProto: string | string[] | undefined;
}

/** The visitor's address and protocol, believing forwarded headers only through trusted proxies. */
export function resolveEdgeIdentity(request: EdgeRequest, trusted: BlockList): EdgeIdentity {
  let address = normalizeAddress(request.socketAddress ?? '');
  const ownProtocol = request.isEncrypted ? 'https' : 'http';
  if (!isTrusted(trusted, address)) return { address: address || '0.0.0.0', protocol: ownProtocol, viaTrustedProxy: false };
  // The proxy next to us wrote the last X-Forwarded-Proto (an appending proxy) or the only one.
  const proto = headerList(request.forwardedProto).at(-1)?.toLowerCase();
  const protocol = proto === 'https' || proto === 'http' ? proto : ownProtocol;
  const hops = headerList(request.forwardedFor);
  while (hops.length > 0) {
    const hop = normalizeAddress(hops.pop() ?? '');
    if (isIP(hop) === 0) break;
    address = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return { address, protocol, viaTrustedProxy: true };
}
