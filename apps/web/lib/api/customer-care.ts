import type {
  AgentOfferPanel,
  AuditEntry,
  ContactCaseSummary,
  OrderDetail,
  OrderSummary,
  ResendableMail,
  SignInOptions,
  StaffMemberView,
} from '@escapade/contracts/customer-care';
import type { CancellationResult } from '@escapade/contracts/account';
import type { ContactCaseState } from '@escapade/contracts/contact';
import type { Locale } from '@escapade/domain/markets';
import type { ShipmentState } from '@escapade/domain/voucher';
import { type ApiClientOptions, createApiTransport } from '../api-transport';
import { contracts, lazyContract } from './lazy-contract';

/** The customer care contract, imported with its first call (decision 0018). */
const customerCareContract = contracts.customerCare;

/**
 * The answers the contract has no schema of: the lists (one array under a key, as the API's other
 * lists: `{ shipments }`; the contract names each item's schema, not the list's) and the accounts
 * library's redirect. The one place that says how they are shaped.
 */
const answerSchemas = lazyContract(async () => {
  const [{ z }, c] = await Promise.all([import('zod'), customerCareContract()]);
  return {
    orders: z.object({ orders: z.array(c.orderSummarySchema) }),
    cases: z.object({ cases: z.array(c.contactCaseSummarySchema) }),
    audit: z.object({ entries: z.array(c.auditEntrySchema) }),
    /** The accounts library's answer to a sign-in through the identity provider: where to go. */
    identityProviderRedirect: z.object({ url: z.url({ protocol: /^https?$/ }), redirect: z.literal(true) }),
  };
});

/** The identity provider of the staff ("Sign in with the company account"), as the accounts API names it. */
export const STAFF_IDENTITY_PROVIDER = 'staff-oidc';

/**
 * A fetch that sends the Cookie header of the request being rendered: the customer care calls are
 * the agent's own, authorised by the session cookie the browser sent with the page. Only this
 * client forwards it: every other server call is the same for every visitor.
 */
export function createCookieForwardingFetch(cookieOf: () => Promise<string | undefined>, fetchImpl: typeof fetch = fetch): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const cookie = await cookieOf();
    if (!cookie) return fetchImpl(input, init);
    const withCookie = new Headers(init?.headers);
    withCookie.set('cookie', cookie);
    return fetchImpl(input, { ...init, headers: withCookie });
  };
}

/**
 * The customer care mode's calls (every one but `getSignInOptions` needs a staff session: 401
 * without one, 403 for an account without the agent or admin role), and the staff's sign-in and
 * sign-out through the accounts API (`/auth/*`). A refusal is an `ApiError` with the API's
 * problem (`reason` on the sign-in's: INVALID_EMAIL_OR_PASSWORD, SIGN_IN_LOCKED, EMAIL_NOT_VERIFIED).
 */
