import { describe, expect, it, vi } from 'vitest';
import {
  VARIATION_OVERRIDES_COOKIE,
  VISITOR_ID_COOKIE,
  browserVisitor,
  ensureVisitorId,
  visitorIdCookie,
  readCookie,
  recordVariationExposure,
} from './variations';

function cookieJar(initial = '') {
  const values = new Map<string, string>();
  for (const part of initial.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key) values.set(key, value ?? '');
  }
  return {
    get cookie() {
      return [...values].map(([key, value]) => `${key}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair] = line.split(';');
      const [key, value] = (pair ?? '').split('=');
      if (key) values.set(key.trim(), value ?? '');
    },
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

const VISITOR = '0b8f1c8e-3f5e-4a4b-9a39-6c1f1b2f9d11';

describe('visitor id cookie', () => {
  it('is created once in the browser and kept', () => {
    const doc = cookieJar('other=1');
    const id = ensureVisitorId(doc);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(readCookie(doc.cookie, VISITOR_ID_COOKIE)).toBe(id);
    expect(ensureVisitorId(doc)).toBe(id);
  });

  it('is written SameSite=Lax, Secure on an HTTPS page only, and readable by scripts (no HttpOnly)', () => {
    const written: string[] = [];
    const page = (protocol: string) => ({ location: { protocol }, set cookie(line: string) { written.push(line); }, get cookie() { return ''; } });
    ensureVisitorId(page('https:'));
    ensureVisitorId(page('http:'));
    const [onHttps = '', onHttp = ''] = written;
    expect(onHttps).toMatch(/; SameSite=Lax; Secure$/);
    expect(onHttp).toMatch(/; SameSite=Lax$/);
    expect(`${onHttps}${onHttp}`).not.toMatch(/HttpOnly/i);
    expect(visitorIdCookie(VISITOR, true)).toBe(`${VISITOR_ID_COOKIE}=${VISITOR}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
  });

  it('reads the visitor id and the override cookie', () => {
    expect(browserVisitor(cookieJar(`${VISITOR_ID_COOKIE}=${VISITOR}`)).visitorId).toBe(VISITOR);
    expect(browserVisitor(cookieJar(`${VARIATION_OVERRIDES_COOKIE}=dates%3Asuggested`)).overrides).toEqual({ dates: 'suggested' });
  });
});

describe('recording which test variation a visitor saw', () => {
  it('sends a variation_exposure event once per session and experiment variant', () => {
    const storage = memoryStorage();
    const record = vi.fn();
    expect(recordVariationExposure('dates', 'forced', 'fr_FR', storage, record)).toBe(true);
    expect(recordVariationExposure('dates', 'forced', 'fr_FR', storage, record)).toBe(false);
    expect(recordVariationExposure('popular-dates', 'shortcuts', 'fr_FR', storage, record)).toBe(true);
    expect(record).toHaveBeenCalledTimes(2);
    expect(record).toHaveBeenNthCalledWith(1, { event: 'variation_exposure', experiment: 'dates', variant: 'forced' }, 'fr_FR');
  });

  it('still records when storage is unusable', () => {
    const record = vi.fn();
    const broken = { getItem: () => '{not json', setItem: () => { throw new Error('quota'); } };
    expect(recordVariationExposure('single-voucher', 'control', 'es_ES', broken, record)).toBe(true);
    expect(record).toHaveBeenCalledOnce();
  });
});
