import type { SearchResultCard } from '@escapade/contracts/search';
import type { Market } from '@escapade/domain/markets';
import { getWebConfig } from '../../config';
import { buildMarketPrefix } from '../../i18n/market-urls';
import { toStayCardView } from '../cards/card-view';
import { StayCardOnView } from '../cards/cards-on-view';
import { loadStaySelection } from './stay-selection-data';

/**
 * A selection of stays, cards as on the search page: "grid of 4 desktop, scroller mobile". Nothing
 * at all when the search fails or finds none.
 */
export async function StaySelection({ market, count, title, headingId }: { market: Market; count: number; title: string; headingId: string }) {
  const cards = await loadStaySelection(market, count);
  return <StaySelectionView cards={cards} marketPrefix={buildMarketPrefix(market.locale, getWebConfig().urlMode)} title={title} headingId={headingId} />;
}

export function StaySelectionView({ cards, marketPrefix, title, headingId }: { cards: readonly SearchResultCard[]; marketPrefix: string; title: string; headingId: string }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {/* A phone swipes through the cards (a peek of the next one shows); desktop lays 4 per row. */}
      <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 md:-mx-8 md:px-8 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-6 lg:overflow-visible lg:px-0 lg:pb-0" data-testid="stay-selection">
        {cards.map((card) => {
          const view = toStayCardView(card, 'booking', {});
          return (
            <li key={card.id} className="w-[78%] shrink-0 snap-start sm:w-[45%] lg:w-auto lg:min-w-0">
              <StayCardOnView card={view} href={`${marketPrefix}${view.href}`} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
