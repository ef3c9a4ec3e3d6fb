import type { ConsentRecordRequest, ConsentRecordResponse } from '@escapade/contracts/consent';
import { type ApiClientOptions, createApiTransport } from '../../lib/api-transport';
import { contracts } from '../../lib/api/lazy-contract';

/** The consent contract, imported with its first call (decision 0018). */
const consentContract = contracts.consent;

/** `POST /consent`: the server-side record of a choice; answers the record's consent id. */
export function createConsentApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 10_000, ...options });
  return {
    record(request: ConsentRecordRequest, signal?: AbortSignal): Promise<ConsentRecordResponse> {
      return call('/consent', consentContract().then((c) => c.consentRecordResponseSchema), { body: request, signal });
    },
  };
}

export type ConsentApi = ReturnType<typeof createConsentApi>;

/** The browser's consent calls: same origin, proxied to the API. */
export const browserConsentApi: ConsentApi = createConsentApi({ baseUrl: '/api' });
