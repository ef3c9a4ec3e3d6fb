import { describe, expect, it } from 'vitest';
import { ACQUISITION_MODAL_DONE_KEY, readAcquisitionModalDone } from './acquisition-modal-rules';
import { createNewsletterCheckApi, shouldOfferAcquisitionModal } from './acquisition-modal-check';

function checkAnswering(status: number, body: unknown) {
  const sent: Array<{ url: URL; method: string }> = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: new URL(String(input)), method: init?.method ?? 'GET' });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
  }) as typeof fetch;
  return { sent, api: createNewsletterCheckApi({ baseUrl: 'http://web/api', fetch: fetchImpl }) };
}

function storage() {
  const items = new Map<string, string>();
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('acquisition modal check ("GET {api}/marketing/newsletter | email, country, language, source | acquisition modal")', () => {
  it("asks GET /api/marketing/newsletter with the market's country and language and the modal as source, never an address", async () => {
    const { sent, api } = checkAnswering(200, { show: true });
    const local = storage();
    const logs: string[] = [];
    expect(await shouldOfferAcquisitionModal({ api, locale: 'nl_BE', local, log: (message) => logs.push(message) })).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/api/marketing/newsletter');
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({ country: 'BE', language: 'nl', source: 'modal' });
    expect(local.items.size).toBe(0);
    expect(logs).toEqual([]);
  });

  it('a browser the API knows as subscribed is not offered the modal, and is marked so (no check again)', async () => {
    const local = storage();
    expect(await shouldOfferAcquisitionModal({ api: checkAnswering(200, { show: false }).api, locale: 'fr_FR', local, log: () => {} })).toBe(false);
    expect(readAcquisitionModalDone(local)).toBe('subscribed');
  });

  it('"failure logs and resets, no message": an error or an unexpected body keeps the modal closed, logs, marks nothing', async () => {
    for (const [status, body] of [
      [503, { type: 'urn:x', title: 'Unavailable', status: 503, code: 'UNAVAILABLE' }],
      [200, { show: 'yes' }],
    ] as const) {
      const local = storage();
      const logs: string[] = [];
      expect(await shouldOfferAcquisitionModal({ api: checkAnswering(status, body).api, locale: 'fr_FR', local, log: (message) => logs.push(message) })).toBe(false);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(/^Newsletter acquisition modal check failed: /);
      expect(local.items.has(ACQUISITION_MODAL_DONE_KEY)).toBe(false);
    }
  });
});
