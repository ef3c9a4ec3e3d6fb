import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderDetailFixture } from '../../screens/customer-care/test-fixtures';
import { agentOfferPanelFixture } from '../../screens/product/agent-panel/test-fixtures';
import { browserCustomerCareApi, createCookieForwardingFetch, createCustomerCareApi, STAFF_IDENTITY_PROVIDER } from './customer-care';

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

function recordingFetch(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: new URL(String(input), 'http://site.test'),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      credentials: init?.credentials,
    });
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': type } });
  }) as typeof fetch;
  return { sent, fetchImpl, api: createCustomerCareApi({ baseUrl: 'http://api.test/api', fetch: fetchImpl }) };
}

const summary = {
  orderUUID: '0b8f1c8e-5d2a-4c1e-9f3b-2a7d6e4c1b90',
  bookingNumber: '48213759',
  status: 'CONFIRMED',
  locale: 'fr_FR',
  buyerName: 'Léa Dupont',
  buyerEmail: 'lea.dupont@example.com',
  totalCents: 14_990,
  createdAt: '2030-03-02T09:15:00.000Z',
  label: 'Coffret Escapade gourmande',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('customer care API client', () => {
  it('asks who is signed in and the sign-in options', async () => {
    const me = recordingFetch(200, { id: 'u1', email: 'agent@escapade.example', name: 'Agent', role: 'agent' });
    expect(await me.api.getMe()).toEqual({ id: 'u1', email: 'agent@escapade.example', name: 'Agent', role: 'agent' });
    expect(me.sent[0]?.url.pathname).toBe('/api/customer-care/me');

    const options = recordingFetch(200, { identityProvider: true });
    expect(await options.api.getSignInOptions()).toEqual({ identityProvider: true });
    expect(options.sent[0]?.url.pathname).toBe('/api/customer-care/sign-in-options');
  });

  it('searches orders with q and reads the list, then an order detail checked against the contract', async () => {
    const search = recordingFetch(200, { orders: [summary] });
    expect(await search.api.searchOrders('lea.dupont@example.com')).toEqual([summary]);
    expect(search.sent[0]?.url.pathname).toBe('/api/customer-care/orders');
    expect(search.sent[0]?.url.searchParams.get('q')).toBe('lea.dupont@example.com');

    const detail = orderDetailFixture();
    const reading = recordingFetch(200, detail);
    expect(await reading.api.getOrder(detail.order.orderUUID)).toEqual(detail);
    expect(reading.sent[0]?.url.pathname).toBe(`/api/customer-care/orders/${detail.order.orderUUID}`);

    await expect(recordingFetch(200, { ...detail, mails: 'none' }).api.getOrder(detail.order.orderUUID)).rejects.toThrow(/unexpected body/);
  });

  it('posts the actions: resend an e-mail, advance a shipment from the state seen, move a case', async () => {
    const resend = recordingFetch(202, { queued: true, outboxId: 36 });
    expect(await resend.api.resendMail(summary.orderUUID, 'gift_voucher')).toEqual({ outboxId: 36 });
    expect(resend.sent[0]).toMatchObject({ method: 'POST', body: { kind: 'gift_voucher' } });
    expect(resend.sent[0]?.url.pathname).toBe(`/api/customer-care/orders/${summary.orderUUID}/resend-mail`);

    const advance = recordingFetch(200, { state: 'SHIPPED' });
    await advance.api.advanceShipment(summary.orderUUID, 'TO_SHIP');
    expect(advance.sent[0]).toMatchObject({ method: 'POST', body: { from: 'TO_SHIP' } });
    expect(advance.sent[0]?.url.pathname).toBe(`/api/customer-care/orders/${summary.orderUUID}/shipment/advance`);

    const cancel = recordingFetch(200, { status: 'REFUNDED', refundCents: 24_000, giftCardRefundCents: 0, providerRefundCents: 24_000, isProviderRefundDone: true });
    await expect(cancel.api.cancelOrder(summary.orderUUID)).resolves.toMatchObject({ status: 'REFUNDED', refundCents: 24_000 });
    expect(cancel.sent[0]).toMatchObject({ method: 'POST' });
    expect(cancel.sent[0]?.url.pathname).toBe(`/api/customer-care/orders/${summary.orderUUID}/cancel`);

    const transition = recordingFetch(200, {});
    await transition.api.transitionCase(7, 'take');
    expect(transition.sent[0]).toMatchObject({ method: 'POST', body: { event: 'take' } });
    expect(transition.sent[0]?.url.pathname).toBe('/api/customer-care/cases/7/transition');
  });

  it('lists cases by state and the audit log by target', async () => {
    const cases = recordingFetch(200, { cases: orderDetailFixture().cases });
    expect(await cases.api.listCases('NEW')).toHaveLength(1);
    expect(cases.sent[0]?.url.search).toBe('?state=NEW');
    await cases.api.listCases(undefined);
    expect(cases.sent[1]?.url.search).toBe('');

    const audit = recordingFetch(200, { entries: orderDetailFixture().audit });
    expect((await audit.api.listAudit({ targetKind: 'order', targetId: summary.orderUUID }))[0]?.action).toBe('resend_mail');
    expect(Object.fromEntries(audit.sent[0]?.url.searchParams ?? [])).toEqual({ targetKind: 'order', targetId: summary.orderUUID });
  });

  it("reads the product page's agent panel of an offer in the market's language, checked against the contract", async () => {
    const panel = agentOfferPanelFixture();
    const reading = recordingFetch(200, panel);
    expect(await reading.api.offerPanel(1042, 'nl_BE')).toEqual(panel);
    expect(reading.sent[0]?.url.pathname).toBe('/api/customer-care/offers/1042');
    expect(Object.fromEntries(reading.sent[0]?.url.searchParams ?? [])).toEqual({ locale: 'nl_BE' });

    await expect(recordingFetch(200, { ...panel, nights: [{ date: '2030-05-17' }] }).api.offerPanel(1042, 'fr_FR')).rejects.toThrow(/unexpected body/);
    await expect(recordingFetch(404, { type: 'urn:x', title: 'Not Found', status: 404, detail: 'No offer 9.', instance: '/api/customer-care/offers/9', code: 'NOT_FOUND' }).api.offerPanel(9, 'fr_FR')).rejects.toMatchObject({ status: 404 });
  });

  it("signs in by password and by the company's identity provider, and signs out, through the accounts API", async () => {
    const password = recordingFetch(200, { redirect: false, token: 't', user: {} });
    await password.api.signInWithEmail({ email: 'agent@escapade.example', password: 'secret', callbackURL: '/fr-fr/customer-care' });
    expect(password.sent[0]).toMatchObject({ method: 'POST', body: { email: 'agent@escapade.example', password: 'secret', callbackURL: '/fr-fr/customer-care' } });
    expect(password.sent[0]?.url.pathname).toBe('/api/auth/sign-in/email');

    const company = recordingFetch(200, { url: 'https://id.example.com/authorize?state=x', redirect: true });
    expect(await company.api.signInWithCompanyAccount('/fr-fr/customer-care')).toEqual({ url: 'https://id.example.com/authorize?state=x' });
    // The library's social sign-in route serves its OpenID Connect providers; a refusal comes back to the console.
    expect(company.sent[0]).toMatchObject({ method: 'POST', body: { provider: STAFF_IDENTITY_PROVIDER, callbackURL: '/fr-fr/customer-care', errorCallbackURL: '/fr-fr/customer-care' } });
    expect(company.sent[0]?.url.pathname).toBe('/api/auth/sign-in/social');
    // Only a web page of the identity provider is followed.
    await expect(recordingFetch(200, { url: 'javascript:alert(1)', redirect: true }).api.signInWithCompanyAccount('/')).rejects.toThrow(/unexpected body/);

    const out = recordingFetch(200, { success: true });
    await out.api.signOut();
    expect(out.sent[0]).toMatchObject({ method: 'POST', body: {} });
    expect(out.sent[0]?.url.pathname).toBe('/api/auth/sign-out');
  });

  it("a refused sign-in is an ApiError carrying the accounts API's reason", async () => {
    const refused = recordingFetch(401, { type: 'urn:x', title: 'Unauthorized', status: 401, detail: 'x', instance: '/api/auth/sign-in/email', code: 'UNAUTHORIZED', reason: 'INVALID_EMAIL_OR_PASSWORD' });
    await expect(refused.api.signInWithEmail({ email: 'a@b.example', password: 'x', callbackURL: '/' })).rejects.toMatchObject({ status: 401, problem: { reason: 'INVALID_EMAIL_OR_PASSWORD' } });
  });

  it('the browser client calls the same origin with the session cookie', async () => {
    const { sent, fetchImpl } = recordingFetch(200, { identityProvider: false });
    vi.stubGlobal('fetch', fetchImpl);
    await browserCustomerCareApi.getSignInOptions();
    expect(sent[0]?.url.href).toBe('http://site.test/api/customer-care/sign-in-options');
    expect(sent[0]?.credentials).toBe('same-origin');
  });
});

describe("server side: the visitor's cookie goes with the customer care calls", () => {
  it('sends the Cookie header of the request, keeping the headers already set', async () => {
    const { sent, fetchImpl } = recordingFetch(200, {});
    const forwarding = createCookieForwardingFetch(async () => 'better-auth.session_token=abc; escapade_last_language=fr_FR', fetchImpl);
    await forwarding('http://api.test/api/customer-care/me', { headers: { 'x-client-address': '203.0.113.50' } });
    expect(sent[0]?.headers.get('cookie')).toBe('better-auth.session_token=abc; escapade_last_language=fr_FR');
    expect(sent[0]?.headers.get('x-client-address')).toBe('203.0.113.50');
  });

  it('sends no Cookie header outside a request, or for a visitor without cookies', async () => {
    const { sent, fetchImpl } = recordingFetch(200, {});
    await createCookieForwardingFetch(async () => undefined, fetchImpl)('http://api.test/api/customer-care/me');
    expect(sent[0]?.headers.has('cookie')).toBe(false);
  });
});
