import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NotFoundScreen } from '../../../components/errors/NotFoundScreen';
import { getWebConfig } from '../../../config';
import { buildPageMetadata } from '../../../lib/page-metadata';
import type { ShellFlow } from '../../../lib/flow-param';
import { parseShellFlow } from '../../../lib/flow-param';
import { matchCurrentPage } from '../../../screens/dispatch';
import { SearchScreen } from '../../../screens/search/SearchScreen';

interface DispatcherProps {
  params: Promise<{ market: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function readRequest({ params, searchParams }: DispatcherProps) {
  const { market: segment, slug = [] } = await params;
  const flow: ShellFlow = parseShellFlow((await searchParams).flow);
  const { market, match } = await matchCurrentPage(segment, slug.join('/'));
  return { market, match, flow };
}

export async function generateMetadata(props: DispatcherProps): Promise<Metadata> {
  const { market, match } = await readRequest(props);
  const urlMode = getWebConfig().urlMode;
  switch (match.kind) {
    case 'home':
      // The proxy sends a market's root to the home page's own route (screen-route/home).
      return {};
    case 'search-landing':
      // A landing's slugs belong to its language: its alternates are the markets speaking it where it is indexable too.
      return buildPageMetadata({
        market,
        path: { screen: 'home', rest: match.landing.canonicalPath.split('/').filter(Boolean) },
        indexable: match.landing.indexable,
        title: match.landing.title,
        description: match.landing.subtitle,
        locales: match.landing.alternateLocales,
        urlMode,
      });
    case 'screen':
    case 'unmatched':
    case 'not-found':
      // The not-found screen brings its own title; Next adds noindex to every 404.
      return {};
  }
}

/**
 * The route dispatcher: one catch-all page; the first path segment picks the screen.
 * The screens that are built have a route of their own, to which the proxy sends their paths
 * (screens/screen-routes.ts, decision 0012): what reaches this page is a path tested for
 * being a search page, or a screen not built yet (a 404 until it is).
 */
export default async function DispatcherPage(props: DispatcherProps) {
  const { market, match, flow } = await readRequest(props);
  switch (match.kind) {
    case 'home':
      // Only an internal request reaches here: the proxy sends a market's root to the home route.
      return notFound();
    case 'search-landing':
      return <SearchScreen flow={flow} market={market} landing={match.landing} query={await props.searchParams} />;
    case 'screen':
      return notFound();
    case 'unmatched':
      return <NotFoundScreen market={market} />;
    case 'not-found':
      notFound();
  }
}
