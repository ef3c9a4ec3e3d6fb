'use client';

import { onDemand } from '../islands/on-demand';
import type { SearchPageSearchBoxProps } from './InteractiveSearchPageSearchBox';

/**
 * The search box of the pages that are not search pages (home, promo landings, partner minisites,
 * the not-found page), hydrated when the visitor reaches for it: its fields, calendar, destination
 * list and their libraries are most of those pages' script, and until then its server HTML is what
 * the visitor sees.
 */
export const SearchPageSearchBox = onDemand<SearchPageSearchBoxProps>('search-page-search-box', () => import('./InteractiveSearchPageSearchBox').then((module) => module.default), 'intent');
