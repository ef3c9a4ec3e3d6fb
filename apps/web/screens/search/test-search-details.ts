import type { SearchDetails } from '@escapade/contracts/search';

/** The search answer's details for two adults without dates, two hotels around a named place (tests only). */
export function searchDetailsAround(location: NonNullable<SearchDetails['location']>, locationHierarchy: SearchDetails['locationHierarchy'] = []): SearchDetails {
  return { checkin: null, night: null, adult: 2, child: 0, baby: 0, hotelId: null, totalCount: 2, location, destination: location.label, locationHierarchy };
}
