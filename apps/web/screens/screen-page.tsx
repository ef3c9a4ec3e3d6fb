import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { cache } from 'react';
import { getWebConfig } from '../config';
import { isKnownMarketParam, resolveMarketParam } from '../i18n/market-param';
import { parseShellFlow } from '../lib/flow-param';
import { buildPageMetadata } from '../lib/page-metadata';
import { SCREEN_HEADER } from './dispatch-headers';
import type { ScreenContext, ScreenDefinition, ScreenHead } from './screen-definition';
import type { RoutedScreen } from './screen-routes';

export interface ScreenPageProps {
  params: Promise<{ market: string; rest?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The page module of one screen route (`app/[market]/screen-route/<key>/[[...rest]]/page.tsx`,
 * decision 0012): the dispatcher's `screen` branch, for that screen alone.
 *
 * The route answers only what the proxy sent to it: the proxy names the screen in SCREEN_HEADER
 * (and strips that header from incoming requests), so a public path that spells the internal
 * `/screen-route/...` itself is a 404 rather than a second URL of the page.
 */
export function defineScreenPage(key: RoutedScreen, screen: ScreenDefinition) {
  const readScreen = cache(async (marketSegment: string, restKey: string, flowValue: string): Promise<{ context: ScreenContext; head: ScreenHead } | undefined> => {
    if (!isKnownMarketParam(marketSegment) || (await headers()).get(SCREEN_HEADER) !== key) return undefined;
    const context: ScreenContext = { market: resolveMarketParam(marketSegment), rest: restKey ? restKey.split('/') : [], flow: parseShellFlow(flowValue) };
    const head = await screen.describe(context);
    return head ? { context, head } : undefined;
  });

  async function read({ params, searchParams }: ScreenPageProps) {
    const { market, rest = [] } = await params;
    const flow = parseShellFlow((await searchParams).flow);
    return readScreen(market, rest.join('/'), flow);
  }

  async function generateMetadata(props: ScreenPageProps): Promise<Metadata> {
    const found = await read(props);
    if (!found) return {};
    const { context, head } = found;
    const { canonicalRest, ...rest } = head;
    return buildPageMetadata({ market: context.market, path: { screen: key, rest: canonicalRest ?? context.rest }, urlMode: getWebConfig().urlMode, ...rest });
  }

  async function ScreenPage(props: ScreenPageProps): Promise<ReactNode> {
    const found = await read(props);
    if (!found) notFound();
    return screen.render(found.context);
  }

  return { generateMetadata, ScreenPage };
}
