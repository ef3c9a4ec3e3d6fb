import type { ContactCaseRequest, ContactCaseResponse } from '@escapade/contracts/contact';
import { type ApiClientOptions, createApiTransport } from '../api-transport';
import { contracts } from './lazy-contract';

/** Where the human-check widget fetches its challenges (same origin, proxied to the API). */
export const CONTACT_CHALLENGE_PATH = '/api/contact/challenge';

/**
 * The contact form's call: send a case. A refused one is an `ApiError`: a 400 whose problem names
 * the fields (or `altcha`, the human check), a 429 past the client's limit.
 */
export function createContactApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 15_000, ...options });
  return {
    sendCase(contactCase: ContactCaseRequest, signal?: AbortSignal): Promise<ContactCaseResponse> {
      return call('/contact/cases', contracts.contact().then((c) => c.contactCaseResponseSchema), { body: contactCase, signal });
    },
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;

/** The browser's contact calls: same origin, proxied to the API. */
export const browserContactApi: ContactApi = createContactApi({ baseUrl: '/api' });
