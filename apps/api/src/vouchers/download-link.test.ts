import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { assertVoucherLink, checkVoucherLink, VOUCHER_LINK_TTL_MS, voucherLinkSigner, type VoucherLinkParts } from './download-link';

const SECRET = 'k'.repeat(32);
const ID = '0b6f3c1e-2a4d-4e8f-9a1b-2c3d4e5f6a7b';
const NOW = new Date('2031-03-01T10:00:00.000Z');

function partsOf(url: string): VoucherLinkParts {
  const parsed = new URL(url, 'https://site.example');
  const voucherId = decodeURIComponent(parsed.pathname.split('/')[3] ?? '');
  return { voucherId, expires: Number(parsed.searchParams.get('expires')), signature: parsed.searchParams.get('signature') ?? '' };
}

describe('voucher download links', () => {
  const url = voucherLinkSigner(SECRET, NOW)(ID);

  it('are site-relative, expire 7 days later, and carry an HMAC-SHA256 in hex', () => {
    expect(url).toMatch(new RegExp(`^/api/vouchers/${ID}/pdf\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    expect(partsOf(url).expires).toBe((NOW.getTime() + VOUCHER_LINK_TTL_MS) / 1000);
  });

  it('hold until their expiry, then read expired', () => {
    const parts = partsOf(url);
    expect(checkVoucherLink(SECRET, parts, NOW)).toBe('valid');
    expect(checkVoucherLink(SECRET, parts, new Date(parts.expires * 1000 - 1))).toBe('valid');
    expect(checkVoucherLink(SECRET, parts, new Date(parts.expires * 1000))).toBe('expired');
  });

  it('refuse another voucher, a later expiry, an edited signature or another secret', () => {
    const parts = partsOf(url);
    const flipped = (parts.signature[0] === 'a' ? 'b' : 'a') + parts.signature.slice(1);
    expect(checkVoucherLink(SECRET, { ...parts, voucherId: ID.replace(/.$/, 'c') }, NOW)).toBe('invalid');
    expect(checkVoucherLink(SECRET, { ...parts, expires: parts.expires + 3_600 }, NOW)).toBe('invalid');
    expect(checkVoucherLink(SECRET, { ...parts, signature: flipped }, NOW)).toBe('invalid');
    expect(checkVoucherLink(SECRET, { ...parts, signature: parts.signature.slice(0, 63) }, NOW)).toBe('invalid');
    expect(checkVoucherLink(SECRET, { ...parts, signature: 'zz'.repeat(32) }, NOW)).toBe('invalid');
    expect(checkVoucherLink('s'.repeat(32), parts, NOW)).toBe('invalid');
  });

  it('answer 404 for a link that is not ours and 410 for an expired one', () => {
    const parts = partsOf(url);
    const statusOf = (link: VoucherLinkParts, now: Date) => {
      try {
        assertVoucherLink(SECRET, link, now);
        return 200;
      } catch (error) {
        return error instanceof AppError ? error.status : 500;
      }
    };
    expect(statusOf(parts, NOW)).toBe(200);
    expect(statusOf({ ...parts, expires: parts.expires + 1 }, NOW)).toBe(404);
    expect(statusOf(parts, new Date(parts.expires * 1000 + 1))).toBe(410);
  });
});
