'use client';

import type { SearchResultCard } from '@escapade/contracts/search';
import { hotelOffersCacheKey } from '@escapade/domain/cards';
import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import { partyFrom } from '@escapade/domain/pax';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../../components/ui/Dialog';
import { browserSearchApi } from '../../../lib/api/search';
import { type RequestContext, buildHotelOffersRequest, searchedStayOf } from '../../../lib/search-requests';

export interface HotelOffersDrawerProps {
  hotel: { id: number; label: string };
  criteria: SearchCriteria;
  context: RequestContext;
  renderCard(card: SearchResultCard): ReactNode;
  onClose(): void;
  /** The button that opened the drawer: focus goes back to it on close. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * 'See the other offers from this hotel' on a card: "a drawer of that hotel's other
 * packages for the searched dates (right side on desktop, bottom on mobile, with a 'Go back to
 * search' button)", loading / error ('Oops, something went wrong') / loaded; "cached by adults,
 * babies, children, checkin, nights, hotel id, gifting".
 */
export function HotelOffersDrawer({ hotel, criteria, context, renderCard, onClose, returnFocusTo }: HotelOffersDrawerProps) {
  const t = useTranslations('search.hotelOffers');
  const party = partyFrom(criteria);
  const stay = searchedStayOf(criteria, context);
  const cacheKey = hotelOffersCacheKey({
    adults: party.adults,
    babies: party.babies,
    children: party.children,
    checkin: stay?.checkin,
    nights: stay?.nights,
    hotelId: hotel.id,
    isGifting: context.flow === 'gifting',
  });
  const offers = useQuery({
    queryKey: ['search', 'hotelOffers', context.locale, cacheKey],
    queryFn: ({ signal }) => browserSearchApi.searchOffers(buildHotelOffersRequest(criteria, context, hotel.id), signal),
  });

  return (
    <Dialog
      onClose={onClose}
      overlay="medium"
      isDescribed
      returnFocusTo={returnFocusTo}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-card bg-canvas shadow-card md:inset-y-0 md:left-auto md:right-0 md:max-h-none md:w-[30rem] md:rounded-none"
      testId="hotel-offers-drawer"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line bg-white p-5">
        <div>
          <DialogTitle className="text-xl font-bold text-brand-900">{t('title')}</DialogTitle>
          <DialogDescription className="text-muted">{hotel.label}</DialogDescription>
        </div>
      </div>
      <div className="flex-1 overflow-y-auto p-5">
        {offers.isPending ? (
          <div role="status" className="flex items-center gap-3 text-muted">
            <span className="size-5 animate-spin rounded-full border-2 border-brand-300 border-t-brand-700" aria-hidden="true" />
            {t('loading')}
          </div>
        ) : offers.isError ? (
          <p role="alert" className="font-semibold text-accent-800">
            {t('error')}
          </p>
        ) : offers.data.exactMatch.length === 0 ? (
          <p role="status" className="text-muted">
            {t('empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-5" role="list" aria-label={t('listLabel', { count: offers.data.exactMatch.length })}>
            {offers.data.exactMatch.map((card) => (
              <li key={card.id}>{renderCard(card)}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-line bg-white p-4">
        <DialogClose asChild>
          <button type="button" className="button-secondary w-full">
            {t('goBack')}
          </button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
