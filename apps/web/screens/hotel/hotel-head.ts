import type { Hotel } from '@escapade/contracts/hotel';
import { truncateText } from '@escapade/domain/text';

/** Meta descriptions stay within what result pages show. */
export const META_DESCRIPTION_MAX_CHARS = 160;

/**
 * The hotel page's head: an inactive hotel gets robots noindex; otherwise the hotel's own
 * robots value ("Pages are noindex unless an indexable flag is on").
 */
export function hotelPageHead(hotel: Pick<Hotel, 'active' | 'metaRobots' | 'description'>, title: string) {
  return {
    title,
    description: truncateText(hotel.description, META_DESCRIPTION_MAX_CHARS).text,
    indexable: hotel.active && /^index\b/.test(hotel.metaRobots.trim()),
  };
}
