'use client';

import { formatPriceDifference } from '@escapade/domain/price';
import type { Party } from '@escapade/domain/pax';
import { useLocale, useTranslations } from 'next-intl';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { OfferPrice } from './OfferPrice';
import type { OfferView, RoomView } from './offers-model';

export interface RoomCardProps {
  view: RoomView;
  hasDates: boolean;
  party: Party;
  selected: OfferView | undefined;
  onSelect(offerId: number): void;
  /** Opens the offer detail modal. */
  onShowDetails(offer: OfferView, trigger: HTMLButtonElement): void;
  /** The product page of the selected offer with the criteria; only for a bookable selection. */
  bookHref: string | undefined;
  bookLabel: string;
  onSeeAvailability(): void;
}

/**
 * A room card: "image, label, capacity, bed type, size in square metres,
 * highlights), an offer radio list per room with price difference per night shown '+N €', and a
 * footer with price and a Book or See availability button".
 */
export function RoomCard({ view, hasDates, party, selected, onSelect, onShowDetails, bookHref, bookLabel, onSeeAvailability }: RoomCardProps) {
  const t = useTranslations('hotel');
  const bcp47 = useLocale();
  const headingId = useId();
  const { room } = view;
  const image = room.images[0];
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
      <div className="flex flex-col md:flex-row">
        {image ? (
          <img
            src={image['640_360']}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="aspect-[16/9] w-full object-cover md:aspect-auto md:w-72 md:shrink-0"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 md:p-5">
          <h3 id={headingId} className="text-xl font-bold text-brand-900">
            {room.label}
          </h3>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <li>{t('capacity', { count: room.capacity })}</li>
            <li>
              {t(`bedTypes.${room.type}`)} · {room.bedding}
            </li>
            <li>{t('size', { size: room.size })}</li>
          </ul>
          {room.highlights.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('highlights')}>
              {room.highlights.map((highlight) => (
                <li key={highlight} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                  {highlight}
                </li>
              ))}
            </ul>
          ) : null}
          <RadioGroup.Root
            value={selected ? String(selected.id) : ''}
            onValueChange={(value) => onSelect(Number(value))}
            aria-label={t('offersOfRoom', { room: room.label })}
            className="flex flex-col divide-y divide-line rounded-xl ring-1 ring-line"
          >
            {view.offers.map((offer) => (
              <OfferOption
                key={offer.id}
                offer={offer}
                hasDates={hasDates}
                isSelected={selected?.id === offer.id}
                priceDifference={offer.priceDifferencePerNight ? formatPriceDifference(offer.priceDifferencePerNight, bcp47) : undefined}
                onShowDetails={onShowDetails}
              />
            ))}
          </RadioGroup.Root>
        </div>
      </div>
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-canvas px-4 py-3 md:px-5">
        {selected ? <OfferPrice price={selected.price} hasDates={hasDates} party={party} /> : <span />}
        {bookHref ? (
          <a href={bookHref} className="button-primary">
            {bookLabel}
          </a>
        ) : (
          <button type="button" className="button-primary" onClick={onSeeAvailability}>
            {t('seeAvailability')}
          </button>
        )}
      </footer>
    </article>
  );
}

function OfferOption(props: {
  offer: OfferView;
  hasDates: boolean;
  isSelected: boolean;
  priceDifference: string | undefined;
  onShowDetails(offer: OfferView, trigger: HTMLButtonElement): void;
}) {
  const { offer, hasDates, isSelected, priceDifference, onShowDetails } = props;
  const t = useTranslations('hotel');
  const id = useId();
  const isDisabled = hasDates && !offer.isBookable;
  return (
    <div className={`flex items-start gap-3 p-3 ${isSelected ? 'bg-brand-50' : ''}`}>
      <RadioGroup.Item
        id={id}
        value={String(offer.id)}
        disabled={isDisabled}
        className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 border-brand-700 bg-white disabled:border-line"
      >
        <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-700" />
      </RadioGroup.Item>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className={`font-semibold ${isDisabled ? 'text-muted' : 'cursor-pointer text-ink'}`}>
          {offer.label}
        </label>
        {offer.headwords.length > 0 ? <p className="text-sm text-muted">{offer.headwords.join(' · ')}</p> : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {isDisabled ? <span className="text-muted">{t('notAvailableOnDates')}</span> : null}
          {offer.roomsLeft !== null ? <span className="font-semibold text-accent-700">{t('roomsLeft', { count: offer.roomsLeft })}</span> : null}
          <button
            type="button"
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-600"
            onClick={(event) => onShowDetails(offer, event.currentTarget)}
            aria-label={t('offerDetailsOf', { offer: offer.label })}
          >
            {t('offerDetails')}
          </button>
        </div>
      </div>
      {priceDifference && !isDisabled ? (
        <span className="shrink-0 text-sm font-semibold text-brand-800">{t('perNightDifference', { amount: priceDifference })}</span>
      ) : null}
    </div>
  );
}
