import { market } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { localeOfBcp47, resolveMarketParam } from './market-param';
import { loadMessages } from './messages';
import { MARKETS } from '@escapade/domain/markets';

/**
 * next-intl's per-request configuration. The market comes from the root `[market]` segment; pages
 * outside it (the country chooser, the Belgian splash) pass their locale explicitly.
 */
export default getRequestConfig(async ({ locale: explicitLocale }) => {
  const explicit = explicitLocale ? localeOfBcp47(explicitLocale) : undefined;
  const current = explicit ? MARKETS[explicit] : resolveMarketParam(await market());
  return {
    locale: current.bcp47,
    messages: await loadMessages(current.language),
    timeZone: current.timeZone,
  };
});
