import type { MetadataRoute } from 'next';

/**
 * `/robots.txt` (the proxy leaves it alone): crawlers may read every page; whether a page is
 * indexed is its own robots meta ("Pages are noindex unless an indexable flag is on"). The API is
 * data, not pages.
 */
export default function robots(): MetadataRoute.Robots {
  return { rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }] };
}
