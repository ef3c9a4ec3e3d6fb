import type { NewsletterCheckQuery, NewsletterCheckResponse } from '@escapade/contracts/newsletter';
import { type Locale, MARKETS } from '@escapade/domain/markets';
import { type ApiClientOptions, createApiTransport } from '../../lib/api-transport';
import { contracts } from '../../lib/api/lazy-contract';
import { sendClientLog } from '../../lib/browser-api';
import { browserStorage } from '../../lib/browser-storage';
import { markAcquisitionModalDone } from './acquisition-modal-rules';

/**
 * The acquisition modal's check, `GET /marketing/newsletter` ("email, country, language, source |
 * acquisition modal"), over the one transport with the newsletter contract loaded with the call.
 * It cannot enumerate (decision 0026): the answer is `show: false` only for the browser that
 * confirmed a subscription still active (its signed cookie), whatever the query names; the modal
 * sends no address, only the market and its own name.
 */
export function createNewsletterCheckApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 10_000, ...options });
  return {
    check(query: NewsletterCheckQuery, signal?: AbortSignal): Promise<NewsletterCheckResponse> {
      const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      return call(`/marketing/newsletter?${search}`, contracts.newsletter().then((c) => c.newsletterCheckResponseSchema), { signal });
    },
  };
}

export type NewsletterCheckApi = ReturnType<typeof createNewsletterCheckApi>;

/** The browser's check: same origin, proxied to the API. */
export const browserNewsletterCheckApi: NewsletterCheckApi = createNewsletterCheckApi({ baseUrl: '/api' });

/**
 * Whether the modal may open now. A browser the API knows as subscribed is marked so, and never
 * asked again. A failed check "logs and resets, no message": the modal stays closed, nothing is
 * marked, and the next navigation may offer it again.
 */
export async function shouldOfferAcquisitionModal({
  api,
  locale,
  local,
  log,
}: {
  api: Pick<NewsletterCheckApi, 'check'>;
  locale: Locale;
  local: Pick<Storage, 'setItem'> | undefined;
  log(message: string): void;
}): Promise<boolean> {
  const { country, language } = MARKETS[locale];
  try {
    const { show } = await api.check({ country, language, source: 'modal' });
    if (!show) markAcquisitionModalDone(local, 'subscribed');
    return show;
  } catch (error) {
    log(`Newsletter acquisition modal check failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** The check as the page runs it: the browser's API, its storage, and a warning in the gateway logs on failure. */
export function shouldOfferAcquisitionModalInBrowser(locale: Locale): Promise<boolean> {
  return shouldOfferAcquisitionModal({
    api: browserNewsletterCheckApi,
    locale,
    local: browserStorage('localStorage'),
    log: (message) => void sendClientLog({ level: 'WARN', locale, location: window.location.pathname, message }).catch(() => undefined),
  });
}
