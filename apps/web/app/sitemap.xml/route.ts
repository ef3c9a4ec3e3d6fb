import { getWebConfig } from '../../config';
import { serverApi } from '../../lib/server-api';
import { localesOfHost, renderSitemapIndex } from '../../lib/sitemap/sitemap-xml';

/** Crawlers read it often; the catalogue behind it changes a few times a day at most. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** `/sitemap.xml`: the index of the sitemap files of the markets this host serves. */
export async function GET(request: Request): Promise<Response> {
  const { urlMode } = getWebConfig();
  const locales = localesOfHost(urlMode, request.headers.get('host'));
  if (locales.length === 0) return new Response('Not found', { status: 404 });
  const { shell } = serverApi();
  const indexes = await Promise.all(locales.map((locale) => shell.getSitemapIndex(locale)));
  return new Response(renderSitemapIndex(indexes, urlMode), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL },
  });
}
