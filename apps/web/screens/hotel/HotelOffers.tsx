'use client';

import type { HotelOffersResponse } from '@escapade/contracts/hotel';
import { DEFAULT_PARTY } from '@escapade/domain/pax';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { NoAvailability } from '../../components/hotel/NoAvailability';
import { RoomCard } from '../../components/hotel/RoomCard';
import { type HotelRoom, type OfferView, buildOffersView, selectedOffer } from '../../components/hotel/offers-model';
import { WishlistToggle } from '../../components/wishlist/WishlistToggle';
import { useWishlistButtons } from '../../components/wishlist/WishlistButtons';
import { roomOfferWishlistItem } from '../../components/wishlist/wishlist-items';
import { browserHotelApi } from '../../lib/api/hotel';
import { HotelCriteriaFields } from './HotelCriteriaFields';
import { useHotelPage } from './HotelPageProvider';
import { HOTEL_OFFERS_ANCHOR, bookHref, withoutDates } from './hotel-hash';

const OfferDetailModal = dynamic(() => import('../../components/hotel/OfferDetailModal').then((module) => module.OfferDetailModal), { ssr: false });

export interface HotelOffersProps {
  rooms: readonly HotelRoom[];
  /** The undated offers for the default party, loaded with the page (what search engines read). */
  initialAnswer: HotelOffersResponse;
  /** The market's customer care phone ("Sorry, no availability on your dates"). */
  phone: string;
  /** The hotel's name, kept with a room's offer saved to the wishlist. */
  hotelLabel: string;
}

/**
 * The offers section: room cards priced for the dates
 * and party of the hash, or "from" prices without dates; the no-availability and no-offers states.
 */
export function HotelOffers({ rooms, initialAnswer, phone, hotelLabel }: HotelOffersProps) {
  const t = useTranslations('hotel');
  const page = useHotelPage();
  const hasWishlist = useWishlistButtons();
  const { criteria, stay } = page;
  const { party } = criteria;
  const isDefaultParty = party.adults === DEFAULT_PARTY.adults && party.children === DEFAULT_PARTY.children && party.babies === DEFAULT_PARTY.babies;
  const offers = useQuery({
    queryKey: ['hotel-offers', page.hotelId, page.locale, party, stay?.checkin, stay?.nights],
    queryFn: ({ signal }) =>
      browserHotelApi.getHotelOffers(
        page.hotelId,
        { locale: page.locale, adult: party.adults, child: party.children, baby: party.babies, stay: stay && { checkin: stay.checkin, nights: stay.nights } },
        signal,
      ),
    initialData: !stay && isDefaultParty ? initialAnswer : undefined,
    placeholderData: keepPreviousData,
  });
  const [picked, setPicked] = useState<Readonly<Record<number, number>>>({});
  const [detail, setDetail] = useState<{ offer: OfferView; roomLabel: string; open: boolean }>();

  const view = offers.data ? buildOffersView(rooms, offers.data) : undefined;
  const isUpdating = offers.isPlaceholderData || (offers.isFetching && !offers.data);
  const hrefOf = (offer: OfferView) => (stay && offer.isBookable ? bookHref(`${page.marketPrefix}${offer.uri}`, criteria) : undefined);
  const bookLabelOf = (offer: OfferView) => (!page.isProduction && offer.connectivity ? 'CM' : t('book'));

  return (
    <section id={HOTEL_OFFERS_ANCHOR} aria-labelledby="hotel-offers-title" className="flex scroll-mt-20 flex-col gap-5">
      <h2 id="hotel-offers-title" className="text-2xl font-bold text-brand-900">
        {t('offersTitle')}
      </h2>
      <div className="rounded-card bg-white p-4 ring-1 ring-line md:hidden">
        <HotelCriteriaFields layout="mobile" />
      </div>
      <div aria-busy={isUpdating} className={`flex flex-col gap-5 transition-opacity ${isUpdating ? 'opacity-60' : ''}`}>
        {offers.isError && !offers.data ? (
          <p role="alert" className="rounded-card bg-white p-5 ring-1 ring-line">
            {t('offersError')}
          </p>
        ) : !view ? (
          <p className="text-muted">{t('loading')}</p>
        ) : view.kind === 'noOffers' ? (
          <p role="status" className="rounded-card bg-white p-5 text-lg font-semibold ring-1 ring-line">
            {t('noOffers')}
          </p>
        ) : view.kind === 'noAvailability' ? (
          <NoAvailability phone={phone} onSeeAllOffers={() => page.changeCriteria(withoutDates(criteria))} />
        ) : (
          view.rooms.map((room) => {
            const selected = selectedOffer(room, view.hasDates, picked[room.room.id]);
            const card = (
              <RoomCard
                key={room.room.id}
                view={room}
                hasDates={view.hasDates}
                party={party}
                selected={selected}
                onSelect={(offerId) => setPicked((current) => ({ ...current, [room.room.id]: offerId }))}
                onShowDetails={(offer) => setDetail({ offer, roomLabel: room.room.label, open: true })}
                bookHref={selected && view.hasDates ? hrefOf(selected) : undefined}
                bookLabel={selected ? bookLabelOf(selected) : t('book')}
                onSeeAvailability={page.openCalendar}
              />
            );
            if (!hasWishlist || !selected) return card;
            // The heart saves the room's chosen offer, over the room's picture.
            const item = roomOfferWishlistItem(selected, { href: `${page.marketPrefix}${selected.uri}`, imageUrl: room.room.images[0]?.['640_360'] ?? null, hotel: hotelLabel });
            return (
              <div key={room.room.id} className="relative">
                {card}
                <div className="absolute top-3 left-3 z-10">
                  <WishlistToggle item={item} />
                </div>
              </div>
            );
          })
        )}
      </div>
      {detail ? (
        <OfferDetailModal
          offer={detail.offer}
          roomLabel={detail.roomLabel}
          locale={page.locale}
          party={party}
          stay={view?.kind === 'rooms' && view.hasDates ? stay : undefined}
          open={detail.open}
          onOpenChange={(open) => setDetail((current) => current && { ...current, open })}
          bookHref={view?.kind === 'rooms' && view.hasDates ? hrefOf(detail.offer) : undefined}
          bookLabel={bookLabelOf(detail.offer)}
          onSeeAvailability={page.openCalendar}
        />
      ) : null}
    </section>
  );
}
