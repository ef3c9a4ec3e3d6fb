import { MARKETS, type Language, type Locale } from '@escapade/domain/markets';
import type { StaticPageId } from '../site-paths';
import { pageContext, STATIC_PAGE_IDS, type PageWriter, type StaticPageText } from './page-context';
import { spanishPages } from './pages-es';
import { frenchPages } from './pages-fr';
import { italianPages } from './pages-it';
import { dutchPages } from './pages-nl';

const WRITERS: Readonly<Record<Language, PageWriter>> = { fr: frenchPages, es: spanishPages, it: italianPages, nl: dutchPages };

/** The market's static pages, written in its language with its own links, in the page list's order. */
export function staticPagesFor(locale: Locale): Array<StaticPageText & { id: StaticPageId }> {
  const pages = WRITERS[MARKETS[locale].language](pageContext(locale));
  return STATIC_PAGE_IDS.map((id) => ({ id, ...pages[id], html: pages[id].html.trim() }));
}

export { STATIC_PAGE_IDS };