export function createCustomerCareApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 15_000, ...options });
  const order = (orderUUID: string) => `/customer-care/orders/${encodeURIComponent(orderUUID)}`;

  return {
    /** Whether the company's identity provider is configured (the login screen's second button). */
    getSignInOptions(signal?: AbortSignal): Promise<SignInOptions> {
      return call('/customer-care/sign-in-options', customerCareContract().then((c) => c.signInOptionsSchema), { signal });
    },

    /** The signed-in agent. */
    getMe(signal?: AbortSignal): Promise<StaffMemberView> {
      return call('/customer-care/me', customerCareContract().then((c) => c.staffMemberSchema), { signal });
    },

    /** Orders by booking number (8 digits) or by the buyer's e-mail address, newest first. */
    async searchOrders(q: string, signal?: AbortSignal): Promise<OrderSummary[]> {
      const answer = await call(`/customer-care/orders?${new URLSearchParams({ q })}`, answerSchemas().then((s) => s.orders), { signal });
      return answer.orders;
    },

    /** The order, its history, its e-mails, its contact cases and its audit entries. */
    getOrder(orderUUID: string, signal?: AbortSignal): Promise<OrderDetail> {
      return call(order(orderUUID), customerCareContract().then((c) => c.orderDetailSchema), { signal });
    },

    /** Queues one of the order's e-mails again (409 when the order is not confirmed or never had it). */
    async resendMail(orderUUID: string, kind: ResendableMail, signal?: AbortSignal): Promise<{ outboxId: number }> {
      const answer = await call(`${order(orderUUID)}/resend-mail`, customerCareContract().then((c) => c.resendMailResponseSchema), { body: { kind }, signal });
      return { outboxId: answer.outboxId };
    },

    /**
     * Moves a physical gift's shipment one step from the state the agent saw (`from`): a double
     * click, or another agent's click meanwhile, is refused (409) instead of skipping a step.
     */
    advanceShipment(orderUUID: string, from: ShipmentState, signal?: AbortSignal): Promise<void> {
      return call(`${order(orderUUID)}/shipment/advance`, null, { body: { from }, signal });
    },

    /**
     * Cancels a stay on the customer's behalf, by the customer's own rules (409 with its `reason`
     * when the policy refuses): what is refunded and whether the card's refund went through.
     */
    cancelOrder(orderUUID: string, signal?: AbortSignal): Promise<CancellationResult> {
      return call(`${order(orderUUID)}/cancel`, contracts.account().then((c) => c.cancellationResultSchema), { body: {}, signal });
    },

    /** The contact cases, in one state or all of them (the open ones first). */
    async listCases(state: ContactCaseState | undefined, signal?: AbortSignal): Promise<ContactCaseSummary[]> {
      const query = state ? `?${new URLSearchParams({ state })}` : '';
      const answer = await call(`/customer-care/cases${query}`, answerSchemas().then((s) => s.cases), { signal });
      return answer.cases;
    },

    /** Takes, answers or closes a case (409 when the event does not apply to its state any more). */
    transitionCase(caseId: number, event: 'take' | 'answer' | 'close', signal?: AbortSignal): Promise<void> {
      return call(`/customer-care/cases/${caseId}/transition`, null, { body: { event }, signal });
    },

    /** The audit log, newest first; of one target when given. */
    async listAudit(target: { targetKind?: 'order' | 'contact_case' | 'account'; targetId?: string } = {}, signal?: AbortSignal): Promise<AuditEntry[]> {
      const params = new URLSearchParams();
      if (target.targetKind) params.set('targetKind', target.targetKind);
      if (target.targetId) params.set('targetId', target.targetId);
      const query = params.size > 0 ? `?${params}` : '';
      const answer = await call(`/customer-care/audit${query}`, answerSchemas().then((s) => s.audit), { signal });
      return answer.entries;
    },

    /**
     * The product page's agent panel of an offer: its ids, channel manager, cancellation terms,
     * whether it is published, and its next bookable nights (404: no such offer), with the labels
     * in the market's language.
     */
    offerPanel(offerId: number, locale: Locale, signal?: AbortSignal): Promise<AgentOfferPanel> {
      return call(`/customer-care/offers/${encodeURIComponent(String(offerId))}?${new URLSearchParams({ locale })}`, customerCareContract().then((c) => c.agentOfferPanelSchema), { signal });
    },

    /** Signs in with an e-mail address and a password: the answer sets the session cookie. */
    signInWithEmail(credentials: { email: string; password: string; callbackURL: string }, signal?: AbortSignal): Promise<void> {
      return call('/auth/sign-in/email', null, { body: credentials, signal });
    },

    /**
     * Starts a sign-in with the company account: the identity provider's page to go to. The
     * library's OpenID Connect provider signs in through its social sign-in route; a refused sign-in
     * (no staff account for that address, the agent cancelled) comes back to `callbackURL` with
     * `?error=`.
     */
    async signInWithCompanyAccount(callbackURL: string, signal?: AbortSignal): Promise<{ url: string }> {
      const answer = await call('/auth/sign-in/social', answerSchemas().then((s) => s.identityProviderRedirect), {
        body: { provider: STAFF_IDENTITY_PROVIDER, callbackURL, errorCallbackURL: callbackURL },
        signal,
      });
      return { url: answer.url };
    },

    /** Ends the session (the cookie is cleared by the answer). */
    signOut(signal?: AbortSignal): Promise<void> {
      return call('/auth/sign-out', null, { body: {}, signal });
    },
  };
}

export type CustomerCareApi = ReturnType<typeof createCustomerCareApi>;

/**
 * The browser's customer care calls: same origin, proxied to the API, with the session cookie
 * (said explicitly: these calls are nothing without it).
 */
export const browserCustomerCareApi: CustomerCareApi = createCustomerCareApi({
  baseUrl: '/api',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});
