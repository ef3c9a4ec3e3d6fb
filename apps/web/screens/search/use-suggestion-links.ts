'use client';

import type { SuggestionLinkSection } from '@escapade/contracts/search-landing';
import { type SearchCriteria, currentDestination } from '@escapade/domain/criteria-hash';
import type { Locale } from '@escapade/domain/markets';
import { useQuery } from '@tanstack/react-query';
import { browserSearchApi } from '../../lib/api/search';

/**
 * The suggestion link sections of the page: the server's for an SEO landing, else those of the
 * searched destination and theme (none without either).
 */
export function useSuggestionLinks(criteria: SearchCriteria, locale: Locale, serverSections: SuggestionLinkSection[] | undefined, isEnabled: boolean): SuggestionLinkSection[] {
  const destination = currentDestination(criteria);
  // A hotel is not a destination of the link sections.
  const destinationId = destination && destination.type !== 'hotel' ? destination.id : undefined;
  const themeId = criteria.theme;
  const query = useQuery({
    queryKey: ['search', 'landingLinks', locale, destinationId, themeId],
    queryFn: () => browserSearchApi.getSearchLandingLinks({ locale, destinationId, themeId }),
    enabled: isEnabled && serverSections === undefined && (destinationId !== undefined || themeId !== undefined),
    staleTime: 10 * 60_000,
  });
  return serverSections ?? query.data ?? [];
}
