import { getWebConfig } from '../../../config';
import { serverApi } from '../../../lib/server-api';
import { localesOfHost, parseSitemapFileName, renderSitemapFile } from '../../../lib/sitemap/sitemap-xml';

const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** `/sitemaps/fr-fr-product-0.xml`: one block of up to 50,000 pages of a market, with their alternates. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { urlMode } = getWebConfig();
  const name = parseSitemapFileName((await params).file);
  // A market's files are served on its own host only.
  if (!name || !localesOfHost(urlMode, request.headers.get('host')).includes(name.locale)) return new Response('Not found', { status: 404 });
  const file = await serverApi().shell.getSitemapFile(name.locale, name.kind, name.page);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(renderSitemapFile(file, urlMode), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL },
  });
}
