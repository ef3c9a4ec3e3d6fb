import 'server-only';
import type { ContentBlock, GiftBlockItem } from '@escapade/contracts/content';
import { todayIn } from '@escapade/domain/calendar-day';
import type { Market } from '@escapade/domain/markets';
import { getWebConfig } from '../../config';
import { buildMarketPrefix } from '../../i18n/market-urls';
import { ApiError, orNullWhenFailed } from '../../lib/api-transport';
import { serverApi } from '../../lib/server-api';
import type { BoxBlockLoad } from './BoxBlock';
import { type TopResults, loadTopResults } from './top-search-results';

/** The cards of every top search results block of a page, searched side by side; a failed one is empty. */
export async function loadTopResultsOf(blocks: readonly ContentBlock[], market: Market): Promise<ReadonlyMap<string, TopResults>> {
  const context = { locale: market.locale, today: todayIn(market.timeZone, new Date()), prefix: buildMarketPrefix(market.locale, getWebConfig().urlMode) };
  const search = serverApi().search;
  const entries = await Promise.all(
    blocks.flatMap((block) => (block.type === 'topSearchResults' ? [loadTopResults(block, search, context).then((results) => [block.id, results] as const)] : [])),
  );
  return new Map(entries);
}

/** The gift block's items; none when its call fails (the page stands without it). */
export async function loadGiftBlockItems(market: Market): Promise<GiftBlockItem[]> {
  const answer = await orNullWhenFailed(serverApi().content.getGiftBlock(market.locale), `gift block ${market.locale}`);
  return answer?.items ?? [];
}

/** The box block, or its failure's message ("error body has message and values"). */
export async function loadBoxBlock(market: Market): Promise<BoxBlockLoad> {
  try {
    return { status: 'loaded', block: await serverApi().content.getBoxBlock(market.locale) };
  } catch (error) {
    const message = error instanceof ApiError ? (error.problem?.detail ?? error.problem?.title ?? error.message) : error instanceof Error ? error.message : String(error);
    console.warn(`box block ${market.locale}: ${message}`);
    return { status: 'failed', message };
  }
}

/** "'Error: {message}' only when errors are set to be shown": outside production. */
export function showsBlockErrors(): boolean {
  return !getWebConfig().isProduction;
}
