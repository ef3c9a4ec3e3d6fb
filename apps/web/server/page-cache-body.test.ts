import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, encodedLength, gzipBody, identityBody, NONCE_LENGTH, newNonce, preparePageBody, splitAtNonce } from './page-cache-body';

const RENDERED = 'AAAAAAAAAAAAAAAAAAAAAA==';

/** A page like Next's: inline scripts carrying the nonce, markup and a flight payload that repeats itself. */
function page(nonce: string, repeat = 40): string {
  const parts = ['<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Escapade</title></head><body>'];
  for (let index = 0; index < repeat; index += 1) {
    parts.push(`<section class="card"><h2>Séjour n°${index} à Annecy</h2><p>Dès ${100 + index} € par personne, petit-déjeuner inclus.</p></section>`);
    parts.push(`<script nonce="${nonce}">self.__next_f.push([1,"${index}:{\\"nonce\\":\\"${nonce}\\",\\"label\\":\\"Séjour ${index}\\"}"])</script>`);
  }
  parts.push('</body></html>');
  return parts.join('');
}

describe('a cached body with a fresh nonce per response', () => {
  it('makes nonces as the proxy does: 128 random bits in base64, 24 characters', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => newNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(NONCE_LENGTH).toBe(24);
  });

  it('splits the body at every occurrence of its nonce, and keeps a body without one whole', () => {
    expect(splitAtNonce(Buffer.from(`a${RENDERED}b${RENDERED}`), RENDERED).map(String)).toEqual(['a', 'b', '']);
    expect(splitAtNonce(Buffer.from('no nonce here'), RENDERED).map(String)).toEqual(['no nonce here']);
    expect(splitAtNonce(Buffer.from('kept whole'), undefined).map(String)).toEqual(['kept whole']);
  });

  it('puts the new nonce wherever the rendered one was, and nowhere else', async () => {
    const body = await preparePageBody(Buffer.from(page(RENDERED)), RENDERED);
    const fresh = newNonce();
    const served = identityBody(body, fresh).toString();
    expect(served).toBe(page(fresh));
    expect(served).not.toContain(RENDERED);
    expect(encodedLength(body, 'identity')).toBe(Buffer.byteLength(served));
  });

  it('splices a gzip member that any gzip reader decodes to the page with the new nonce, for every response', async () => {
    const html = page(RENDERED, 400);
    expect(Buffer.byteLength(html)).toBeGreaterThan(64 * 1024);
    const body = await preparePageBody(Buffer.from(html), RENDERED);
    for (let response = 0; response < 5; response += 1) {
      const fresh = newNonce();
      const member = gzipBody(body, fresh)!;
      expect(zlib.gunzipSync(member).toString()).toBe(page(fresh, 400));
      expect(member.length).toBe(encodedLength(body, 'gzip'));
    }
  });

  it('stays within a few percent of gzip at its best level over the whole page', async () => {
    const html = Buffer.from(page(RENDERED, 400));
    const body = await preparePageBody(html, RENDERED);
    const spliced = gzipBody(body, newNonce())!.length;
    const whole = zlib.gzipSync(html, { level: 9 }).length;
    // Each nonce costs a stored block and two flushes (~40 bytes) instead of a back-reference.
    expect(spliced).toBeLessThan(whole * 1.25 + 800 * 45);
  });

  it('decodes for any body and any places of the nonce (property)', async () => {
    const text = fc.string({ unit: fc.constantFrom(...Array.from('abc <>"=/é€😀\n')), maxLength: 300 });
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 12 }), async (pieces) => {
        const rendered = newNonce();
        const fresh = newNonce();
        const body = await preparePageBody(Buffer.from(pieces.join(rendered)), rendered);
        expect(zlib.gunzipSync(gzipBody(body, fresh)!).toString()).toBe(pieces.join(fresh));
        expect(identityBody(body, fresh).toString()).toBe(pieces.join(fresh));
      }),
      { numRuns: 60 },
    );
  });

  it('does not splice a body holding a NUL byte (a back-reference could reach the placeholder): identity only', async () => {
    const body = await preparePageBody(Buffer.from(`a\u0000b${RENDERED}c`), RENDERED);
    expect(body.gzipPieces).toBeUndefined();
    expect(gzipBody(body, newNonce())).toBeUndefined();
    expect(encodedLength(body, 'gzip')).toBe(encodedLength(body, 'identity'));
  });

  it('refuses a nonce of another length (the deflate stream reserved 24 bytes for it)', async () => {
    const body = await preparePageBody(Buffer.from(`a${RENDERED}b`), RENDERED);
    expect(() => identityBody(body, 'short')).toThrow(/24 bytes/);
  });
});

describe('Accept-Encoding: gzip', () => {
  it('is accepted when listed with a q-value above 0, or through *', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
