import type { Market } from '@escapade/domain/markets';
import { truncateText } from '@escapade/domain/text';
import type { ReactNode } from 'react';
import type { ShellFlow } from '../../lib/flow-param';
import { ProductScreen } from './ProductScreen';
import { loadProduct, productIdOfPath } from './product-data';

const META_DESCRIPTION_MAX_CHARS = 160;

interface ProductScreenContext {
  market: Market;
  rest: string[];
  flow: ShellFlow;
}

/**
 * The dispatcher's stay product screen: "Product id is the second path element", or the last of
 * the nested path (stays and search segments before it). An unknown id or other segments are a
 * 404; the page model says whether search engines index it.
 */
export const productScreen = {
  async describe({ market, rest }: ProductScreenContext) {
    const id = productIdOfPath(rest, market.language);
    if (id === undefined) return undefined;
    const product = await loadProduct(id, market.locale);
    if (!product) return undefined;
    // hreflang: only the markets that sell the offer (its page is a 404 elsewhere).
    const locales = product.pageModel?.alternateUrls.map((alternate) => alternate.locale) ?? [market.locale];
    return {
      title: product.pageModel?.pageTitle ?? `${product.label} – ${product.hotel.label}`,
      description: truncateText(product.shortProgramIntroWithoutRoom, META_DESCRIPTION_MAX_CHARS).text,
      indexable: !product.expired && (product.pageModel?.metaRobots ?? 'index').startsWith('index'),
      locales: locales.includes(market.locale) ? locales : [market.locale, ...locales],
      // The nested path names the product page's own as its canonical.
      canonicalRest: [String(id)],
    };
  },
  async render({ market, rest, flow }: ProductScreenContext): Promise<ReactNode> {
    const id = productIdOfPath(rest, market.language);
    const product = id === undefined ? null : await loadProduct(id, market.locale);
    return product ? <ProductScreen market={market} product={product} flow={flow} /> : null;
  },
};
