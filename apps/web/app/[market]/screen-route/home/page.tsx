import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getWebConfig } from '../../../../config';
import { isKnownMarketParam, resolveMarketParam } from '../../../../i18n/market-param';
import { buildPageMetadata } from '../../../../lib/page-metadata';
import { HOME_SCREEN, SCREEN_HEADER } from '../../../../screens/dispatch-headers';
import { HomeScreen, describeHome } from '../../../../screens/home/HomeScreen';

interface HomePageProps {
  params: Promise<{ market: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The home page's own route (decision 0012): the proxy sends a market's root here, so the home
 * page ships its own client code only — not the search results' of the catch-all, which serves
 * the search landings. A public path spelling `/screen-route/home` is a 404 (the proxy names the
 * screen, and strips that header from incoming requests).
 */
async function readMarket(params: HomePageProps['params']) {
  const { market } = await params;
  if (!isKnownMarketParam(market) || (await headers()).get(SCREEN_HEADER) !== HOME_SCREEN) return undefined;
  return resolveMarketParam(market);
}

export async function generateMetadata({ params, searchParams }: HomePageProps): Promise<Metadata> {
  const market = await readMarket(params);
  if (!market) return {};
  // The homepage's own SEO data ("title, description, index/follow"); canonical and alternates as every page.
  const { follow, ...head } = await describeHome(market, (await searchParams).flow);
  const metadata = buildPageMetadata({ market, path: { screen: 'home' }, urlMode: getWebConfig().urlMode, ...head });
  return { ...metadata, robots: { index: head.indexable, follow } };
}

export default async function HomePage({ params, searchParams }: HomePageProps) {
  const market = await readMarket(params);
  if (!market) notFound();
  return <HomeScreen market={market} flowParam={(await searchParams).flow} />;
}
