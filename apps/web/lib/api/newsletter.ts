import type { NewsletterSignupRequest, NewsletterSignupResponse } from '@escapade/contracts/newsletter';
import { type ApiClientOptions, createApiTransport } from '../api-transport';
import { contracts } from './lazy-contract';

/** The newsletter contract, imported with its first call (decision 0018). */
const newsletterContract = contracts.newsletter;

/**
 * The newsletter's calls. A signup (`POST /marketing/newsletter`: email, country, language, and
 * where it was given) succeeds on any success status: the spec's call answered 200 or 201, ours
 * answers 202 with one body whatever the address's state (double opt-in, decision 0026). Any
 * other answer is an `ApiError`, which the forms show nothing for ("Newsletter failure: nothing
 * shown").
 */
export function createNewsletterApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 10_000, ...options });

  return {
    subscribe(request: NewsletterSignupRequest, signal?: AbortSignal): Promise<NewsletterSignupResponse> {
      return call('/marketing/newsletter', newsletterContract().then((c) => c.newsletterSignupResponseSchema), { body: request, signal });
    },
  };
}

export type NewsletterApi = ReturnType<typeof createNewsletterApi>;

/** The browser's newsletter calls: same origin, proxied to the API. */
export const browserNewsletterApi: NewsletterApi = createNewsletterApi({ baseUrl: '/api' });
