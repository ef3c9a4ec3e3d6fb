import type { NewsletterSource } from '@escapade/contracts/newsletter';
import { type Locale, MARKETS } from '@escapade/domain/markets';
import type { NewsletterApi } from '../../lib/api/newsletter';

/**
 * "Newsletter signup: email, country, language": the address, with the country and language of the
 * market of the page. Any failure is 'failed', which the form shows nothing for.
 */
export async function submitNewsletterSignup(
  api: Pick<NewsletterApi, 'subscribe'>,
  { email, locale, source }: { email: string; locale: Locale; source: NewsletterSource },
): Promise<'sent' | 'failed'> {
  const { country, language } = MARKETS[locale];
  try {
    await api.subscribe({ email: email.trim(), country, language, source });
    return 'sent';
  } catch {
    return 'failed';
  }
}
