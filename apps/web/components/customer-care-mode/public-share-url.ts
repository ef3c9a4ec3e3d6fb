/**
 * "The shareable link swaps the customer-care host prefix for the public one": an agent may browse
 * the site on a host customers never use (the office's address, a local port), so the link an
 * agent gives a customer is the same page on the market's public origin. The path, the query and
 * the hash (the chosen dates and party) are the page's; only the origin changes.
 */
export function publicShareUrl(url: string, publicOrigin: string): string {
  const page = new URL(url);
  return `${new URL(publicOrigin).origin}${page.pathname}${page.search}${page.hash}`;
}
